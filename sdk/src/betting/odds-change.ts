/**
 * The player's bet-change setting (SPEC §3, CheckCf): 0 confirm every change, 1 accept any change, 2 accept only
 * rises.
 */
export const OddsChangePolicy = { confirm: 0, acceptAny: 1, acceptRise: 2 } as const;
export type OddsChangePolicyValue = (typeof OddsChangePolicy)[keyof typeof OddsChangePolicy];

/** Whether a bet shown at `shown` may be placed at `current` without asking the player again. */
export function acceptsOddsChange(policy: number, shown: number, current: number): boolean {
  if (Math.abs(shown - current) < 1e-9) return true;
  if (policy === OddsChangePolicy.acceptAny) return true;
  if (policy === OddsChangePolicy.acceptRise) return current > shown;
  return false;
}
