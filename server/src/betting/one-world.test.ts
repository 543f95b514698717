/**
 * Bet acceptance against the one feed world (feed/one-world.ts): a game the stored world has closed is refused
 * even when this process's own view still offers it, and the stored clock is adopted before the coupon is read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BettingEngine, EventsUnavailableError } from './engine';
import { type BettingHarness, openBettingHarness } from './test-support';

let h: BettingHarness;
beforeAll(async () => {
  h = await openBettingHarness();
});
afterAll(async () => {
  await h?.close();
});

const engineWith = (acceptance: (ids: readonly number[]) => Promise<ReadonlyMap<number, 2 | 3 | 4>>) =>
  new BettingEngine({
    db: h.database.db,
    provider: h.feed.provider,
    world: { acceptance },
    settings: async () => ({ taxes: h.taxes, partialSale: true, currency: () => ({ minBet: 1, baseRate: 1 }) }),
  });

describe('bet acceptance in a shared world', () => {
  it('refuses a game the writer recorded as closed, though this process still offers it', async () => {
    await h.fund(301, 100);
    const game = h.upcoming(1);
    const o = h.outcome(game, 1);
    const asked: number[][] = [];
    const engine = engineWith(async (ids) => {
      asked.push([...ids]);
      return new Map([[game.id, 2]]);
    });
    const placing = engine.place(301, {
      couponEvents: [{ gameId: game.id, type: o.type, param: o.param, coef: o.coef }],
      summ: 5,
      vid: 0,
      betGuid: 'closed-in-store',
      checkCf: 1,
    });
    await expect(placing).rejects.toBeInstanceOf(EventsUnavailableError);
    await placing.catch((error: EventsUnavailableError) =>
      expect(error.events[0]).toMatchObject({ available: false, status: 2 }),
    );
    expect(asked).toEqual([[game.id]]);
  });

  it('reads the coupon at the stored clock: a move another process made is adopted first', async () => {
    await h.fund(302, 100);
    const game = h.upcoming(1);
    const o = h.outcome(game, 1);
    const before = h.clock.now();
    // The stored world is past this game's end; acceptance adopts it (here: moves the harness clock there).
    const engine = engineWith(async () => {
      h.clock.set(h.feed.provider.endOf(game) + 60_000);
      return new Map();
    });
    try {
      await expect(
        engine.place(302, {
          couponEvents: [{ gameId: game.id, type: o.type, param: o.param, coef: o.coef }],
          summ: 5,
          vid: 0,
          betGuid: 'moved-in-store',
          checkCf: 1,
        }),
      ).rejects.toBeInstanceOf(EventsUnavailableError);
    } finally {
      h.clock.set(before);
    }
  });
});
