/**
 * The betting test sportsbook's feed (betting-harness.tsx): the translation API from the SDK catalogue, the
 * LineFeed/LiveFeed lists (games, championships, sports, a game, a team, search) over `book.games`, and the feed
 * push stream (`/service-api/feed-push`, when `book.pushEnabled`) with the moves a test makes.
 */
import type { Game } from '@betframe/sdk/feed';
import { dictionaryByPath, dictionaryMap } from '@betframe/sdk/i18n';
import { makeGame } from './feed-games';
import { type BookRequest, type BookState, cors, writeEvent } from './sportsbook-types';

/** A feed game of the market's outcomes of `id` (one market), or the listed game. */
function gameOf(book: BookState['book'], id: number): Game | undefined {
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
}

/** The push a test drives: `book.push`, `book.move` and `book.dropStreams` over the open feed streams. */
export function installFeedPush({ book, streams }: BookState): void {
  book.push = (delta) => {
    const id = delta.type === 'snapshot' ? delta.game.id : delta.gameId;
    for (const stream of streams) if (stream.games.has(id)) writeEvent(stream.res, delta);
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
}

/** The feed calls; false when the request is not one of them. */
export function feedCalls({ res, url, send }: BookRequest, { book, streams }: BookState): boolean {
  const byLang = /^\/translation-api\/by-lang\/(\w+)$/.exec(url.pathname);
  if (byLang) {
    send(200, { data: { attributes: { dictionaryMap: JSON.stringify(dictionaryMap(byLang[1] ?? '')) } } });
    return true;
  }
  if (url.pathname.startsWith('/genfiles/web-app-v2/')) {
    const dictionary = dictionaryByPath(url.pathname.slice('/genfiles/web-app-v2/'.length));
    if (dictionary) send(200, dictionary);
    else send(404, {});
    return true;
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
    return true;
  }
  if (url.pathname.endsWith('/GetGlobalChampZip')) {
    const champ = Number(url.searchParams.get('champ') ?? 0);
    const outrights = (book.outrights ?? []).filter((g) => !champ || g.champId === champ);
    send(200, { data: { type: 'feed-outrights', attributes: { champs: [], outrights } } });
    return true;
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
    return true;
  }
  if (url.pathname.endsWith('/GetGameZip')) {
    const game = book.games.find((g) => g.id === Number(url.searchParams.get('id')));
    if (game) send(200, { data: { type: 'feed-game', attributes: { game } } });
    else send(404, { success: false, message: 'No such game', errors: [{ code: 'not_found', detail: 'x' }] });
    return true;
  }
  if (url.pathname.endsWith('/GetGamesTeamZip')) {
    const team = Number(url.searchParams.get('team'));
    const games = book.games.filter((g) => g.team1.id === team || g.team2.id === team);
    send(200, { data: { type: 'feed-games', attributes: { games, total: games.length, page: 1 } } });
    return true;
  }
  if (url.pathname.endsWith('/Web_SearchZip')) {
    const text = (url.searchParams.get('text') ?? '').toLowerCase();
    const games = book.games.filter((g) => `${g.team1.name} ${g.team2.name}`.toLowerCase().includes(text));
    send(200, { data: { type: 'feed-search', attributes: { games, champs: [] } } });
    return true;
  }
  if (url.pathname.endsWith('/GetSportsShortZip')) {
    const counts = new Map<number, { id: number; name: string; count: number; cyber: boolean }>();
    for (const g of book.games) {
      const entry = counts.get(g.sportId) ?? { id: g.sportId, name: g.sportName, count: 0, cyber: false };
      entry.count += 1;
      counts.set(g.sportId, entry);
    }
    send(200, { data: { type: 'feed-sports', attributes: { sports: [...counts.values()] } } });
    return true;
  }
  if (url.pathname === '/service-api/feed-push' && book.pushEnabled) {
    const games = new Set((url.searchParams.get('games') ?? '').split(',').filter(Boolean).map(Number));
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...cors });
    const stream = { res, games };
    streams.add(stream);
    res.on('close', () => streams.delete(stream));
    book.calls.push({ call: 'feed-push', body: { games: [...games] }, auth: undefined });
    for (const id of games) {
      const game = gameOf(book, id);
      if (game) writeEvent(res, { type: 'snapshot', game });
    }
    return true;
  }
  return false;
}
