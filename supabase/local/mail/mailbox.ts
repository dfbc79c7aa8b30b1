import { json, type Mailer, type Service } from '../http/types.ts';

// Placeholder until the mail capture lands.
export async function createMailbox(_opts: {
  smtpUrl: string | null;
  dataDir: string;
  log: (line: string) => void;
}): Promise<{ mailer: Mailer; service: Service }> {
  return {
    mailer: { send: async () => undefined },
    service: { handle: async () => json(200, { messages: [], total: 0 }) },
  };
}
