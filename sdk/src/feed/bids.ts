/**
 * Bid (VIP) bets and power bets (SPEC §3 `VIPBetSumm`, `IsPowerBet`; §7 `MakeBetBidWeb`): a single whose stake is
 * above the automatic limit goes to a trader instead of being refused. The stake is held while the trader decides;
 * the trader accepts, rejects or counter-offers a lower stake or price, which the player accepts or declines within
 * its time. Accepting places the bet through the ordinary placement (docs/feed-and-betting.md "Bid bets"). The
 * request body is bid-request.ts (apart, so the slip's bid chunk does not share the coupon schemas' module).
 */
import { z } from 'zod/mini';

/** The bid calls (LiveBet/Secure, signed in); apart from `feedPaths`, so the slip's bid chunk needs nothing more. */
export const bidPaths = {
  make: '/service-api/LiveBet/Secure/MakeBetBidWeb',
  list: '/service-api/LiveBet/Secure/GetBetBids',
  answer: '/service-api/LiveBet/Secure/AnswerBetBid',
} as const;

/**
 * pending: the trader decides until `expiresAt`; countered: the player decides on `counterStake`/`counterCoef` until
 * `expiresAt`; accepted (placed as `betId`), rejected (by the trader), declined (by the player), expired — the last
 * three with the stake back on the balance.
 */
export const betBidStatusSchema = z.enum(['pending', 'countered', 'accepted', 'rejected', 'declined', 'expired']);
export type BetBidStatus = z.output<typeof betBidStatusSchema>;

export const betBidSchema = z.object({
  bidId: z.number(),
  status: betBidStatusSchema,
  /** "Home — Away: outcome" in the language of the call that placed the bid. */
  label: z.string(),
  gameId: z.number(),
  type: z.number(),
  param: z.number(),
  /** The stake and price asked (major units of `currency`). */
  stake: z.number(),
  coef: z.number(),
  counterStake: z.optional(z.number()),
  counterCoef: z.optional(z.number()),
  currency: z.string(),
  /** Sent with `isPowerBet` on MakeBetWeb (a stake above the limit became a bid by itself). */
  isPowerBet: z.boolean(),
  createdAt: z.string(),
  /** While pending or countered: when the decision ends (the stake is then released). */
  expiresAt: z.string(),
  betId: z.optional(z.number()),
});
export type BetBid = z.output<typeof betBidSchema>;

export const betBidResponseSchema = z.object({
  data: z.object({ type: z.literal('bet-bid'), id: z.string(), attributes: z.object({ bid: betBidSchema }) }),
});

/** `GetBetBids`: the player's bids, newest first, and the limits that decide when a stake becomes a bid. */
export const betBidsResponseSchema = z.object({
  data: z.object({
    type: z.literal('bet-bids'),
    attributes: z.object({
      bids: z.array(betBidSchema),
      /** The automatic limit per market in the player's currency; a larger stake is a bid. */
      maxStake: z.number(),
      currency: z.string(),
      /** How long a trader has to decide, and the player to answer a counter-offer (seconds). */
      decisionSeconds: z.number(),
      counterSeconds: z.number(),
    }),
  }),
});
export type BetBids = z.output<typeof betBidsResponseSchema>['data']['attributes'];

/** `AnswerBetBid`: the player accepts a counter-offer (`accept: true`) or declines / withdraws the bid. */
export const answerBetBidRequestSchema = z.strictObject({
  bidId: z.coerce.number().check(z.int(), z.positive()),
  accept: z.boolean(),
});
export type AnswerBetBidRequest = z.output<typeof answerBetBidRequestSchema>;

/** The push stream's notice that one of the player's bids changed (read it again with `GetBetBids`). */
export interface BidPushEvent {
  type: 'bid';
  bid: number;
}
