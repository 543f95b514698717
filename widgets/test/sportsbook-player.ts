import { gameSubscriptionPaths } from '@betframe/sdk/feed';
import { type BookRequest, type BookState, cors, unauthorized, writeEvent } from './sportsbook-types';

/** `book.pushBet`: an event on every open player stream. */
export function installBetPush({ book, betStreams }: BookState): void {
  book.pushBet = (event) => {
    for (const res of betStreams) writeEvent(res, event);
  };
}

/** The player calls; false when the request is not one of them. */
export function playerCalls({ req, res, url, text, send }: BookRequest, { book, betStreams }: BookState): boolean {
  if (url.pathname.startsWith('/service-api/Favorite')) {
    const payload = text;
    if (!req.headers['x-auth']) {
      send(401, unauthorized);
      return true;
    }
    const champCall = url.pathname.endsWith('/Champs');
    if (champCall && book.gamesOnlyFavorites) {
      send(404, { success: false, message: 'x', errors: [{ code: 'not_found', detail: 'x' }] });
      return true;
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
    return true;
  }
  if (url.pathname === '/service-api/LiveBet/Secure/BetsPush') {
    if (!req.headers['x-auth']) {
      send(401, unauthorized);
      return true;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...cors });
    betStreams.add(res);
    res.on('close', () => betStreams.delete(res));
    book.calls.push({ call: 'BetsPush', body: {}, auth: String(req.headers['x-auth']) });
    writeEvent(res, { type: 'balance', balance: book.balance, currency: 'RUB' });
    return true;
  }
  if (url.pathname === '/web-api/bonuses/bet-promotions') {
    book.calls.push({ call: 'bet-promotions', body: {}, auth: req.headers['x-auth'] as string | undefined });
    send(200, { success: true, data: { items: book.promotions } });
    return true;
  }
  if (url.pathname === gameSubscriptionPaths.eventTypes) {
    const gameId = Number(url.searchParams.get('gameId'));
    const names = ['', 'Start of the game', 'Goals', 'Cards', 'End of the game'];
    const eventTypes = [1, 2, 3, 4].map((id) => ({ id, name: names[id] }));
    send(200, { data: { type: 'game-event-types', attributes: { gameId, eventTypes } } });
    return true;
  }
  if (url.pathname === gameSubscriptionPaths.subscriptions || url.pathname === gameSubscriptionPaths.save) {
    if (!req.headers['x-auth']) {
      send(401, unauthorized);
      return true;
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
    return true;
  }
  if (url.pathname === '/web-api/user/settings' || url.pathname === '/web-api/user/savesetting') {
    const auth = req.headers['x-auth'];
    if (!auth) {
      send(401, unauthorized);
      return true;
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
    return true;
  }
  return false;
}
