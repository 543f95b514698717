/**
 * The bonus engine, table-driven per kind (issue 20 "Done when"): trigger and credit, wagering (sport odds and legs
 * rules, casino contribution), completion converting to real money, expiry and refusal forfeiting, the maximum
 * stake while wagering. The ledger and the bonus books reconcile after every test. Runs on PGlite, and on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db';
import { balanceOf, postTransfer, systemAccounts } from '../wallet';
import {
  type BonusOffer,
  BonusOfferError,
  bonusById,
  closeIfEmptied,
  createOffer,
  expireDue,
  grantBonus,
  maxStakeRefusal,
  offerByCode,
  recordWager,
  refuseBonus,
} from './engine';
import { BONUS_KIND, type BonusRules, type Wager } from './rules';
import {
  BONUS_TEST_AT as at,
  casinoRules,
  DAY_MS as DAY,
  playerWithAccount,
  postedMinor,
  sportRules,
  useBonusDatabase,
} from './test-support';

let database: Database;
useBonusDatabase(async (opened) => {
  database = opened;
});

const sport = (stakeMinor: number, legOdds: number[]): Wager => ({
  product: 'sport',
  stakeMinor,
  odds: legOdds.reduce((a, b) => a * b, 1),
  legOdds,
});
const casino = (stakeMinor: number, categories: string[]): Wager => ({ product: 'casino', stakeMinor, categories });

interface KindCase {
  kind: number;
  name: string;
  rules: BonusRules;
  /** The deposit (or other base) of the grant, the bonus it gives. */
  baseMinor: number;
  bonusMinor: number;
  /** Wagers that do not count (wrong product, odds, legs, a game that contributes nothing). */
  notQualifying: Wager[];
  /** One qualifying wager and what it counts. */
  qualifying: Wager;
  counts: number;
}

// biome-ignore format: one row per kind
const kinds: KindCase[] = [
  { kind: BONUS_KIND.sport, name: 'sport', rules: sportRules(), baseMinor: 100_00, bonusMinor: 100_00,
    notQualifying: [sport(10_00, [1.4]), casino(10_00, ['slots'])], qualifying: sport(50_00, [1.5]), counts: 50_00 },
  { kind: BONUS_KIND.casino, name: 'casino', rules: casinoRules(), baseMinor: 100_00, bonusMinor: 100_00,
    notQualifying: [sport(10_00, [3]), casino(10_00, ['live_casino'])], qualifying: casino(20_00, ['table_games', 'slots']), counts: 20_00 },
  { kind: BONUS_KIND.promocode, name: 'promocode', rules: sportRules({ trigger: 'promo_code', amount: { fixedMinor: 10_00 }, wagerMultiple: 2 }), baseMinor: 0, bonusMinor: 10_00,
    notQualifying: [sport(5_00, [1.2, 1.2])], qualifying: sport(5_00, [2]), counts: 5_00 },
  { kind: BONUS_KIND.double, name: 'double', rules: sportRules({ amount: { percent: 200, capMinor: 150_00 } }), baseMinor: 100_00, bonusMinor: 150_00,
    notQualifying: [sport(10_00, [1.1])], qualifying: sport(50_00, [1.6]), counts: 50_00 },
  { kind: BONUS_KIND.sport300, name: 'sport 300 %', rules: sportRules({ amount: { percent: 300, capMinor: 1000_00 }, sport: { minOdds: 3, minLegs: 3, minLegOdds: 1.3 }, maxStakeMinor: 100_00 }), baseMinor: 20_00, bonusMinor: 60_00,
    notQualifying: [sport(10_00, [1.8, 1.8]), sport(10_00, [1.2, 2, 2]), sport(10_00, [1.3, 1.3, 1.3])], qualifying: sport(30_00, [1.5, 1.5, 1.5]), counts: 30_00 },
  { kind: BONUS_KIND.daily, name: 'daily', rules: casinoRules({ amount: { fixedMinor: 5_00 }, wagerMultiple: 10, expiryDays: 1 }), baseMinor: 0, bonusMinor: 5_00,
    notQualifying: [casino(10_00, ['lottery'])], qualifying: casino(10_00, ['table_games']), counts: 1_00 },
  { kind: BONUS_KIND.tactical, name: 'tactical', rules: sportRules({ amount: { fixedMinor: 20_00 }, sport: { minOdds: 2, minLegs: 2 } }), baseMinor: 0, bonusMinor: 20_00,
    notQualifying: [sport(10_00, [3])], qualifying: sport(20_00, [1.5, 1.5]), counts: 20_00 },
  { kind: BONUS_KIND.sportBetting, name: 'sport betting', rules: sportRules({ wagerMultiple: 1 }), baseMinor: 40_00, bonusMinor: 40_00,
    notQualifying: [casino(40_00, ['slots'])], qualifying: sport(20_00, [1.9]), counts: 20_00 },
];

async function grant(offer: BonusOffer, baseMinor: number) {
  const player = await playerWithAccount(database.db);
  const result = await grantBonus(database.db, {
    userId: player.userId,
    currencyId: 1,
    offer,
    baseMinor,
    source: `test:${player.userId}`,
    at,
  });
  if (!result.granted) throw new Error(`not granted: ${result.reason}`);
  return { ...player, bonus: result.bonus };
}

describe.each(kinds)('bonus kind $kind ($name)', (k) => {
  let offer: BonusOffer;
  beforeAll(async () => {
    offer = await createOffer(database.db, { code: `kind-${k.kind}`, kind: k.kind, rules: k.rules, at });
  });

  it('its trigger credits the bonus account once per source, one active bonus at a time', async () => {
    const { userId, bonus } = await grant(offer, k.baseMinor);
    expect(bonus).toMatchObject({
      kind: k.kind,
      amountMinor: k.bonusMinor,
      balanceMinor: k.bonusMinor,
      status: 'active',
    });
    expect(bonus.wagerRequiredMinor).toBe(Math.ceil(k.bonusMinor * k.rules.wagerMultiple));
    expect(bonus.expiresAt.getTime()).toBe(at.getTime() + k.rules.expiryDays * DAY);
    expect(await balanceOf(database.db, bonus.accountId)).toBe(k.bonusMinor);
    expect(await postedMinor(database.db, `bonus:${bonus.id}:grant`, bonus.accountId)).toBe(k.bonusMinor);
    const twice = { userId, currencyId: 1, offer, baseMinor: k.baseMinor, at };
    expect(await grantBonus(database.db, { ...twice, source: `test:${userId}` })).toEqual({
      granted: false,
      reason: 'already_granted',
    });
    expect(await grantBonus(database.db, { ...twice, source: `other:${userId}` })).toEqual({
      granted: false,
      reason: 'bonus_active',
    });
    expect(await balanceOf(database.db, bonus.accountId)).toBe(k.bonusMinor);
  });

  it('counts only qualifying wagers, once each; wagered in full it converts to real money', async () => {
    const { userId, money, bonus } = await grant(offer, k.baseMinor);
    const base = { userId, currencyId: 1, at };
    for (const [i, wager] of k.notQualifying.entries())
      expect(await recordWager(database.db, { ...base, wager, reference: `no:${i}` })).toEqual({
        counted: false,
        reason: 'not_qualifying',
      });
    const first = await recordWager(database.db, { ...base, wager: k.qualifying, reference: 'w:0' });
    expect(first).toMatchObject({ counted: true, countedMinor: k.counts });
    expect(await bonusById(database.db, bonus.id)).toMatchObject({
      status: 'active',
      wageredMinor: k.counts,
      percent: Math.floor((k.counts * 100) / bonus.wagerRequiredMinor),
    });
    expect(await recordWager(database.db, { ...base, wager: k.qualifying, reference: 'w:0' })).toEqual({
      counted: false,
      reason: 'already_counted',
    });
    let n = 1;
    let last = first;
    while (last.counted && !last.completed) {
      last = await recordWager(database.db, { ...base, wager: k.qualifying, reference: `w:${n++}` });
    }
    expect(n).toBe(Math.ceil(bonus.wagerRequiredMinor / k.counts));
    expect(last).toMatchObject({ counted: true, completed: true });
    expect(await bonusById(database.db, bonus.id)).toMatchObject({
      status: 'completed',
      closedReason: 'wagered',
      wageredMinor: bonus.wagerRequiredMinor,
      percent: 100,
    });
    expect(await balanceOf(database.db, bonus.accountId)).toBe(0);
    expect(await balanceOf(database.db, money)).toBe(k.bonusMinor);
    expect(await postedMinor(database.db, `bonus:${bonus.id}:convert`, money)).toBe(k.bonusMinor);
    expect(await recordWager(database.db, { ...base, wager: k.qualifying, reference: 'after' })).toEqual({
      counted: false,
      reason: 'no_bonus',
    });
  });

  it('expires at its expiry date: the bonus is forfeited back to the fund', async () => {
    const { money, bonus } = await grant(offer, k.baseMinor);
    const expiry = at.getTime() + k.rules.expiryDays * DAY;
    await expireDue(database.db, new Date(expiry - 1));
    expect(await balanceOf(database.db, bonus.accountId)).toBe(k.bonusMinor);
    expect(await expireDue(database.db, new Date(expiry))).toBeGreaterThanOrEqual(1);
    expect(await bonusById(database.db, bonus.id)).toMatchObject({ status: 'forfeited', closedReason: 'expired' });
    expect(await balanceOf(database.db, bonus.accountId)).toBe(0);
    expect(await balanceOf(database.db, money)).toBe(0);
    expect(await postedMinor(database.db, `bonus:${bonus.id}:forfeit`, bonus.accountId)).toBe(-k.bonusMinor);
    const late = { userId: bonus.userId, currencyId: 1, wager: k.qualifying, reference: 'late', at: new Date(expiry) };
    expect(await recordWager(database.db, late)).toEqual({ counted: false, reason: 'no_bonus' });
  });

  it('refusal forfeits it; only its owner refuses, once', async () => {
    const { userId, money, bonus } = await grant(offer, k.baseMinor);
    expect(await refuseBonus(database.db, { userId: userId + 100_000, bonusId: bonus.id, at })).toBe(false);
    expect(await refuseBonus(database.db, { userId, bonusId: bonus.id, at })).toBe(true);
    expect(await refuseBonus(database.db, { userId, bonusId: bonus.id, at })).toBe(false);
    expect(await bonusById(database.db, bonus.id)).toMatchObject({ status: 'forfeited', closedReason: 'refused' });
    expect(await balanceOf(database.db, bonus.accountId)).toBe(0);
    expect(await balanceOf(database.db, money)).toBe(0);
    expect(await postedMinor(database.db, `bonus:${bonus.id}:forfeit`, bonus.accountId)).toBe(-k.bonusMinor);
  });

  it('emptied: with its money all lost and nothing in play it closes, moving nothing', async () => {
    const { bonus } = await grant(offer, k.baseMinor);
    const check = () => database.db.transaction().execute((trx) => closeIfEmptied(trx, { bonusId: bonus.id, at }));
    expect(await check()).toBe(false);
    // The bonus money staked and lost (settlement's bet_settle pays the house from the open bets).
    await postTransfer(database.db, {
      from: bonus.accountId,
      to: { system: systemAccounts.house, currencyId: 1 },
      amountMinor: k.bonusMinor,
      kind: 'test_loss',
      at,
    });
    expect(await check()).toBe(true);
    expect(await check()).toBe(false);
    expect(await bonusById(database.db, bonus.id)).toMatchObject({ status: 'forfeited', closedReason: 'emptied' });
    expect(await postedMinor(database.db, `bonus:${bonus.id}:forfeit`, bonus.accountId)).toBe(0);
  });

  it('refuses a stake above the maximum while wagering, and none after', async () => {
    const { userId, bonus } = await grant(offer, k.baseMinor);
    const max = k.rules.maxStakeMinor as number;
    expect(await maxStakeRefusal(database.db, { userId, currencyId: 1, stakeMinor: max })).toBeUndefined();
    expect(await maxStakeRefusal(database.db, { userId, currencyId: 1, stakeMinor: max + 1 })).toEqual({
      maxStakeMinor: max,
    });
    await refuseBonus(database.db, { userId, bonusId: bonus.id, at });
    expect(await maxStakeRefusal(database.db, { userId, currencyId: 1, stakeMinor: max + 1 })).toBeUndefined();
  });
});

describe('offers', () => {
  it('the first-deposit offers the popup promises exist as data', async () => {
    expect(await offerByCode(database.db, '1st')).toMatchObject({
      kind: BONUS_KIND.sport,
      rules: { trigger: 'first_deposit' },
    });
    expect(await offerByCode(database.db, 'slot_first_deposit')).toMatchObject({ kind: BONUS_KIND.casino });
  });

  it('refuses kinds without mechanics and rules that do not parse', async () => {
    await expect(
      createOffer(database.db, { code: 'fb', kind: BONUS_KIND.freebet, rules: sportRules(), at }),
    ).rejects.toBeInstanceOf(BonusOfferError);
    await expect(
      createOffer(database.db, { code: 'bad', kind: 0, rules: { ...sportRules(), wagerMultiple: -1 }, at }),
    ).rejects.toThrow();
  });

  it('a zero wagering multiple converts at once', async () => {
    const offer = await createOffer(database.db, {
      code: 'instant',
      kind: 0,
      rules: sportRules({ wagerMultiple: 0 }),
      at,
    });
    const { money, bonus } = await grant(offer, 30_00);
    expect(bonus.status).toBe('completed');
    expect(await balanceOf(database.db, money)).toBe(30_00);
  });
});
