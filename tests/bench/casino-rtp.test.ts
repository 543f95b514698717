/** The RTP benchmark's tight loops play exactly the games' own mappings: round by round against their play functions. */
import { describe, expect, it } from 'vitest';
import {
  actBlackjack,
  blackjackBestAction,
  dealBlackjack,
  playMines,
  playPlinko,
  playSlot,
  SLOT_FLOATS,
} from '../../sdk/src/casino';
import { fastMines, fastPlinko, fastSlot, mulberry32, rememberedBestAction } from './casino-rtp';

const draw = (next: () => number, count: number) => Array.from({ length: count }, next);

describe('casino RTP simulation', () => {
  it('mines, plinko and the slot pay what their play functions pay', () => {
    const next = mulberry32(7);
    const mines = [
      { count: 3, picks: [0, 6, 12] },
      { count: 1, picks: [24] },
      { count: 20, picks: [4, 3, 2, 1, 0] },
    ].map((c) => ({ ...c, fast: fastMines(c.count, c.picks) }));
    const plinko = [fastPlinko(8, 'low'), fastPlinko(16, 'high')];
    const slot = fastSlot();
    let freeSpinRounds = 0;
    for (let round = 0; round < 5_000; round += 1) {
      const floats = draw(next, SLOT_FLOATS);
      for (const m of mines) expect(m.fast(floats)).toBe(playMines(floats, m.count, m.picks).multiplier);
      expect(plinko[0]?.(floats)).toBe(playPlinko(floats, 8, 'low').multiplier);
      expect(plinko[1]?.(floats)).toBe(playPlinko(floats, 16, 'high').multiplier);
      const real = playSlot(floats);
      if (real.outcome.freeSpins.length > 0) freeSpinRounds += 1;
      expect(slot(floats)).toBe(real.multiplier);
    }
    // The free spins were played too, not only base spins.
    expect(freeSpinRounds).toBeGreaterThan(0);
  });

  it('blackjack takes the best action remembered per decision', () => {
    const next = mulberry32(11);
    const remembered = rememberedBestAction();
    for (let round = 0; round < 2_000; round += 1) {
      const floats = draw(next, 64);
      let state = dealBlackjack(floats);
      while (!state.finished) {
        const action = remembered(state);
        expect(action).toBe(blackjackBestAction(state));
        state = actBlackjack(floats, state, action) ?? state;
      }
    }
  });
});
