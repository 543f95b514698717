import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app/types';
import { readQuery } from '../app/validation';
import type { Db } from '../db';
import { deliveredText } from './unsubscribe-link';

const outboxQuery = z.strictObject({
  /** Only messages to this recipient (phone digits or e-mail). */
  to: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** Links in an escaped text made clickable (the unsubscribe link, activation links). */
const linked = (escaped: string) => escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Each e-mail as delivered, with its unsubscribe link on `origin` (./unsubscribe-link.ts). */
async function listMessages(
  db: Db,
  to: string | undefined,
  limit: number,
  delivery: { origin: string; secret: string },
) {
  let query = db
    .selectFrom('outbox_messages')
    .select(['id', 'channel', 'recipient', 'subject', 'body', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit);
  if (to !== undefined) query = query.where('recipient', '=', to.replace(/^\+/, '').toLowerCase());
  const rows = await query.execute();
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      channel: row.channel,
      to: row.recipient,
      subject: row.subject,
      text:
        row.channel === 'email'
          ? await deliveredText(row.body, row.recipient, delivery.origin, delivery.secret)
          : row.body,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  );
}

/**
 * The development outbox: every SMS and e-mail the server "sent", newest first — an HTML page for people at
 * /dev/outbox and JSON for tests at /dev/outbox.json. Not registered in production.
 */
export function registerDevOutbox(app: Hono<AppEnv>, db: Db, secret: string): void {
  const delivery = (url: string) => ({ origin: new URL(url).origin, secret });
  app.get('/dev/outbox.json', async (c) => {
    const { to, limit } = readQuery(c, outboxQuery);
    return c.json({ success: true, data: { messages: await listMessages(db, to, limit, delivery(c.req.url)) } });
  });

  app.get('/dev/outbox', async (c) => {
    const { to, limit } = readQuery(c, outboxQuery);
    const messages = await listMessages(db, to, limit, delivery(c.req.url));
    const rows = messages
      .map(
        (m) =>
          `<tr><td>${m.id}</td><td>${escapeHtml(m.createdAt)}</td><td>${m.channel}</td><td>${escapeHtml(m.to)}</td>` +
          `<td>${escapeHtml(m.subject)}</td><td><pre>${linked(escapeHtml(m.text))}</pre></td></tr>`,
      )
      .join('\n');
    c.header('Cache-Control', 'no-store');
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Development outbox</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ccc;padding:.4rem;vertical-align:top;text-align:left}pre{margin:0;white-space:pre-wrap}</style>
</head><body><h1>Development outbox</h1>
<p>SMS and e-mail the server sent, newest first. <a href="/dev/outbox">Refresh</a> · <a href="/dev/outbox.json">JSON</a></p>
<table><thead><tr><th>#</th><th>time</th><th>channel</th><th>to</th><th>subject</th><th>text</th></tr></thead>
<tbody>${rows || '<tr><td colspan="6">No messages yet.</td></tr>'}</tbody></table></body></html>`);
  });
}
