/**
 * Test support for the betting widgets (tests in the happy-dom environment): a real HTTP server on 127.0.0.1
 * playing the sportsbook (translation API from the SDK catalogue, LiveBet coupon and bet calls over a small market
 * the test moves; CORS-open, since the happy-dom page has another origin), and a widget mounted with a runtime of
 * its own (shared store, session, props, recorded host events).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { acceptsOddsChange } from '@betframe/sdk/betting';
import { siteConfigSchema } from '@betframe/sdk/config';
import {
  type Bet,
  type BetPushEvent,
  type CouponEventState,
  type Game,
  type GamePushEvent,
  gameSubscriptionPaths,
  type PushDelta,
} from '@betframe/sdk/feed';
import { dictionaryByPath, dictionaryMap } from '@betframe/sdk/i18n';
import { type SharedStore, sharedStateDefaults } from '@betframe/sdk/protocol';
import { createWidgetSession } from '@betframe/sdk/session';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { createStore } from 'zustand/vanilla';
import { RuntimeContext } from '../src/runtime/context';
import type { BalanceNotice, WidgetDefinition, WidgetRuntime } from '../src/runtime/widget';
import { makeGame } from './feed-games';

export interface MarketOutcome {
  coef: number;
  available: boolean;
  name?: string;
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

interface WireEvent {
  gameId: number;
  type: number;
  param?: number;
  coef?: number;
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type, x-auth, accept',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
};

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
  const streams = new Set<{ res: ServerResponse; games: Set<number> }>();
  const writeDelta = (res: ServerResponse, delta: PushDelta) =>
    res.write(`event: ${delta.type}\ndata: ${JSON.stringify(delta)}\n\n`);
  /** A feed game of the market's outcomes of `id` (one market), or the listed game. */
  const gameOf = (id: number): Game | undefined => {
    const listed = book.games.find((g) => g.id === id);
    if (listed) return listed;
    const entries = [...book.market].filter(([key]) => Number(key.split(':')[0]) === id);
    if (entries.length === 0) return undefined;
    return {
      ...makeGame(id),
      markets: [
        {
          group: 1,
          name: 'Market',
          period: 0,
          suspended: false,
          outcomes: entries.map(([key, m]) => ({
            type: Number(key.split(':')[1]),
            param: Number(key.split(':')[2]),
            name: m.name ?? key,
            coef: m.coef,
            blocked: !m.available,
          })),
        },
      ],
    };
  };
  book.push = (delta) => {
    const id = delta.type === 'snapshot' ? delta.game.id : delta.gameId;
    for (const stream of streams) if (stream.games.has(id)) writeDelta(stream.res, delta);
  };
  const betStreams = new Set<ServerResponse>();
  const writeBetEvent = (res: ServerResponse, event: BetPushEvent | GamePushEvent) =>
    res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  book.pushBet = (event) => {
    for (const res of betStreams) writeBetEvent(res, event);
  };
  book.dropStreams = () => {
    for (const stream of streams) stream.res.end();
  };
  book.move = (key, outcome) => {
    book.market.set(key, outcome);
    const [gameId = 0, type = 0, param = 0] = key.split(':').map(Number);
    book.push(
      outcome.available
        ? { type: 'odds', gameId, changed: [{ type, param, coef: outcome.coef }], removed: [] }
        : { type: 'odds', gameId, changed: [], removed: [{ type, param }] },
    );
  };
  let nextBetId = 500;
  const saved = new Map<string, Record<string, unknown>>();
  const stateOf = (e: WireEvent): CouponEventState => {
    const key = `${e.gameId}:${e.type}:${e.param ?? 0}`;
    const m = book.market.get(key);
    return {
      gameId: e.gameId,
      type: e.type,
      param: e.param ?? 0,
      name: m?.name ?? key,
      gameName: `Game ${e.gameId}`,
      coef: m?.available ? m.coef : 0,
      ...(e.coef !== undefined && m && e.coef !== m.coef ? { previousCoef: e.coef } : {}),
      available: m?.available ?? false,
      status: 1,
      kind: 1,
    };
  };
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
    const byLang = /^\/translation-api\/by-lang\/(\w+)$/.exec(url.pathname);
    if (byLang) {
      send(200, { data: { attributes: { dictionaryMap: JSON.stringify(dictionaryMap(byLang[1] ?? '')) } } });
      return;
    }
    if (url.pathname.startsWith('/genfiles/web-app-v2/')) {
      const dictionary = dictionaryByPath(url.pathname.slice('/genfiles/web-app-v2/'.length));
      if (dictionary) send(200, dictionary);
      else send(404, {});
      return;
    }
    // The Asia variant lists the games with Asian lines (an Asian handicap market, group 2854) alike.
    const asia = url.pathname.endsWith('/GetAsiaGamesZip');
    if (url.pathname.endsWith('/Get1x2_VZip') || asia) {
      const sport = Number(url.searchParams.get('sports') ?? 0);
      const champ = Number(url.searchParams.get('champs') ?? 0);
      const games = book.games.filter(
        (g) =>
          (!sport || g.sportId === sport) &&
          (!champ || g.champId === champ) &&
          (!asia || g.markets.some((m) => m.group === 2854)),
      );
      const count = Number(url.searchParams.get('count') ?? 50);
      const page = Number(url.searchParams.get('page') ?? 1);
      const slice = games.slice((page - 1) * count, page * count);
      send(200, { data: { type: 'feed-games', attributes: { games: slice, total: games.length, page } } });
      return;
    }
    if (url.pathname.endsWith('/GetGlobalChampZip')) {
      const champ = Number(url.searchParams.get('champ') ?? 0);
      const outrights = (book.outrights ?? []).filter((g) => !champ || g.champId === champ);
      send(200, { data: { type: 'feed-outrights', attributes: { champs: [], outrights } } });
      return;
    }
    if (url.pathname.endsWith('/GetChampsZip') || url.pathname.endsWith('/WebGetTopChampsZip')) {
      const top = url.pathname.endsWith('/WebGetTopChampsZip');
      const sport = Number(url.searchParams.get('sports') ?? 0);
      const champs = new Map<
        number,
        {
          id: number;
          name: string;
          sportId: number;
          countryId: number;
          countryName: string;
          count: number;
          top: boolean;
        }
      >();
      for (const g of book.games) {
        if (sport && g.sportId !== sport) continue;
        const entry = champs.get(g.champId) ?? {
          id: g.champId,
          name: g.champName,
          sportId: g.sportId,
          countryId: g.countryId,
          countryName: `Country ${g.champId % 2}`,
          count: 0,
          top: g.champId === 10,
        };
        entry.count += 1;
        champs.set(g.champId, entry);
      }
      const list = [...champs.values()].filter((c) => !top || c.top);
      send(200, { data: { type: 'feed-champs', attributes: { champs: list } } });
      return;
    }
    if (url.pathname.endsWith('/GetGameZip')) {
      const game = book.games.find((g) => g.id === Number(url.searchParams.get('id')));
      if (game) send(200, { data: { type: 'feed-game', attributes: { game } } });
      else send(404, { success: false, message: 'No such game', errors: [{ code: 'not_found', detail: 'x' }] });
      return;
    }
    if (url.pathname.endsWith('/GetGamesTeamZip')) {
      const team = Number(url.searchParams.get('team'));
      const games = book.games.filter((g) => g.team1.id === team || g.team2.id === team);
      send(200, { data: { type: 'feed-games', attributes: { games, total: games.length, page: 1 } } });
      return;
    }
    if (url.pathname.endsWith('/Web_SearchZip')) {
      const text = (url.searchParams.get('text') ?? '').toLowerCase();
      const games = book.games.filter((g) => `${g.team1.name} ${g.team2.name}`.toLowerCase().includes(text));
      send(200, { data: { type: 'feed-search', attributes: { games, champs: [] } } });
      return;
    }
    if (url.pathname.startsWith('/service-api/Favorite')) {
      const payload = text;
      if (!req.headers['x-auth']) {
        send(401, { success: false, message: 'x', errors: [{ code: 'unauthorized', detail: 'x' }] });
        return;
      }
      const champCall = url.pathname.endsWith('/Champs');
      if (champCall && book.gamesOnlyFavorites) {
        send(404, { success: false, message: 'x', errors: [{ code: 'not_found', detail: 'x' }] });
        return;
      }
      const parsed = (payload ? JSON.parse(payload) : {}) as { gameIds?: number[]; champIds?: number[] };
      const ids = (champCall ? parsed.champIds : parsed.gameIds) ?? [];
      const target = champCall ? book.favoriteChamps : book.favorites;
      if (req.method === 'DELETE') for (const id of ids) target.delete(id);
      else for (const id of ids) target.add(id);
      book.calls.push({
        call: url.pathname,
        body: champCall ? { champIds: ids } : { gameIds: ids },
        auth: String(req.headers['x-auth']),
      });
      send(200, {
        data: {
          type: 'favorites',
          attributes: {
            games: [...book.favorites],
            ...(book.gamesOnlyFavorites ? {} : { champs: [...book.favoriteChamps] }),
          },
        },
      });
      return;
    }
    if (url.pathname === '/service-api/feed-push' && book.pushEnabled) {
      const games = new Set((url.searchParams.get('games') ?? '').split(',').filter(Boolean).map(Number));
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...cors });
      const stream = { res, games };
      streams.add(stream);
      res.on('close', () => streams.delete(stream));
      book.calls.push({ call: 'feed-push', body: { games: [...games] }, auth: undefined });
      for (const id of games) {
        const game = gameOf(id);
        if (game) writeDelta(res, { type: 'snapshot', game });
      }
      return;
    }
    if (url.pathname === '/service-api/LiveBet/Secure/BetsPush') {
      if (!req.headers['x-auth']) {
        send(401, { success: false, message: 'x', errors: [{ code: 'unauthorized', detail: 'x' }] });
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...cors });
      betStreams.add(res);
      res.on('close', () => betStreams.delete(res));
      book.calls.push({ call: 'BetsPush', body: {}, auth: String(req.headers['x-auth']) });
      writeBetEvent(res, { type: 'balance', balance: book.balance, currency: 'RUB' });
      return;
    }
    if (url.pathname === '/web-api/bonuses/bet-promotions') {
      book.calls.push({ call: 'bet-promotions', body: {}, auth: req.headers['x-auth'] as string | undefined });
      send(200, { success: true, data: { items: book.promotions } });
      return;
    }
    if (url.pathname === gameSubscriptionPaths.eventTypes) {
      const gameId = Number(url.searchParams.get('gameId'));
      const names = ['', 'Start of the game', 'Goals', 'Cards', 'End of the game'];
      const eventTypes = [1, 2, 3, 4].map((id) => ({ id, name: names[id] }));
      send(200, { data: { type: 'game-event-types', attributes: { gameId, eventTypes } } });
      return;
    }
    if (url.pathname === gameSubscriptionPaths.subscriptions || url.pathname === gameSubscriptionPaths.save) {
      if (!req.headers['x-auth']) {
        send(401, { success: false, message: 'x', errors: [{ code: 'unauthorized', detail: 'x' }] });
        return;
      }
      const body = (text ? JSON.parse(text) : {}) as { gameId?: number; events?: number[] };
      book.calls.push({ call: url.pathname.split('/').pop() ?? '', body, auth: String(req.headers['x-auth']) });
      if (url.pathname === gameSubscriptionPaths.save) {
        const gameId = Number(body.gameId);
        const events = [...(body.events ?? [])].sort();
        if (events.length > 0) book.follows.set(gameId, events);
        else book.follows.delete(gameId);
        send(200, { data: { type: 'game-subscription', attributes: { gameId, events } } });
      } else {
        const subscriptions = [...book.follows].map(([gameId, events]) => ({ gameId, events }));
        send(200, { data: { type: 'game-subscriptions', attributes: { subscriptions } } });
      }
      return;
    }
    if (url.pathname === '/web-api/user/settings' || url.pathname === '/web-api/user/savesetting') {
      const auth = req.headers['x-auth'];
      if (!auth) {
        send(401, { success: false, message: 'x', errors: [{ code: 'unauthorized', detail: 'x' }] });
        return;
      }
      const body = (text ? JSON.parse(text) : {}) as { setting_id?: number; setting_value?: number };
      book.calls.push({ call: url.pathname.split('/').pop() ?? '', body, auth: String(auth) });
      if (url.pathname.endsWith('/settings')) {
        const settings = [...book.settings].map(([id, value]) => ({ setting_id: id, setting_value: value }));
        send(200, { success: true, data: { settings } });
      } else if (book.failSettings) {
        send(500, { success: false, message: 'x', errors: [{ code: 'server_error', detail: 'x' }] });
      } else {
        book.settings.set(Number(body.setting_id), Number(body.setting_value));
        send(200, { success: true, data: { setting_id: body.setting_id, setting_value: body.setting_value } });
      }
      return;
    }
    if (url.pathname.endsWith('/GetSportsShortZip')) {
      const counts = new Map<number, { id: number; name: string; count: number; cyber: boolean }>();
      for (const g of book.games) {
        const entry = counts.get(g.sportId) ?? { id: g.sportId, name: g.sportName, count: 0, cyber: false };
        entry.count += 1;
        counts.set(g.sportId, entry);
      }
      send(200, { data: { type: 'feed-sports', attributes: { sports: [...counts.values()] } } });
      return;
    }
    const call = url.pathname.split('/').pop() ?? '';
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    const auth = req.headers['x-auth'];
    book.calls.push({ call, body, auth: typeof auth === 'string' ? auth : undefined });
    const events = (body.couponEvents ?? []) as WireEvent[];
    const states = events.map(stateOf);
    if (call === 'History') {
      send(200, { data: { type: 'bet-history', attributes: { bets: book.bets, total: book.bets.length, page: 1 } } });
      return;
    }
    if (call === 'GetCashOut') {
      const offers = [...book.offers].map(([betId, offer]) => ({
        betId,
        offer,
        quoteId: `quote-${betId}-${offer}`,
        expiresAt: new Date(Date.now() + 10_000).toISOString(),
      }));
      send(200, { data: { type: 'cash-out', attributes: { offers } } });
      return;
    }
    if (call === 'SaleBet') {
      const betId = Number(body.saleBetId);
      const offer = book.offers.get(betId);
      const bet = book.bets.find((b) => b.betId === betId);
      if (offer === undefined || !bet) {
        send(409, { success: false, message: 'x', errors: [{ code: 'cash_out_unavailable', detail: 'x' }] });
        return;
      }
      if (body.quoteId !== `quote-${betId}-${offer}`) {
        const quote = { quoteId: `quote-${betId}-${offer}`, betId, amount: offer, expiresAt: new Date().toISOString() };
        send(409, {
          success: false,
          message: 'x',
          errors: [{ code: 'cash_out_changed', detail: 'x' }],
          data: { quote },
        });
        return;
      }
      const sold: Bet = { ...bet, status: 'sold', payout: offer };
      book.bets = book.bets.map((b) => (b.betId === betId ? sold : b));
      book.offers.delete(betId);
      book.balance += offer;
      send(200, { data: { type: 'bet-sale', attributes: { bet: sold, paid: offer, balance: book.balance } } });
      return;
    }
    if (call === 'UpdateCoupon') {
      send(200, {
        data: {
          type: 'coupon',
          attributes: {
            events: states,
            betTypes: [],
            limits: { min: 10, max: 5000 },
            isBetsAvailable: states.every((s) => s.available),
            coef: 0,
          },
        },
      });
      return;
    }
    if (call === 'GetAvance') {
      if (!auth) {
        send(401, { success: false, message: 'x', errors: [{ code: 'unauthorized', detail: 'x' }] });
        return;
      }
      send(200, {
        data: { type: 'avance', attributes: { avance: book.advance, balance: book.balance, debt: book.debt } },
      });
      return;
    }
    if (call === 'SaveCoupon') {
      const code = `C${saved.size + 1}XYZ`;
      saved.set(code, body);
      send(200, { data: { type: 'coupon-code', id: code, attributes: { code } } });
      return;
    }
    if (call === 'putbetscommon') {
      // Like the reference server's share (server/src/betting/coupon-share.ts): GetCoupon loads the code.
      const code = `S${saved.size + 1}XYZAB`;
      saved.set(code, body.coupon as typeof body);
      const share = { code, expiresAt: '2026-12-01T12:00:00.000Z', link: `/${String(body.lng)}/coupon/${code}` };
      send(200, { data: { type: 'coupon-share', id: code, attributes: { ...share, coupons: [share] } } });
      return;
    }
    if (call === 'GetCoupon') {
      const code = String(body.guid ?? '').toUpperCase();
      const coupon = saved.get(code);
      if (!coupon) {
        send(404, {
          success: false,
          message: 'No coupon with this code',
          errors: [{ code: 'not_found', detail: 'x' }],
        });
        return;
      }
      const savedEvents = ((coupon.couponEvents ?? []) as WireEvent[]).map(stateOf);
      send(200, {
        data: {
          type: 'coupon',
          attributes: {
            code,
            vid: coupon.vid ?? 0,
            ...(coupon.expressNum !== undefined ? { expressNum: coupon.expressNum } : {}),
            ...(coupon.summ !== undefined ? { summ: coupon.summ } : {}),
            events: savedEvents,
            betTypes: [],
            limits: { min: 10, max: 5000 },
            isBetsAvailable: true,
            coef: 0,
          },
        },
      });
      return;
    }
    if (call === 'MakeBetWeb' || call === 'MakeBetWebMulti') {
      if (!auth) {
        send(401, {
          success: false,
          message: 'User not authenticated',
          errors: [{ code: 'unauthorized', detail: 'x' }],
        });
        return;
      }
      if (book.failNext) {
        const fail = book.failNext;
        book.failNext = undefined;
        send(fail.status, fail.body);
        return;
      }
      if (states.some((s) => !s.available)) {
        send(409, {
          success: false,
          message: 'unavailable',
          errors: [{ code: 'event_unavailable', detail: 'An event of the coupon no longer accepts bets' }],
          data: { events: states },
        });
        return;
      }
      const policy = body.approvedBet ? 1 : Number(body.checkCf ?? 0);
      if (events.some((e, i) => !acceptsOddsChange(policy, e.coef ?? 0, states[i]?.coef ?? 0))) {
        send(409, {
          success: false,
          message: 'The odds have changed',
          errors: [{ code: 'odds_changed', detail: 'The odds have changed' }],
          data: { events: states },
        });
        return;
      }
      const stakes = call === 'MakeBetWeb' ? [Number(body.summ)] : (body.groupsSumms as number[]);
      const total = stakes.reduce((a, b) => a + b, 0);
      // Like the reference server: a shortfall is lent when the bet asks for the advance and it covers it.
      const shortfall = total - book.balance;
      if (shortfall > 0) {
        const code = !body.avanceBet ? 'insufficient_funds' : shortfall > book.advance ? 'advance_exceeded' : undefined;
        if (code) {
          send(400, { success: false, message: code, errors: [{ code, detail: code }] });
          return;
        }
        book.debt += shortfall;
        book.balance += shortfall;
      }
      book.balance -= total;
      const bets = stakes.map((summ, i) => ({
        betId: nextBetId++,
        betGuid: `${String(body.betGuid)}${call === 'MakeBetWeb' ? '' : `#${i}`}`,
        status: body.isAutoBet ? 'pending' : 'open',
        vid: call === 'MakeBetWeb' ? Number(body.vid ?? 0) : 0,
        summ,
        coef: 2,
        potentialWin: summ * 2,
        currencyIso: 'RUB',
        createdAt: new Date().toISOString(),
        selections: [],
      }));
      if (call === 'MakeBetWeb')
        send(200, {
          data: { type: 'bet', id: String(bets[0]?.betId), attributes: { bet: bets[0], balance: book.balance } },
        });
      else send(200, { data: { type: 'bets', attributes: { bets, balance: book.balance } } });
      return;
    }
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
      for (const stream of streams) stream.res.end();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return book;
}

export interface MountedTestWidget {
  root: HTMLElement;
  runtime: WidgetRuntime;
  events: Array<{ event: string; data: unknown }>;
  unmount(): void;
}

export function mountTestWidget(
  widget: WidgetDefinition,
  origin: string,
  { lang = 'en', config = {} }: { lang?: string; config?: Record<string, unknown> } = {},
): MountedTestWidget {
  const shared = createStore<SharedStore>()((set) => ({
    ...sharedStateDefaults,
    linkStatus: 'handshaked',
    patch: (p) => set(p),
  }));
  const events: MountedTestWidget['events'] = [];
  const runtime: WidgetRuntime = {
    name: widget.name,
    origin,
    options: { partner: 1, lang, dir: 'ltr', theme: 'light' },
    config: siteConfigSchema.parse(config),
    shared,
    session: createWidgetSession({ login: () => {}, logout: () => {}, refresh: () => {} }),
    props: createStore<{ props: Record<string, unknown> }>()(() => ({ props: {} })),
    balance: createStore<{ notice: BalanceNotice | null }>()(() => ({ notice: null })),
    emit: (event, data) => {
      events.push({ event, data });
    },
  };
  const root = document.createElement('div');
  document.body.append(root);
  const { Component } = widget;
  act(() => {
    render(
      <RuntimeContext.Provider value={runtime}>
        <Component />
      </RuntimeContext.Provider>,
      root,
    );
  });
  return {
    root,
    runtime,
    events,
    unmount: () => {
      act(() => {
        render(null, root);
      });
      root.remove();
    },
  };
}

/** Waits (re-rendering) until `check` returns a value that is not undefined/false, or fails after `ms`. */
export async function waitFor<T>(check: () => T | undefined | false | null, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    const value = check();
    if (value !== undefined && value !== false && value !== null) return value;
    if (Date.now() > deadline) throw new Error(`waitFor: condition not met within ${ms} ms`);
  }
}

/** Types into an input the way preact listens for it. */
export function typeInto(input: HTMLInputElement, text: string): void {
  act(() => {
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function click(element: Element | null | undefined): void {
  if (!element) throw new Error('click: no element');
  act(() => {
    (element as HTMLElement).click();
  });
}

/**
 * Picks an option of a kit Select (runtime/ui/select.tsx) as a player does: a click on the combobox opens its
 * list, a click on the option chooses it. Waits for the combobox first (the coupon loads its controls lazily).
 */
export async function choose(root: ParentNode, combobox: string, value: string): Promise<void> {
  const box = await waitFor(() => root.querySelector(combobox));
  click(box);
  click(root.querySelector(`#${box.getAttribute('aria-controls')} [role="option"][data-value="${value}"]`));
}

/** The value a kit Select holds (its selected option's), or undefined while it is not there. */
export function chosen(root: ParentNode, combobox: string): string | undefined {
  const list = root.querySelector(combobox)?.getAttribute('aria-controls');
  return list
    ? (root.querySelector(`#${list} [role="option"][aria-selected="true"]`)?.getAttribute('data-value') ?? undefined)
    : undefined;
}

/** Clicks a control once it is there (the coupon's kit controls arrive lazily). */
export async function clickWhenThere(root: ParentNode, selector: string): Promise<void> {
  click(await waitFor(() => root.querySelector(selector)));
}
