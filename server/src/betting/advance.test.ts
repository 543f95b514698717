import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDef } from '../feed/world';
import { createDeposit, decideDeposit } from '../payments/service';
import { advanceDebt, balanceOf, reconcile } from '../wallet';
import { type BettingHarness, FEED_START, openBettingHarness } from './test-support';

const BET = '/service-api/LiveBet/Secure/MakeBetWeb';
const AVANCE = '/service-api/LiveBet/Open/GetAvance';
let h: BettingHarness;
let nextGame = 40;

beforeAll(async () => {
  h = await openBettingHarness({ seed: 44 });
});
afterAll(async () => {
  await h?.close();
});

const game = () => h.upcoming(1, nextGame++);
/** 1X2 type of the side that wins (`win`) or loses: the test knows the played-out result. */
function sideOf(g: GameDef, win: boolean): number {
  h.clock.set(h.feed.provider.endOf(g) + 5000);
  const total = h.feed.provider.result(g.id)?.total ?? [0, 0];
  h.clock.set(FEED_START);
  const winner = (total[0] ?? 0) > (total[1] ?? 0) ? 1 : (total[0] ?? 0) < (total[1] ?? 0) ? 3 : 2;
  return win ? winner : winner === 1 ? 3 : 1;
}
async function bet(user: number, g: GameDef, type: number, summ: number, extra: Record<string, unknown> = {}) {
  const o = h.outcome(g, type);
  const res = await h.post(
    BET,
    {
      couponEvents: [{ gameId: g.id, type, param: o.param, coef: o.coef }],
      summ,
      betGuid: `adv-${user}-${g.id}-${type}-${summ}`,
      checkCf: 1,
      ...extra,
    },
    user,
  );
  return { status: res.status, body: await res.json(), coef: o.coef };
}
async function quote(user: number) {
  const res = await h.post(AVANCE, {}, user);
  expect(res.status).toBe(200);
  return (await res.json()).data.attributes as { avance: number; balance: number; debt: number };
}
/** A player with `own` RUB staked on an open bet and nothing left: an advance of own / 2 is on offer. */
async function staked(user: number, own = 1000) {
  const account = await h.fund(user, own);
  expect((await bet(user, game(), 1, own)).status).toBe(200);
  expect(await balanceOf(h.database.db, account)).toBe(0);
  return account;
}
const settle = async (g: GameDef) => {
  h.clock.set(h.feed.provider.endOf(g) + 5000);
  await h.engine.settleGame(g.id);
  h.clock.set(FEED_START);
};

describe('advance bets (avanceBet)', () => {
  it('GetAvance offers half of the open stakes; a stake above the balance borrows the shortfall within it', async () => {
    const account = await staked(701);
    expect(await quote(701)).toEqual({ avance: 500, balance: 0, debt: 0 });
    const placed = await bet(701, game(), 1, 300, { avanceBet: true });
    expect(placed.status).toBe(200);
    expect(placed.body.data.attributes).toMatchObject({ balance: 0, advance: 300, bet: { summ: 300, status: 'open' } });
    expect(await balanceOf(h.database.db, account)).toBe(0);
    expect(await advanceDebt(h.database.db, account)).toBe(30_000);
    // Lent money is not security for more: half of the own 1,000 staked is owed at most.
    expect(await quote(701)).toEqual({ avance: 200, balance: 0, debt: 300 });
    expect((await reconcile(h.database.db)).ok).toBe(true);
  });

  it('an advance bet the balance covers borrows nothing', async () => {
    const account = await h.fund(702, 100);
    const placed = await bet(702, game(), 1, 40, { avanceBet: true });
    expect(placed.status).toBe(200);
    expect(placed.body.data.attributes.advance).toBeUndefined();
    expect(await balanceOf(h.database.db, account)).toBe(6000);
    expect(await advanceDebt(h.database.db, account)).toBe(0);
  });

  it('refuses a shortfall above the quote with advance_exceeded and writes nothing', async () => {
    const account = await staked(703);
    const before = await h.database.db.selectFrom('bets').select('id').where('user_id', '=', 703).execute();
    const above = await bet(703, game(), 1, 501, { avanceBet: true });
    expect(above.status).toBe(400);
    expect(above.body.errors[0].code).toBe('advance_exceeded');
    // Without the advance flag the same stake is simply not covered.
    const plain = await bet(703, game(), 1, 100);
    expect(plain.body.errors[0].code).toBe('insufficient_funds');
    // A player with no open bets has no advance at all.
    await h.fund(704, 10);
    expect((await bet(704, game(), 1, 50, { avanceBet: true })).body.errors[0].code).toBe('advance_exceeded');
    const after = await h.database.db.selectFrom('bets').select('id').where('user_id', '=', 703).execute();
    expect(after).toHaveLength(before.length);
    expect(await balanceOf(h.database.db, account)).toBe(0);
    expect(await advanceDebt(h.database.db, account)).toBe(0);
    expect((await reconcile(h.database.db)).ok).toBe(true);
  });

  it('winnings repay the advance first', async () => {
    const account = await staked(705);
    const g = game();
    const placed = await bet(705, g, sideOf(g, true), 200, { avanceBet: true });
    expect(placed.status).toBe(200);
    await settle(g);
    const payout = Math.floor(20_000 * placed.coef);
    expect(await advanceDebt(h.database.db, account)).toBe(0);
    expect(await balanceOf(h.database.db, account)).toBe(payout - 20_000);
    const repay = await h.database.db
      .selectFrom('ledger_transactions')
      .select(['kind', 'reference'])
      .where('kind', '=', 'advance_repay')
      .where('reference', '=', `bet:${placed.body.data.attributes.bet.betId}:settle`)
      .execute();
    expect(repay).toHaveLength(1);
    expect((await reconcile(h.database.db)).ok).toBe(true);
  });

  it('a lost advance bet leaves the debt; the next deposits repay it before anything reaches the balance', async () => {
    const account = await staked(706);
    const g = game();
    expect((await bet(706, g, sideOf(g, false), 300, { avanceBet: true })).status).toBe(200);
    await settle(g);
    expect(await advanceDebt(h.database.db, account)).toBe(30_000);
    expect((await quote(706)).debt).toBe(300);
    const deposit = async (amountMinor: number) => {
      const at = new Date(h.clock.now());
      const request = await createDeposit(h.database.db, { userId: 706, amountMinor, provider: 'sandbox', at });
      await decideDeposit(h.database.db, request.id, 'approved', at);
    };
    await deposit(10_000);
    expect(await advanceDebt(h.database.db, account)).toBe(20_000);
    expect(await balanceOf(h.database.db, account)).toBe(0);
    await deposit(50_000);
    expect(await advanceDebt(h.database.db, account)).toBe(0);
    expect(await balanceOf(h.database.db, account)).toBe(30_000);
    expect((await reconcile(h.database.db)).ok).toBe(true);
  });

  it('parallel advance bets together never borrow more than the quote', async () => {
    const account = await staked(707);
    const games = Array.from({ length: 10 }, game);
    const results = await Promise.all(games.map((g) => bet(707, g, 1, 100, { avanceBet: true })));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(5);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.body.errors[0].code).toBe('advance_exceeded');
    expect(await advanceDebt(h.database.db, account)).toBe(50_000);
    expect(await balanceOf(h.database.db, account)).toBe(0);
    expect(await quote(707)).toEqual({ avance: 0, balance: 0, debt: 500 });
    expect((await reconcile(h.database.db)).ok).toBe(true);
  });

  it('reconcile notices a recorded debt that does not match the ledger', async () => {
    const account = await staked(708);
    expect((await bet(708, game(), 1, 100, { avanceBet: true })).status).toBe(200);
    await h.database.db
      .updateTable('advance_debts')
      .set({ debt_minor: 9_999 })
      .where('account_id', '=', account)
      .execute();
    const report = await reconcile(h.database.db);
    expect(report.ok).toBe(false);
    expect(report.advanceMismatches).toEqual([{ accountId: account, recorded: 9_999, fromEntries: 10_000 }]);
    expect(report.advanceCreditMismatches).toHaveLength(1);
    await h.database.db
      .updateTable('advance_debts')
      .set({ debt_minor: 10_000 })
      .where('account_id', '=', account)
      .execute();
    expect((await reconcile(h.database.db)).ok).toBe(true);
  });
});
