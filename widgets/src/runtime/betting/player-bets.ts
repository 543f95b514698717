/**
 * The signed-in player's bets, shared by the coupon's "my bets" and the office's bets history: the cash-out quotes
 * (GetCashOut) and a sale at a quote (SaleBet), whose refusal carries the new quote for the player to accept.
 * The push stream of the player's bets is bets-push.ts.
 */
import {
  type Bet,
  betSchema,
  type CashOutQuote,
  cashOutChangedBodySchema,
  feedPaths,
  getCashOutResponseSchema,
  saleBetResponseSchema,
} from '@betframe/sdk/feed';

// bets-push.ts loads the stream from here, with the rest of the player's bets, when a player signs in.
export { subscribeBets } from '@betframe/sdk/feed';

import { type CallResult, callResultOf, type ResponseSchema } from '@betframe/sdk/request';
import * as z from 'zod/mini';
import { httpFor, playerAuth } from '../http';

function post<T>(
  origin: string,
  token: string | null | undefined,
  path: string,
  params: Record<string, unknown>,
  schema: ResponseSchema<T>,
  lang?: string,
): Promise<CallResult<T>> {
  return httpFor(origin)
    .request({
      path,
      method: 'POST',
      params,
      headers: playerAuth(token),
      ...(lang ? { query: { lng: lang } } : {}),
      schema,
    })
    .then((result) => callResultOf(result as Parameters<typeof callResultOf<T>>[0]));
}

/** The quotes of the player's sellable open bets, by bet id. */
export async function cashOutQuotes(origin: string, token: string): Promise<CallResult<Map<number, CashOutQuote>>> {
  const result = await post(origin, token, feedPaths.secure('GetCashOut'), {}, getCashOutResponseSchema);
  if (!result.ok) return result;
  const quotes = new Map<number, CashOutQuote>();
  for (const o of result.data.data.attributes.offers) {
    if (o.quoteId && o.expiresAt)
      quotes.set(o.betId, { betId: o.betId, amount: o.offer, quoteId: o.quoteId, expiresAt: o.expiresAt });
  }
  return { ok: true, data: quotes };
}

export type SaleResult =
  | { ok: true; bet: Bet; paid: number; balance: number }
  /** The quote no longer holds: `quote` is the new one (absent when the bet cannot be sold now). */
  | { ok: false; code: string; message: string; quote?: CashOutQuote };

/**
 * Sells a bet at what the player saw: a quote (`quoteId`) or, where only the amount is known (a history row), that
 * amount (`expectedOffer`). `summ` sells that part of it.
 */
export async function sellBet(
  origin: string,
  token: string | null | undefined,
  lang: string,
  sale: { saleBetId: number; quoteId?: string; expectedOffer?: number; summ?: number },
): Promise<SaleResult> {
  const result = await post(origin, token, feedPaths.secure('SaleBet'), sale, saleBetResponseSchema, lang);
  if (result.ok) return { ok: true, ...result.data.data.attributes };
  const changed = cashOutChangedBodySchema.safeParse(result.body);
  return {
    ok: false,
    code: result.code,
    message: result.message,
    ...(changed.success ? { quote: changed.data.data.quote } : {}),
  };
}

const historyBody = z.object({ data: z.object({ attributes: z.object({ bets: z.array(z.unknown()) }) }) });

/** The first page of the player's bets of the last 7 days (History), newest first; malformed rows are skipped. */
export async function recentBets(origin: string, token: string, lang: string): Promise<CallResult<Bet[]>> {
  const result = await post(origin, token, feedPaths.secure('History'), {}, historyBody, lang);
  if (!result.ok) return result;
  const bets: Bet[] = [];
  for (const raw of result.data.data.attributes.bets) {
    const parsed = betSchema.safeParse(raw);
    if (parsed.success) bets.push(parsed.data);
  }
  return { ok: true, data: bets };
}
