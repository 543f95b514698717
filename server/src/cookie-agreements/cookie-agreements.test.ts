import { officePaths } from '@betframe/sdk/office';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestServer, type TestServer } from '../testing';
import { cookieAgreementRoutes } from './routes';

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer({
    modules: [cookieAgreementRoutes],
    auth: {
      resolve: async (c) => {
        const id = Number(c.req.header('x-test-user'));
        return Number.isSafeInteger(id) && id > 0 ? { id } : null;
      },
    },
  });
}, 120_000);
afterAll(() => server.close());

async function player(login: string) {
  const row = await sql<{
    id: number;
  }>`insert into users (login, password_hash, country_id, currency_id, registration_type)
    values (${login}, 'x', 1, 1, 'fast_reg') returning id`.execute(server.database.db);
  return Number(row.rows[0]?.id);
}
const post = (body: unknown, userId?: number) =>
  server.fetch(officePaths.cookieAgreementLog, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'TestBrowser/1',
      ...(userId ? { 'x-test-user': String(userId) } : {}),
    },
    body: JSON.stringify(body),
  });

describe('cookie agreement log', () => {
  it('records each choice with its time and browser, newest first, per player', async () => {
    const me = await player('cookie-me');
    const other = await player('cookie-other');
    await post({ level: 3 }, me);
    const second = await post({ level: '1' }, me);
    const { entries } = (
      (await second.json()) as { data: { entries: Array<{ level: number; userAgent: string; at: string }> } }
    ).data;
    expect(entries.map((e) => e.level)).toEqual([1, 3]);
    expect(entries[0]?.userAgent).toBe('TestBrowser/1');
    expect(Number.isNaN(Date.parse(entries[0]?.at ?? ''))).toBe(false);
    const theirs = await server.fetch(officePaths.cookieAgreementLog, { headers: { 'x-test-user': String(other) } });
    expect(((await theirs.json()) as { data: { entries: unknown[] } }).data.entries).toEqual([]);
  });

  it('malformed bodies are 400 with validation_errors; a guest is 401', async () => {
    const me = await player('cookie-bad');
    for (const body of [{}, { level: 4 }, { level: 'all' }, { level: 1, extra: 1 }]) {
      const res = await post(body, me);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { data: { validation_errors: object } }).data.validation_errors).toBeTruthy();
    }
    expect((await post({ level: 1 })).status).toBe(401);
  });
});
