/**
 * The inbox's data: a player's page of messages, the unread count, marking read and deleting (both only the
 * player's own messages: another player's id is "not found"), and the operator's send to one player or a segment.
 */
import type { InboxListData } from '@betframe/sdk/office';
import type { Executor } from '../db';
import '../accounts/tables';
import './tables';

export const INBOX_PAGE_SIZE = 50;

export type Audience = { to: 'player'; userId: number } | { to: 'all' } | { to: 'country'; countryId: number };

export async function unreadCount(ex: Executor, userId: number): Promise<number> {
  const row = await ex
    .selectFrom('inbox_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function listInbox(ex: Executor, userId: number, page: number): Promise<InboxListData> {
  const rows = await ex
    .selectFrom('inbox_messages')
    .select(['id', 'subject', 'body', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(INBOX_PAGE_SIZE)
    .offset((page - 1) * INBOX_PAGE_SIZE)
    .execute();
  const total = await ex
    .selectFrom('inbox_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  const count = Number(total?.n ?? 0);
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      subject: r.subject,
      body: r.body,
      createdAt: new Date(r.created_at).toISOString(),
      read: r.read_at !== null,
    })),
    total: count,
    unread: await unreadCount(ex, userId),
    page,
    pages: Math.max(1, Math.ceil(count / INBOX_PAGE_SIZE)),
  };
}

/** Whether every id is one of the player's messages still in the inbox. */
export async function ownsAll(ex: Executor, userId: number, ids: readonly number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  const rows = await ex
    .selectFrom('inbox_messages')
    .select('id')
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .where('id', 'in', unique)
    .execute();
  return rows.length === unique.length;
}

export async function markRead(ex: Executor, userId: number, ids: readonly number[], at: Date): Promise<void> {
  await ex
    .updateTable('inbox_messages')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('id', 'in', [...ids])
    .where('read_at', 'is', null)
    .execute();
}

export async function remove(ex: Executor, userId: number, ids: readonly number[], at: Date): Promise<void> {
  await ex
    .updateTable('inbox_messages')
    .set({ deleted_at: at })
    .where('user_id', '=', userId)
    .where('id', 'in', [...ids])
    .execute();
}

/** Writes the message to every addressed active player; returns their ids. */
export async function send(
  ex: Executor,
  audience: Audience,
  message: { subject: string; body: string; at: Date },
): Promise<number[]> {
  let players = ex.selectFrom('users').select('id').where('status', '=', 'active');
  if (audience.to === 'player') players = players.where('id', '=', audience.userId);
  if (audience.to === 'country') players = players.where('country_id', '=', audience.countryId);
  const ids = (await players.execute()).map((r) => Number(r.id));
  if (ids.length === 0) return [];
  const label = audience.to === 'player' ? 'player' : audience.to === 'all' ? 'all' : `country:${audience.countryId}`;
  for (let i = 0; i < ids.length; i += 500) {
    await ex
      .insertInto('inbox_messages')
      .values(
        ids.slice(i, i + 500).map((userId) => ({
          user_id: userId,
          subject: message.subject,
          body: message.body,
          audience: label,
          created_at: message.at,
        })),
      )
      .execute();
  }
  return ids;
}
