/**
 * Pay-and-play registration (SPEC §2; docs/api-accounts.md "Pay-and-play"): the player chooses an amount and pays
 * through the bank first; the bank's verified callback returns the payer's identity, from which the server creates
 * the account (or signs in the one with the same bank identity), credits the deposit once and signs the player in.
 */
import * as z from 'zod/mini';
import { agreementSchema, idSchema, promoCodeSchema } from './fields';

/** A local path on this site the bank sends the player back to. */
const returnToSchema = z.string().check(z.maxLength(512), z.regex(/^\/(?![/\\])[^\s]*$/, 'local_path_required'));

/** A deposit amount in major units as typed or sent: more than zero, at most two decimals, at most 10 000 000. */
export const payAndPlayAmountSchema = z
  .pipe(
    z.union([z.string(), z.number()]),
    z.transform((value) => String(value).trim()),
  )
  .check(
    z.refine(
      (text) => /^\d{1,8}(\.\d{1,2})?$/.test(text) && Number(text) > 0 && Number(text) <= 10_000_000,
      'invalid_amount',
    ),
  );

/** POST /web-api/registration/pay-and-play — starts a payment at the bank; nobody is registered yet. */
export const payAndPlayStartRequest = z.strictObject({
  amount: payAndPlayAmountSchema,
  currency_id: idSchema,
  country_id: idSchema,
  promo_code: z.optional(promoCodeSchema),
  regRules: agreementSchema,
  regPolitics: agreementSchema,
  return_to: z.optional(returnToSchema),
});
export type PayAndPlayStartRequest = z.input<typeof payAndPlayStartRequest>;

/** The answer of the start: where the player pays (the bank's page). */
export const payAndPlayStartData = z.object({ attemptId: z.number(), bankUrl: z.string() });
export type PayAndPlayStartData = z.infer<typeof payAndPlayStartData>;

/** The answer of the bank's callback called as JSON (a browser is redirected to `return_to` instead). */
export const payAndPlayDoneData = z.object({
  userId: z.number(),
  sessionId: z.string(),
  token: z.string(),
  login: z.string(),
  /** True when the bank identity was new and the account was created now. */
  created: z.boolean(),
  paymentId: z.number(),
  amountMinor: z.number(),
});
export type PayAndPlayDoneData = z.infer<typeof payAndPlayDoneData>;

/** The failure codes a page address carries back (`?pay_and_play_error=`), each with a text `reg_pnp_error_<code>`. */
export const payAndPlayErrors = ['under_age', 'self_excluded', 'replayed', 'cancelled', 'refused'] as const;
export type PayAndPlayError = (typeof payAndPlayErrors)[number];
