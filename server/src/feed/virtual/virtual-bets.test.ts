import { VIRTUAL_RACING_IDS, VIRTUAL_SPORT_IDS } from '@betframe/sdk/feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BettingHarness, FEED_START, openBettingHarness } from '../../betting/test-support';
import { balanceOf, reconcile } from '../../wallet';
import { settleOutcome } from '../markets';

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

  it('Win, Place and Forecast singles and a Win in an express on a race settle from its finishing order', async () => {
    const user = 802;
    const account = await h.fund(user, 1000);
    const race = h.upcoming(VIRTUAL_RACING_IDS[0] as number, 1);
    const other = h.upcoming(VIRTUAL_SPORT_IDS[0] as number, 2);
    const field = race.race?.field ?? [];
    // Runner 1 to win, runner 2 to place, the likeliest forecast and an express of the Win with a football W1.
    const win = h.outcome(race, 80, (field[0] as { id: number }).id);
    const place = h.outcome(race, 81, (field[1] as { id: number }).id);
    const forecast = h.feed.provider
      .view(race)
      .outcomes.filter((x) => x.type === 82)
      .sort((a, b) => a.coef - b.coef)[0];
    if (!forecast) throw new Error('no forecast');
    const w1 = h.outcome(other, 1);
    const singles = [
      [win, 'race-win'],
      [place, 'race-place'],
      [forecast, 'race-forecast'],
    ] as const;
    for (const [o, guid] of singles) {
      const res = await h.post(
        BET,
        { couponEvents: [{ gameId: race.id, type: o.type, param: o.param, coef: o.coef }], summ: 10, betGuid: guid },
        user,
      );
      expect(res.status).toBe(200);
    }
    const express = await h.post(
      BET,
      {
        couponEvents: [
          { gameId: race.id, type: win.type, param: win.param, coef: win.coef },
          { gameId: other.id, type: w1.type, param: 0, coef: w1.coef },
        ],
        summ: 10,
        betGuid: 'race-express',
        vid: 1,
      },
      user,
    );
    expect(express.status).toBe(200);
    expect(await balanceOf(h.database.db, account)).toBe(96_000);
    h.clock.set(Math.max(h.feed.provider.endOf(race), h.feed.provider.endOf(other)) + 5000);
    expect(await h.engine.settleDue()).toBeGreaterThanOrEqual(4);
    const r = h.feed.provider.result(race.id);
    const o = h.feed.provider.result(other.id);
    if (!r?.order || !o) throw new Error('no results');
    const won = (x: { type: number; param: number }) => settleOutcome(x.type, x.param, r) === 'win';
    const bets = await h.database.db
      .selectFrom('bets')
      .selectAll()
      .where('bet_guid', 'in', ['race-win', 'race-place', 'race-forecast', 'race-express'])
      .execute();
    const status = new Map(bets.map((b) => [b.bet_guid, b.status]));
    expect(status.get('race-win')).toBe(won(win) ? 'won' : 'lost');
    expect(status.get('race-place')).toBe(won(place) ? 'won' : 'lost');
    expect(status.get('race-forecast')).toBe(won(forecast) ? 'won' : 'lost');
    const homeWon = o.total[0] > o.total[1];
    expect(status.get('race-express')).toBe(won(win) && homeWon ? 'won' : 'lost');
    const pay = (x: { coef: number }, ok: boolean) => (ok ? Math.floor(1000 * x.coef) : 0);
    const expressPaid = won(win) && homeWon ? Math.floor((1000 * Math.round(win.coef * w1.coef * 100)) / 100) : 0;
    const paid = pay(win, won(win)) + pay(place, won(place)) + pay(forecast, won(forecast));
    const balance = await balanceOf(h.database.db, account);
    if (expressPaid === 0) expect(balance).toBe(96_000 + paid);
    else expect(balance).toBeGreaterThan(96_000 + paid);
    expect((await reconcile(h.database.db)).ok).toBe(true);
    h.clock.set(FEED_START);
  });
});
