/**
 * verify-mobile-otp-and-login: checks the texted code and answers `{ action_link }`, a magic link for
 * the member's e-mail; the app sends the browser there and the auth API puts the session in the URL
 * hash. The signup variant (`{ mobile, otp }`) only confirms the number. The trial is the auth server's
 * to keep, as for every other way of signing in: its access token hook makes an expired Free Member's
 * session a payment-only one (supabase/migrations/20261127010100_trial_on_the_server.sql).
 */
import { isSignupVariant, VerifyLoginOtpBody, VerifySignupOtpBody } from '../_shared/domain/schemas/functions.ts';
import { jsonReply, parseBody, readJson, serveJson } from '../_shared/http.ts';
import { otpError, verifyOtp } from '../_shared/mobile-otp.ts';
import { serviceClient } from '../_shared/supabase.ts';

export default serveJson('verify-mobile-otp-and-login', async (req) => {
  const raw = await readJson(req);
  const service = serviceClient();
  if (isSignupVariant(raw)) {
    const body = parseBody(raw, VerifySignupOtpBody);
    await verifyOtp(service, { countryCode: '', mobileNumber: body.mobile }, 'signup', body.otp);
    return jsonReply(200, { message: 'Mobile number verified.' });
  }
  const body = parseBody(raw, VerifyLoginOtpBody);
  const { userId } = await verifyOtp(service, body, 'login', body.otp);
  // The link is for the login e-mail of the account itself, whatever the profile row says.
  const account = userId ? await service.auth.admin.getUserById(userId) : null;
  const email = account?.data.user?.email;
  if (!email) throw otpError(404, 'No account is registered with this mobile number.');
  const { data, error } = await service.auth.admin.generateLink({
    type: 'magiclink',
    email,
    options: body.redirectTo ? { redirectTo: body.redirectTo } : undefined,
  });
  if (error || !data.properties?.action_link) throw new Error(`generate_link failed: ${error?.message}`);
  return jsonReply(200, { action_link: data.properties.action_link });
});
