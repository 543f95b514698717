/**
 * The one place the provider wallet asks whether a player may stake (CONTRACTS §7: limits and exclusions refuse
 * casino stakes too). The responsible-gambling area implements it; the composition root (server/src/routes.ts)
 * hands it to `casinoRoutesWith`. The default allows every stake.
 */
import type { ApiError } from '../app/errors';
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
  /**
   * Why a stake is refused, as the player's own calls answer it (CONTRACTS §7: `timeout_active` or
   * `self_excluded` with the end time, `limit_reached` with type, period and remaining); null when it may go ahead.
   * The in-house games ask it after the wallet refused a stake, since the wallet's statuses (§6) carry no details.
   */
  explain?(ex: Executor, stake: CasinoStake): Promise<ApiError | null>;
}

export const allowEveryStake: CasinoStakeCheck = { check: async () => 'ok' };
