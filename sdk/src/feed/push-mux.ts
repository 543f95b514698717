/**
 * One feed push stream per page (and language), however many line widgets, game pages and slips follow the feed:
 * a browser keeps six HTTP/1.1 connections per host, and a stream per widget starved the page's own requests
 * (docs/betting-widgets.md "Streams: one per origin").
 *
 * Subscribers register their `PushSubscription`; the multiplexer keeps the union of them as one query
 * (`unionOf`) and, a short moment after the union changes (so a page mounting three widgets opens one connection,
 * not three), (re)connects one stream for it when the open one does not bring it already (`within`: a leaver or
 * a newcomer the stream covers costs no reconnection). Each (re)connection starts with the server's snapshots for the whole
 * union, so everyone's state is whole again. Each delta goes to the subscribers whose own filter covers its game
 * (`covers`, the server's rule, judged on the game as last pushed). A subscriber that joins a stream already
 * covering it hears `onOpen` and the snapshots of its games from the multiplexer's copy at once.
 */
import { applyPushDelta } from './apply-delta';
import type { Game } from './game';
import type { PushDelta } from './push';
import { type PushSubscription, type SseOptions, subscribePush } from './push-client';
import { onPage, streamKey } from './stream-registry';

export interface FeedListener {
  onDelta(delta: PushDelta): void;
  /** The stream is up (again); also at once for a subscriber joining a stream that is up. */
  onOpen?(): void;
  /** The stream dropped; snapshots follow its reconnection. */
  onError?(error: unknown): void;
}

export interface FeedMuxOptions {
  fetch?: typeof fetch;
  retryMs?: number;
  /** Runs the union's (re)connection a moment later (default a 20 ms timer; tests run it by hand). */
  schedule?(run: () => void): void;
  /** Hears a subscriber's throw (default: thrown again in a later task). */
  report?(error: unknown): void;
}

export interface FeedMux {
  subscribe(origin: string, sub: PushSubscription, listener: FeedListener): () => void;
  /** Streams open now (one per origin and language in use). */
  readonly streams: number;
}

const has = (list: number[] | undefined): list is number[] => list !== undefined && list.length > 0;

/** Whether a subscription follows `game`: the server's rule (server/src/feed/push.ts `covers`). */
export function covers(sub: PushSubscription, game: Game): boolean {
  if (sub.games?.includes(game.id)) return true;
  if (game.kind !== 1 && !sub.line) return false;
  if (sub.all || (!has(sub.sports) && !has(sub.champs) && !has(sub.games))) return true;
  return Boolean(sub.sports?.includes(game.sportId) || sub.champs?.includes(game.champId));
}

/**
 * The one query that covers every subscription of a language. Listed games are followed whatever their kind, so
 * `line` is asked for only by subscriptions that filter by sport or championship or follow everything; `full`
 * becomes the list of the games whose subscribers want every market, unless one such subscriber follows more
 * than listed games.
 */
export function unionOf(subs: readonly PushSubscription[]): PushSubscription {
  const sports = new Set<number>();
  const champs = new Set<number>();
  const games = new Set<number>();
  const fullGames = new Set<number>();
  let all = false;
  let line = false;
  let full = false;
  for (const s of subs) {
    const everything = s.all === true || (!has(s.sports) && !has(s.champs) && !has(s.games));
    for (const id of s.sports ?? []) sports.add(id);
    for (const id of s.champs ?? []) champs.add(id);
    for (const id of s.games ?? []) games.add(id);
    if (everything) all = true;
    if (s.line && (everything || has(s.sports) || has(s.champs))) line = true;
    if (s.full && (everything || has(s.sports) || has(s.champs))) full = true;
    else if (s.full) for (const id of s.games ?? []) fullGames.add(id);
    for (const id of s.fullGames ?? []) fullGames.add(id);
  }
  const list = (set: Set<number>) => (set.size > 0 ? [...set].sort((a, b) => a - b) : undefined);
  const out: PushSubscription = {};
  const lng = subs[0]?.lng;
  if (lng !== undefined) out.lng = lng;
  // Everything (no list at all) stays the plain query; `all` is needed only beside lists.
  const lists = { sports: list(sports), champs: list(champs), games: list(games) };
  if (!all || lists.sports || lists.champs || lists.games) {
    if (lists.sports) out.sports = lists.sports;
    if (lists.champs) out.champs = lists.champs;
    if (lists.games) out.games = lists.games;
    if (all) out.all = true;
  }
  if (line) out.line = true;
  if (full) out.full = true;
  else if (fullGames.size > 0) out.fullGames = [...fullGames].sort((a, b) => a - b);
  return out;
}

const everything = (q: PushSubscription) => q.all === true || (!has(q.sports) && !has(q.champs) && !has(q.games));
const subset = (a: number[] | undefined, b: number[] | undefined) => (a ?? []).every((id) => b?.includes(id));

/**
 * Whether the stream open for `current` already brings all that `wanted` asks for: then a newcomer or a leaver
 * needs no reconnection (a narrower union keeps the wider stream until the next reconnection). A listed game
 * counts as brought when `current` lists it or covers it as last pushed.
 */
export function within(wanted: PushSubscription, current: PushSubscription, games: ReadonlyMap<number, Game>): boolean {
  if (wanted.line && !current.line) return false;
  if (everything(wanted) && !everything(current)) return false;
  const wide = everything(current);
  if (!wide && !(subset(wanted.sports, current.sports) && subset(wanted.champs, current.champs))) return false;
  for (const id of wanted.games ?? []) {
    const game = games.get(id);
    if (!current.games?.includes(id) && !(game && covers(current, game))) return false;
  }
  return current.full === true || (!wanted.full && subset(wanted.fullGames, current.fullGames));
}

interface Entry {
  sub: PushSubscription;
  listener: FeedListener;
  /** Joined since the last (re)connection was decided. */
  fresh: boolean;
}

interface Channel {
  origin: string;
  entries: Set<Entry>;
  /** The query of the stream open now. */
  union?: PushSubscription;
  stop?: () => void;
  open: boolean;
  /** Every game as last pushed: routes deltas by sport, championship and kind, and greets late subscribers. */
  games: Map<number, Game>;
  scheduled: boolean;
}

/** A subscriber's throw, reported on its own in a later task (as an uncaught error). */
const rethrowLater = (error: unknown) =>
  void setTimeout(() => {
    throw error;
  });

function route(channel: Channel, delta: PushDelta, safely: (call: () => void) => void): void {
  const id = delta.type === 'snapshot' ? delta.game.id : delta.gameId;
  const before = channel.games.get(id);
  const game = delta.type === 'snapshot' ? delta.game : before ? applyPushDelta(before, delta) : undefined;
  if (game) channel.games.set(id, game);
  if (delta.type === 'settled') channel.games.delete(id);
  for (const entry of [...channel.entries]) {
    if (entry.fresh) continue;
    // A game the stream has no snapshot of (it became active since) reaches only those who listed it.
    if (game ? covers(entry.sub, game) : entry.sub.games?.includes(id)) safely(() => entry.listener.onDelta(delta));
  }
}

/** A multiplexer of its own (tests, or a `fetch` of one's own); pages use `subscribeFeed`. */
export function createFeedMux(options: FeedMuxOptions = {}): FeedMux {
  const channels = new Map<string, Channel>();
  const schedule = options.schedule ?? ((run: () => void) => void setTimeout(run, 20));
  const report = options.report ?? rethrowLater;
  /** Calls one subscriber: its throw neither keeps the delta from the others nor drops the shared stream. */
  const safely = (call: () => void) => {
    try {
      call();
    } catch (error) {
      report(error);
    }
  };

  const settle = (key: string, channel: Channel) => {
    channel.scheduled = false;
    if (channel.entries.size === 0) {
      channel.stop?.();
      if (channels.get(key) === channel) channels.delete(key);
      return;
    }
    const entries = [...channel.entries];
    const union = unionOf(entries.map((e) => e.sub));
    if (channel.union && within(union, channel.union, channel.games)) {
      // The stream covers the newcomers already: they hear that it is up and get their games from the copy.
      for (const entry of entries) {
        if (!entry.fresh) continue;
        entry.fresh = false;
        if (!channel.open) continue;
        safely(() => entry.listener.onOpen?.());
        for (const game of channel.games.values())
          if (covers(entry.sub, game)) safely(() => entry.listener.onDelta({ type: 'snapshot', game }));
      }
      return;
    }
    channel.stop?.();
    channel.open = false;
    channel.games.clear();
    channel.union = union;
    for (const entry of entries) entry.fresh = false;
    channel.stop = subscribePush(union, {
      origin: channel.origin,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.retryMs !== undefined ? { retryMs: options.retryMs } : {}),
      onDelta: (delta) => route(channel, delta, safely),
      onOpen: () => {
        channel.open = true;
        // A new connection sends every snapshot again.
        channel.games.clear();
        for (const entry of [...channel.entries]) if (!entry.fresh) safely(() => entry.listener.onOpen?.());
      },
      onError: (error) => {
        channel.open = false;
        channel.games.clear();
        for (const entry of [...channel.entries]) if (!entry.fresh) safely(() => entry.listener.onError?.(error));
      },
    } satisfies SseOptions & { onDelta(delta: PushDelta): void });
  };

  const touch = (key: string, channel: Channel) => {
    if (channel.scheduled) return;
    channel.scheduled = true;
    schedule(() => settle(key, channel));
  };

  return {
    subscribe(origin, sub, listener) {
      const key = `${streamKey(origin || '/')} ${sub.lng ?? 'ru'}`;
      let channel = channels.get(key);
      if (!channel) {
        channel = { origin, entries: new Set(), open: false, games: new Map(), scheduled: false };
        channels.set(key, channel);
      }
      const entry: Entry = { sub, listener, fresh: true };
      const mine = channel;
      mine.entries.add(entry);
      touch(key, mine);
      return () => {
        if (!mine.entries.delete(entry)) return;
        touch(key, mine);
      };
    },
    get streams() {
      let n = 0;
      for (const c of channels.values()) if (c.stop) n++;
      return n;
    },
  };
}

let pageMux: FeedMux | undefined;

function subscribeOnPage(origin: string, sub: PushSubscription, listener: FeedListener): () => void {
  pageMux ??= createFeedMux();
  return pageMux.subscribe(origin, sub, listener);
}

/**
 * Follows the feed push for `sub` on the page's one stream (shared by every bundle of the page through
 * stream-registry.ts); the returned function stops following. `onDelta` hears only the games `sub` covers.
 */
export function subscribeFeed(origin: string, sub: PushSubscription, listener: FeedListener): () => void {
  return onPage('feed', subscribeOnPage)(origin, sub, listener);
}
