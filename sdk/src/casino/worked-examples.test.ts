/** The worked examples of docs/casino.md, recomputed: the numbers there come from this seed pair. */
import { describe, expect, it } from 'vitest';
import { roundFloats, verifyRound } from './verify';

const seeds = { serverSeed: 'betframe-example-server-seed', clientSeed: 'player-seed', nonce: 1 };

describe('docs/casino.md worked examples', () => {
  it('floats', async () => {
    const floats = await roundFloats('slot', seeds);
    expect(floats.slice(0, 5).map((f) => f.toFixed(6))).toEqual([
      '0.823071',
      '0.445452',
      '0.286025',
      '0.718363',
      '0.848110',
    ]);
  });

  it('every game', async () => {
    expect(await verifyRound(seeds, { game: 'dice', params: { target: 50, over: true } })).toEqual({
      outcome: { roll: 82.31, target: 50, over: true, win: true },
      multiplier: 1.9801,
    });
    const crash = { serverSeed: seeds.serverSeed, clientSeed: 'betframe-crash', nonce: 1 };
    expect((await verifyRound(crash, { game: 'crash' })).multiplier).toBe(1.4);
    expect((await verifyRound(seeds, { game: 'mines', params: { mines: 3 } })).outcome).toEqual({
      minePositions: [5, 14, 21],
    });
    expect(await verifyRound(seeds, { game: 'plinko', params: { rows: 8, risk: 'medium' } })).toEqual({
      outcome: { path: [1, 0, 0, 1, 1, 0, 1, 0], bucket: 4 },
      multiplier: 0.4,
    });
    const roulette = await verifyRound(seeds, {
      game: 'roulette',
      params: { bets: [{ type: 'red', amountMinor: 100 }] },
    });
    expect(roulette).toEqual({ outcome: { pocket: 30, color: 'red', returns: [200] }, multiplier: 2 });
    const slot = await verifyRound(seeds, { game: 'slot' });
    expect((slot.outcome as { base: { stops: number[] } }).base.stops).toEqual([26, 14, 9, 22, 27]);
    expect(slot.multiplier).toBe(0);
    const blackjack = await verifyRound(seeds, { game: 'blackjack', actions: ['stand'] });
    const state = blackjack.outcome as { dealt: number[]; dealer: { rank: number }[] };
    expect(state.dealt).toEqual([256, 138, 88, 223, 265]);
    expect(state.dealer.map((c) => c.rank)).toEqual([9, 3, 6]);
    expect(blackjack.multiplier).toBe(2);
  });
});
