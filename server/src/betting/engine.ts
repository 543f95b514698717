/**
 * Bets on the ledger, one entry point for the routes and tests: placement (./placement.ts), settlement and
 * autobets (./settlement.ts), cash-out (./cash-out.ts), history (./history.ts), the advance quote
 * (./advance-quote.ts), all reading bets and balances through one `BetBook` (./book.ts). Money changes units only
 * through `wallet/money.ts`.
 */
import type {
  Bet,
  BetStatus,
  BuilderRefusal,
  CashOutQuote,
  CouponEventInput,
  MakeBetBuilderRequest,
  MakeBetRequest,
  SaleBetRequest,
} from '@betframe/sdk/feed';
import { advanceQuote } from './advance-quote';
import { BetEvents } from './bet-events';
import { Bids } from './bids';
import { BetBook } from './book';
import { placeBuilderBet } from './builder';
import { CashOut } from './cash-out';
import { BetHistory } from './history';
import { Placement } from './placement';
import type { AdvanceQuote, EngineOptions, PlaceResult } from './records';
import type { BettingLimits } from './settings';
import { Settlement } from './settlement';

export { BetEvents } from './bet-events';
export { Bids, bidHeldAccount, bidPostingKinds, type DeskBid } from './bids';
export { assessBuilder, BuilderPriceChangedError, BuilderRefusedError } from './builder';
export { AdvanceExceededError, CashOutChangedError, EventsUnavailableError, OddsChangedError } from './errors';
export { requestHash } from './placement';
export { type AdvanceQuote, bettingAccounts, type EngineOptions, type PlaceResult } from './records';

export class BettingEngine {
  readonly limits: BettingLimits;
  /** Every change of a player's bet, for the per-player push stream. */
  readonly events = new BetEvents();
  private readonly book: BetBook;
  private readonly placement: Placement;
  private readonly settlement: Settlement;
  private readonly cashOut: CashOut;
  private readonly bets: BetHistory;
  /** Bid (VIP) bets and power bets: stakes above the automatic limit, decided by a trader (bids.ts). */
  readonly bids: Bids;

  constructor(private readonly o: EngineOptions) {
    this.book = new BetBook(o);
    this.limits = this.book.limits;
    this.placement = new Placement(o, this.book, this.events);
    this.settlement = new Settlement(o, this.book, this.events);
    this.cashOut = new CashOut(o, this.book, this.events);
    this.bets = new BetHistory(o, this.book);
    this.bids = new Bids(o, this.book, this.placement);
  }

  /** Places one bet. Repeats of the same betGuid return the first result. */
  place(userId: number, req: MakeBetRequest, lang = 'ru', partner = 1): Promise<PlaceResult> {
    return this.placement.place(userId, req, lang, partner);
  }

  /** MakeBetWebBuilder: one bet on legs of one game at the builder's price (./builder.ts). */
  placeBuilder(
    userId: number,
    req: MakeBetBuilderRequest,
    lang: string,
    partner: number,
    explain: (code: BuilderRefusal) => string,
  ): Promise<PlaceResult> {
    return placeBuilderBet(this.o.provider, this.placement, userId, req, lang, partner, explain);
  }

  /** Several singles at once: one stake per event; GUIDs `betGuid#index`, each idempotent on its own. */
  placeMulti(
    userId: number,
    req: {
      couponEvents: CouponEventInput[];
      summ?: number;
      groupsSumms?: number[];
      betGuid: string;
      checkCf: number;
      approvedBet?: boolean;
    },
    lang = 'ru',
  ): Promise<{ bets: Bet[]; balance: number }> {
    return this.placement.placeMulti(userId, req, lang);
  }

  /** GetAvance: the advance on offer for the player's active account, its balance and its outstanding debt. */
  advance(userId: number): Promise<AdvanceQuote> {
    return advanceQuote(this.o.db, this.book, userId);
  }

  /** Settles every open selection whose game has an official result; returns the number of bets closed. */
  settleDue(): Promise<number> {
    return this.settlement.settleDue();
  }

  /** Settles the selections of one game once its result is official; then every bet that can close. */
  settleGame(gameId: number): Promise<number> {
    return this.settlement.settleGame(gameId);
  }

  /** Accepts autobets whose coefficient reached the target; drops those whose score changed when asked. */
  processAutobets(): Promise<{ accepted: number; dropped: number }> {
    return this.settlement.processAutobets();
  }

  /** Sells a bet (whole, or part of the offer when partial sales are allowed), at a quote when one is given. */
  sell(
    userId: number,
    req: Pick<SaleBetRequest, 'saleBetId' | 'summ' | 'quoteId' | 'expectedOffer'>,
    lang = 'ru',
  ): Promise<{ bet: Bet; paid: number; balance: number }> {
    return this.cashOut.sell(userId, req, lang);
  }

  /** A cash-out quote for every open bet of the player that can be sold now. */
  cashOutQuotes(userId: number): Promise<CashOutQuote[]> {
    return this.cashOut.quotes(userId);
  }

  /** The player's money account now (for the push stream's balance events). */
  async balanceOf(userId: number): Promise<{ balance: number; currency: string }> {
    const account = await this.book.account(userId);
    return { balance: await this.book.balance(account.id, account.digits), currency: account.iso };
  }

  history(
    userId: number,
    q: { from?: string; to?: string; vid?: number; status?: BetStatus; page: number },
    lang = 'ru',
  ): Promise<{ bets: Bet[]; total: number; page: number }> {
    return this.bets.history(userId, q, lang);
  }

  detail(userId: number, betId: number, lang = 'ru'): Promise<Bet> {
    return this.bets.detail(userId, betId, lang);
  }
}
