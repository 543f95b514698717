/**
 * The signed-in player's own push stream (`feedPaths.betsPush`, server-sent events): `balance` on connect and
 * after every change of money, `game` with an event of a game the player follows (game-subscriptions.ts), `messages` with the unread count of the office inbox, `support` when a consultant answers, `tournament` when a joined tournament's leaderboard moves, `bid` with the id of a bid bet that changed (bids.ts), `bet` with the whole bet whenever one of the player's bets changes (placed, a
 * selection settled, settled, sold in whole or part, an autobet opened or dropped). The stream is authenticated
 * like any Secure call (the session cookie, or `x-auth: Bearer <token>`).
 */
import { z } from 'zod/mini';
import type { TournamentPushEvent } from '../tournaments';
import type { BidPushEvent } from './bids';
import { betSchema } from './coupon';
import { type GamePushEvent, gamePushEventSchema } from './game-subscriptions';
import { feedPaths } from './paths';
import { type SseOptions, subscribeSse } from './push-client';
import { isPageOrigin, onPage, streamKey } from './stream-registry';

export const betPushEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bet'), bet: betSchema }),
  z.object({ type: z.literal('balance'), balance: z.number(), currency: z.string() }),
]);
/** The player's unread operator messages, sent when one arrives or is read or deleted (docs/office.md). */
export const messagesPushEventSchema = z.object({
  type: z.literal('messages'),
  unread: z.number().check(z.int(), z.minimum(0)),
});
export type MessagesPushEvent = z.output<typeof messagesPushEventSchema>;
/** A consultant answered in one of the player's support threads (the chat, a ticket; docs/office.md "Support"). */
export const supportPushEventSchema = z.object({
  type: z.literal('support'),
  thread: z.number().check(z.int(), z.positive()),
});
export type SupportPushEvent = z.output<typeof supportPushEventSchema>;
export type BetPushEvent = z.output<typeof betPushEventSchema>;

export interface BetsPushOptions extends SseOptions {
  /** The player's token (widgets); absent, the session cookie of the same origin is sent. */
  token?: string | null;
  lng?: string;
  onEvent(event: BetPushEvent): void;
  /** Hears the unread message count (the `messages` event); streams without it ignore the event. */
  onMessages?(event: MessagesPushEvent): void;
  /** Hears a consultant's answer (the `support` event). */
  onSupport?(event: SupportPushEvent): void;
  /** Hears an event of a followed game (the `game` event). */
  onGame?(event: GamePushEvent): void;
  /** Hears that a tournament the player joined has a new leaderboard (the `tournament` event). */
  onTournament?(event: TournamentPushEvent): void;
  /** Hears that one of the player's bid bets changed (the `bid` event; bids.ts). */
  onBid?(event: BidPushEvent): void;
}

export function betsPushUrl(origin = '', lng?: string): string {
  return `${origin}${feedPaths.betsPush}${lng && lng !== 'ru' ? `?lng=${encodeURIComponent(lng)}` : ''}`;
}

interface SharedStream {
  subscribers: Set<BetsPushOptions>;
  stop: () => void;
  /** Sent at every (re)connection; the newest token a subscriber brought. */
  headers: Record<string, string>;
  /** Connected now: a subscriber joining then hears `onOpen` at once, as it would have. */
  open?: boolean;
  /** The last balance and unread count, replayed to a subscriber that joins a running stream. */
  balance?: BetPushEvent;
  messages?: MessagesPushEvent;
}

/**
 * One stream per player and language on the page, however many screens and bundles follow it: a browser keeps
 * about six connections per host, and a page whose header, slip, office and inbox each held a stream starved its
 * own requests. A subscriber with its own `fetch` (tests) gets a stream of its own.
 */
const shared = new Map<string, SharedStream>();

function dispatch(stream: SharedStream, data: string): void {
  const json: unknown = JSON.parse(data);
  const event = betPushEventSchema.safeParse(json);
  if (event.success) {
    if (event.data.type === 'balance') stream.balance = event.data;
    for (const s of stream.subscribers) s.onEvent(event.data);
    return;
  }
  const game = gamePushEventSchema.safeParse(json);
  if (game.success) {
    for (const s of stream.subscribers) s.onGame?.(game.data);
    return;
  }
  const support = supportPushEventSchema.safeParse(json);
  if (support.success) {
    for (const s of stream.subscribers) s.onSupport?.(support.data);
    return;
  }
  // `{ type: 'tournament', tournament: id }` (tournamentPushEventSchema): checked by hand, so the slip's chunk,
  // which never listens for it, carries no schema for it.
  // `{ type: 'bid', bid: id }` (bids.ts) the same way.
  const { type, tournament, bid } = json as { type?: unknown; tournament?: unknown; bid?: unknown };
  if (type === 'bid' && Number.isSafeInteger(bid) && (bid as number) > 0) {
    for (const s of stream.subscribers) s.onBid?.({ type, bid: bid as number });
    return;
  }
  if (type === 'tournament' && Number.isSafeInteger(tournament) && (tournament as number) > 0) {
    for (const s of stream.subscribers) s.onTournament?.({ type, tournament: tournament as number });
    return;
  }
  const messages = messagesPushEventSchema.safeParse(json);
  if (!messages.success) return;
  stream.messages = messages.data;
  for (const s of stream.subscribers) s.onMessages?.(messages.data);
}

/** Starts following the player's bets and balance; the returned function stops it. */
export function subscribeBets(options: BetsPushOptions): () => void {
  if (options.fetch) {
    const own: SharedStream = { subscribers: new Set([options]), stop: () => undefined, headers: {} };
    const headers: Record<string, string> = options.token ? { 'x-auth': `Bearer ${options.token}` } : {};
    return subscribeSse(betsPushUrl(options.origin, options.lng), headers, (data) => dispatch(own, data), options);
  }
  return onPage('bets', subscribeShared)(options);
}

/**
 * One stream per player and language on the page, for every bundle (stream-registry.ts). On the page's own origin
 * the session cookie and the site's token name the same player, so screens with and without a token share the
 * stream, which sends the newest token it was given; on another origin each token has a stream of its own.
 */
function subscribeShared(options: BetsPushOptions): () => void {
  const url = betsPushUrl(options.origin, options.lng);
  const own = isPageOrigin(url);
  const key = own ? streamKey(url) : `${streamKey(url)} ${options.token ?? ''}`;
  let stream = shared.get(key);
  if (stream) {
    const joined = stream;
    joined.subscribers.add(options);
    // The stream reads its headers at every (re)connection: a fresher token serves the next one.
    if (options.token) joined.headers['x-auth'] = `Bearer ${options.token}`;
    if (joined.open) options.onOpen?.();
    if (joined.balance) options.onEvent(joined.balance);
    if (joined.messages) options.onMessages?.(joined.messages);
  } else {
    const headers: Record<string, string> = options.token ? { 'x-auth': `Bearer ${options.token}` } : {};
    const created: SharedStream = { subscribers: new Set([options]), stop: () => undefined, headers };
    created.stop = subscribeSse(url, headers, (data) => dispatch(created, data), {
      ...(options.retryMs !== undefined ? { retryMs: options.retryMs } : {}),
      onOpen: () => {
        created.open = true;
        for (const s of created.subscribers) s.onOpen?.();
      },
      onError: (error) => {
        created.open = false;
        for (const s of created.subscribers) s.onError?.(error);
      },
    });
    shared.set(key, created);
    stream = created;
  }
  const mine = stream;
  return () => {
    mine.subscribers.delete(options);
    if (mine.subscribers.size > 0) return;
    mine.stop();
    if (shared.get(key) === mine) shared.delete(key);
  };
}
