/**
 * RTP simulation of every in-house game: the games' own outcome mappings fed by a fast seeded PRNG (mulberry32)
 * instead of HMAC floats — the mapping is what is under test, and HMAC would make 10⁷ rounds a game take hours.
 * Each game prints its measured RTP, the theoretical one and the standard error of the measurement.
 */
import {
  actBlackjack,
  blackjackBestAction,
  blackjackReturn,
  blackjackRtp,
  blackjackStaked,
  crashCashOut,
  crashPoint,
  crashRtp,
  dealBlackjack,
  diceRtp,
  minesRtp,
  playDice,
  playMines,
  playPlinko,
  playRoulette,
  playSlot,
  plinkoRtp,
  ROULETTE_RTP,
  SLOT_FLOATS,
  slotRtp,
} from '../../sdk/src/casino';

export function mulberry32(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface RtpCase {
  game: string;
  theoretical: number;
  /** Floats per round handed to `round`. */
  floats: number;
  /** One round's return per unit staked. */
  round(floats: number[]): number;
}

const dice = { target: 50, over: true };
const straight = [{ type: 'straight' as const, numbers: [17], amountMinor: 100 }];

export const RTP_CASES: readonly RtpCase[] = [
  { game: 'dice (over 50)', theoretical: diceRtp(dice), floats: 1, round: (f) => playDice(f, dice).multiplier },
  {
    game: 'crash (cash out at 2.00)',
    theoretical: crashRtp(2),
    floats: 1,
    round: (f) => crashCashOut(crashPoint(f[0] ?? 0), 2),
  },
  {
    game: 'mines (3 mines, 3 tiles)',
    theoretical: minesRtp(3, 3),
    floats: 24,
    round: (f) => playMines(f, 3, [0, 6, 12]).multiplier,
  },
  {
    game: 'plinko (16 rows, high)',
    theoretical: plinkoRtp(16, 'high'),
    floats: 16,
    round: (f) => playPlinko(f, 16, 'high').multiplier,
  },
  {
    game: 'roulette (straight up)',
    theoretical: ROULETTE_RTP,
    floats: 1,
    round: (f) => playRoulette(f, straight).payoutMinor / 100,
  },
  { game: 'slot (Gem Rush)', theoretical: slotRtp(), floats: SLOT_FLOATS, round: (f) => playSlot(f).multiplier },
  {
    game: 'blackjack (best play; theory: infinite deck)',
    theoretical: blackjackRtp(),
    floats: 64,
    round: (f) => {
      let state = dealBlackjack(f);
      while (!state.finished) state = actBlackjack(f, state, blackjackBestAction(state) ?? 'stand') ?? state;
      // Per original stake, as the theoretical figure counts it.
      return blackjackReturn(state) - blackjackStaked(state) + 1;
    },
  },
];

export function simulate(c: RtpCase, rounds: number, seed = 1): { measured: number; standardError: number } {
  const next = mulberry32(seed);
  const floats = new Array<number>(c.floats).fill(0);
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < rounds; i += 1) {
    for (let k = 0; k < c.floats; k += 1) floats[k] = next();
    const r = c.round(floats);
    sum += r;
    squares += r * r;
  }
  const measured = sum / rounds;
  return { measured, standardError: Math.sqrt(Math.max(0, squares / rounds - measured * measured) / rounds) };
}
