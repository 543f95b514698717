/**
 * Named full covers (UK bookmakers' names): every double, treble … up to the accumulator of n selections on
 * different games, and for the "Lucky" family (and the Patent) every single too. One stake per line; the total
 * stake is the stake per line × the lines. The lines are the systems k/n of `combinations.ts`, summed:
 * a cover pays stake per line × Σₖ eₖ(factors) over its sizes k, computed in closed form (cover-lines.ts).
 *
 * Lucky bonuses (configuration `betting.luckyBonus`, checked by `luckyBonusConfigSchema` of full-covers-config.ts; docs/feed-and-betting.md):
 * - one winner: exactly one selection won and every other lost → that single is paid at `oneWinnerOddsFactor`
 *   times its fractional odds (default 2: "double odds", 3.0 pays as 5.0);
 * - all winners: every selection won → a bonus of `allWinnersPercent[name]` % of the bet's return (defaults
 *   Lucky 15: 10 %, Lucky 31: 20 %, Lucky 63: 25 %). A void or half result in any leg gives neither bonus.
 */
import { coverReturnPerLine } from './cover-lines';
import type { SelectionResult } from './selection-result';
import { settlementFactor } from './selection-result';

export const coverNames = [
  'trixie',
  'patent',
  'yankee',
  'lucky15',
  'canadian',
  'lucky31',
  'heinz',
  'lucky63',
  'superHeinz',
  'goliath',
] as const;
export type CoverName = (typeof coverNames)[number];

/** Selections and whether the singles are part of it, per cover. */
const covers: Record<CoverName, { n: number; singles: boolean }> = {
  trixie: { n: 3, singles: false },
  patent: { n: 3, singles: true },
  yankee: { n: 4, singles: false },
  lucky15: { n: 4, singles: true },
  canadian: { n: 5, singles: false },
  lucky31: { n: 5, singles: true },
  heinz: { n: 6, singles: false },
  lucky63: { n: 6, singles: true },
  superHeinz: { n: 7, singles: false },
  goliath: { n: 8, singles: false },
};

/** The cover of n selections with or without singles; undefined when no named cover has that shape. */
export function coverOf(n: number, singles: boolean): CoverName | undefined {
  return coverNames.find((c) => covers[c].n === n && covers[c].singles === singles);
}

export function coverShape(name: CoverName): { n: number; singles: boolean } {
  return covers[name];
}

/** The named covers n selections make (e.g. 4: Yankee and Lucky 15). */
export function coversFor(n: number): CoverName[] {
  return coverNames.filter((c) => covers[c].n === n);
}

export { coverLines, coverReturnPerLine } from './cover-lines';

export interface LuckyBonusConfig {
  enabled: boolean;
  /** One winner: the single is paid at this multiple of its fractional odds (2 = double odds). */
  oneWinnerOddsFactor: number;
  /** All winners: percent of the bet's return added, per Lucky cover. */
  allWinnersPercent: { lucky15: number; lucky31: number; lucky63: number };
}

export const defaultLuckyBonus: LuckyBonusConfig = {
  enabled: true,
  oneWinnerOddsFactor: 2,
  allWinnersPercent: { lucky15: 10, lucky31: 20, lucky63: 25 },
};

const isLucky = (c: CoverName | undefined): c is 'lucky15' | 'lucky31' | 'lucky63' =>
  c === 'lucky15' || c === 'lucky31' || c === 'lucky63';

export interface CoverLeg {
  coefficient: number;
  result: SelectionResult;
}

/**
 * The Lucky bonus of a settled cover, in the money of `stakePerLine` (not rounded): the extra a one-winner single
 * earns at boosted odds, or the all-winners percent of `grossReturn` (the cover's return without bonus).
 */
export function luckyBonus(
  name: CoverName | undefined,
  legs: readonly CoverLeg[],
  stakePerLine: number,
  grossReturn: number,
  config: LuckyBonusConfig = defaultLuckyBonus,
): number {
  if (!isLucky(name) || !config.enabled) return 0;
  const wins = legs.filter((l) => l.result === 'win');
  const losses = legs.filter((l) => l.result === 'loss').length;
  if (wins.length === legs.length) return (grossReturn * config.allWinnersPercent[name]) / 100;
  const [winner] = wins;
  if (wins.length === 1 && winner && losses === legs.length - 1)
    return stakePerLine * (winner.coefficient - 1) * (config.oneWinnerOddsFactor - 1);
  return 0;
}

/** What a settled cover returns for a stake per line, bonus apart (refunds count as factor 1, halves as halves). */
export function coverReturn(legs: readonly CoverLeg[], singles: boolean, stakePerLine: number): number {
  return (
    stakePerLine *
    coverReturnPerLine(
      legs.map((l) => settlementFactor(l.result, l.coefficient)),
      singles,
    )
  );
}
