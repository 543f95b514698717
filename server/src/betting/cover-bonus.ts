/**
 * The Lucky bonus of a settled full cover (Lucky 15, 31, 63; sdk/src/betting/full-covers.ts), in minor units:
 * settlement adds it to the payout with the express boost, paid by the house. Zero for every other bet.
 */
import {
  type BetKind,
  type CoverLeg,
  coverLines,
  coverOf,
  coverReturn,
  defaultLuckyBonus,
  type LuckyBonusConfig,
  luckyBonus,
} from '@betframe/sdk/betting';

export function coverBonusMinor(
  kind: BetKind,
  legs: readonly CoverLeg[],
  stakeMinor: number,
  config: LuckyBonusConfig = defaultLuckyBonus,
): number {
  if (kind.type !== 'cover') return 0;
  const perLine = stakeMinor / coverLines(legs.length, kind.singles);
  const gross = coverReturn(legs, kind.singles, perLine);
  return Math.floor(luckyBonus(coverOf(legs.length, kind.singles), legs, perLine, gross, config) + 1e-6);
}
