import type { Fetch, TextMessage, TextMessageProvider } from './provider.ts';
import { SendFailed } from './provider.ts';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** Sender number for SMS. */
  from: string;
  /** Sender number enabled for WhatsApp; the `whatsapp:` prefix is added here. */
  whatsappFrom: string;
}

/** Twilio's Messages resource: one form-encoded POST per message, Basic auth with the account SID and token. */
export function twilioRequest(settings: TwilioSettings, message: TextMessage): { url: string; init: RequestInit } {
  const whatsapp = message.channel === 'whatsapp';
  const form = new URLSearchParams({
    To: whatsapp ? `whatsapp:${message.to}` : message.to,
    From: whatsapp ? `whatsapp:${settings.whatsappFrom}` : settings.from,
    Body: message.text,
  });
  return {
    url: `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`,
    init: {
      method: 'POST',
      headers: {
        authorization: `Basic ${btoa(`${settings.accountSid}:${settings.authToken}`)}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form.toString(),
    },
  };
}

export function twilioProvider(settings: TwilioSettings, fetchFn: Fetch = fetch): TextMessageProvider {
  return {
    name: 'twilio',
    async send(message: TextMessage) {
      const { url, init } = twilioRequest(settings, message);
      const res = await fetchFn(url, init);
      if (res.ok) return;
      const body = (await res.json().catch(() => ({}))) as { message?: string; code?: number };
      throw new SendFailed(`Twilio answered ${res.status}: ${body.message ?? 'no details'} (code ${body.code ?? '-'})`);
    },
  };
}
