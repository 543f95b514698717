import { officePaths } from '@betframe/sdk/office';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leftMenuRoutes } from '../office';
import { openTestServer, type TestServer } from '../testing';
import { inboxEventsOf, inboxRoutes } from './routes';

let server: TestServer;

async function player(login: string, countryId = 1): Promise<number> {
  const row = await sql<{ id: number }>`
    insert into users (login, password_hash, country_id, currency_id, registration_type)
    values (${login}, 'x', ${countryId}, 1, 'fast_reg') returning id`.execute(server.database.db);
  return Number(row.rows[0]?.id);
}

const as = (userId: number | undefined): Record<string, string> => (userId ? { 'x-test-user': String(userId) } : {});
const post = (path: string, body: unknown, userId?: number) =>
  server.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...as(userId) },
    body: JSON.stringify(body),
  });
const list = async (userId: number) => {
  const res = await server.fetch(officePaths.messages, { headers: as(userId) });
  expect(res.status).toBe(200);
  return (
    (await res.json()) as {
      data: { items: Array<{ id: number; subject: string; read: boolean }>; unread: number; total: number };
    }
  ).data;
};
const desk = (body: Record<string, unknown>) => post(officePaths.deskMessages, body);

beforeAll(async () => {
  server = await openTestServer({
    modules: [inboxRoutes, leftMenuRoutes],
    auth: {
      resolve: async (c) => {
        const id = Number(c.req.header('x-test-user'));
        return Number.isSafeInteger(id) && id > 0 ? { id } : null;
      },
    },
  });
}, 120_000);
afterAll(() => server.close());

describe('the inbox of operator messages', () => {
  it('a message the desk sends to one player is unread in that player’s inbox only, and the push hears the count', async () => {
    const one = await player('inbox-one');
    const other = await player('inbox-other');
    const heard: number[] = [];
    const stop = inboxEventsOf(server.deps).on(one, (unread) => heard.push(unread));
    const res = await desk({ to: 'player', userId: one, subject: 'Hello', body: 'Welcome aboard' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { sent: 1, emailed: 0, texted: 0 } });
    const inbox = await list(one);
    expect(inbox.unread).toBe(1);
    expect(inbox.items).toMatchObject([{ subject: 'Hello', read: false }]);
    expect((await list(other)).total).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual([1]);
    stop();
  });

  it('marking read and deleting change the unread count; another player’s message is 404 and stays', async () => {
    const me = await player('inbox-me');
    const them = await player('inbox-them');
    await desk({ to: 'player', userId: me, subject: 'A', body: 'a' });
    await desk({ to: 'player', userId: me, subject: 'B', body: 'b' });
    await desk({ to: 'player', userId: them, subject: 'T', body: 't' });
    const [b, a] = (await list(me)).items;
    const [theirs] = (await list(them)).items;
    if (!a || !b || !theirs) throw new Error('messages missing');

    const read = await post(officePaths.messagesRead, { ids: [a.id] }, me);
    expect(await read.json()).toEqual({ success: true, data: { unread: 1 } });
    expect((await list(me)).items.find((m) => m.id === a.id)?.read).toBe(true);

    expect((await post(officePaths.messagesRead, { ids: [theirs.id] }, me)).status).toBe(404);
    expect((await post(officePaths.messagesDelete, { ids: [b.id, theirs.id] }, me)).status).toBe(404);
    expect((await list(them)).items).toMatchObject([{ id: theirs.id, read: false }]);
    expect((await list(me)).total).toBe(2);

    const del = await post(officePaths.messagesDelete, { ids: [b.id] }, me);
    expect(await del.json()).toEqual({ success: true, data: { unread: 0 } });
    expect((await list(me)).items.map((m) => m.id)).toEqual([a.id]);
    // A deleted message is gone for good: reading it again is 404.
    expect((await post(officePaths.messagesRead, { ids: [b.id] }, me)).status).toBe(404);
  });

  it('a segment send reaches every addressed player', async () => {
    const kz1 = await player('inbox-kz-1', 88);
    const kz2 = await player('inbox-kz-2', 88);
    const elsewhere = await player('inbox-else', 89);
    const res = await desk({ to: 'country', countryId: 88, subject: 'Local', body: 'news' });
    expect(await res.json()).toEqual({ success: true, data: { sent: 2, emailed: 0, texted: 0 } });
    expect((await list(kz1)).unread).toBe(1);
    expect((await list(kz2)).unread).toBe(1);
    expect((await list(elsewhere)).unread).toBe(0);
  });

  it('malformed bodies are 400 with validation_errors; a guest is 401; an unknown player is 404', async () => {
    const me = await player('inbox-bad');
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { ids: [1], extra: true }]) {
      const res = await post(officePaths.messagesRead, body, me);
      expect(res.status).toBe(400);
      const json = (await res.json()) as { data: { validation_errors: Record<string, string[]> } };
      expect(Object.keys(json.data.validation_errors).length).toBeGreaterThan(0);
    }
    const badDesk = await desk({ to: 'player', subject: '', body: 'x' });
    expect(badDesk.status).toBe(400);
    expect(((await badDesk.json()) as { data: { validation_errors: object } }).data.validation_errors).toHaveProperty(
      'subject',
    );
    expect((await desk({ to: 'player', subject: 's', body: 'b' })).status).toBe(400);
    expect((await desk({ to: 'player', userId: 99_999_999, subject: 's', body: 'b' })).status).toBe(404);
    expect((await server.fetch(officePaths.messages)).status).toBe(401);
    expect((await server.fetch(`${officePaths.messages}?page=0`, { headers: as(me) })).status).toBe(400);
  });
});

describe('left menu data', () => {
  it('counts the unread messages and the open bets', async () => {
    const me = await player('menu-me');
    await desk({ to: 'player', userId: me, subject: 'M', body: 'm' });
    const db = server.database.db;
    const account = await sql<{ id: number }>`
      insert into ledger_accounts (kind, user_id, currency_id) values ('player', ${me}, 1) returning id`.execute(db);
    const accountId = Number(account.rows[0]?.id);
    for (const status of ['open', 'open', 'won']) {
      await sql`insert into bets (user_id, account_id, currency_id, bet_guid, request_hash, vid, stake_minor, coef,
        potential_win_minor, status, created_at)
        values (${me}, ${accountId}, 1, ${`g-${Math.random()}`}, 'h', 0, 100, 2, 200, ${status}, now())`.execute(db);
    }
    const res = await server.fetch(officePaths.leftMenu, { headers: as(me) });
    expect(await res.json()).toEqual({ success: true, data: { unreadMessages: 1, openBets: 2 } });
    expect((await server.fetch(officePaths.leftMenu)).status).toBe(401);
  });
});
