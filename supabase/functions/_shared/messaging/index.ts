/** Picks the text-message provider from the environment (see README.md). */
import { localProvider } from './local.ts';
import { ProviderNotConfigured, type Fetch, type TextMessageProvider } from './provider.ts';
import { twilioProvider } from './twilio.ts';

export * from './provider.ts';

type Env = (name: string) => string | undefined;

export function isLoopback(url: string | undefined): boolean {
  if (!url) return false;
  const host = URL.canParse(url) ? new URL(url).hostname : '';
  return host === 'localhost' || host === '[::1]' || host.startsWith('127.');
}

function required(env: Env, provider: string, names: string[]): string[] {
  const missing = names.filter((n) => !env(n));
  if (missing.length > 0) throw new ProviderNotConfigured(`${provider} text messages need ${missing.join(', ')}.`);
  return names.map((n) => env(n) as string);
}

/**
 * TEXT_MESSAGE_PROVIDER chooses: `local` (the default when SUPABASE_URL is a loopback URL) or `twilio`.
 * Throws ProviderNotConfigured when none is chosen or its settings are missing.
 */
export function textMessageProvider(env: Env, fetchFn: Fetch = fetch): TextMessageProvider {
  const name = env('TEXT_MESSAGE_PROVIDER') ?? (isLoopback(env('SUPABASE_URL')) ? 'local' : undefined);
  switch (name) {
    case 'local': {
      const [url] = required(env, 'Local', ['LOCAL_MESSAGES_URL']);
      return localProvider(url, fetchFn);
    }
    case 'twilio': {
      const [accountSid, authToken, from, whatsappFrom] = required(env, 'Twilio', [
        'TWILIO_ACCOUNT_SID',
        'TWILIO_AUTH_TOKEN',
        'TWILIO_FROM',
        'TWILIO_WHATSAPP_FROM',
      ]);
      return twilioProvider({ accountSid, authToken, from, whatsappFrom }, fetchFn);
    }
    case undefined:
      throw new ProviderNotConfigured('TEXT_MESSAGE_PROVIDER is not set; set it to twilio (or local).');
    default:
      throw new ProviderNotConfigured(`Unknown TEXT_MESSAGE_PROVIDER "${name}"; use twilio or local.`);
  }
}
