/** A small readable web view of the mailbox: a list per channel and one page per message. */
import type { Reply } from '../http/types.ts';
import type { Channel, StoredMessage } from './store.ts';

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(title: string, body: string): Reply {
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;color:#222}table{border-collapse:collapse;width:100%}
td,th{padding:.4rem .6rem;border-bottom:1px solid #ddd;text-align:left}tr.unread td{font-weight:600}
nav a{margin-right:1rem}iframe{width:100%;height:60vh;border:1px solid #ddd}pre{white-space:pre-wrap}</style>
</head><body><h1>LoomConnect mailbox</h1><nav><a href="/">E-mail</a><a href="/?channel=sms">SMS</a>
<a href="/?channel=whatsapp">WhatsApp</a></nav>${body}</body></html>`;
  return { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body: html };
}

export function listPage(channel: Channel, messages: StoredMessage[]): Reply {
  const rows = messages
    .map(
      (m) =>
        `<tr class="${m.read ? '' : 'unread'}"><td>${esc(m.created)}</td><td>${esc(m.to.map((a) => a.Address).join(', '))}</td>` +
        `<td><a href="/view/${esc(m.id)}">${esc(m.subject || m.text.slice(0, 80))}</a></td></tr>`,
    )
    .join('');
  const table = messages.length
    ? `<table><tr><th>Received</th><th>To</th><th>Subject</th></tr>${rows}</table>`
    : '<p>No messages yet.</p>';
  return layout(`Mailbox (${channel})`, `<h2>${esc(channel)}</h2>${table}`);
}

export function messagePage(m: StoredMessage): Reply {
  const html = m.html ? `<iframe sandbox srcdoc="${esc(m.html)}"></iframe>` : '';
  return layout(
    m.subject,
    `<p><a href="/?channel=${m.channel}">&larr; back</a></p><h2>${esc(m.subject)}</h2>` +
      `<p>From: ${esc(m.from.Address)}<br>To: ${esc(m.to.map((a) => a.Address).join(', '))}<br>${esc(m.created)}</p>` +
      `${html}<h3>Text</h3><pre>${esc(m.text)}</pre>`,
  );
}
