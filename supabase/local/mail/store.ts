import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export type Channel = 'email' | 'sms' | 'whatsapp';

interface Address {
  Name: string;
  Address: string;
}

/** One captured message of any channel; e-mails fill `html`, SMS/WhatsApp only `text`. */
export interface StoredMessage {
  id: string;
  messageId: string;
  channel: Channel;
  from: Address;
  to: Address[];
  subject: string;
  text: string;
  html: string;
  created: string;
  read: boolean;
}

export interface NewMessage {
  channel?: Channel;
  from: string;
  to: string;
  subject?: string;
  text: string;
  html?: string;
}

/** `"Name" <a@b>` or `Name <a@b>` or a bare address. */
function parseAddress(value: string): Address {
  const m = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(value);
  return m ? { Name: m[1].trim(), Address: m[2].trim() } : { Name: '', Address: value.trim() };
}

/** Mailpit-style IDs: 22 URL-safe characters. */
function newId(): string {
  return randomBytes(16).toString('base64url').slice(0, 22);
}

/**
 * Messages kept in memory, newest first, and mirrored as one JSON file each under `dir` so a
 * restart keeps them. The oldest are dropped past `cap`.
 */
export class MessageStore {
  private messages: StoredMessage[] = [];

  private constructor(
    private readonly dir: string,
    private readonly cap: number,
  ) {}

  static async open(dir: string, cap = 500): Promise<MessageStore> {
    const store = new MessageStore(dir, cap);
    await fs.mkdir(dir, { recursive: true });
    for (const name of await fs.readdir(dir)) {
      if (!name.endsWith('.json')) continue;
      const text = await fs.readFile(path.join(dir, name), 'utf8').catch(() => null);
      if (text) store.messages.push(JSON.parse(text) as StoredMessage);
    }
    store.messages.sort((a, b) => b.created.localeCompare(a.created));
    await store.trim();
    return store;
  }

  async add(input: NewMessage): Promise<StoredMessage> {
    const id = newId();
    const message: StoredMessage = {
      id,
      messageId: `${randomUUID()}@loomconnect.local`,
      channel: input.channel ?? 'email',
      from: parseAddress(input.from),
      to: input.to.split(',').map(parseAddress),
      subject: input.subject ?? '',
      text: input.text,
      html: input.html ?? '',
      created: new Date().toISOString(),
      read: false,
    };
    this.messages.unshift(message);
    await fs.writeFile(this.file(id), JSON.stringify(message));
    await this.trim();
    return message;
  }

  list(channel: Channel): StoredMessage[] {
    return this.messages.filter((m) => m.channel === channel);
  }

  get(id: string): StoredMessage | undefined {
    return this.messages.find((m) => m.id === id);
  }

  async markRead(message: StoredMessage): Promise<void> {
    if (message.read) return;
    message.read = true;
    await fs.writeFile(this.file(message.id), JSON.stringify(message));
  }

  /** Deletes the given IDs, or every message of `channel` when `ids` is null. */
  async delete(channel: Channel, ids: string[] | null): Promise<void> {
    const doomed = this.messages.filter((m) => m.channel === channel && (ids === null || ids.includes(m.id)));
    await this.remove(doomed);
  }

  private async trim(): Promise<void> {
    await this.remove(this.messages.slice(this.cap));
  }

  private async remove(doomed: StoredMessage[]): Promise<void> {
    const gone = new Set(doomed);
    this.messages = this.messages.filter((m) => !gone.has(m));
    await Promise.all(doomed.map((m) => fs.rm(this.file(m.id), { force: true })));
  }

  private file(id: string): string {
    return path.join(this.dir, `${id}.json`);
  }
}
