/**
 * The one place the provider wallet asks whether a player may stake (CONTRACTS §7: limits and exclusions refuse
 * casino stakes too). The responsible-gambling area implements it; the composition root (server/src/routes.ts)
 * hands it to `casinoRoutesWith`. The default allows every stake.
 */
import type { Executor } from '../db';

export interface CasinoStake {
  userId: number;
  currencyId: number;
  amountMinor: number;
  at: Date;
}

export type StakeVerdict = 'ok' | 'limit_reached' | 'self_excluded';

export interface CasinoStakeCheck {
  /** Runs inside the wallet's bet transaction, before the debit. */
  check(ex: Executor, stake: CasinoStake): Promise<StakeVerdict>;
}

export const allowEveryStake: CasinoStakeCheck = { check: async () => 'ok' };
