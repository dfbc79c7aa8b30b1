/**
 * Reads what the test stack "sent": e-mails and SMS land in its local mailbox (Mailpit's API on the
 * mail port). Each helper waits for the newest message to an address that arrived after `since`, so a
 * code from an earlier step is never picked up by mistake.
 */
import { E2E } from './e2e-env.ts';

interface MessageSummary {
  ID: string;
  To: { Address: string }[];
  Subject: string;
  Created: string;
}

interface MessageDetails {
  Subject: string;
  Text: string;
}

type Channel = 'email' | 'sms' | 'whatsapp';

const POLL_MS = 250;
const WAIT_MS = 10_000;

async function getJson<T>(path: string, mailUrl: string): Promise<T> {
  const response = await fetch(`${mailUrl}${path}`);
  if (!response.ok) throw new Error(`mailbox ${path} answered HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The newest message of `channel` to `to` created at or after `since`; waits up to 10 s for it. */
async function waitForMessage(
  channel: Channel,
  to: string,
  since: Date,
  mailUrl = E2E.mailUrl,
): Promise<MessageDetails> {
  const query = new URLSearchParams({ query: `to:${to}`, channel });
  const deadline = Date.now() + WAIT_MS;
  // The mailbox stamps messages in whole milliseconds; allow for the two clocks being read a moment apart.
  const after = since.getTime() - 1000;
  while (Date.now() < deadline) {
    const { messages } = await getJson<{ messages: MessageSummary[] }>(`/api/v1/search?${query}`, mailUrl);
    const fresh = messages.find((m) => new Date(m.Created).getTime() >= after);
    if (fresh) return getJson<MessageDetails>(`/api/v1/message/${fresh.ID}`, mailUrl);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`no ${channel} message to ${to} since ${since.toISOString()}`);
}

/** The newest e-mail to `to` since `since` (subject and text); waits up to 10 s for it. */
export function emailTo(to: string, since: Date): Promise<MessageDetails> {
  return waitForMessage('email', to, since);
}

/** How many e-mails to `to` the mailbox holds. */
export async function emailCount(to: string): Promise<number> {
  const query = new URLSearchParams({ query: `to:${to}` });
  return (await getJson<{ messages: MessageSummary[] }>(`/api/v1/search?${query}`, E2E.mailUrl)).messages.length;
}

function sixDigitCode(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no 6-digit code in: ${text}`);
  return code;
}

/** The 6-digit code of the newest auth e-mail to `email` since `since` (in the mailbox at mailUrl: the web stack's by default). */
export async function emailCode(email: string, since: Date, mailUrl?: string): Promise<string> {
  return sixDigitCode((await waitForMessage('email', email, since, mailUrl)).Text);
}

/** The link of the newest auth e-mail to `email` since `since` (signup, magic link, recovery; mailUrl as emailCode's). */
export async function emailLink(email: string, since: Date, mailUrl?: string): Promise<string> {
  const { Text } = await waitForMessage('email', email, since, mailUrl);
  const link = /https?:\/\/\S+/.exec(Text)?.[0];
  if (!link) throw new Error(`no link in: ${Text}`);
  return link;
}

/** The 6-digit code of the newest SMS to the full number (`+919800000008`) since `since`. */
export async function smsCode(fullNumber: string, since: Date, mailUrl?: string): Promise<string> {
  return sixDigitCode((await waitForMessage('sms', fullNumber, since, mailUrl)).Text);
}

/** The text of the newest WhatsApp message to `phone` (E.164) since `since`. */
export async function whatsappText(phone: string, since: Date): Promise<string> {
  return (await waitForMessage('whatsapp', phone, since)).Text;
}
