/**
 * The betting test sportsbook's shapes (betting-harness.tsx): what a test sees of it (`Sportsbook`), and what each
 * group of calls (sportsbook-feed.ts, sportsbook-player.ts, sportsbook-coupon.ts, sportsbook-bets.ts) is handed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Bet, BetPushEvent, CouponEventState, Game, GamePushEvent, PushDelta } from '@betframe/sdk/feed';

export interface MarketOutcome {
  coef: number;
  available: boolean;
  name?: string;
  /** The game's, the market's and the outcome's names UpdateCoupon gives (as the reference server does), if set. */
  names?: { game: string; market: string; outcome: string };
}

export interface Sportsbook {
  origin: string;
  /** key `game:type:param` → current state. */
  market: Map<string, MarketOutcome>;
  /** Bodies of the calls received, by path's last segment. */
  calls: Array<{ call: string; body: Record<string, unknown>; auth: string | undefined }>;
  balance: number;
  /** Games the feed calls answer with (Get1x2_VZip, GetSportsShortZip), both feeds alike. */
  games: Game[];
  /** The advance GetAvance offers, and the advance debt it reports. */
  advance: number;
  debt: number;
  /** The player's favourite games on the server. */
  favorites: Set<number>;
  /** The player's favourite championships on the server. */
  favoriteChamps: Set<number>;
  /** Answer favourites as a server that keeps games only (no `champs`, 404 on the championship calls). */
  gamesOnlyFavorites?: boolean;
  /** The next placement answers with this instead (status, body). */
  failNext?: { status: number; body: unknown };
  /** The signed-in player's saved settings (`/web-api/user/settings`), id → value. */
  settings: Map<number, number>;
  /** Every `savesetting` answers 500 while set. */
  failSettings: boolean;
  /** Serve the push stream (`/service-api/feed-push`); off by default (404, as before it existed). */
  pushEnabled: boolean;
  /** The player's freebets and insurances (`/web-api/bonuses/bet-promotions`, docs/bonuses.md). */
  promotions: unknown[];
  /** Sends a delta to every open push stream following its game. */
  push(delta: PushDelta): void;
  /** Changes an outcome of the market and pushes it (`odds`: changed, or removed when unavailable). */
  move(key: string, outcome: MarketOutcome): void;
  /** Ends every open push stream (the client sees the stream drop). */
  dropStreams(): void;
  /** The player's bets (History) and the live cash-out offer of each (GetCashOut; its quote id names the amount). */
  bets: Bet[];
  offers: Map<number, number>;
  /** Sends an event on every open player stream (LiveBet/Secure/BetsPush). */
  pushBet(event: BetPushEvent | GamePushEvent): void;
  /** The player's game subscriptions (SubscriptionService, gamesubscription/save): game → events. */
  follows: Map<number, number[]>;
  /** Outrights GetGlobalChampZip answers with (narrowed by `champ`). */
  outrights?: Game[];
  close(): Promise<void>;
}

export interface WireEvent {
  gameId: number;
  type: number;
  param?: number;
  coef?: number;
}

export const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type, x-auth, accept',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
};

/** One request as a group of calls sees it; a group answers with `send` and returns true, or returns false. */
export interface BookRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The request body as text ('' when none). */
  text: string;
  send(status: number, body: unknown): void;
}

/** A LiveBet call (any path not served by a group of its own), named by its path's last segment. */
export interface BookCall extends BookRequest {
  call: string;
  body: Record<string, unknown>;
  auth: string | undefined;
  events: WireEvent[];
  /** The current state of each of `events`. */
  states: CouponEventState[];
}

/** The sportsbook and what its calls keep between requests. */
export interface BookState {
  book: Sportsbook;
  /** Open feed push streams and the games each follows. */
  streams: Set<{ res: ServerResponse; games: Set<number> }>;
  /** Open player streams (LiveBet/Secure/BetsPush). */
  betStreams: Set<ServerResponse>;
  /** Saved and shared coupons by code. */
  saved: Map<string, Record<string, unknown>>;
  nextBetId: number;
}

/** The 401 a call answers without a player token. */
export const unauthorized = { success: false, message: 'x', errors: [{ code: 'unauthorized', detail: 'x' }] };

export const writeEvent = (res: ServerResponse, event: PushDelta | BetPushEvent | GamePushEvent) =>
  res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
