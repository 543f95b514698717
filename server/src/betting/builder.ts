/**
 * Bet builder bets (docs/feed-and-betting.md "Bet builder"): legs of one game at one price from the feed's model
 * (feed/builder.ts). Checking a builder coupon (UpdateCouponBuilder), placing it through the one placement path
 * (the same ledger posting, limits and idempotency as every bet; the bet row has vid 3 and a `bet_builders` row
 * with the model's parameters), and settling it: a builder bet wins only when every leg wins; void legs are
 * removed and the rest re-priced from the parameters kept at placement (one leg left: its own placed price).
 */
import { acceptsOddsChange, type SelectionResult } from '@betframe/sdk/betting';
import {
  BUILDER_MAX_LEGS,
  BUILDER_MIN_LEGS,
  BUILDER_VID,
  type BuilderCoupon,
  type BuilderRefusal,
  type CouponEventState,
  type MakeBetBuilderRequest,
} from '@betframe/sdk/feed';
import { ApiError } from '../app/errors';
import type { Trx } from '../db';
import {
  type BuilderLeg,
  type BuilderParams,
  type BuilderPrice,
  type BuilderQuote,
  type FeedProvider,
  isBuilderLeg,
  priceBuilder,
} from '../feed';
import { EventsUnavailableError } from './errors';
import { type EvaluatedEvent, evaluateEvent } from './evaluate';
import type { Placement } from './placement';
import type { BuilderTerms, PlaceResult } from './records';

export type { BuilderTerms };

export interface BuilderAssessment {
  evaluated: EvaluatedEvent[];
  quote: BuilderQuote | undefined;
  /** The price, or why the combination is refused and which legs clash. */
  price: BuilderPrice;
}

const refuse = (code: BuilderRefusal, legs: number[] = []): BuilderPrice => ({ ok: false, code, legs });

/** Reads a builder coupon against the feed now: its legs' states, and its price or refusal. */
export function assessBuilder(provider: FeedProvider, coupon: BuilderCoupon, lang: string): BuilderAssessment {
  const evaluated = coupon.couponEvents.map((e) => evaluateEvent(provider, e, lang));
  const done = (price: BuilderPrice, quote?: BuilderQuote): BuilderAssessment => ({ evaluated, quote, price });
  const n = evaluated.length;
  if (n < BUILDER_MIN_LEGS) return done(refuse('builder_too_few_legs'));
  if (n > BUILDER_MAX_LEGS) return done(refuse('builder_too_many_legs'));
  const gameId = coupon.couponEvents[0]?.gameId as number;
  const other = coupon.couponEvents.findIndex((e) => e.gameId !== gameId);
  if (other >= 0) return done(refuse('builder_one_game', [0, other]));
  const game = provider.game(gameId);
  const quote = game ? provider.builder?.(game) : undefined;
  if (!quote) return done(refuse('builder_not_offered'));
  const legs = coupon.couponEvents.map((e) => ({ type: e.type, param: e.param }));
  const wrong = evaluated.findIndex((e, i) => !e.state.available || !isBuilderLeg(legs[i] as BuilderLeg, quote.params));
  if (wrong >= 0) return done(refuse('builder_market_not_offered', [wrong]), quote);
  return done(priceBuilder(quote, legs), quote);
}

/** A builder refusal as the bet call answers it: 400 with the code, the text in the player's language, the legs. */
export class BuilderRefusedError extends ApiError {
  constructor(code: BuilderRefusal, message: string, legs: number[]) {
    super(400, code, message, undefined, { legs });
  }
}

/** The combined price moved past what the player accepts: 409 `odds_changed` with the legs and the new price. */
export class BuilderPriceChangedError extends ApiError {
  constructor(
    readonly events: CouponEventState[],
    readonly coef: number,
  ) {
    super(409, 'odds_changed', 'The bet builder price has changed', undefined, { events, coef });
  }
}

/**
 * MakeBetWebBuilder: prices the legs now, holds the player's bet-change setting against the combined price, and
 * places one bet through `Placement.place` with the builder's terms (the price, and its parameters recorded in the
 * bet's own transaction).
 */
export async function placeBuilderBet(
  provider: FeedProvider,
  placement: Placement,
  userId: number,
  req: MakeBetBuilderRequest,
  lang: string,
  partner: number,
  explain: (code: BuilderRefusal) => string,
): Promise<PlaceResult> {
  if (req.isNewBetBuilder === false)
    throw new BuilderRefusedError('builder_legacy_unsupported', explain('builder_legacy_unsupported'), []);
  const { evaluated, quote, price } = assessBuilder(provider, req.builderCoupon, lang);
  const states = evaluated.map((e) => e.state);
  if (!price.ok) {
    // A leg that cannot be bet now is the coupon's usual 409 with the events as they are.
    if (price.code === 'builder_market_not_offered' && evaluated.some((e) => !e.state.available))
      throw new EventsUnavailableError(states);
    throw new BuilderRefusedError(price.code, explain(price.code), price.legs);
  }
  const seen = req.builderCoupon.coef ?? price.coef;
  const policy = req.approvedBet ? 1 : req.checkCf;
  if (!acceptsOddsChange(policy, seen, price.coef)) throw new BuilderPriceChangedError(states, price.coef);
  const params = (quote as BuilderQuote).params;
  const margin = (quote as BuilderQuote).margin;
  return placement.place(
    userId,
    {
      couponEvents: req.builderCoupon.couponEvents.map((e) => ({ gameId: e.gameId, type: e.type, param: e.param })),
      summ: req.summ,
      vid: BUILDER_VID,
      betGuid: req.betGuid,
      checkCf: req.checkCf,
      ...(req.currencyId !== undefined ? { currencyId: req.currencyId } : {}),
    },
    lang,
    partner,
    {
      builder: {
        coef: price.coef,
        record: async (trx: Trx, betId: number) => {
          await trx
            .insertInto('bet_builders')
            .values({ bet_id: betId, params: JSON.stringify(params), margin, fair_p: price.p })
            .execute();
        },
      },
    },
  );
}

export interface BuilderLegResult {
  type: number;
  param: number;
  coef: number;
  result: SelectionResult | null;
}

/**
 * A builder bet as one selection for the coupon maths (a single at this coefficient): lost when a leg lost; void
 * (refund) when every leg is void; else won at the bet's price — or, when some legs are void, at the price of the
 * legs left from the model's parameters at placement (one leg left: its own placed price; a rest too certain to
 * price returns the stake). Undefined while a leg is open and none lost.
 */
export function builderOutcome(
  bet: { coef: number; params: BuilderParams; margin: number },
  legs: readonly BuilderLegResult[],
): { coefficient: number; result: SelectionResult } | undefined {
  if (legs.some((l) => l.result === 'loss' || l.result === 'half-loss'))
    return { coefficient: bet.coef, result: 'loss' };
  if (legs.some((l) => l.result === null)) return undefined;
  const left = legs.filter((l) => l.result !== 'refund');
  if (left.length === 0) return { coefficient: 1, result: 'refund' };
  if (left.length === legs.length) return { coefficient: bet.coef, result: 'win' };
  if (left.length === 1) return { coefficient: (left[0] as BuilderLegResult).coef, result: 'win' };
  const price = priceBuilder({ params: bet.params, margin: bet.margin }, left);
  return { coefficient: price.ok ? price.coef : 1, result: 'win' };
}

/** Reads a builder bet's pricing row and settles it as one selection (see `builderOutcome`). */
export async function settleBuilderBet(
  trx: Trx,
  bet: { id: number; coef: number },
  legs: readonly BuilderLegResult[],
): Promise<{ coefficient: number; result: SelectionResult } | undefined> {
  const row = await trx
    .selectFrom('bet_builders')
    .select(['params', 'margin'])
    .where('bet_id', '=', bet.id)
    .executeTakeFirst();
  if (!row) return undefined;
  const params = (typeof row.params === 'string' ? JSON.parse(row.params) : row.params) as BuilderParams;
  return builderOutcome({ coef: bet.coef, params, margin: row.margin }, legs);
}
