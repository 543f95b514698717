import { describe, expect, it } from 'vitest';
import { actBlackjack, type BlackjackState, blackjackReturn, type Card, dealBlackjack, handTotal } from './blackjack';
import { blackjackBestAction, blackjackRtp, dealerOutcomes } from './blackjack-strategy';
import { CRASH_MAX, crashMultiplierAt, crashPoint, crashRtp, crashTargetError, crashTimeOf } from './crash';
import { DICE_OUTCOMES, diceMultiplier, diceParamsError, diceRoll, diceRtp, diceWinningRolls, playDice } from './dice';
import { minePositions, minesMultiplier, minesOrder, minesRtp, playMines, revealMine } from './mines';
import { PLINKO_RISKS, playPlinko, plinkoPaytable, plinkoRtp } from './plinko';
import { playRoulette, RED_NUMBERS, ROULETTE_RTP, rouletteCovered } from './roulette';
import { playSlot, SLOT_STRIPS, slotLinePay, slotRtp } from './slot';

describe('dice', () => {
  it('rolls floor(f × 10001) / 100', () => {
    expect(diceRoll(0)).toBe(0);
    expect(diceRoll(1 - 2 ** -32)).toBe(100);
    expect(diceRoll(0.8230707915499806)).toBe(82.31);
  });

  it('pays 99 % of the fair multiplier and refuses targets outside 1 % … 98 %', () => {
    expect(diceWinningRolls({ target: 50, over: true })).toBe(5000);
    expect(diceMultiplier({ target: 50, over: true })).toBe(1.9801);
    expect(diceMultiplier({ target: 50, over: false })).toBe(1.9801);
    expect(playDice([0.8230707915499806], { target: 50, over: true })).toEqual({
      outcome: { roll: 82.31, target: 50, over: true, win: true },
      multiplier: 1.9801,
    });
    expect(playDice([0.8230707915499806], { target: 50, over: false }).multiplier).toBe(0);
    expect(diceParamsError({ target: 0.5, over: false })).toBe('invalid_target');
    expect(diceParamsError({ target: 1.001, over: false })).toBe('invalid_target');
    expect(diceParamsError({ target: 99.5, over: true })).toBe('invalid_target');
    expect(diceParamsError({ target: 1.99, over: true })).toBe('invalid_target');
    expect(diceParamsError({ target: 2, over: true })).toBeUndefined();
    expect(diceParamsError({ target: 2, over: false })).toBeUndefined();
  });

  it('has RTP just under 99 % for every playable target (enumerated)', () => {
    for (let hundredths = 100; hundredths <= 9900; hundredths += 97) {
      for (const over of [true, false]) {
        const params = { target: hundredths / 100, over };
        if (diceParamsError(params)) continue;
        let sum = 0;
        for (let v = 0; v < DICE_OUTCOMES; v += 1) sum += playDice([(v + 0.5) / DICE_OUTCOMES], params).multiplier;
        expect(sum / DICE_OUTCOMES).toBeCloseTo(diceRtp(params), 12);
        expect(diceRtp(params)).toBeGreaterThan(0.9898);
        expect(diceRtp(params)).toBeLessThanOrEqual(0.99 + 1e-12);
      }
    }
  });
});

describe('crash', () => {
  it('maps floats to crash points with a 1 % edge, between 1 and the cap', () => {
    expect(crashPoint(0)).toBe(1);
    expect(crashPoint(0.005)).toBe(1);
    expect(crashPoint(0.5)).toBe(1.98);
    expect(crashPoint(0.8230707915499806)).toBe(5.59);
    expect(crashPoint(1 - 2 ** -32)).toBe(CRASH_MAX);
  });

  it('P(crash ≥ m) = 0.99 / m, so every target returns 99 %', () => {
    for (const m of [1.01, 2, 10, 100]) {
      const threshold = 1 - 0.99 / m;
      expect(crashPoint(threshold + 1e-12)).toBeGreaterThanOrEqual(m);
      expect(crashPoint(threshold - 1e-9)).toBeLessThan(m);
      expect(crashRtp(m)).toBeCloseTo(0.99, 12);
    }
  });

  it('takes every automatic cash-out of two decimals from 1.01 to 10,000, and no other', () => {
    // Every two-decimal target, including those binary floating point cannot hold exactly (1.1, 1.13, 4.35 …).
    const refused: number[] = [];
    for (let cents = 101; cents <= 1_000_000; cents += 1) if (crashTargetError(cents / 100)) refused.push(cents / 100);
    expect(refused).toEqual([]);
    for (const bad of [1, 1.001, 2.345, 10_000.01, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(crashTargetError(bad)).toBe('invalid_target');
    }
  });

  it('grows the live multiplier with time and finds when it reaches a value', () => {
    expect(crashMultiplierAt(0)).toBe(1);
    expect(crashMultiplierAt(10_000)).toBe(2.01);
    for (const m of [1.01, 2, 5.59, 100]) {
      const t = crashTimeOf(m);
      expect(crashMultiplierAt(t)).toBeGreaterThanOrEqual(m);
      expect(crashMultiplierAt(t - 1)).toBeLessThan(m);
    }
  });
});

describe('mines', () => {
  it('shuffles the 25 tiles by the floats (Fisher–Yates from the end)', () => {
    expect(minesOrder(Array(24).fill(0))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 0,
    ]);
    const order = minesOrder(Array.from({ length: 24 }, (_, i) => (i * 0.37) % 1));
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(minePositions(Array(24).fill(0), 3)).toEqual([1, 2, 3]);
  });

  it('multiplies by 0.99 / P(all safe), cut to 4 decimals', () => {
    expect(minesMultiplier(1, 1)).toBe(1.0312);
    expect(minesMultiplier(3, 2)).toBe(1.2857);
    expect(minesMultiplier(24, 1)).toBe(24.75);
    for (let mines = 1; mines <= 24; mines += 1) {
      for (let k = 1; k <= 25 - mines; k += 1) {
        expect(minesRtp(mines, k)).toBeLessThanOrEqual(0.99 + 1e-12);
        expect(minesRtp(mines, k)).toBeGreaterThan(0.985);
      }
    }
  });

  it('ends on a mine, refuses a second reveal of a tile and closes the round', () => {
    const positions = [1, 2, 3];
    const start = { mines: 3, revealed: [], finished: false };
    const safe = revealMine(positions, start, 0);
    expect(safe.ok && safe.multiplier).toBe(1.125);
    if (!safe.ok) throw new Error('safe');
    expect(revealMine(positions, safe.state, 0)).toEqual({ ok: false, error: 'tile_revealed' });
    expect(revealMine(positions, safe.state, 25)).toEqual({ ok: false, error: 'invalid_tile' });
    const boom = revealMine(positions, safe.state, 2);
    expect(boom.ok && boom.multiplier).toBe(0);
    if (!boom.ok) throw new Error('boom');
    expect(revealMine(positions, boom.state, 4)).toEqual({ ok: false, error: 'round_closed' });
    expect(playMines(Array(24).fill(0), 3, [0, 4]).multiplier).toBe(minesMultiplier(3, 2));
  });
});

describe('plinko', () => {
  it('lands in the bucket of its right turns', () => {
    const { outcome, multiplier } = playPlinko([0.1, 0.6, 0.7, 0.2, 0.9, 0.5, 0.49, 0.51], 8, 'high');
    expect(outcome).toEqual({ path: [0, 1, 1, 0, 1, 1, 0, 1], bucket: 5 });
    expect(multiplier).toBe(0.3);
  });

  it('has symmetric tables of rows + 1 buckets and RTP 98.9–99.2 % (binomial sum)', () => {
    for (const risk of PLINKO_RISKS) {
      for (let rows = 8; rows <= 16; rows += 1) {
        const table = plinkoPaytable(rows, risk);
        expect(table).toHaveLength(rows + 1);
        expect(table).toEqual([...table].reverse());
        expect(plinkoRtp(rows, risk)).toBeGreaterThan(0.989);
        expect(plinkoRtp(rows, risk)).toBeLessThan(0.992);
      }
    }
    // Enumerating the 2^8 paths gives the same as the formula.
    let sum = 0;
    for (let mask = 0; mask < 256; mask += 1) {
      sum += playPlinko(
        Array.from({ length: 8 }, (_, i) => ((mask >> i) & 1 ? 0.75 : 0.25)),
        8,
        'medium',
      ).multiplier;
    }
    expect(sum / 256).toBeCloseTo(plinkoRtp(8, 'medium'), 12);
  });
});

describe('European roulette', () => {
  it('accepts the legal table shapes only', () => {
    expect(rouletteCovered({ type: 'split', numbers: [1, 2] })).toEqual([1, 2]);
    expect(rouletteCovered({ type: 'split', numbers: [3, 4] })).toBeUndefined();
    expect(rouletteCovered({ type: 'split', numbers: [0, 3] })).toEqual([0, 3]);
    expect(rouletteCovered({ type: 'street', numbers: [4, 5, 6] })).toEqual([4, 5, 6]);
    expect(rouletteCovered({ type: 'street', numbers: [5, 6, 7] })).toBeUndefined();
    expect(rouletteCovered({ type: 'corner', numbers: [5, 6, 8, 9] })).toEqual([5, 6, 8, 9]);
    expect(rouletteCovered({ type: 'corner', numbers: [6, 7, 9, 10] })).toBeUndefined();
    expect(rouletteCovered({ type: 'line', numbers: [31, 32, 33, 34, 35, 36] })).toHaveLength(6);
    expect(rouletteCovered({ type: 'first_four', numbers: [0, 1, 2, 3] })).toHaveLength(4);
    expect(rouletteCovered({ type: 'column', index: 2 })).toEqual([2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35]);
    expect(rouletteCovered({ type: 'dozen', index: 4 })).toBeUndefined();
    expect(RED_NUMBERS).toHaveLength(18);
  });

  it('pays 36 / n and returns 36/37 for every bet over the 37 pockets', () => {
    const bets = [
      { type: 'straight', numbers: [17] },
      { type: 'split', numbers: [0, 2] },
      { type: 'trio', numbers: [0, 2, 3] },
      { type: 'corner', numbers: [1, 2, 4, 5] },
      { type: 'line', numbers: [7, 8, 9, 10, 11, 12] },
      { type: 'dozen', index: 3 },
      { type: 'column', index: 1 },
      { type: 'red' },
      { type: 'even' },
      { type: 'high' },
    ] as const;
    for (const bet of bets) {
      let returned = 0;
      for (let pocket = 0; pocket < 37; pocket += 1) {
        returned += playRoulette([(pocket + 0.5) / 37], [{ ...bet, amountMinor: 3600 }]).payoutMinor;
      }
      expect(returned / (37 * 3600)).toBeCloseTo(ROULETTE_RTP, 12);
    }
    const spin = playRoulette(
      [0.8230707915499806],
      [
        { type: 'red', amountMinor: 100 },
        { type: 'straight', numbers: [30], amountMinor: 100 },
      ],
    );
    expect(spin.outcome.pocket).toBe(30);
    expect(spin.payoutMinor).toBe(200 + 3600);
  });
});

describe('slot', () => {
  it('pays the better of a symbol run and a wild run, never across a scatter', () => {
    expect(slotLinePay(['A', 'A', 'A', 'J', 'Q'])).toEqual({ symbol: 'A', count: 3, pay: 10 });
    expect(slotLinePay(['W', 'W', 'A', 'A', 'A'])).toEqual({ symbol: 'A', count: 5, pay: 100 });
    expect(slotLinePay(['W', 'W', 'W', 'J', 'Q'])).toEqual({ symbol: 'W', count: 3, pay: 100 });
    expect(slotLinePay(['W', 'W', 'S', 'S', 'S'])).toEqual({ symbol: 'W', count: 2, pay: 0 });
    expect(slotLinePay(['J', 'Q', 'J', 'J', 'J']).pay).toBe(0);
  });

  it('keeps scatters at least 3 apart on every strip (one per window at most)', () => {
    for (const strip of SLOT_STRIPS) {
      const at = [...strip].flatMap((s, i) => (s === 'S' ? [i] : []));
      for (const a of at)
        for (const b of at)
          if (a !== b) expect(Math.min(Math.abs(a - b), strip.length - Math.abs(a - b))).toBeGreaterThanOrEqual(3);
    }
  });

  it('has the RTP its reels give: 200,000 simulated rounds agree within 4 standard errors', () => {
    expect(slotRtp()).toBeCloseTo(0.9611, 4);
    let seed = 17;
    const next = (): number => {
      // mulberry32: a fast, seeded stream for the check (the game itself uses the fair floats).
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const rounds = 200_000;
    let sum = 0;
    let squares = 0;
    const floats = new Array<number>(55);
    for (let i = 0; i < rounds; i += 1) {
      for (let k = 0; k < 55; k += 1) floats[k] = next();
      const m = playSlot(floats).multiplier;
      sum += m;
      squares += m * m;
    }
    const mean = sum / rounds;
    const error = Math.sqrt((squares / rounds - mean * mean) / rounds);
    expect(Math.abs(mean - slotRtp())).toBeLessThan(4 * error);
    // About 2 s of CPU; the time limit is for a machine whose other core work takes most of it.
  }, 120_000);

  it('plays free spins on 3 scatters', () => {
    const stopAtScatter = SLOT_STRIPS.map((strip) => (strip.indexOf('S') + 0.5) / strip.length);
    const { outcome } = playSlot([...stopAtScatter, ...Array(50).fill(0.5)]);
    expect(outcome.base.scatters).toBe(5);
    expect(outcome.freeSpins).toHaveLength(10);
  });
});

describe('blackjack', () => {
  const card = (rank: number): Card => ({ rank, suit: 0 });

  it('counts soft and hard totals', () => {
    expect(handTotal([card(1), card(6)])).toEqual({ total: 17, soft: true });
    expect(handTotal([card(1), card(6), card(10)])).toEqual({ total: 17, soft: false });
    expect(handTotal([card(1), card(13)])).toEqual({ total: 21, soft: true });
  });

  it('deals from the 6-deck shoe without replacement by the floats', () => {
    // Float 0 everywhere: always the first card still in the shoe: A♠, 2♠, 3♠, 4♠ …
    const zeros = Array(64).fill(0);
    const state = dealBlackjack(zeros);
    expect(state.hands[0]?.cards).toEqual([card(1), card(3)]);
    expect(state.dealer).toEqual([card(2), card(4)]);
    const stood = actBlackjack(zeros, state, 'stand') as BlackjackState;
    // Dealer 2 + 4 draws 5, 6 → 17 and stands; player soft 14 loses.
    expect(stood.dealer.map((c) => c.rank)).toEqual([2, 4, 5, 6]);
    expect(stood.finished).toBe(true);
    expect(blackjackReturn(stood)).toBe(0);
    expect(actBlackjack(zeros, stood, 'hit')).toBeUndefined();
  });

  it('pays a natural 3:2 and splits once', () => {
    // Shoe positions 0 (A♠) and 9 (10♠) for the player.
    const natural = dealBlackjack([0, 0, 8 / 310, 0, ...Array(60).fill(0)]);
    expect(natural.finished).toBe(true);
    expect(blackjackReturn(natural)).toBe(2.5);
    // Pair of aces: A♠ then A♥ (shoe index 13, 12th of the 310 left after two cards).
    const pair = dealBlackjack([0, 0, 11 / 310, 0, ...Array(60).fill(0)]);
    expect(pair.hands[0]?.cards.map((c) => c.rank)).toEqual([1, 1]);
    const split = actBlackjack(
      Array(64)
        .fill(0)
        .map((v, i) => (i === 2 ? 11 / 310 : v)),
      pair,
      'split',
    ) as BlackjackState;
    expect(split.hands).toHaveLength(2);
    expect(split.finished).toBe(true);
  });

  it('dealer totals sum to one, and the best play returns about 99.4 % (infinite deck)', () => {
    for (let up = 1; up <= 10; up += 1) expect(dealerOutcomes(up).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(blackjackRtp()).toBeCloseTo(0.9943, 4);
    const hard16vs10 = {
      dealt: [],
      hands: [{ cards: [card(10), card(6)], stake: 1, done: false, fromSplit: false }],
      dealer: [card(10), card(7)],
      active: 0,
      finished: false,
    };
    expect(blackjackBestAction(hard16vs10)).toBe('hit');
    const eleven = {
      ...hard16vs10,
      hands: [{ cards: [card(5), card(6)], stake: 1, done: false, fromSplit: false }],
      dealer: [card(6), card(7)],
    };
    expect(blackjackBestAction(eleven)).toBe('double');
    const eights = {
      ...hard16vs10,
      hands: [{ cards: [card(8), card(8)], stake: 1, done: false, fromSplit: false }],
      dealer: [card(6), card(7)],
    };
    expect(blackjackBestAction(eights)).toBe('split');
  });
});
