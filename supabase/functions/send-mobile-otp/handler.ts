/**
 * send-mobile-otp: texts a 6-digit code to a member's number for login (`{ countryCode, mobileNumber }`),
 * or to a new number to verify it at signup (`{ mobile }`). Codes live 10 minutes; one send a minute.
 */
import { isSignupVariant, SendLoginOtpBody, SendSignupOtpBody } from '../_shared/domain/schemas/functions.ts';
import { jsonReply, parseBody, readJson, serveJson } from '../_shared/http.ts';
import { issueOtp, newOtp, sendOtp, type OtpPurpose, type Phone } from '../_shared/mobile-otp.ts';
import { serviceClient } from '../_shared/supabase.ts';

const TEXT: Record<OtpPurpose, (code: string) => string> = {
  login: (code) => `${code} is your LoomConnect login code. It expires in 10 minutes. Do not share it.`,
  signup: (code) => `${code} is your LoomConnect verification code. It expires in 10 minutes.`,
};

/** The number with all but its last 4 digits hidden. */
function masked(phone: Phone): string {
  const n = phone.mobileNumber;
  return `${phone.countryCode} ${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`.trim();
}

export default serveJson('send-mobile-otp', async (req) => {
  const raw = await readJson(req);
  const purpose: OtpPurpose = isSignupVariant(raw) ? 'signup' : 'login';
  const phone: Phone =
    purpose === 'signup'
      ? { countryCode: '', mobileNumber: parseBody(raw, SendSignupOtpBody).mobile }
      : parseBody(raw, SendLoginOtpBody);
  const code = newOtp();
  const service = serviceClient();
  const userId = await issueOtp(service, phone, purpose, code);
  await sendOtp(service, phone, purpose, TEXT[purpose](code));
  return jsonReply(200, { success: true, message: `OTP sent to ${masked(phone)}.`, userId });
});
