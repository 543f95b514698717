import type { Bet } from '@betframe/sdk/feed';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BettingHarness, openBettingHarness } from '../betting/test-support';
import type { OutgoingMessage } from '../messaging';
import { openTestServer, type TestServer } from '../testing';
import { textsIn } from '../translations';
import { betsMailRoutesWith, betsMailText, maskEmail } from './bets-mail';

let h: BettingHarness;
let server: TestServer;
const sent: OutgoingMessage[] = [];

async function user(login: string, email: string | null, confirmed: boolean): Promise<number> {
  const row = await sql<{ id: number }>`
    insert into users (login, email, email_confirmed, password_hash, country_id, currency_id, registration_type)
    values (${login}, ${email}, ${confirmed}, 'x', 1, 1, 'full_reg') returning id`.execute(h.database.db);
  return Number(row.rows[0]?.id);
}

const mail = (userId: number | undefined, body: unknown = {}) =>
  server.fetch('/web-api/office/bets-history/mail', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(userId ? { 'x-test-user': String(userId) } : {}) },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  h = await openBettingHarness({ seed: 44 });
  server = await openTestServer({
    database: h.database,
    clock: h.clock,
    modules: [
      betsMailRoutesWith(() => ({
        engine: h.engine,
        sender: {
          send: async (m) => {
            sent.push(m);
          },
        },
      })),
    ],
    auth: {
      resolve: async (c) => {
        const id = Number(c.req.header('x-test-user'));
        return Number.isSafeInteger(id) && id > 0 ? { id } : null;
      },
    },
  });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await h?.close();
});

describe('bets history by mail', () => {
  it('needs a signed-in player with a confirmed e-mail', async () => {
    expect((await mail(undefined)).status).toBe(401);
    const unconfirmed = await user('mail-1', 'one@betframe.test', false);
    const res = await mail(unconfirmed);
    expect(res.status).toBe(409);
    expect((await res.json()).errors[0].code).toBe('email_required');
    const none = await user('mail-2', null, false);
    expect((await mail(none)).status).toBe(409);
    expect(sent).toEqual([]);
  });

  it('sends the period’s bets to the confirmed address, at most once a minute', async () => {
    const id = await user('mail-3', 'player.three@betframe.test', true);
    const account = await h.fund(id, 100);
    expect(account).toBeGreaterThan(0);
    const game = h.upcoming(1, 0);
    const o = h.outcome(game, 1);
    const placed = await h.post(
      '/service-api/LiveBet/Secure/MakeBetWeb',
      { couponEvents: [{ gameId: game.id, type: 1, param: 0, coef: o.coef }], summ: 12, betGuid: 'mail-bet-1' },
      id,
    );
    expect(placed.status).toBe(200);
    const betId = (await placed.json()).data.attributes.bet.betId;
    const res = await mail(id, { status: 'open' });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ sent: true, count: 1, to: 'p***@betframe.test' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'email', to: 'player.three@betframe.test', subject: 'Your bets history' });
    expect(sent[0]?.text).toContain(`#${betId} `);
    expect(sent[0]?.text).toContain('12.00 RUB');
    const again = await mail(id);
    expect(again.status).toBe(429);
    expect(sent).toHaveLength(1);
    expect((await mail(id, { from: 'yesterday' })).status).toBe(400);
  });
});

describe('the e-mail', () => {
  const bet = (id: number, extra: Partial<Bet> = {}): Bet =>
    ({
      betId: id,
      betGuid: `g${id}`,
      status: 'won',
      vid: 0,
      summ: 10,
      coef: 2.5,
      potentialWin: 25,
      payout: 25,
      currencyIso: 'RUB',
      createdAt: '2026-11-20T10:15:00.000Z',
      selections: [{ gameId: 1, type: 1, param: 0, coef: 2.5, name: 'W1', gameName: 'A — B' }],
      ...extra,
    }) as Bet;

  it('lists one line a bet with its stake, odds, result and picks, and says how many did not fit', async () => {
    const text = betsMailText(
      [bet(7), bet(6, { status: 'open', payout: undefined })],
      5,
      { from: '2026-11-15T00:00:00.000Z', to: '2026-11-22T00:00:00.000Z' },
      await textsIn('en'),
    );
    expect(text.split('\n')[0]).toBe('Your bets from 2026-11-15 to 2026-11-22: 5.');
    expect(text).toContain('#7 2026-11-20 10:15 UTC — 10.00 RUB × 2.50, won, paid 25.00 — A — B: W1 @ 2.50');
    expect(text).toContain('#6 2026-11-20 10:15 UTC — 10.00 RUB × 2.50, open — A — B: W1 @ 2.50');
    expect(text.endsWith('…and 3 more in the office.')).toBe(true);
  });

  it('is written in the language asked for, from the translation catalogue', async () => {
    const period = { from: '2026-11-15T00:00:00.000Z', to: '2026-11-22T00:00:00.000Z' };
    const ru = betsMailText([bet(7)], 1, period, await textsIn('ru'));
    expect(ru.split('\n')[0]).toBe('Ваши ставки с 2026-11-15 по 2026-11-22: 1.');
    expect(ru).toContain('выигрыш, выплачено 25.00');
    expect(betsMailText([bet(7)], 1, period, await textsIn('xx')).split('\n')[0]).toBe(
      'Your bets from 2026-11-15 to 2026-11-22: 1.',
    );
  });

  it('masks the address it names', () => {
    expect(maskEmail('demo@betframe.test')).toBe('d***@betframe.test');
    expect(maskEmail('nonsense')).toBe('***');
  });
});
