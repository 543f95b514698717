/**
 * The signed-in player's bets, shared by the coupon's "my bets" and the office's bets history: the player's push
 * stream (`subscribeBets` of @betframe/sdk/feed: each changed bet and the balance, live), the cash-out quotes
 * (GetCashOut) and a sale at a quote (SaleBet), whose refusal carries the new quote for the player to accept.
 */
import {
  type Bet,
  type BetPushEvent,
  betSchema,
  type CashOutQuote,
  cashOutChangedBodySchema,
  feedPaths,
  getCashOutResponseSchema,
  type MessagesPushEvent,
  saleBetResponseSchema,
  subscribeBets,
} from '@betframe/sdk/feed';
import { type CallResult, callResultOf, type ResponseSchema } from '@betframe/sdk/request';
import { useEffect, useRef } from 'react';
import * as z from 'zod/mini';
import { httpFor, playerAuth } from '../http';

/**
 * Follows the player's bets and balance while `token` is set; `onEvent` hears each event, `onMessages` (the
 * office) the inbox's unread count on the same stream.
 */
export function usePlayerBets(
  origin: string,
  lang: string,
  token: string | null | undefined,
  onEvent: (event: BetPushEvent) => void,
  onMessages?: (event: MessagesPushEvent) => void,
): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const messages = useRef(onMessages);
  messages.current = onMessages;
  const hearsMessages = onMessages !== undefined;
  useEffect(() => {
    if (!token) return;
    return subscribeBets({
      origin,
      token,
      lng: lang,
      onEvent: (e) => handler.current(e),
      ...(hearsMessages ? { onMessages: (e: MessagesPushEvent) => messages.current?.(e) } : {}),
    });
  }, [origin, lang, token, hearsMessages]);
}

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

/** `bets` with `bet` in its place (a new one first), newest first. */
export function withBet(bets: readonly Bet[], bet: Bet): Bet[] {
  const rest = bets.filter((b) => b.betId !== bet.betId);
  return [bet, ...rest].sort((a, b) => b.betId - a.betId);
}
