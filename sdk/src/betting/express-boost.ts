/**
 * Express boost (SPEC §3 `IsExpressBoost`; docs/promotions.md "Express boost"): an express of enough legs, each at
 * or above `minLegCoef`, has its net winnings raised by the percentage of the highest step it reaches. The slip
 * shows it before placement with these functions, the server records the percent at placement and pays it at
 * settlement through the ledger. The configuration is `betting.expressBoost` of the site configuration:
 * `{ enabled, minLegCoef, steps: [{ legs, percent }] }`; read defensively here (no schema in the widgets' bundle),
 * validated by the server with `expressBoostConfigSchema` (express-boost-config.ts).
 */

export interface ExpressBoostConfig {
  enabled: boolean;
  minLegCoef: number;
  steps: { legs: number; percent: number }[];
}

/** The boost (per cent) of an express with these leg coefficients; 0 when it does not qualify. */
export function expressBoostPercent(config: unknown, legCoefs: readonly number[]): number {
  const c = config as Partial<ExpressBoostConfig> | undefined;
  if (!c?.enabled || !Array.isArray(c.steps) || legCoefs.length < 2) return 0;
  if (legCoefs.some((k) => !(k >= (c.minLegCoef ?? 1)))) return 0;
  let best = 0;
  for (const s of c.steps) if (legCoefs.length >= s.legs && s.percent > best) best = s.percent;
  return Math.min(best, 100);
}

/** What the boost adds to a payout: `percent` of the net winnings (nothing on a payout at or below the stake). */
export function expressBoostAmount(payout: number, stake: number, percent: number): number {
  return payout > stake && percent > 0 ? ((payout - stake) * percent) / 100 : 0;
}
