/**
 * What every part of the engine shares: its options, the bet rows as they are read back, the player's money
 * account and the system accounts of betting. Stakes wait in the `bets_open` system account until settlement,
 * so its balance always equals the stakes of unsettled bets.
 */
import { type BetKind, betKindFromVid } from '@betframe/sdk/betting';
import type { Bet } from '@betframe/sdk/feed';
import type { Db, Trx } from '../db';
import type { FeedProvider, WorldLink } from '../feed';
import { systemAccounts } from '../wallet';
import type { BettingLimits, BettingSettings } from './settings';
import type { BetSelectionsTable, BetsTable } from './tables';

import './tables';

/** A selection as read back (`dead_heat` defaults to 1: a row written at placement does not carry it). */
export type BetSelectionRow = Omit<BetSelectionsTable, 'dead_heat' | 'user_id'> & { dead_heat?: number };

/** System accounts of betting (per currency). */
export const bettingAccounts = {
  open: 'bets_open',
  tax: 'betting_tax',
  house: systemAccounts.house,
} as const;

export interface PlayerAccount {
  id: number;
  currencyId: number;
  digits: number;
  iso: string;
}

export type BetRow = Omit<
  BetsTable,
  | 'id'
  | 'stake_tax_minor'
  | 'payout_tax_minor'
  | 'sold_minor'
  | 'drop_on_score_change'
  | 'created_at'
  | 'bonus_id'
  | 'bonus_paid_minor'
  | 'boost_percent'
  | 'boost_minor'
  | 'promo_bonus_id'
  | 'freebet_minor'
> & {
  boost_percent: number;
  boost_minor: number;
  id: number;
  bonus_id: number | null;
  bonus_paid_minor: number;
  promo_bonus_id: number | null;
  freebet_minor: number;
  stake_tax_minor: number;
  payout_tax_minor: number;
  sold_minor: number;
  drop_on_score_change: boolean;
  created_at: Date;
};

export interface EngineOptions {
  db: Db;
  provider: FeedProvider;
  /** The shared feed world: acceptance adopts its stored clock and refuses the games it has closed. */
  world?: Pick<WorldLink, 'acceptance'>;
  settings: () => Promise<BettingSettings>;
  limits?: Partial<BettingLimits>;
  /**
   * A plain bet in one statement (plain-placement.ts, migration 0562); default on. Off, every bet takes the general
   * path (the benchmark compares the two in one run).
   */
  plainPlacement?: boolean;
  /** Refuses a player's coupon by its games (a sport the player disallowed) by throwing; before any money moves. */
  guard?: (userId: number, games: ReadonlyArray<{ sportId: number; live: boolean }>) => Promise<void>;
  /** Hears that one of a player's bid bets changed (bids.ts), after the change is committed. */
  onBid?: (userId: number, bidId: number) => void;
}

export interface PlaceResult {
  bet: Bet;
  balance: number;
  repeated: boolean;
  /** The advance lent for this bet (0 when the balance covered it). */
  advance: number;
}

/** What GetAvance answers (major units): the advance on offer, the balance and the debt outstanding. */
export interface AdvanceQuote {
  avance: number;
  balance: number;
  debt: number;
}

export const kindOf = (row: { vid: number; system_size: number | null }): BetKind =>
  betKindFromVid(row.vid, row.system_size ?? undefined) ?? { type: 'single' };

/** What placement needs to write a builder bet: its price and the row that keeps how it was priced. */
export interface BuilderTerms {
  coef: number;
  record: (trx: Trx, betId: number) => Promise<void>;
}
