/**
 * Promo codes: limits (uses, per player, dates, countries, partners), check without change, activation granting
 * the offer once, history; concurrency — one code activated 50 times at once by one player credits once, a code
 * with 10 uses activated by 20 players at once gives exactly 10. Ledger and bonus books reconcile after each.
 */
import { describe, expect, it } from 'vitest';
import type { Database } from '../db';
import { bonusesOf, createOffer } from './engine';
import { activatePromoCode, checkPromoCode, createPromoCode, promoHistory } from './promo-codes';
import { BONUS_TEST_AT as at, DAY_MS as DAY, insertPlayer, sportRules, useBonusDatabase } from './test-support';

let database: Database;
useBonusDatabase(async (opened) => {
  database = opened;
  await createOffer(database.db, {
    code: 'promo-10',
    kind: 3,
    rules: sportRules({ trigger: 'promo_code', amount: { fixedMinor: 10_00 }, wagerMultiple: 2 }),
    at,
  });
});

const player = (countryId?: number) => insertPlayer(database.db, countryId);

const activate = (userId: number, code: string, extra: { partner?: number; at?: Date } = {}) =>
  activatePromoCode(database.db, { userId, partner: extra.partner ?? 1, currencyId: 1, code, at: extra.at ?? at });

describe('promo codes', () => {
  it('checks without change, activates once per player, keeps the history', async () => {
    await createPromoCode(database.db, { code: 'welcome10', offerCode: 'promo-10', startsAt: at }, at);
    const userId = await player();
    expect(await checkPromoCode(database.db, { userId, partner: 1, code: ' Welcome10 ', at })).toEqual({
      valid: true,
      code: 'WELCOME10',
      kind: 3,
      offerCode: 'promo-10',
    });
    expect(await checkPromoCode(database.db, { userId, partner: 1, code: 'nope', at })).toMatchObject({
      valid: false,
      reason: 'unknown_code',
    });
    const first = await activate(userId, 'welcome10');
    expect(first).toMatchObject({ activated: true, bonus: { kind: 3, amountMinor: 10_00 } });
    expect(await activate(userId, 'WELCOME10')).toEqual({ activated: false, reason: 'already_used' });
    expect(await promoHistory(database.db, userId)).toEqual([
      expect.objectContaining({ code: 'WELCOME10', kind: 3, activatedAt: at }),
    ]);
  });

  it.each([
    ['not_started', { startsAt: new Date(at.getTime() + DAY) }, {}],
    ['expired', { startsAt: new Date(at.getTime() - 2 * DAY), endsAt: at }, {}],
    ['country_not_allowed', { startsAt: at, countries: [463] }, {}],
    ['partner_not_allowed', { startsAt: at, partners: [7] }, { partner: 1 }],
  ] as const)('refuses a code %s', async (reason, limits, extra) => {
    const code = `LIMIT-${reason.slice(0, 10).toUpperCase()}`;
    await createPromoCode(database.db, { code, offerCode: 'promo-10', ...limits }, at);
    const userId = await player();
    expect(await checkPromoCode(database.db, { userId, partner: 1, code, at })).toMatchObject({ valid: false, reason });
    expect(await activate(userId, code, extra)).toEqual({ activated: false, reason });
    expect(await bonusesOf(database.db, userId)).toEqual([]);
  });

  it('a player with an active bonus cannot activate another', async () => {
    await createPromoCode(database.db, { code: 'TWICE-A', offerCode: 'promo-10', startsAt: at }, at);
    await createPromoCode(database.db, { code: 'TWICE-B', offerCode: 'promo-10', startsAt: at }, at);
    const userId = await player();
    expect(await activate(userId, 'TWICE-A')).toMatchObject({ activated: true });
    expect(await activate(userId, 'TWICE-B')).toEqual({ activated: false, reason: 'bonus_active' });
    expect(await promoHistory(database.db, userId)).toHaveLength(1);
  });

  it('one code activated 50 times at once by one player credits once', async () => {
    await createPromoCode(database.db, { code: 'RUSH50', offerCode: 'promo-10', perPlayer: 1, startsAt: at }, at);
    const userId = await player();
    const results = await Promise.all(Array.from({ length: 50 }, () => activate(userId, 'RUSH50')));
    expect(results.filter((r) => r.activated)).toHaveLength(1);
    const bonuses = await bonusesOf(database.db, userId);
    expect(bonuses).toHaveLength(1);
    expect(bonuses[0]?.balanceMinor).toBe(10_00);
  });

  it('a code with 10 uses activated by 20 players at once gives exactly 10', async () => {
    await createPromoCode(database.db, { code: 'TEN-USES', offerCode: 'promo-10', maxUses: 10, startsAt: at }, at);
    const players = await Promise.all(Array.from({ length: 20 }, () => player()));
    const results = await Promise.all(players.map((userId) => activate(userId, 'TEN-USES')));
    expect(results.filter((r) => r.activated)).toHaveLength(10);
    expect(results.filter((r) => !r.activated)).toEqual(
      Array.from({ length: 10 }, () => ({ activated: false, reason: 'used_up' })),
    );
    const granted = await database.db
      .selectFrom('player_bonuses as b')
      .innerJoin('promo_activations as a', 'a.bonus_id', 'b.id')
      .innerJoin('promo_codes as p', 'p.id', 'a.code_id')
      .select((eb) => eb.fn.sum<number>('b.amount_minor').as('total'))
      .where('p.code', '=', 'TEN-USES')
      .executeTakeFirstOrThrow();
    expect(Number(granted.total)).toBe(10 * 10_00);
  });
});
