/** Refusals of a bet that carry more than a code: the events as they are now, or the advance on offer. */
import type { CashOutQuote, CouponEventState } from '@betframe/sdk/feed';
import { ApiError } from '../app/errors';

/** A refused bet whose odds moved: the client shows the new odds and asks the player. */
export class OddsChangedError extends ApiError {
  constructor(readonly events: CouponEventState[]) {
    super(409, 'odds_changed', 'The odds have changed');
  }
}

/** An advance bet whose shortfall (stake − balance) is more than the advance on offer. */
export class AdvanceExceededError extends ApiError {
  constructor(shortfall: number, available: number) {
    super(
      400,
      'advance_exceeded',
      `The stake exceeds the balance by ${shortfall}; the advance on offer is ${available}`,
    );
  }
}

export class EventsUnavailableError extends ApiError {
  constructor(readonly events: CouponEventState[]) {
    super(409, 'event_unavailable', 'An event of the coupon no longer accepts bets');
  }
}

/** A cash-out quote that no longer holds (expired, or the live offer moved past it): here is the new one, if any. */
export class CashOutChangedError extends ApiError {
  constructor(readonly quote: CashOutQuote | undefined) {
    super(
      409,
      quote ? 'cash_out_changed' : 'cash_out_unavailable',
      quote ? `The offer is now ${quote.amount}` : 'No cash-out offer for this bet now',
    );
  }
}
