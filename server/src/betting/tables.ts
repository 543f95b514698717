import type { SelectionResult } from '@betframe/sdk/betting';
import type { BetStatus } from '@betframe/sdk/feed';
import type { Generated } from 'kysely';

export interface BetsTable {
  id: Generated<number>;
  user_id: number;
  account_id: number;
  currency_id: number;
  bet_guid: string;
  request_hash: string;
  vid: number;
  system_size: number | null;
  stake_minor: number;
  stake_tax_minor: Generated<number>;
  coef: number;
  potential_win_minor: number;
  status: BetStatus;
  payout_minor: number | null;
  payout_tax_minor: Generated<number>;
  sold_minor: Generated<number>;
  auto_bet_coef: number | null;
  drop_on_score_change: Generated<boolean>;
  score_at_placement: string | null;
  coupon_code: string | null;
  created_at: Date;
  settled_at: Date | null;
  /** The bonus that paid part of the stake (migration 0501), and how much of the paid amount it paid. */
  bonus_id: Generated<number | null>;
  bonus_paid_minor: Generated<number>;
  /** Express boost (migration 0601): the percent recorded at placement, what it added at settlement. */
  boost_percent: Generated<number>;
  boost_minor: Generated<number>;
  /** The freebet or insurance the bet used (migration 0230), and the stake a freebet paid. */
  promo_bonus_id: Generated<number | null>;
  freebet_minor: Generated<number>;
}

export interface BetSelectionsTable {
  bet_id: number;
  idx: number;
  game_id: number;
  outcome_type: number;
  param: number;
  coef: number;
  result: SelectionResult | null;
  /** Dead heat (migration 0395): competitors sharing the place a won selection backed; 1 when none. */
  dead_heat: Generated<number>;
  /** The bet's player (migration 0564): the stake-limit sums read a player's selections on a game by index. */
  user_id: number;
}

export interface BetCouponsTable {
  code: string;
  payload: unknown;
  created_at: Date;
  /** Shared codes (putbetscommon, migration 0391) expire; SaveCoupon's do not (null). */
  expires_at: Generated<Date | null>;
}

export interface CashOutQuotesTable {
  id: string;
  bet_id: number;
  user_id: number;
  stake_minor: number;
  amount_minor: number;
  expires_at: Date;
  created_at: Date;
  used_at: Date | null;
  paid_minor: number | null;
}

/** A builder bet's pricing (migration 0240): the model's parameters and the margin at placement. */
export interface BetBuildersTable {
  bet_id: number;
  params: unknown;
  margin: number;
  fair_p: number;
}

declare module '../db' {
  interface Tables {
    bet_builders: BetBuildersTable;
    bets: BetsTable;
    bet_selections: BetSelectionsTable;
    bet_coupons: BetCouponsTable;
    cash_out_quotes: CashOutQuotesTable;
  }
}

/** A bid (VIP) bet waiting for a trader or for the player's answer to a counter-offer (migration 0245, bids.ts). */
export interface BetBidsTable {
  id: Generated<number>;
  user_id: number;
  account_id: number;
  currency_id: number;
  bet_guid: string;
  game_id: number;
  outcome_type: number;
  param: number;
  label: string;
  stake_minor: number;
  coef: number;
  counter_stake_minor: number | null;
  counter_coef: number | null;
  is_power_bet: boolean;
  check_cf: number;
  status: 'pending' | 'countered' | 'accepted' | 'rejected' | 'declined' | 'expired';
  expires_at: Date;
  created_at: Date;
  decided_at: Date | null;
  bet_id: number | null;
}

declare module '../db' {
  interface Tables {
    bet_bids: BetBidsTable;
  }
}
