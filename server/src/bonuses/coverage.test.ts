/**
 * Coverage bonuses through the real bet routes and settlement, table-driven per kind (lost first bet 5 refunding
 * money, lost first bet 5 refunding a freebet, first bets cashback 7 over three bets): the grant (no money, not in
 * the slip), the first bets lost (refund once, `coverage_refund` from promo_fund or the refund offer's grant), won
 * (nothing), a bet placed before the grant or with a promotion not counted, expiry, the list's progress; N bets
 * settling at once count N and refund once. The ledger and the bonus books reconcile after each.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type BettingHarness, FEED_START, matchResultType, openBettingHarness } from '../betting/test-support';
import type { GameDef } from '../feed';
import { balanceOf, openPlayerAccount } from '../wallet';
import { betPromotionsOf } from './bet-promotions';
import { BonusOfferError, bonusesOf, createOffer, expireDue } from './engine';
import { bonusesRoutes } from './routes';
import { grantOfferByCode, placeSingle, resetCheckAndCloseHarness } from './test-support';

const DAY = 86_400_000;
let h: BettingHarness;
const at = new Date(FEED_START);

const KINDS = [
  { name: 'lost first bet, money', kind: 5, bets: 1, percent: 100, capMinor: 50_00, refundOffer: undefined },
  { name: 'lost first bet, freebet', kind: 5, bets: 1, percent: 100, capMinor: 50_00, refundOffer: 'cov-freebet' },
  { name: 'first bets cashback', kind: 7, bets: 3, percent: 50, capMinor: 30_00, refundOffer: undefined },
] as const;

const rulesOf = (k: (typeof KINDS)[number], minLegs = 1) => ({
  trigger: 'manual',
  amount: { fixedMinor: k.capMinor },
  wagerMultiple: 0,
  expiryDays: 7,
  coverage: {
    minOdds: 1.01,
    minLegs,
    bets: k.bets,
    percent: k.percent,
    capMinor: k.capMinor,
    ...(k.refundOffer ? { refundOffer: k.refundOffer } : {}),
  },
});

beforeAll(async () => {
  h = await openBettingHarness({ seed: 44, modules: [bonusesRoutes] });
  const db = h.database.db;
  await createOffer(db, {
    code: 'cov-freebet',
    kind: 6,
    rules: {
      trigger: 'manual',
      amount: { percent: 100, capMinor: 100_00 },
      wagerMultiple: 0,
      expiryDays: 30,
      freebet: { minOdds: 1.01, minLegs: 1 },
    },
    at,
  });
  for (const [i, k] of KINDS.entries())
    await createOffer(db, { code: `cov-${i}`, kind: k.kind, rules: rulesOf(k), at });
}, 120_000);
resetCheckAndCloseHarness(() => h);

const grant = (userId: number, i: number, when = at) =>
  grantOfferByCode(h.database.db, { userId, code: `cov-${i}`, source: `cov:${userId}:${i}`, at: when });

async function bet(userId: number, game: GameDef, win: boolean, guid: string, extra: Record<string, unknown> = {}) {
  const type = matchResultType(h, game, win);
  const { res, coef } = await placeSingle(h, { userId, game, type, betGuid: `cov-${guid}`, extra });
  expect(res.status).toBe(200);
  return coef;
}

async function settleAll(games: GameDef[]) {
  h.clock.set(Math.max(...games.map((g) => h.feed.provider.endOf(g))) + 5000);
  await h.engine.settleDue();
  h.clock.set(FEED_START);
}

async function money(userId: number) {
  return balanceOf(h.database.db, await openPlayerAccount(h.database.db, { userId, currencyId: 1 }));
}

async function listed(userId: number) {
  const res = await h.server.fetch('/web-api/bonuses', { headers: { 'x-test-user': String(userId) } });
  expect(res.status).toBe(200);
  return (
    (await res.json()) as { data: { active: Array<Record<string, unknown>>; history: Array<Record<string, unknown>> } }
  ).data;
}

const refundPostings = (bonusId: number) =>
  h.database.db
    .selectFrom('ledger_transactions')
    .select(['id'])
    .where('reference', '=', `coverage:${bonusId}`)
    .execute();

describe('createOffer takes the coverage and pool kinds with their rules only', () => {
  it('refuses kind 5 covering more than one bet, a coverage under another kind, a pool under kind 7', async () => {
    const db = h.database.db;
    const seven = rulesOf(KINDS[2]);
    await expect(createOffer(db, { code: 'cx1', kind: 5, rules: seven, at })).rejects.toThrow(BonusOfferError);
    await expect(createOffer(db, { code: 'cx2', kind: 8, rules: seven, at })).rejects.toThrow(BonusOfferError);
    const pool = { ...seven, coverage: undefined, pool: { percent: 10, capMinor: 100_00, minTurnoverMinor: 0 } };
    await expect(createOffer(db, { code: 'cx3', kind: 7, rules: pool, at })).rejects.toThrow(BonusOfferError);
    await expect(
      createOffer(db, { code: 'cx4', kind: 7, rules: { ...seven, wagerMultiple: 2 }, at }),
    ).rejects.toThrow();
    await expect(createOffer(db, { code: 'cx5', kind: 9, rules: pool, at })).resolves.toMatchObject({ kind: 9 });
  });
});

describe.each(KINDS.map((k, i) => ({ ...k, i, base: 9400 + i * 100 })))('$name (kind $kind)', (k) => {
  const lossRefund = Math.min(k.capMinor, Math.floor((k.bets * 25_00 * k.percent) / 100));

  it('the grant moves no money, is not offered in the slip and lists its progress', async () => {
    const user = k.base + 1;
    const bonus = await grant(user, k.i);
    expect(bonus).toMatchObject({ kind: k.kind, status: 'active', mechanic: 'coverage', balanceMinor: 0 });
    expect(await betPromotionsOf(h.database.db, { userId: user, currencyId: 1, at })).toEqual([]);
    expect(await money(user)).toBe(0);
    const list = await listed(user);
    expect(list.active[0]).toMatchObject({
      mechanic: 'coverage',
      percent: 0,
      coverage: { bets: k.bets, counted: 0, netLoss: 0, refundPercent: k.percent, cap: k.capMinor / 100, paid: 0 },
    });
  });

  it('its first bets lost: refunded once when the last is counted; later bets are not counted', async () => {
    const user = k.base + 2;
    await h.fund(user, 200);
    const bonus = await grant(user, k.i);
    const games = Array.from({ length: k.bets }, (_, j) => h.upcoming(1, j));
    for (const [j, g] of games.entries()) await bet(user, g, false, `${k.i}-lost-${j}`);
    const staked = 200_00 - k.bets * 25_00;
    await settleAll(games);
    const [after] = (await bonusesOf(h.database.db, user)).filter((b) => b.id === bonus.id);
    expect(after).toMatchObject({ status: 'completed', closedReason: 'covered', paidMinor: lossRefund });
    if (k.refundOffer) {
      // The refund is a freebet of the lost stake, offered in the slip.
      expect(await money(user)).toBe(staked);
      const freebets = await betPromotionsOf(h.database.db, { userId: user, currencyId: 1, at });
      expect(freebets.map((p) => [p.mechanic, p.amountMinor])).toEqual([['freebet', lossRefund]]);
    } else {
      expect(await money(user)).toBe(staked + lossRefund);
      expect(await refundPostings(bonus.id)).toHaveLength(1);
    }
    // A further lost bet is not covered: the bonus closed.
    const more = h.upcoming(1, k.bets);
    await bet(user, more, false, `${k.i}-lost-more`);
    await settleAll([more]);
    expect(await refundPostings(bonus.id)).toHaveLength(k.refundOffer ? 0 : 1);
    const list = await listed(user);
    expect(list.history.find((b) => b.id === bonus.id)).toMatchObject({
      closedReason: 'covered',
      percent: 100,
      coverage: { counted: k.bets, netLoss: (k.bets * 25_00) / 100, paid: lossRefund / 100 },
    });
  });

  it('its first bets won: closed covered, nothing refunded', async () => {
    const user = k.base + 3;
    await h.fund(user, 200);
    const bonus = await grant(user, k.i);
    const games = Array.from({ length: k.bets }, (_, j) => h.upcoming(1, j));
    for (const [j, g] of games.entries()) await bet(user, g, true, `${k.i}-won-${j}`);
    await settleAll(games);
    const [after] = (await bonusesOf(h.database.db, user)).filter((b) => b.id === bonus.id);
    expect(after).toMatchObject({ status: 'completed', closedReason: 'covered', paidMinor: 0 });
    expect(await refundPostings(bonus.id)).toHaveLength(0);
    expect(await betPromotionsOf(h.database.db, { userId: user, currencyId: 1, at })).toEqual([]);
  });

  it('a bet placed before the grant does not count; expiry forfeits it with nothing paid', async () => {
    const user = k.base + 4;
    await h.fund(user, 200);
    const early = h.upcoming(1, 0);
    await bet(user, early, false, `${k.i}-early`);
    const bonus = await grant(user, k.i, new Date(FEED_START + 1000));
    await settleAll([early]);
    expect((await bonusesOf(h.database.db, user))[0]).toMatchObject({ id: bonus.id, status: 'active' });
    expect((await listed(user)).active[0]).toMatchObject({ coverage: { counted: 0 } });
    expect(await expireDue(h.database.db, new Date(FEED_START + 8 * DAY))).toBeGreaterThanOrEqual(1);
    expect((await bonusesOf(h.database.db, user))[0]).toMatchObject({ status: 'forfeited', closedReason: 'expired' });
    expect(await money(user)).toBe(175_00);
  });
});

describe('concurrency', () => {
  it('six lost bets settling at once count three for first bets cashback and refund once', async () => {
    const user = 9901;
    await h.fund(user, 200);
    const bonus = await grant(user, 2);
    const games = Array.from({ length: 6 }, (_, j) => h.upcoming(1, j));
    for (const [j, g] of games.entries()) await bet(user, g, false, `race-${j}`);
    h.clock.set(Math.max(...games.map((g) => h.feed.provider.endOf(g))) + 5000);
    await Promise.all(games.map((g) => h.engine.settleGame(g.id)));
    h.clock.set(FEED_START);
    const covered = await h.database.db
      .selectFrom('bonus_covered_bets')
      .select('bet_id')
      .where('bonus_id', '=', bonus.id)
      .execute();
    expect(covered).toHaveLength(3);
    expect(await refundPostings(bonus.id)).toHaveLength(1);
    expect(await money(user)).toBe(200_00 - 6 * 25_00 + 30_00);
  });
});
