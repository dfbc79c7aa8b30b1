/** Picks the e-mail provider from the environment (see README.md). */
import { isLoopback } from '../messaging/index.ts';
import { ProviderNotConfigured, SendFailed, type Fetch } from '../messaging/provider.ts';

export { ProviderNotConfigured, SendFailed };

interface EmailMessage {
  /** One recipient's address; `toName` is shown beside it. */
  to: string;
  toName?: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailProvider {
  readonly name: string;
  /** Sends one message; throws SendFailed with the reason when the provider refuses or fails it. */
  send(message: EmailMessage): Promise<void>;
}

type Env = (name: string) => string | undefined;

const recipient = (m: EmailMessage) => (m.toName ? `"${m.toName.replace(/["\\\r\n]/g, '')}" <${m.to}>` : m.to);

/** The provider's refusal in its own words (a receiving server's "550 … rejected"), which the admin reads per address. */
async function failure(res: Response, provider: string): Promise<SendFailed> {
  const body = await res.text();
  let reason = body;
  try {
    const parsed = JSON.parse(body) as { error?: unknown; message?: unknown };
    reason = String(parsed.error ?? parsed.message ?? body);
  } catch {
    // Not JSON: the text is the reason.
  }
  return new SendFailed(reason.trim() || `${provider} answered ${res.status}.`);
}

/** The local stack's mailbox (POST /api/v1/send): captured, and relayed through SMTP when the stack has SMTP_URL. */
function localMail(url: string, fetchFn: Fetch): MailProvider {
  return {
    name: 'local',
    async send(m) {
      const res = await fetchFn(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: recipient(m), subject: m.subject, text: m.text, html: m.html }),
      });
      if (!res.ok) throw await failure(res, 'The mailbox');
    },
  };
}

/** Resend's HTTP API, the way Supabase documents sending e-mail from edge functions. */
function resendMail(apiKey: string, from: string, fetchFn: Fetch): MailProvider {
  return {
    name: 'resend',
    async send(m) {
      const res = await fetchFn('https://api.resend.com/emails', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
        body: JSON.stringify({ from, to: [recipient(m)], subject: m.subject, text: m.text, html: m.html }),
      });
      if (!res.ok) throw await failure(res, 'Resend');
    },
  };
}

/**
 * MAIL_PROVIDER chooses: `local` (the default when SUPABASE_URL is a loopback URL) or `resend`.
 * Throws ProviderNotConfigured when none is chosen or its settings are missing.
 */
export function mailProvider(env: Env, fetchFn: Fetch = fetch): MailProvider {
  const name = env('MAIL_PROVIDER') ?? (isLoopback(env('SUPABASE_URL')) ? 'local' : undefined);
  const need = (names: string[]) => {
    const missing = names.filter((n) => !env(n));
    if (missing.length > 0) throw new ProviderNotConfigured(`${name} e-mail needs ${missing.join(', ')}.`);
    return names.map((n) => env(n) as string);
  };
  switch (name) {
    case 'local':
      return localMail(need(['LOCAL_MAIL_URL'])[0], fetchFn);
    case 'resend': {
      const [apiKey, from] = need(['RESEND_API_KEY', 'MAIL_FROM']);
      return resendMail(apiKey, from, fetchFn);
    }
    case undefined:
      throw new ProviderNotConfigured('MAIL_PROVIDER is not set; set it to resend (or local).');
    default:
      throw new ProviderNotConfigured(`Unknown MAIL_PROVIDER "${name}"; use resend or local.`);
  }
}
