/**
 * Distribution of profits (kind 9) as a profit pool, through real bets and the operator desk's close: the grant
 * (no money, the turnover progress in the list), the close paying the house profit's share pro rata to the
 * qualifying turnover (`profit_share` from promo_fund), participants under the minimum closed `not_qualified`, a
 * period closed once (again, or twice at once: `already_closed`), a future end refused, bad input 400, a period the
 * house lost pays nothing. The ledger and the bonus books reconcile after each.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type BettingHarness, FEED_START, matchResultType, openBettingHarness } from '../betting/test-support';
import type { GameDef } from '../feed';
import { balanceOf, openPlayerAccount } from '../wallet';
import { bonusDeskRoutes } from './desk';
import { bonusesOf, createOffer } from './engine';
import { bonusesRoutes } from './routes';
import { grantOfferByCode, placeSingle, resetCheckAndCloseHarness } from './test-support';

const CLOSE = '/sandbox/operator/bonuses/pools/close';
let h: BettingHarness;
const at = new Date(FEED_START);
const POOL = { percent: 10, capMinor: 100_00, minTurnoverMinor: 20_00 };

beforeAll(async () => {
  h = await openBettingHarness({ seed: 44, modules: [bonusesRoutes, bonusDeskRoutes] });
  const rules = { trigger: 'manual', amount: { fixedMinor: POOL.capMinor }, wagerMultiple: 0, expiryDays: 30 };
  await createOffer(h.database.db, { code: 'pool-9', kind: 9, rules: { ...rules, pool: POOL }, at });
  await createOffer(h.database.db, { code: 'pool-b', kind: 9, rules: { ...rules, pool: POOL }, at });
}, 120_000);
resetCheckAndCloseHarness(() => h);

const join = (userId: number, code: string) =>
  grantOfferByCode(h.database.db, { userId, code, source: `pool:${code}:${userId}`, at });

async function bet(userId: number, game: GameDef, win: boolean, guid: string) {
  const type = matchResultType(h, game, win);
  const { res } = await placeSingle(h, { userId, game, type, betGuid: `pool-bet-${guid}` });
  expect([res.status, res.status === 200 ? '' : await res.text()]).toEqual([200, '']);
}

/** Settles every game bet on and answers an instant after all of it. */
async function settleAll(games: GameDef[]): Promise<number> {
  const end = Math.max(...games.map((g) => h.feed.provider.endOf(g))) + 5000;
  h.clock.set(end);
  await h.engine.settleDue();
  return end + 5000;
}

async function close(body: Record<string, unknown>) {
  const res = await h.server.fetch(CLOSE, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { data?: Record<string, unknown>; errors?: Array<{ code: string }> },
  };
}

async function money(userId: number) {
  return balanceOf(h.database.db, await openPlayerAccount(h.database.db, { userId, currencyId: 1 }));
}

/** The house's result on the players' settled money bets (no taxes in the harness): stakes − payouts. */
async function houseProfit(): Promise<number> {
  const bets = await h.database.db.selectFrom('bets').select(['stake_minor', 'payout_minor', 'status']).execute();
  return bets.reduce((sum, b) => sum + Number(b.stake_minor) - Number(b.payout_minor ?? 0), 0);
}

async function listed(userId: number) {
  const res = await h.server.fetch('/web-api/bonuses', { headers: { 'x-test-user': String(userId) } });
  return (
    (await res.json()) as { data: { active: Array<Record<string, unknown>>; history: Array<Record<string, unknown>> } }
  ).data;
}

describe('a profit pool (kind 9)', () => {
  it('pays the house profit share pro rata to the qualifying turnover, once', async () => {
    const [a, b, c, outsider] = [9501, 9502, 9503, 9504];
    for (const u of [a, b, c, outsider]) await h.fund(u, 200);
    const bonusA = await join(a, 'pool-9');
    const bonusB = await join(b, 'pool-9');
    const bonusC = await join(c, 'pool-9');
    expect(bonusA).toMatchObject({ mechanic: 'pool', balanceMinor: 0 });
    const games = Array.from({ length: 4 }, (_, j) => h.upcoming(1, j));
    await bet(a, games[0] as GameDef, false, 'a1');
    await bet(a, games[1] as GameDef, false, 'a2');
    await bet(b, games[2] as GameDef, true, 'b1');
    for (const [j, g] of games.entries()) await bet(outsider, g, false, `o${j}`);
    const end = await settleAll(games);
    h.clock.set(end);
    expect((await listed(a)).active[0]).toMatchObject({
      mechanic: 'pool',
      percent: 100,
      pool: { turnover: 50, minTurnover: 20, profitPercent: 10, paid: 0 },
    });
    expect((await listed(c)).active[0]).toMatchObject({ percent: 0, pool: { turnover: 0 } });
    const before = { a: await money(a), b: await money(b), c: await money(c) };
    const profit = await houseProfit();
    const pool = Math.min(POOL.capMinor, Math.floor((profit * POOL.percent) / 100));
    const shareA = Math.floor((pool * 50_00) / 75_00);
    const shareB = Math.floor((pool * 25_00) / 75_00);
    const closed = await close({ offer: 'pool-9', currencyId: 1, endsAt: new Date(end).toISOString() });
    expect(closed.status).toBe(200);
    expect(closed.body.data?.pool).toMatchObject({
      profitMinor: profit,
      poolMinor: pool,
      players: 2,
      paidMinor: shareA + shareB,
    });
    expect(await money(a)).toBe(before.a + shareA);
    expect(await money(b)).toBe(before.b + shareB);
    expect(await money(c)).toBe(before.c);
    const closedOf = async (u: number) => (await bonusesOf(h.database.db, u))[0];
    expect(await closedOf(a)).toMatchObject({
      id: bonusA.id,
      status: 'completed',
      closedReason: 'paid',
      paidMinor: shareA,
    });
    expect(await closedOf(b)).toMatchObject({ id: bonusB.id, closedReason: 'paid', paidMinor: shareB });
    expect(await closedOf(c)).toMatchObject({ id: bonusC.id, status: 'forfeited', closedReason: 'not_qualified' });
    expect((await listed(a)).history[0]).toMatchObject({ closedReason: 'paid', pool: { paid: shareA / 100 } });
    // The same end again pays nothing more.
    const again = await close({ offer: 'pool-9', currencyId: 1, endsAt: new Date(end).toISOString() });
    expect([again.status, again.body.errors?.[0]?.code]).toEqual([409, 'already_closed']);
    expect(await money(a)).toBe(before.a + shareA);
  });

  it('closed twice at once: one closes and pays, the other is refused', async () => {
    const user = 9511;
    await h.fund(user, 100);
    await join(user, 'pool-b');
    const game = h.upcoming(1, 5);
    await bet(user, game, false, 'race');
    const end = await settleAll([game]);
    h.clock.set(end);
    const body = { offer: 'pool-b', currencyId: 1, endsAt: new Date(end).toISOString() };
    const answers = await Promise.all([close(body), close(body)]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    const pools = await h.database.db
      .selectFrom('profit_pools')
      .selectAll()
      .where('ends_at', '=', new Date(end))
      .execute();
    expect(pools).toHaveLength(1);
    const shares = await h.database.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('kind', '=', 'profit_share')
      .where('reference', 'like', `pool:${pools[0]?.id}:%`)
      .execute();
    expect(shares).toHaveLength(1);
  });

  it('refuses a future end, a non-pool offer, an unknown offer and bad input; a period without turnover pays nothing', async () => {
    await createOffer(h.database.db, {
      code: 'not-pool',
      kind: 0,
      rules: {
        trigger: 'manual',
        amount: { fixedMinor: 100 },
        wagerMultiple: 1,
        sport: { minOdds: 1.5, minLegs: 1 },
        expiryDays: 7,
      },
      at,
    });
    const later = new Date(FEED_START + 86_400_000).toISOString();
    expect((await close({ offer: 'pool-9', currencyId: 1, endsAt: later })).body.errors?.[0]?.code).toBe(
      'period_not_over',
    );
    h.clock.set(FEED_START + 2 * 86_400_000);
    expect((await close({ offer: 'not-pool', currencyId: 1 })).body.errors?.[0]?.code).toBe('not_a_pool');
    expect((await close({ offer: 'nope', currencyId: 1 })).status).toBe(404);
    const bad = await close({ offer: 'pool-9', currencyId: 'x', endsAt: 'tomorrow' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data?.validation_errors ?? {}).sort()).toEqual(['currencyId', 'endsAt']);
    // Nothing was staked by the participant since the last close: nobody qualifies, nothing is paid.
    const user = 9521;
    await join(user, 'pool-9');
    const quiet = await close({ offer: 'pool-9', currencyId: 1 });
    expect(quiet.body.data?.pool).toMatchObject({ players: 0, paidMinor: 0 });
    expect((await bonusesOf(h.database.db, user))[0]).toMatchObject({ closedReason: 'not_qualified' });
  });
});
