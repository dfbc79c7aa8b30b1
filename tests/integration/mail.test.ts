import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailbox, recordTextMessage } from '../../supabase/local/mail/mailbox.ts';
import { closeServer, createHttpServer, listen } from '../../supabase/local/http/server.ts';
import { startTestStack, TEST_DB, type TestStack } from './support/stack.ts';

interface MessageList {
  total: number;
  unread: number;
  count: number;
  messages_count: number;
  start: number;
  tags: string[];
  messages: Record<string, unknown>[];
}

describe(`local mailbox with Mailpit's API (${TEST_DB})`, () => {
  let stack: TestStack;
  const api = (p: string, init?: RequestInit) => fetch(`${stack.mailUrl}${p}`, init);
  const list = async (p = '/api/v1/messages') => (await (await api(p)).json()) as MessageList;
  const send = (to: string, subject: string) =>
    stack.context.mailer.send({ to, subject, text: `Hello ${to}\n\nline two`, html: `<p>Hello <b>${to}</b></p>` });

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack?.close());

  it('lists messages newest first in the Mailpit shape, with start and limit', async () => {
    await send('first@loom.test', 'First');
    await send('second@loom.test', 'Second');
    const all = await list();
    expect(all).toMatchObject({ total: 2, unread: 2, count: 2, messages_count: 2, start: 0, tags: [] });
    expect(all.messages.map((m) => m.Subject)).toEqual(['Second', 'First']);
    expect(Object.keys(all.messages[0]).sort()).toEqual(
      [
        'Attachments',
        'Bcc',
        'Cc',
        'Created',
        'From',
        'ID',
        'MessageID',
        'Read',
        'ReplyTo',
        'Size',
        'Snippet',
        'Subject',
        'Tags',
        'To',
      ].sort(),
    );
    expect(all.messages[0]).toMatchObject({
      Read: false,
      From: { Name: 'LoomConnect', Address: 'noreply@loomconnect.local' },
      To: [{ Name: '', Address: 'second@loom.test' }],
      Cc: [],
      Attachments: 0,
      Snippet: 'Hello second@loom.test line two',
    });
    expect(all.messages[0].Size).toBeGreaterThan(0);

    const paged = await list('/api/v1/messages?start=1&limit=1');
    expect(paged).toMatchObject({ total: 2, count: 1, start: 1 });
    expect(paged.messages[0].Subject).toBe('First');
  });

  it('shows one message with Text, HTML and Date and marks it read', async () => {
    const [latest] = (await list()).messages;
    const res = await api(`/api/v1/message/${latest.ID}`);
    expect(res.status).toBe(200);
    const message = await res.json();
    expect(message).toMatchObject({
      ID: latest.ID,
      Subject: 'Second',
      Text: 'Hello second@loom.test\n\nline two',
      HTML: '<p>Hello <b>second@loom.test</b></p>',
      Date: latest.Created,
    });
    expect((await list()).unread).toBe(1);
    expect((await api('/api/v1/message/nope')).status).toBe(404);
  });

  it('searches by recipient', async () => {
    const found = await list(`/api/v1/search?query=${encodeURIComponent('to:first@loom.test')}`);
    expect(found.messages_count).toBe(1);
    expect(found.messages[0].Subject).toBe('First');
    expect((await list('/api/v1/search?query=to:nobody@loom.test')).messages).toEqual([]);
  });

  it('captures the auth mails the API sends', async () => {
    await stack.anon.auth.signUp({ email: 'member@loom.test', password: 'Secret-pass-1' });
    const found = await list('/api/v1/search?query=to:member@loom.test');
    expect(found.messages[0].Subject).toBe('Confirm Your Signup');
  });

  it('keeps SMS and WhatsApp apart from e-mail', async () => {
    await recordTextMessage(stack.context.mailer, { channel: 'sms', to: '+919800000001', text: 'Your code is 123456' });
    const sms = await list('/api/v1/messages?channel=sms');
    expect(sms.total).toBe(1);
    expect(sms.messages[0]).toMatchObject({ To: [{ Address: '+919800000001' }], Snippet: 'Your code is 123456' });
    expect((await list()).messages.some((m) => m.Snippet === 'Your code is 123456')).toBe(false);
    expect((await list('/api/v1/messages?channel=whatsapp')).total).toBe(0);
  });

  it('serves a readable HTML page listing messages and one per message', async () => {
    const page = await api('/');
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Confirm Your Signup');
    const id = /href="\/view\/([^"]+)"/.exec(html)?.[1];
    const view = await (await api(`/view/${id}`)).text();
    expect(view).toContain('member@loom.test');
  });

  it('deletes chosen messages, then all', async () => {
    const before = await list();
    const target = before.messages[0].ID as string;
    const res = await api('/api/v1/messages', { method: 'DELETE', body: JSON.stringify({ IDs: [target] }) });
    expect(res.status).toBe(200);
    const after = await list();
    expect(after.total).toBe(before.total - 1);
    expect(after.messages.some((m) => m.ID === target)).toBe(false);
    await api('/api/v1/messages', { method: 'DELETE' });
    expect((await list()).total).toBe(0);
    expect((await list('/api/v1/messages?channel=sms')).total).toBe(1);
  });

  it('keeps messages across a restart of the mailbox', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'loom-mail-'));
    try {
      const first = await createMailbox({ smtpUrl: null, dataDir, log: () => undefined });
      await first.mailer.send({ to: 'kept@loom.test', subject: 'Kept', text: 'still here', html: '' });
      const second = await createMailbox({ smtpUrl: null, dataDir, log: () => undefined });
      const server = createHttpServer({
        mounts: [{ prefix: '', service: second.service }],
        maxBodyBytes: 1 << 20,
        log: () => undefined,
      });
      const port = await listen(server, 0, '127.0.0.1');
      try {
        const body = (await (await fetch(`http://127.0.0.1:${port}/api/v1/messages`)).json()) as MessageList;
        expect(body.messages.map((m) => m.Subject)).toEqual(['Kept']);
      } finally {
        await closeServer(server);
      }
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('delivers through SMTP when smtpUrl is set, and still keeps a copy', async () => {
    const received: string[] = [];
    // A minimal SMTP server: enough of the protocol for one message.
    const smtp = net.createServer((socket) => {
      let data = false;
      let buffer = '';
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString();
        let end: number;
        while ((end = buffer.indexOf('\r\n')) >= 0) {
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (data) {
            if (line === '.') {
              data = false;
              socket.write('250 queued\r\n');
            } else received.push(line);
          } else if (/^DATA/i.test(line)) {
            data = true;
            socket.write('354 go ahead\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.address() as net.AddressInfo;
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'loom-smtp-'));
    try {
      const box = await createMailbox({ smtpUrl: `smtp://127.0.0.1:${port}`, dataDir, log: () => undefined });
      await box.mailer.send({ to: 'out@loom.test', subject: 'Via SMTP', text: 'delivered', html: '' });
      await box.service.close?.();
      expect(received.join('\n')).toContain('Subject: Via SMTP');
      expect(received.join('\n')).toContain('out@loom.test');
      const copies = await fs.readdir(path.join(dataDir, 'mail'));
      expect(copies).toHaveLength(1);
    } finally {
      await new Promise((resolve) => smtp.close(resolve));
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
