import type { Fetch, TextMessage, TextMessageProvider } from './provider.ts';
import { SendFailed } from './provider.ts';

/** The local stack's message capture (the mailbox API's POST /api/v1/text-messages). */
export function localProvider(url: string, fetchFn: Fetch = fetch): TextMessageProvider {
  return {
    name: 'local',
    async send(message: TextMessage) {
      const res = await fetchFn(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...message, from: 'LoomConnect' }),
      });
      if (!res.ok) throw new SendFailed(`local message capture answered ${res.status}: ${await res.text()}`);
    },
  };
}
