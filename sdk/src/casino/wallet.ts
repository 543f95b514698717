/**
 * The provider wallet (CONTRACTS §6), a seamless wallet the game calls: `POST /provider-api/v1/wallet/{call}`
 * with a body signed by `X-Betframe-Signature: hex(HMAC-SHA256(provider secret, raw body))`. Minor units.
 */
import { z } from 'zod/mini';

export const WALLET_CALLS = ['balance', 'bet', 'win', 'rollback'] as const;
export type WalletCall = (typeof WALLET_CALLS)[number];
export const WALLET_SIGNATURE_HEADER = 'X-Betframe-Signature';

export const WALLET_STATUSES = [
  'ok',
  'insufficient_funds',
  'invalid_signature',
  'invalid_token',
  'round_closed',
  'limit_reached',
  'self_excluded',
  'unknown_transaction',
] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

export const walletRequestSchema = z.object({
  request_uuid: text(64),
  token: text(128),
  transaction_uuid: text(64),
  round: text(64),
  game_id: z.union([text(64), z.number()]),
  amount: z.number().check(z.int(), z.minimum(0)),
  currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  reference_transaction_uuid: z.optional(text(64)),
});
export type WalletRequest = z.output<typeof walletRequestSchema>;

export const walletAnswerSchema = z.object({
  status: z.enum(WALLET_STATUSES),
  balance: z.number(),
  currency: z.string(),
  transaction_uuid: z.string(),
});
export type WalletAnswer = z.output<typeof walletAnswerSchema>;
