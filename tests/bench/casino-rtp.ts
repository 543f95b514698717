/**
 * RTP simulation of every in-house game: the games' own outcome mappings fed by a fast seeded PRNG (mulberry32)
 * instead of HMAC floats — the mapping is what is under test, and HMAC would make 10⁷ rounds a game take hours.
 * Each game prints its measured RTP, the theoretical one and the standard error of the measurement.
 *
 * 10⁷ rounds a game must take seconds, not minutes: mines, plinko and the slot are played by tight loops over
 * preallocated arrays that apply the games' own mapping (the shuffle, the right turns, the reel stops and
 * `slotLinePay`) and read the games' own paytables; casino-rtp.test.ts checks each against the game's `play*`
 * function round by round. Blackjack plays the real `dealBlackjack`/`actBlackjack` with the best action
 * remembered per decision (what `blackjackActionValues` reads: the actions open, total, softness, the dealer's up
 * card and the pair's value).
 */
import {
  actBlackjack,
  type BlackjackAction,
  type BlackjackState,
  blackjackActions,
  blackjackBestAction,
  blackjackReturn,
  blackjackRtp,
  blackjackStaked,
  cardValue,
  crashCashOut,
  crashPoint,
  crashRtp,
  dealBlackjack,
  diceRtp,
  handTotal,
  MINES_TILES,
  minesMultiplier,
  minesRtp,
  type PlinkoRisk,
  playDice,
  playRoulette,
  plinkoPaytable,
  plinkoRtp,
  ROULETTE_RTP,
  SLOT_FLOATS,
  SLOT_FREE_SPIN_FACTOR,
  SLOT_FREE_SPINS,
  SLOT_LINES,
  SLOT_REELS,
  SLOT_ROWS,
  SLOT_SCATTER_PAYS,
  SLOT_STRIPS,
  slotLinePay,
  slotRtp,
} from '../../sdk/src/casino';

/** Mines cashed out after `picks` (all distinct): minesOrder's shuffle in place, the mines its first `mines` tiles. */
export function fastMines(mines: number, picks: readonly number[]): (floats: readonly number[]) => number {
  const tiles = new Int8Array(MINES_TILES);
  const isMine = new Uint8Array(MINES_TILES);
  const win = minesMultiplier(mines, picks.length);
  return (floats) => {
    for (let i = 0; i < MINES_TILES; i += 1) tiles[i] = i;
    for (let i = MINES_TILES - 1, k = 0; i > 0; i -= 1, k += 1) {
      const j = Math.floor((floats[k] as number) * (i + 1));
      const swap = tiles[i] as number;
      tiles[i] = tiles[j] as number;
      tiles[j] = swap;
    }
    isMine.fill(0);
    for (let m = 0; m < mines; m += 1) isMine[tiles[m] as number] = 1;
    for (const tile of picks) if (isMine[tile]) return 0;
    return win;
  };
}

/** Plinko: the bucket is the number of floats ≥ 0.5, paid from the game's table. */
export function fastPlinko(rows: number, risk: PlinkoRisk): (floats: readonly number[]) => number {
  const table = plinkoPaytable(rows, risk);
  return (floats) => {
    let bucket = 0;
    for (let i = 0; i < rows; i += 1) if ((floats[i] as number) >= 0.5) bucket += 1;
    return table[bucket] as number;
  };
}

/** The slot: reel r stops at floor(floatᵣ × length), lines paid by slotLinePay, scatters per reel, free spins. */
export function fastSlot(): (floats: readonly number[]) => number {
  const window = SLOT_STRIPS.map(() => new Array<string>(SLOT_ROWS).fill(''));
  const line = new Array<string>(SLOT_REELS).fill('');
  const spin = (floats: readonly number[], offset: number, factor: number): { pay: number; scatters: number } => {
    let scatters = 0;
    for (let r = 0; r < SLOT_REELS; r += 1) {
      const strip = SLOT_STRIPS[r] as string;
      const column = window[r] as string[];
      const stop = Math.floor((floats[offset + r] as number) * strip.length);
      let scatter = false;
      for (let row = 0; row < SLOT_ROWS; row += 1) {
        const symbol = strip[(stop + row) % strip.length] as string;
        column[row] = symbol;
        if (symbol === 'S') scatter = true;
      }
      if (scatter) scatters += 1;
    }
    let lines = 0;
    for (const rows of SLOT_LINES) {
      for (let reel = 0; reel < SLOT_REELS; reel += 1)
        line[reel] = (window[reel] as string[])[rows[reel] as number] as string;
      lines += slotLinePay(line).pay * factor;
    }
    const scatterPay = scatters >= 3 ? (SLOT_SCATTER_PAYS[Math.min(scatters, 5) - 3] as number) : 0;
    return { pay: lines / SLOT_LINES.length + scatterPay * factor, scatters };
  };
  return (floats) => {
    const base = spin(floats, 0, 1);
    let total = base.pay;
    if (base.scatters >= 3)
      for (let i = 1; i <= SLOT_FREE_SPINS; i += 1) total += spin(floats, i * SLOT_REELS, SLOT_FREE_SPIN_FACTOR).pay;
    return Math.round(total * 10_000) / 10_000;
  };
}

/** blackjackBestAction, remembered by what it depends on. */
export function rememberedBestAction(): (state: BlackjackState) => BlackjackAction {
  const known = new Map<string, BlackjackAction>();
  return (state) => {
    const hand = state.hands[state.active];
    const up = state.dealer[0];
    if (!hand || !up) return 'stand';
    const actions = blackjackActions(state);
    const { total, soft } = handTotal(hand.cards);
    const pair = actions.includes('split') && hand.cards[0] ? cardValue(hand.cards[0]) : 0;
    const key = `${actions.join()}|${total}|${soft}|${cardValue(up)}|${pair}`;
    let action = known.get(key);
    if (!action) {
      action = blackjackBestAction(state) ?? 'stand';
      known.set(key, action);
    }
    return action;
  };
}

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
const bestAction = rememberedBestAction();
const straight = [{ type: 'straight' as const, numbers: [17], amountMinor: 100 }];

export const RTP_CASES: readonly RtpCase[] = [
  { game: 'dice (over 50)', theoretical: diceRtp(dice), floats: 1, round: (f) => playDice(f, dice).multiplier },
  {
    game: 'crash (cash out at 2.00)',
    theoretical: crashRtp(2),
    floats: 1,
    round: (f) => crashCashOut(crashPoint(f[0] ?? 0), 2),
  },
  { game: 'mines (3 mines, 3 tiles)', theoretical: minesRtp(3, 3), floats: 24, round: fastMines(3, [0, 6, 12]) },
  { game: 'plinko (16 rows, high)', theoretical: plinkoRtp(16, 'high'), floats: 16, round: fastPlinko(16, 'high') },
  {
    game: 'roulette (straight up)',
    theoretical: ROULETTE_RTP,
    floats: 1,
    round: (f) => playRoulette(f, straight).payoutMinor / 100,
  },
  { game: 'slot (Gem Rush)', theoretical: slotRtp(), floats: SLOT_FLOATS, round: fastSlot() },
  {
    game: 'blackjack (best play; theory: infinite deck)',
    theoretical: blackjackRtp(),
    floats: 64,
    round: (f) => {
      let state = dealBlackjack(f);
      while (!state.finished) state = actBlackjack(f, state, bestAction(state)) ?? state;
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
