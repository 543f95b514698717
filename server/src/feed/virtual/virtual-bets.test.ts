import { VIRTUAL_SPORT_IDS } from '@betframe/sdk/feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BettingHarness, FEED_START, openBettingHarness } from '../../betting/test-support';
import { balanceOf, reconcile } from '../../wallet';

const BET = '/service-api/LiveBet/Secure/MakeBetWeb';
let h: BettingHarness;

beforeAll(async () => {
  h = await openBettingHarness({ seed: 41 });
});
afterAll(async () => {
  await h?.close();
});

describe('virtual sports: bets', () => {
  it('a bet on a virtual event is placed and settled through the ordinary settlement and the ledger', async () => {
    const user = 801;
    const account = await h.fund(user, 1000);
    const [football, tennis] = VIRTUAL_SPORT_IDS as readonly [number, number];
    const game = h.upcoming(football, 1);
    const match = h.upcoming(tennis, 1);
    // The home side in both: whatever the results, one bet each, settled from the played-out matches.
    const w1 = h.outcome(game, 1);
    const winner1 = h.outcome(match, 11);
    for (const [g, o, guid] of [
      [game, w1, 'virtual-1'],
      [match, winner1, 'virtual-2'],
    ] as const) {
      const res = await h.post(
        BET,
        { couponEvents: [{ gameId: g.id, type: o.type, param: 0, coef: o.coef }], summ: 10, betGuid: guid },
        user,
      );
      expect(res.status).toBe(200);
    }
    expect(await balanceOf(h.database.db, account)).toBe(98_000);
    h.clock.set(Math.max(h.feed.provider.endOf(game), h.feed.provider.endOf(match)) + 5000);
    expect(await h.engine.settleDue()).toBeGreaterThanOrEqual(2);
    const bets = await h.database.db
      .selectFrom('bets')
      .selectAll()
      .where('bet_guid', 'in', ['virtual-1', 'virtual-2'])
      .orderBy('bet_guid')
      .execute();
    const r1 = h.feed.provider.result(game.id);
    const r2 = h.feed.provider.result(match.id);
    const won1 = (r1?.total[0] ?? 0) > (r1?.total[1] ?? 0);
    const won2 = (r2?.total[0] ?? 0) > (r2?.total[1] ?? 0);
    expect(bets.map((b) => b.status)).toEqual([won1 ? 'won' : 'lost', won2 ? 'won' : 'lost']);
    const paid = (won1 ? Math.floor(1000 * w1.coef) : 0) + (won2 ? Math.floor(1000 * winner1.coef) : 0);
    expect(await balanceOf(h.database.db, account)).toBe(98_000 + paid);
    expect((await reconcile(h.database.db)).ok).toBe(true);
    h.clock.set(FEED_START);
  });
});
