/**
 * The in-house studio's side of the provider wallet: it calls the operator like any aggregator would, with a
 * signed JSON body over HTTP (`send` is `fetch` to the operator's base URL, or the app's own `fetch` in-process
 * — the same Request and Response either way). Transaction uuids are derived from the round, so a retried
 * call is the same transaction.
 */
import {
  casinoPaths,
  WALLET_SIGNATURE_HEADER,
  type WalletAnswer,
  type WalletCall,
  walletAnswerSchema,
} from '@betframe/sdk/casino';
import { signatureOf } from './provider-wallet';

export interface StudioClientOptions {
  secret: string;
  /** Sends one HTTP request to the operator. */
  send(request: Request): Promise<Response>;
  /** The operator's base URL (only the path matters in-process). */
  baseUrl?: string;
}

export interface StudioCall {
  token: string;
  round: string;
  transactionUuid: string;
  gameId: number;
  amountMinor: number;
  currency: string;
  referenceTransactionUuid?: string;
}

export function createStudioClient(options: StudioClientOptions) {
  let requests = 0;
  return async function call(kind: WalletCall, input: StudioCall): Promise<WalletAnswer> {
    requests += 1;
    const body = JSON.stringify({
      request_uuid: `${input.transactionUuid}-r${requests}`,
      token: input.token,
      transaction_uuid: input.transactionUuid,
      round: input.round,
      game_id: input.gameId,
      amount: input.amountMinor,
      currency: input.currency,
      ...(input.referenceTransactionUuid ? { reference_transaction_uuid: input.referenceTransactionUuid } : {}),
    });
    const response = await options.send(
      new Request(`${options.baseUrl ?? 'http://studio.internal'}${casinoPaths.wallet(kind)}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [WALLET_SIGNATURE_HEADER]: signatureOf(options.secret, body),
        },
        body,
      }),
    );
    return walletAnswerSchema.parse(await response.json());
  };
}

export type StudioClient = ReturnType<typeof createStudioClient>;
