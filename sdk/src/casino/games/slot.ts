/**
 * "Gem Rush", a 5-reel, 3-row slot with 10 paylines. Each spin takes 5 floats: reel r stops at
 * `floor(floatᵣ × strip length)` and shows that strip position and the next two (wrapping). A line pays for 3, 4 or
 * 5 matching symbols from the leftmost reel (paytable × line bet, line bet = stake / 10); the wild (W) stands in
 * for every symbol but the scatter and pays on its own; the line pays the better of its symbol run and its wild run.
 * Scatters (S) pay anywhere (× stake) and 3 or more in the base spin award 10 free spins whose wins are doubled
 * (free spins do not retrigger). One round = the base spin (floats 0–4) and its free spins (floats 5–9, 10–14, …).
 * RTP is derived exactly (slotRtp): reels are independent and each shows a scatter at most once, so a line's win
 * and the scatter count are sums over per-reel symbol frequencies.
 */

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;
export const SLOT_FREE_SPINS = 10;
export const SLOT_FREE_SPIN_FACTOR = 2;
export const SLOT_FLOATS = SLOT_REELS * (1 + SLOT_FREE_SPINS);

// biome-ignore format: reel strips, one letter a symbol (scatters at least 3 apart, wrapping)
export const SLOT_STRIPS: readonly string[] = [
  'JQKAJQ7JKAGQSJKQAJCBJQKWAJQGKJBQ',
  'QJKAWQJ7KQSAJGKJQBAKJCQWKJAQBJGK',
  'KQJAQKGJSQAWJKB7QJAKWQJCKQAJGKBQ',
  'AJQKJAQSK7JQGKAJWQKBJAWQKJCAQJGB',
  'JKQAJKS7QJGAKQJBKAJWQCKJAQGKJBQA',
];

export const SLOT_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];

/** Line pays for 3, 4, 5 in a row, in line bets. */
// biome-ignore format: paytable
export const SLOT_PAYS: Readonly<Record<string, readonly [number, number, number]>> = {
  J: [6, 16, 50], Q: [6, 20, 60], K: [9, 25, 80], A: [10, 30, 100],
  G: [15, 50, 200], B: [20, 75, 300], C: [30, 120, 500], '7': [50, 200, 1000], W: [100, 500, 2500],
};

/** Scatter pays for 3, 4, 5 anywhere, in total stakes. */
export const SLOT_SCATTER_PAYS: readonly [number, number, number] = [2, 10, 50];

export type SlotWindow = string[][];

export interface SlotLineWin {
  readonly line: number;
  readonly symbol: string;
  readonly count: number;
  readonly pay: number;
}

export interface SlotSpin {
  readonly stops: readonly number[];
  /** window[reel][row] */
  readonly window: SlotWindow;
  readonly lineWins: readonly SlotLineWin[];
  readonly scatters: number;
  /** The spin's win in stakes (free spins: already doubled). */
  readonly multiplier: number;
}

export interface SlotOutcome {
  readonly base: SlotSpin;
  readonly freeSpins: readonly SlotSpin[];
}

/** The pay of a line showing `symbols` (in line bets), with the symbol and run that pays. */
export function slotLinePay(symbols: readonly string[]): { symbol: string; count: number; pay: number } {
  let wildRun = 0;
  while (wildRun < symbols.length && symbols[wildRun] === 'W') wildRun += 1;
  const symbol = symbols[wildRun] ?? 'W';
  let run = wildRun;
  if (symbol !== 'S') while (run < symbols.length && (symbols[run] === symbol || symbols[run] === 'W')) run += 1;
  const runPay = symbol === 'S' ? 0 : payOf(symbol, run);
  const wildPay = payOf('W', wildRun);
  return wildPay >= runPay ? { symbol: 'W', count: wildRun, pay: wildPay } : { symbol, count: run, pay: runPay };
}

function payOf(symbol: string, count: number): number {
  return count >= 3 ? (SLOT_PAYS[symbol]?.[count - 3] ?? 0) : 0;
}

function scatterPay(scatters: number): number {
  return scatters >= 3 ? (SLOT_SCATTER_PAYS[Math.min(scatters, 5) - 3] ?? 0) : 0;
}

export function slotSpin(floats: readonly number[], factor = 1): SlotSpin {
  const stops = SLOT_STRIPS.map((strip, r) => Math.floor((floats[r] ?? 0) * strip.length));
  const window = SLOT_STRIPS.map((strip, r) =>
    Array.from({ length: SLOT_ROWS }, (_, row) => strip[((stops[r] ?? 0) + row) % strip.length] as string),
  );
  const lineWins: SlotLineWin[] = [];
  SLOT_LINES.forEach((rows, line) => {
    const win = slotLinePay(rows.map((row, reel) => window[reel]?.[row] as string));
    if (win.pay > 0) lineWins.push({ line, ...win, pay: win.pay * factor });
  });
  const scatters = window.filter((column) => column.includes('S')).length;
  const lines = lineWins.reduce((sum, win) => sum + win.pay, 0) / SLOT_LINES.length;
  return { stops, window, lineWins, scatters, multiplier: lines + scatterPay(scatters) * factor };
}

/** One round: the base spin and, on 3+ scatters, its free spins. */
export function playSlot(floats: readonly number[]): { outcome: SlotOutcome; multiplier: number } {
  const base = slotSpin(floats.slice(0, SLOT_REELS));
  const freeSpins: SlotSpin[] = [];
  if (base.scatters >= 3) {
    for (let i = 1; i <= SLOT_FREE_SPINS; i += 1) {
      freeSpins.push(slotSpin(floats.slice(i * SLOT_REELS, (i + 1) * SLOT_REELS), SLOT_FREE_SPIN_FACTOR));
    }
  }
  const total = freeSpins.reduce((sum, spin) => sum + spin.multiplier, base.multiplier);
  return { outcome: { base, freeSpins }, multiplier: Math.round(total * 10_000) / 10_000 };
}

/** Per reel: each symbol's probability on any one row. */
function frequencies(): Map<string, number>[] {
  return SLOT_STRIPS.map((strip) => {
    const counts = new Map<string, number>();
    for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1 / strip.length);
    return counts;
  });
}

/** The exact pieces of the RTP: a line's expected pay (line bets), scatter pay and free-spin chance per spin. */
export function slotExpectations(): { line: number; scatter: number; trigger: number } {
  const reels = frequencies();
  let line = 0;
  const walk = (reel: number, symbols: string[], chance: number): void => {
    if (reel === SLOT_REELS) {
      line += chance * slotLinePay(symbols).pay;
      return;
    }
    for (const [symbol, p] of reels[reel] ?? []) walk(reel + 1, [...symbols, symbol], chance * p);
  };
  walk(0, [], 1);
  // Scatter count: each reel shows one with chance 3 × count / length (never two: they stand ≥ 3 apart).
  let counts = [1];
  for (const strip of SLOT_STRIPS) {
    const p = (SLOT_ROWS * [...strip].filter((s) => s === 'S').length) / strip.length;
    counts = [...counts, 0].map((c, k) => c * (1 - p) + (k > 0 ? (counts[k - 1] ?? 0) * p : 0));
  }
  const scatter = counts.reduce((sum, c, k) => sum + c * scatterPay(k), 0);
  const trigger = counts.slice(3).reduce((sum, c) => sum + c, 0);
  return { line, scatter, trigger };
}

/** Exact RTP: base spin + trigger chance × free spins × factor × one spin's return (lines + scatters). */
export function slotRtp(): number {
  const { line, scatter, trigger } = slotExpectations();
  const spin = line + scatter;
  return spin + trigger * SLOT_FREE_SPINS * SLOT_FREE_SPIN_FACTOR * spin;
}
