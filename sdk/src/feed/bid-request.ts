/**
 * `MakeBetBidWeb`'s body (bids.ts): a MakeBetWeb body whose stake is `VIPBetSumm` (`summ` may repeat it). A single
 * only (vid 0); no autobet, advance or promotion.
 */
import { z } from 'zod/mini';
import { makeBetRequestSchema } from './coupon';

export const makeBetBidRequestSchema = z.strictObject({
  ...makeBetRequestSchema.shape,
  summ: z.optional(z.coerce.number().check(z.positive())),
  VIPBetSumm: z.coerce.number().check(z.positive()),
});
export type MakeBetBidRequest = z.output<typeof makeBetBidRequestSchema>;
