/**
 * The player's inbox (docs/office.md "Messages"):
 *   GET  /web-api/office/messages?page           → { success, data: { items, total, unread, page, pages } }
 *   POST /web-api/office/messages/read { ids }   → { success, data: { unread } }
 *   POST /web-api/office/messages/delete { ids } → { success, data: { unread } }
 * Another player's (or a deleted) message id answers 404 and changes nothing. After every change, and for each
 * message the operator sends, the player's push stream hears the unread count (`inboxEventsOf`, BetsPush event
 * `messages`). The sandbox operator desk sends (development only): GET/POST /sandbox/operator/messages.
 */
import { deskMessageRequest, inboxIdsRequest, inboxListQuery, officePaths } from '@betframe/sdk/office';
import type { Hono } from 'hono';
import { requireUser } from '../app/auth';
import { ApiError } from '../app/errors';
import { type PlayerEvents, playerChannels, playerEventsOf } from '../app/player-events';
import type { AppDeps, AppEnv, RouteModule } from '../app/types';
import { readBody, readQuery } from '../app/validation';
import { dateOf } from '../clock';
import { subscribers } from '../mailing';
import { createOutboxSender } from '../messaging';
import { operatorSignIn } from '../payments';
import { deskPage } from './desk-page';
import { type Audience, listInbox, markRead, ownsAll, remove, send, unreadCount } from './store';

/** The inbox's channel of player notices: the value is the player's unread count. */
export function inboxEventsOf(deps: AppDeps): PlayerEvents {
  return playerEventsOf(deps, playerChannels.inbox);
}

export const inboxRoutes: RouteModule = (app: Hono<AppEnv>, deps: AppDeps) => {
  const db = deps.database.db;
  const events = inboxEventsOf(deps);
  const announce = async (userId: number) => {
    const unread = await unreadCount(db, userId);
    events.emit(userId, unread);
    return unread;
  };

  app.get(officePaths.messages, async (c) => {
    const user = await requireUser(c, deps);
    const { page } = readQuery(c, inboxListQuery);
    return c.json({ success: true, data: await listInbox(db, user.id, page ?? 1) });
  });

  for (const [path, change] of [
    [officePaths.messagesRead, markRead],
    [officePaths.messagesDelete, remove],
  ] as const) {
    app.post(path, async (c) => {
      const user = await requireUser(c, deps);
      const { ids } = await readBody(c, inboxIdsRequest);
      if (!(await ownsAll(db, user.id, ids))) throw ApiError.notFound('No such message');
      await change(db, user.id, ids, dateOf(deps.clock));
      return c.json({ success: true, data: { unread: await announce(user.id) } });
    });
  }

  if (deps.mode === 'production') return;
  const sender = createOutboxSender(db);
  /** Confirmed addresses (or phones) of the players who take the mailing. */
  const contactsOf = async (userIds: number[], channel: 'email' | 'sms') => {
    if (userIds.length === 0) return [];
    const rows = await db
      .selectFrom('users')
      .select(['email', 'email_confirmed', 'phone', 'phone_confirmed'])
      .where('id', 'in', userIds)
      .execute();
    return rows.flatMap((r) =>
      channel === 'email'
        ? r.email && r.email_confirmed
          ? [r.email]
          : []
        : r.phone && r.phone_confirmed
          ? [r.phone]
          : [],
    );
  };
  const operator = operatorSignIn(deps);
  app.use(officePaths.deskMessages, operator);
  app.get(officePaths.deskMessages, (c) => c.html(deskPage()));
  app.post(officePaths.deskMessages, async (c) => {
    const origin = c.req.header('origin');
    if (origin && origin !== new URL(c.req.url).origin) throw ApiError.forbidden('Cross-origin operator request');
    const req = await readBody(c, deskMessageRequest);
    let audience: Audience;
    if (req.to === 'player') {
      if (!req.userId) throw ApiError.validation({ userId: ['required'] });
      audience = { to: 'player', userId: req.userId };
    } else if (req.to === 'country') {
      if (!req.countryId) throw ApiError.validation({ countryId: ['required'] });
      audience = { to: 'country', countryId: req.countryId };
    } else audience = { to: 'all' };
    const ids = await send(db, audience, { subject: req.subject, body: req.body, at: dateOf(deps.clock) });
    if (req.to === 'player' && ids.length === 0) throw ApiError.notFound('No such player');
    for (const id of ids) void announce(id).catch((err: unknown) => deps.logger.warn({ err }, 'inbox notice failed'));
    const mailed = { emailed: 0, texted: 0 };
    for (const [channel, wanted, count] of [
      ['email', req.email, 'emailed'],
      ['sms', req.sms, 'texted'],
    ] as const) {
      if (!wanted) continue;
      const contacts = await contactsOf(await subscribers(db, ids, channel), channel);
      for (const to of contacts) await sender.send({ channel, to, subject: req.subject, text: req.body });
      mailed[count] = contacts.length;
    }
    const accepts = c.req.header('accept') ?? '';
    if (accepts.includes('text/html') && !accepts.includes('application/json'))
      return c.html(deskPage(`Sent to ${ids.length} player(s); by e-mail ${mailed.emailed}, by SMS ${mailed.texted}.`));
    return c.json({ success: true, data: { sent: ids.length, ...mailed } });
  });
};
