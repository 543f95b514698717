/**
 * The sandbox operator desk's consultant screen (development and test only, behind the operator sign-in of
 * payments; docs/office.md "Support"):
 * - `GET /sandbox/operator/consultant` — the conversations waiting for a consultant (chats, tickets, payment
 *   requests; waiting first), the latest callback requests and ideas;
 * - `GET …/consultant/threads/:id` — one conversation with its attachments, and the answer form;
 * - `POST …/consultant/threads/:id/answer { text }` — the answer: the player's push stream hears it at once;
 * - `POST …/consultant/threads/:id/close`; `GET …/consultant/attachments/:id`.
 * (Four-segment POST paths under /sandbox/operator are the withdrawals desk's `/:id/:outcome`.)
 * Plain pages without scripts, like every desk page: the consultant reloads to see new player messages.
 */
import { threadMessageRequest } from '@betframe/sdk/office';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { ApiError } from '../app/errors';
import type { AppContext, AppDeps, RouteModule } from '../app/types';
import { readBody, readParams } from '../app/validation';
import { dateOf } from '../clock';
import { escapeHtml, operatorSignIn, sandboxPage } from '../payments';
import { fileResponse } from '../verification';
import { idSchema } from '../wallet';
import { supportEventsOf } from './routes';
import { addMessage, attachmentFile, deskThreads, findThread, setThreadState, threadView } from './store';

const desk = '/sandbox/operator/consultant';
const when = (at: Date | string) => new Date(at).toISOString().slice(0, 16).replace('T', ' ');
const nav = `<p><a href="${desk}">Consultant</a> · <a href="/sandbox/operator">Withdrawals</a> · <a href="/sandbox/operator/messages">Messages</a> · <a href="/sandbox/operator/kyc">Verification</a></p>`;
const params = z.object({ id: idSchema });

const sameOrigin: MiddlewareHandler = async (c, next) => {
  const origin = c.req.header('origin');
  if (c.req.method === 'POST' && origin && origin !== new URL(c.req.url).origin)
    throw ApiError.forbidden('Cross-origin operator request');
  return next();
};

const wantsHtml = (c: AppContext) => {
  const accepts = c.req.header('accept') ?? '';
  return accepts.includes('text/html') && !accepts.includes('application/json');
};

export const supportDeskRoutes: RouteModule = (app, deps: AppDeps) => {
  if (deps.mode === 'production') return;
  const db = deps.database.db;
  const events = supportEventsOf(deps);
  const operator = operatorSignIn(deps);
  app.use(desk, operator, sameOrigin);
  app.use(`${desk}/*`, operator, sameOrigin);

  app.get(desk, async (c) => {
    const threads = await deskThreads(db);
    const callbacks = await db.selectFrom('support_callbacks').selectAll().orderBy('id', 'desc').limit(50).execute();
    const ideas = await db.selectFrom('support_ideas').selectAll().orderBy('id', 'desc').limit(50).execute();
    const threadRows = threads
      .map(
        (t) =>
          `<tr data-thread="${t.id}" data-state="${t.state}"><td><a href="${desk}/threads/${t.id}">#${t.id} ${escapeHtml(t.subject)}</a></td>` +
          `<td>${t.kind}${t.topic ? ` (${escapeHtml(t.topic)})` : ''}</td><td>player ${t.user_id}</td><td>${t.state === 'open' ? 'waiting' : 'answered'}</td><td>${when(t.updated_at)}</td></tr>`,
      )
      .join('');
    const callbackRows = callbacks
      .map(
        (r) =>
          `<tr data-callback="${r.id}"><td>player ${r.user_id}</td><td>${escapeHtml(r.phone)}</td><td>${escapeHtml(r.reason ?? '—')}</td>` +
          `<td>${escapeHtml(r.preferred_time)}</td><td>${r.consultant ? 'consultant' : '—'}</td><td>${escapeHtml(r.comment ?? '')}</td><td>${when(r.created_at)}</td></tr>`,
      )
      .join('');
    const ideaRows = ideas
      .map(
        (r) =>
          `<tr data-idea="${r.id}"><td>player ${r.user_id}</td><td>${escapeHtml(r.area)}</td><td>${escapeHtml(r.body)}</td><td>${when(r.created_at)}</td></tr>`,
      )
      .join('');
    return c.html(
      sandboxPage(
        'Sandbox consultant',
        `${nav}<h1>Conversations</h1>${threadRows ? `<table><tr><th>conversation</th><th>kind</th><th>player</th><th>state</th><th>last change</th></tr>${threadRows}</table>` : '<p>None waiting.</p>'}` +
          `<h2>Callback requests</h2>${callbackRows ? `<table><tr><th>player</th><th>phone</th><th>reason</th><th>time</th><th>by</th><th>comment</th><th>asked</th></tr>${callbackRows}</table>` : '<p>None.</p>'}` +
          `<h2>Ideas</h2>${ideaRows ? `<table><tr><th>player</th><th>area</th><th>idea</th><th>sent</th></tr>${ideaRows}</table>` : '<p>None.</p>'}`,
      ),
    );
  });

  app.get(`${desk}/attachments/:id`, async (c) => {
    const { id } = readParams(c, params);
    const file = await attachmentFile(db, id, null);
    if (!file) throw ApiError.notFound('No such attachment');
    return fileResponse(file);
  });

  app.get(`${desk}/threads/:id`, async (c) => {
    const { id } = readParams(c, params);
    const row = await findThread(db, id, null);
    if (!row) throw ApiError.notFound('No such support thread');
    const { thread, messages } = await threadView(db, row);
    const items = messages
      .map((m) => {
        const files = m.attachments
          .map((a) => ` <a href="${desk}/attachments/${a.id}">${escapeHtml(a.fileName)}</a>`)
          .join('');
        return `<li data-author="${m.author}"><strong>${m.author === 'player' ? `player ${row.user_id}` : 'consultant'}</strong> ${when(m.createdAt)}: <span class="text">${escapeHtml(m.text)}</span>${files}</li>`;
      })
      .join('');
    const payment = thread.payment
      ? `<p>About ${thread.payment.direction} #${thread.payment.id}: ${thread.payment.amount} ${escapeHtml(thread.payment.currency)}, ${escapeHtml(thread.payment.status)}, topic ${escapeHtml(thread.topic ?? '')}.` +
        (thread.details
          ? ` Filled out: ${thread.details.amount}, paid on ${escapeHtml(thread.details.paidOn)}, reference ${escapeHtml(thread.details.reference || '—')}.`
          : '') +
        '</p>'
      : '';
    const answer =
      thread.state === 'closed'
        ? '<p>Closed.</p>'
        : `<form method="post" action="${desk}/threads/${thread.id}/answer" style="display:block"><label for="text">Answer</label><br>` +
          `<textarea id="text" name="text" required maxlength="4000" rows="4" style="width:100%"></textarea><br><button type="submit">Send</button></form>` +
          `<form method="post" action="${desk}/threads/${thread.id}/close"><button type="submit">Close the conversation</button></form>`;
    return c.html(
      sandboxPage(
        `Conversation #${thread.id}`,
        `${nav}<h1>#${thread.id} ${escapeHtml(thread.subject)} (${thread.kind}, player ${row.user_id})</h1>${payment}` +
          `<p><a href="${desk}/threads/${thread.id}">Refresh</a></p><ol id="messages">${items}</ol>${answer}`,
      ),
    );
  });

  app.post(`${desk}/threads/:id/answer`, async (c) => {
    const { id } = readParams(c, params);
    const { text } = await readBody(c, threadMessageRequest);
    const row = await findThread(db, id, null);
    if (!row) throw ApiError.notFound('No such support thread');
    if (row.state === 'closed' || row.state === 'draft')
      throw ApiError.badRequest('thread_not_open', 'This conversation takes no answer');
    const message = await addMessage(db, { threadId: row.id, author: 'consultant', text, at: dateOf(deps.clock) });
    events.emit(row.user_id, row.id);
    if (wantsHtml(c)) return c.redirect(`${desk}/threads/${row.id}`, 303);
    return c.json({ success: true, data: { message } });
  });

  app.post(`${desk}/threads/:id/close`, async (c) => {
    const { id } = readParams(c, params);
    const row = await findThread(db, id, null);
    if (!row) throw ApiError.notFound('No such support thread');
    await setThreadState(db, row.id, 'closed', dateOf(deps.clock));
    events.emit(row.user_id, row.id);
    if (wantsHtml(c)) return c.redirect(`${desk}/threads/${row.id}`, 303);
    return c.json({ success: true, data: { closed: true } });
  });
};
