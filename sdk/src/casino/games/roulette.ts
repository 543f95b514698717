/**
 * European roulette: one zero, pockets 0 … 36, `pocket = floor(float₀ × 37)`. Every bet covers a set of n numbers
 * and returns 36 / n times its stake when the pocket is among them (straight 35:1, split 17:1, street and trio
 * 11:1, corner and first four 8:1, line 5:1, dozen and column 2:1, red/black/odd/even/low/high 1:1), so every bet
 * has RTP 36/37 ≈ 97.30 %. On the zero, outside bets lose (no "la partage").
 */

export const ROULETTE_POCKETS = 37;
export const ROULETTE_RTP = 36 / 37;

// biome-ignore format: the red numbers of the wheel
export const RED_NUMBERS: readonly number[] = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

export type RouletteInsideBet = 'straight' | 'split' | 'street' | 'trio' | 'corner' | 'first_four' | 'line';
export type RouletteOutsideBet = 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' | 'dozen' | 'column';
export type RouletteBetType = RouletteInsideBet | RouletteOutsideBet;

export const ROULETTE_BET_TYPES: readonly RouletteBetType[] = [
  'straight',
  'split',
  'street',
  'trio',
  'corner',
  'first_four',
  'line',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
  'dozen',
  'column',
];

/** A bet: inside bets name their `numbers`; dozen and column their `index` 1 … 3. Amounts in minor units. */
export interface RouletteBet {
  readonly type: RouletteBetType;
  readonly numbers?: readonly number[];
  readonly index?: number;
  readonly amountMinor: number;
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const same = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((n, i) => n === [...b].sort((x, y) => x - y)[i]);
/** Column 0 … 2 of a number 1 … 36 on the layout (1, 2, 3 on the first row). */
const col = (n: number): number => (n - 1) % 3;

function insideShapeIsLegal(type: RouletteInsideBet, numbers: readonly number[]): boolean {
  if (!numbers.every((n) => Number.isInteger(n) && n >= 0 && n <= 36) || new Set(numbers).size !== numbers.length) {
    return false;
  }
  const [low = -1] = [...numbers].sort((a, b) => a - b);
  switch (type) {
    case 'straight':
      return numbers.length === 1;
    case 'split': {
      if (numbers.length !== 2) return false;
      const [a = 0, b = 0] = [...numbers].sort((x, y) => x - y);
      if (a === 0) return b >= 1 && b <= 3;
      return b - a === 3 || (b - a === 1 && col(a) < 2);
    }
    case 'street':
      return numbers.length === 3 && low >= 1 && col(low) === 0 && same(numbers, range(low, low + 2));
    case 'trio':
      return same(numbers, [0, 1, 2]) || same(numbers, [0, 2, 3]);
    case 'corner':
      return (
        numbers.length === 4 && low >= 1 && col(low) < 2 && low <= 32 && same(numbers, [low, low + 1, low + 3, low + 4])
      );
    case 'first_four':
      return same(numbers, [0, 1, 2, 3]);
    case 'line':
      return numbers.length === 6 && low >= 1 && low <= 31 && col(low) === 0 && same(numbers, range(low, low + 5));
  }
}

/** The numbers a bet covers, or undefined when it is not a legal bet on the table. */
export function rouletteCovered(bet: Omit<RouletteBet, 'amountMinor'>): number[] | undefined {
  switch (bet.type) {
    case 'red':
      return [...RED_NUMBERS];
    case 'black':
      return range(1, 36).filter((n) => !RED_NUMBERS.includes(n));
    case 'odd':
      return range(1, 36).filter((n) => n % 2 === 1);
    case 'even':
      return range(1, 36).filter((n) => n % 2 === 0);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
    case 'dozen':
    case 'column': {
      const index = bet.index ?? 0;
      if (!Number.isInteger(index) || index < 1 || index > 3) return undefined;
      return bet.type === 'dozen'
        ? range(12 * index - 11, 12 * index)
        : range(1, 36).filter((n) => col(n) === index - 1);
    }
    default:
      return bet.numbers && insideShapeIsLegal(bet.type, bet.numbers) ? [...bet.numbers] : undefined;
  }
}

export function roulettePocket(float0: number): number {
  return Math.floor(float0 * ROULETTE_POCKETS);
}

export interface RouletteOutcome {
  readonly pocket: number;
  readonly color: 'red' | 'black' | 'green';
  /** Minor units returned per bet, in the order of the bets. */
  readonly returns: readonly number[];
}

/** One spin: the pocket and what each bet returns (stake included); multiplier = total return / total stake. */
export function playRoulette(
  floats: readonly number[],
  bets: readonly RouletteBet[],
): { outcome: RouletteOutcome; multiplier: number; payoutMinor: number } {
  const pocket = roulettePocket(floats[0] ?? 0);
  const returns = bets.map((bet) => {
    const covered = rouletteCovered(bet) ?? [];
    return covered.includes(pocket) ? Math.floor((bet.amountMinor * 36) / covered.length) : 0;
  });
  const payoutMinor = returns.reduce((sum, r) => sum + r, 0);
  const staked = bets.reduce((sum, bet) => sum + bet.amountMinor, 0);
  const color = pocket === 0 ? 'green' : RED_NUMBERS.includes(pocket) ? 'red' : 'black';
  return {
    outcome: { pocket, color, returns },
    multiplier: staked > 0 ? Math.round((payoutMinor / staked) * 10_000) / 10_000 : 0,
    payoutMinor,
  };
}
