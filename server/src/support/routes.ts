/**
 * The player's support calls (docs/office.md "Support"; paths in `supportPaths` of @betframe/sdk/office):
 *   POST callback, POST idea;
 *   GET threads?kind, GET threads/:id, POST threads/:id/messages { text }, POST threads/:id/upload (multipart
 *   `file`, optional `text`: one attachment, by the verification upload rules), POST threads/:id/close,
 *   GET attachments/:id;
 *   POST tickets { subject, text }; POST chat (the open chat, started when there is none);
 *   GET payment-consultant/transactions, GET/POST payment-consultant/requests { topic, paymentId },
 *   POST payment-consultant/requests/:id/fill { amount, paidOn, reference, text }.
 * Another player's thread, attachment or payment answers 404 and changes nothing. The consultant answers from the
 * operator desk (desk.ts); the player's push stream then carries `{ type: 'support', thread }`.
 */
import {
  callbackRequest,
  ideaRequest,
  paymentRequestCreate,
  paymentRequestFill,
  supportPaths,
  threadListQuery,
  threadMessageRequest,
  ticketRequest,
} from '@betframe/sdk/office';
import type { Hono } from 'hono';
import { z } from 'zod';
import { requireUser } from '../app/auth';
import { ApiError } from '../app/errors';
import { type PlayerEvents, playerChannels, playerEventsOf } from '../app/player-events';
import type { AppContext, AppDeps, AppEnv, RouteModule } from '../app/types';
import { readBody, readParams, readQuery } from '../app/validation';
import { dateOf } from '../clock';
import { checkedFile, fileResponse, readUploadForm } from '../verification';
import { idSchema } from '../wallet';
import {
  addMessage,
  attachmentFile,
  createThread,
  findThread,
  listThreads,
  openChat,
  saveDetails,
  setThreadState,
  threadView,
  transactionsOf,
} from './store';

/** Support's channel of player notices: the value is the thread a consultant answered in. */
export function supportEventsOf(deps: AppDeps): PlayerEvents {
  return playerEventsOf(deps, playerChannels.support);
}

const threadParams = z.object({ id: idSchema });
const uploadText = z.string().trim().max(4000);

export const supportRoutes: RouteModule = (app: Hono<AppEnv>, deps: AppDeps) => {
  const db = deps.database.db;
  const at = () => dateOf(deps.clock);
  const base = '/web-api/support';

  /** The player's own thread of the path, or 404. */
  const ownThread = async (c: AppContext) => {
    const user = await requireUser(c, deps);
    const { id } = readParams(c, threadParams);
    const thread = await findThread(db, id, user.id);
    if (!thread) throw ApiError.notFound('No such support thread');
    return thread;
  };
  const writable = (thread: { state: string; kind: string }) => {
    if (thread.state === 'closed') throw ApiError.badRequest('thread_closed', 'This conversation is closed');
    if (thread.state === 'draft') throw ApiError.badRequest('fill_out_first', 'Fill out the request first');
  };

  app.post(supportPaths.callback, async (c) => {
    const user = await requireUser(c, deps);
    const req = await readBody(c, callbackRequest);
    const row = await db
      .insertInto('support_callbacks')
      .values({
        user_id: user.id,
        phone: req.phone,
        reason: req.reason ?? null,
        preferred_time: req.preferredTime,
        consultant: req.consultant ?? false,
        comment: req.comment || null,
        created_at: at(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return c.json({ success: true, data: { id: Number(row.id), state: 'requested' } });
  });

  app.post(supportPaths.idea, async (c) => {
    const user = await requireUser(c, deps);
    const req = await readBody(c, ideaRequest);
    const row = await db
      .insertInto('support_ideas')
      .values({ user_id: user.id, area: req.area, body: req.text, created_at: at() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return c.json({ success: true, data: { id: Number(row.id), state: 'received' } });
  });

  app.get(supportPaths.threads, async (c) => {
    const user = await requireUser(c, deps);
    const { kind } = readQuery(c, threadListQuery);
    return c.json({ success: true, data: { items: await listThreads(db, user.id, kind) } });
  });

  app.get(`${base}/threads/:id`, async (c) => {
    const thread = await ownThread(c);
    return c.json({ success: true, data: await threadView(db, thread) });
  });

  app.post(`${base}/threads/:id/messages`, async (c) => {
    const thread = await ownThread(c);
    const { text } = await readBody(c, threadMessageRequest);
    writable(thread);
    const message = await addMessage(db, { threadId: thread.id, author: 'player', text, at: at() });
    return c.json({ success: true, data: { message } });
  });

  app.post(`${base}/threads/:id/upload`, async (c) => {
    const thread = await ownThread(c);
    const form = await readUploadForm(c);
    const rawText = form.get('text');
    const text = uploadText.safeParse(typeof rawText === 'string' ? rawText : '');
    if (!text.success) throw ApiError.validation({ text: ['too_long'] });
    const file = await checkedFile(form.get('file'));
    writable(thread);
    const message = await addMessage(db, {
      threadId: thread.id,
      author: 'player',
      text: text.data,
      file: await file.read(),
      at: at(),
    });
    return c.json({ success: true, data: { message } });
  });

  app.post(`${base}/threads/:id/close`, async (c) => {
    const thread = await ownThread(c);
    await setThreadState(db, thread.id, 'closed', at());
    const updated = await findThread(db, thread.id, thread.user_id);
    if (!updated) throw ApiError.notFound('No such support thread');
    return c.json({ success: true, data: await threadView(db, updated) });
  });

  app.get(`${base}/attachments/:id`, async (c) => {
    const user = await requireUser(c, deps);
    const { id } = readParams(c, threadParams);
    const file = await attachmentFile(db, id, user.id);
    if (!file) throw ApiError.notFound('No such attachment');
    return fileResponse(file);
  });

  app.post(supportPaths.tickets, async (c) => {
    const user = await requireUser(c, deps);
    const req = await readBody(c, ticketRequest);
    const now = at();
    const thread = await createThread(db, {
      userId: user.id,
      kind: 'ticket',
      subject: req.subject,
      state: 'open',
      at: now,
    });
    await addMessage(db, { threadId: thread.id, author: 'player', text: req.text, at: now });
    return c.json({ success: true, data: await threadView(db, thread) });
  });

  app.post(supportPaths.chat, async (c) => {
    const user = await requireUser(c, deps);
    await readBody(c, z.strictObject({}));
    const thread = await openChat(db, user.id, at());
    return c.json({ success: true, data: await threadView(db, thread) });
  });

  app.get(supportPaths.paymentTransactions, async (c) => {
    const user = await requireUser(c, deps);
    return c.json({ success: true, data: { items: await transactionsOf(db, user.id) } });
  });

  app.get(supportPaths.paymentRequests, async (c) => {
    const user = await requireUser(c, deps);
    return c.json({ success: true, data: { items: await listThreads(db, user.id, 'payment') } });
  });

  app.post(supportPaths.paymentRequests, async (c) => {
    const user = await requireUser(c, deps);
    const req = await readBody(c, paymentRequestCreate);
    const [payment] = await transactionsOf(db, user.id, req.paymentId);
    if (!payment) throw ApiError.notFound('No such payment');
    const thread = await createThread(db, {
      userId: user.id,
      kind: 'payment',
      subject: `${payment.direction} #${payment.id}`,
      state: 'draft',
      topic: req.topic,
      paymentId: payment.id,
      at: at(),
    });
    return c.json({ success: true, data: await threadView(db, thread) });
  });

  app.post(`${base}/payment-consultant/requests/:id/fill`, async (c) => {
    const thread = await ownThread(c);
    if (thread.kind !== 'payment') throw ApiError.notFound('No such payment consultant request');
    const req = await readBody(c, paymentRequestFill);
    if (thread.state !== 'draft') throw ApiError.badRequest('already_filled', 'This request was filled out already');
    const now = at();
    await saveDetails(db, thread.id, { amount: req.amount, paidOn: req.paidOn, reference: req.reference }, now);
    await addMessage(db, { threadId: thread.id, author: 'player', text: req.text, at: now });
    const updated = await findThread(db, thread.id, thread.user_id);
    if (!updated) throw ApiError.notFound('No such payment consultant request');
    return c.json({ success: true, data: await threadView(db, updated) });
  });
};
