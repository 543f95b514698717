import { noTaxes } from '@betframe/sdk/betting';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, reconcile } from '../wallet';
import { type BettingHarness, openBettingHarness } from './test-support';

// The one-statement plain placement (plain-placement.ts, migration 0562) writes what the general path writes.
const BET = '/service-api/LiveBet/Secure/MakeBetWeb';
let h: BettingHarness;

beforeAll(async () => {
  h = await openBettingHarness({ taxes: { ...noTaxes, stakeTaxPercent: 10 } });
});
afterAll(async () => {
  await h?.close();
});

/** Places the same express as `userId` on the plain or the general path; what it wrote, ids left out. */
async function placeAs(userId: number, plain: boolean) {
  const account = await h.fund(userId, 100);
  h.setPlainPlacement(plain);
  try {
    const [a, b] = [h.upcoming(1, 2), h.upcoming(1, 3)];
    const events = [a, b].map((g) => ({ gameId: g.id, ...h.outcome(g, 1) }));
    const couponEvents = events.map((e) => ({ gameId: e.gameId, type: e.type, param: e.param, coef: e.coef }));
    const res = await h.post(BET, { couponEvents, summ: 20, vid: 1, betGuid: `plain-${userId}` }, userId);
    expect(res.status).toBe(200);
    const body = (await res.json()).data.attributes;
    const { rows: bets } = await sql<Record<string, unknown>>`
      select b.*, (select json_agg(s order by s.idx) from bet_selections s where s.bet_id = b.id) as selections
      from bets b where b.user_id = ${userId}`.execute(h.database.db);
    const { rows: entries } = await sql<{ kind: string; amount_minor: number; system_code: string | null }>`
      select t.kind, e.amount_minor, a.system_code from ledger_entries e
      join ledger_transactions t on t.id = e.transaction_id join ledger_accounts a on a.id = e.account_id
      where t.reference = ${`bet:${bets[0]?.id}:stake`} order by e.id`.execute(h.database.db);
    const { rows: sessions } = await sql`select 1 from rg_play_sessions where user_id = ${userId}`.execute(
      h.database.db,
    );
    const { id, user_id, account_id, bet_guid, request_hash, selections, ...bet } = bets[0] ?? {};
    const { betId, betGuid, ...wire } = body.bet;
    return {
      bet,
      // Each selection carries its bet's player (0564: the stake-limit sums read them by player and game).
      selections: (selections as Array<Record<string, unknown>>).map(({ bet_id, user_id: player, ...s }) => ({
        ...s,
        ofThePlayer: player === userId,
      })),
      entries,
      sessions: sessions.length,
      balance: body.balance,
      stored: await balanceOf(h.database.db, account),
      wire,
    };
  } finally {
    h.setPlainPlacement(true);
  }
}

describe('plain placement', () => {
  it('writes the same bet, selections, ledger entries and play session as the general path', async () => {
    const plain = await placeAs(501, true);
    const general = await placeAs(502, false);
    expect(plain).toEqual(general);
    expect(plain.entries.map((e) => e.system_code)).toEqual(['bets_open', null, 'betting_tax']);
    expect(plain.balance).toBe(80);
    expect(plain.stored).toBe(8000);
    expect(plain.sessions).toBe(1);
  });

  it('refuses a stake above the balance with nothing written, and repeats answer the first bet', async () => {
    await h.fund(503, 5);
    const game = h.upcoming(1, 4);
    const o = h.outcome(game, 1);
    const couponEvents = [{ gameId: game.id, type: o.type, param: o.param, coef: o.coef }];
    const poor = await h.post(BET, { couponEvents, summ: 6, betGuid: 'plain-poor-1' }, 503);
    expect(poor.status).toBe(400);
    expect((await poor.json()).errors[0].code).toBe('insufficient_funds');
    const { rows } = await sql`select 1 from bets where user_id = 503`.execute(h.database.db);
    expect(rows).toHaveLength(0);
    const first = await (await h.post(BET, { couponEvents, summ: 5, betGuid: 'plain-poor-2' }, 503)).json();
    const again = await (await h.post(BET, { couponEvents, summ: 5, betGuid: 'plain-poor-2' }, 503)).json();
    expect(again.data.attributes.bet.betId).toBe(first.data.attributes.bet.betId);
    expect(again.data.attributes.balance).toBe(0);
    expect((await reconcile(h.database.db)).ok).toBe(true);
  });

  it('never overdraws a player whose bets come at once: as many placed as the balance pays', async () => {
    const account = await h.fund(504, 10);
    const games = [4, 5, 6, 7].map((skip) => h.upcoming(1, skip));
    const answers = await Promise.all(
      Array.from({ length: 16 }, async (_, i) => {
        const g = games[i % games.length] as (typeof games)[number];
        const o = h.outcome(g, 1);
        const couponEvents = [{ gameId: g.id, type: o.type, param: o.param, coef: o.coef }];
        const res = await h.post(BET, { couponEvents, summ: 1, betGuid: `plain-rush-${i}` }, 504);
        return res.status === 200 ? 'placed' : (await res.json()).errors[0].code;
      }),
    );
    // A bet of 1 pays 1 (its 10 % tax inside): ten fit into 10; every other one is refused for the money alone.
    expect(answers.filter((a) => a === 'placed')).toHaveLength(10);
    expect(new Set(answers.filter((a) => a !== 'placed'))).toEqual(new Set(['insufficient_funds']));
    const { rows } = await sql`select 1 from bets where user_id = 504`.execute(h.database.db);
    expect(rows).toHaveLength(10);
    expect(await balanceOf(h.database.db, account)).toBe(0);
    expect((await reconcile(h.database.db)).ok).toBe(true);
  });
});

describe('plain placement under stake limits', () => {
  let limited: BettingHarness;
  beforeAll(async () => {
    limited = await openBettingHarness({ limits: { maxStakePerMarket: 10, maxStakePerPlayerDay: 25 } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('sums the stakes on a market from the own selections of the player, refusing the one over the limit', async () => {
    await limited.fund(601, 100);
    await limited.fund(602, 100);
    const [a, b, c] = [limited.upcoming(1, 2), limited.upcoming(1, 3), limited.upcoming(1, 4)];
    const bet = async (user: number, g: typeof a, type: number, summ: number, guid: string) => {
      const o = limited.outcome(g, type);
      const couponEvents = [{ gameId: g.id, type: o.type, param: o.param, coef: o.coef }];
      const res = await limited.post(BET, { couponEvents, summ, betGuid: guid }, user);
      return res.status === 200 ? 'placed' : (await res.json()).errors[0].code;
    };
    expect(await bet(601, a, 1, 6, 'plain-lim-1')).toBe('placed');
    // Another player's stake on the same market does not count against this one.
    expect(await bet(602, a, 1, 10, 'plain-lim-2')).toBe('placed');
    // Home and away are one market (1x2): 6 + 5 is over 10; 6 + 4 is not.
    expect(await bet(601, a, 3, 5, 'plain-lim-3')).toBe('stake_above_market_limit');
    expect(await bet(601, a, 3, 4, 'plain-lim-4')).toBe('placed');
    // Another game's market is its own; the day's 25 counts every bet: 6 + 4 + 10 + 6 is over it.
    expect(await bet(601, b, 1, 10, 'plain-lim-5')).toBe('placed');
    expect(await bet(601, c, 1, 6, 'plain-lim-6')).toBe('stake_above_player_limit');
    const { rows } = await sql`select 1 from bets where user_id = 601`.execute(limited.database.db);
    expect(rows).toHaveLength(3);
  });
});
