/**
 * Test support for the betting widgets (tests in the happy-dom environment): a real HTTP server on 127.0.0.1
 * playing the sportsbook (translation API from the SDK catalogue, LiveBet coupon and bet calls over a small market
 * the test moves; CORS-open, since the happy-dom page has another origin), and a widget mounted with a runtime of
 * its own (shared store, session, props, recorded host events). One module per group of calls: the feed
 * (sportsbook-feed.ts), the player's calls (sportsbook-player.ts), the coupon (sportsbook-coupon.ts), the bets
 * (sportsbook-bets.ts), their shapes (sportsbook-types.ts); the mount and the test's actions (widget-mount.tsx).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { betCalls } from './sportsbook-bets';
import { couponCalls, stateOf } from './sportsbook-coupon';
import { feedCalls, installFeedPush } from './sportsbook-feed';
import { installBetPush, playerCalls } from './sportsbook-player';
import { type BookRequest, type BookState, cors, type Sportsbook, type WireEvent } from './sportsbook-types';

export type { MarketOutcome, Sportsbook } from './sportsbook-types';
export * from './widget-mount';

export async function startSportsbook(): Promise<Sportsbook> {
  const book: Sportsbook = {
    origin: '',
    market: new Map(),
    calls: [],
    balance: 1000,
    games: [],
    favorites: new Set(),
    favoriteChamps: new Set(),
    advance: 0,
    debt: 0,
    settings: new Map(),
    failSettings: false,
    pushEnabled: false,
    promotions: [],
    push: () => {},
    move: () => {},
    dropStreams: () => {},
    bets: [],
    offers: new Map(),
    pushBet: () => {},
    follows: new Map(),
    close: async () => {},
  };
  const s: BookState = { book, streams: new Set(), betStreams: new Set(), saved: new Map(), nextBetId: 500 };
  installFeedPush(s);
  installBetPush(s);
  const handle = (req: IncomingMessage, res: ServerResponse, text: string) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', ...cors });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    const request: BookRequest = { req, res, url, text, send };
    if (feedCalls(request, s) || playerCalls(request, s)) return;
    const call = url.pathname.split('/').pop() ?? '';
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    const header = req.headers['x-auth'];
    const auth = typeof header === 'string' ? header : undefined;
    book.calls.push({ call, body, auth });
    const events = (body.couponEvents ?? []) as WireEvent[];
    const liveBet = { ...request, call, body, auth, events, states: events.map((e) => stateOf(s, e)) };
    if (betCalls(liveBet, s) || couponCalls(liveBet, s)) return;
    send(404, { success: false, message: 'not found', errors: [{ code: 'not_found', detail: 'not found' }] });
  };
  // Loaded at run time: in the happy-dom environment Vite would otherwise stub Node's built-ins for the browser.
  const http = (await import(/* @vite-ignore */ ['node', 'http'].join(':'))) as typeof import('node:http');
  const server: Server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    req.on('end', () => handle(req, res, text));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  book.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  book.close = () =>
    new Promise<void>((resolve) => {
      for (const stream of s.streams) stream.res.end();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return book;
}
