import { describe, expect, it } from 'vitest';
import {
  ProviderNotConfigured,
  SendFailed,
  textMessageProvider,
  type Fetch,
} from '../../../supabase/functions/_shared/messaging/index.ts';
import { localProvider } from '../../../supabase/functions/_shared/messaging/local.ts';
import { twilioProvider, twilioRequest } from '../../../supabase/functions/_shared/messaging/twilio.ts';

const TWILIO = { accountSid: 'AC123', authToken: 'tok', from: '+15005550006', whatsappFrom: '+14155238886' };

/** A fetch that records its calls and answers with `reply`. */
function recordingFetch(reply: () => Response = () => new Response('{}', { status: 201 })) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFn = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return reply();
  }) as Fetch;
  return { calls, fetchFn };
}

const envOf = (vars: Record<string, string>) => (name: string) => vars[name];

describe('Twilio provider', () => {
  it('builds a form-encoded POST to the Messages resource with Basic auth', () => {
    const { url, init } = twilioRequest(TWILIO, { channel: 'sms', to: '+919876543210', text: 'Code 123456' });
    expect(url).toBe('https://api.twilio.com/2010-04-01/Accounts/AC123/Messages.json');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      authorization: `Basic ${Buffer.from('AC123:tok').toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(Object.fromEntries(new URLSearchParams(init.body as string))).toEqual({
      To: '+919876543210',
      From: '+15005550006',
      Body: 'Code 123456',
    });
  });

  it('prefixes both numbers with whatsapp: for WhatsApp and uses the WhatsApp sender', () => {
    const { init } = twilioRequest(TWILIO, { channel: 'whatsapp', to: '+919876543210', text: 'Interest' });
    const form = new URLSearchParams(init.body as string);
    expect(form.get('To')).toBe('whatsapp:+919876543210');
    expect(form.get('From')).toBe('whatsapp:+14155238886');
  });

  it("sends through the given fetch and reports Twilio's refusal", async () => {
    const ok = recordingFetch();
    await twilioProvider(TWILIO, ok.fetchFn).send({ channel: 'sms', to: '+919876543210', text: 'hi' });
    expect(ok.calls).toHaveLength(1);
    const refused = recordingFetch(() =>
      Response.json({ code: 21211, message: "Invalid 'To' Phone Number" }, { status: 400 }),
    );
    const sending = twilioProvider(TWILIO, refused.fetchFn).send({ channel: 'sms', to: '+1', text: 'hi' });
    await expect(sending).rejects.toThrow(SendFailed);
    await expect(sending).rejects.toThrow("Twilio answered 400: Invalid 'To' Phone Number (code 21211)");
  });
});

describe('local provider', () => {
  it('posts the message as JSON to the capture URL and fails on an error status', async () => {
    const ok = recordingFetch();
    await localProvider('http://127.0.0.1:1/api/v1/text-messages', ok.fetchFn).send({
      channel: 'sms',
      to: '+919876543210',
      text: 'Code 123456',
    });
    expect(ok.calls[0].url).toBe('http://127.0.0.1:1/api/v1/text-messages');
    expect(JSON.parse(ok.calls[0].init.body as string)).toEqual({
      channel: 'sms',
      to: '+919876543210',
      text: 'Code 123456',
      from: 'LoomConnect',
    });
    const down = recordingFetch(() => new Response('nope', { status: 500 }));
    await expect(localProvider('http://x', down.fetchFn).send({ channel: 'sms', to: '+1', text: 't' })).rejects.toThrow(
      'local message capture answered 500: nope',
    );
  });
});

describe('choosing the provider', () => {
  it('defaults to local on a loopback SUPABASE_URL, and local needs LOCAL_MESSAGES_URL', () => {
    const env = { SUPABASE_URL: 'http://127.0.0.1:54321', LOCAL_MESSAGES_URL: 'http://127.0.0.1:54324/x' };
    expect(textMessageProvider(envOf(env)).name).toBe('local');
    expect(textMessageProvider(envOf({ ...env, SUPABASE_URL: 'http://localhost:54321' })).name).toBe('local');
    expect(() => textMessageProvider(envOf({ SUPABASE_URL: 'http://127.0.0.1:54321' }))).toThrow(
      new ProviderNotConfigured('Local text messages need LOCAL_MESSAGES_URL.'),
    );
  });

  it('refuses a hosted project with no provider or an unknown one', () => {
    const hosted = { SUPABASE_URL: 'https://abc.supabase.co' };
    expect(() => textMessageProvider(envOf(hosted))).toThrow(ProviderNotConfigured);
    expect(() => textMessageProvider(envOf({ ...hosted, TEXT_MESSAGE_PROVIDER: 'carrier-pigeon' }))).toThrow(
      /Unknown TEXT_MESSAGE_PROVIDER "carrier-pigeon"/,
    );
  });

  it('builds Twilio from its four settings and names the missing ones', () => {
    const twilio = {
      TEXT_MESSAGE_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_FROM: '+1',
      TWILIO_WHATSAPP_FROM: '+2',
    };
    expect(textMessageProvider(envOf(twilio)).name).toBe('twilio');
    expect(() => textMessageProvider(envOf({ TEXT_MESSAGE_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' }))).toThrow(
      new ProviderNotConfigured('Twilio text messages need TWILIO_AUTH_TOKEN, TWILIO_FROM, TWILIO_WHATSAPP_FROM.'),
    );
  });
});
