/**
 * Test support for the casino widget (happy-dom tests): a real HTTP server on 127.0.0.1 answering the translation
 * API and the lobby-side casino calls (lobby with category, provider, search, sort and paging; a game; launch; last
 * winners; favourites) over a catalogue the test sets, recording every lobby query. CORS-open, as the page has
 * another origin.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LobbyGame } from '@betframe/sdk/casino';
import { dictionaryByPath, dictionaryMap } from '@betframe/sdk/i18n';

export interface CasinoBook {
  origin: string;
  games: LobbyGame[];
  /** The lobby calls' query parameters, in order. */
  lobbyQueries: URLSearchParams[];
  launches: Array<{ gameId: number; demo: boolean; auth: string | undefined }>;
  favourites: number[];
  close(): Promise<void>;
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type, x-auth, accept, authorization',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
};

export function lobbyGame(id: number, patch: Partial<LobbyGame> = {}): LobbyGame {
  return {
    id,
    slug: `game-${id}`,
    name: `Game ${id}`,
    providerId: 1,
    categoryIds: [1001],
    image: '',
    art: { from: '#224488', to: '#112244', motif: 'reels' },
    rtp: 96,
    volatility: 'medium',
    minBet: 0.1,
    maxBet: 100,
    hasDemo: true,
    isNew: false,
    ...patch,
  };
}

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => resolve(text));
  });
}

export async function startCasinoBook(games: LobbyGame[]): Promise<CasinoBook> {
  const book: CasinoBook = {
    origin: '',
    games,
    lobbyQueries: [],
    launches: [],
    favourites: [],
    close: async () => {},
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', ...cors });
      res.end(JSON.stringify(data));
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
      send(dictionary ? 200 : 404, dictionary ?? {});
      return;
    }
    const q = url.searchParams;
    if (url.pathname === '/service-api/casino/lobby') {
      book.lobbyQueries.push(q);
      const search = (q.get('search') ?? '').toLowerCase();
      const category = q.get('category');
      const provider = q.get('provider');
      let list = book.games.filter(
        (g) =>
          (!search || g.name.toLowerCase().includes(search)) &&
          (!category || g.categoryIds.includes(Number(category))) &&
          (!provider || g.providerId === Number(provider)),
      );
      const sort = q.get('sort') ?? 'popular';
      if (sort === 'name') list = [...list].sort((a, b) => a.name.localeCompare(b.name));
      if (sort === 'new') list = [...list].sort((a, b) => Number(b.isNew) - Number(a.isNew) || b.id - a.id);
      const count = Number(q.get('count') ?? 24);
      const page = Number(q.get('page') ?? 1);
      const counted = (ids: number[], of: (g: LobbyGame) => number[]) =>
        ids.map((id) => ({ id, name: `Named ${id}`, count: book.games.filter((g) => of(g).includes(id)).length }));
      send(200, {
        data: {
          categories: counted([1001, 1004, 1009], (g) => g.categoryIds),
          // Provider 7 is listed with no games: the lobby must leave it out.
          providers: counted([1, 2, 7], (g) => [g.providerId]),
          games: list.slice((page - 1) * count, page * count),
          total: list.length,
        },
      });
      return;
    }
    const game = /^\/service-api\/casino\/games\/(\d+)$/.exec(url.pathname);
    if (game) {
      const found = book.games.find((g) => g.id === Number(game[1]));
      if (!found) send(404, { errors: [{ code: 'game_not_found', message: 'no such game' }] });
      else send(200, { data: { ...found, rules: 'Rules', paytable: [], currency: 'USD' } });
      return;
    }
    if (url.pathname === '/web-api/casino/launch') {
      const sent = JSON.parse((await body(req)) || '{}') as { gameId: number; demo: boolean };
      const auth = req.headers['x-auth'];
      book.launches.push({ ...sent, auth: typeof auth === 'string' ? auth : undefined });
      send(200, { data: { url: `${book.origin}/play/one-time-${book.launches.length}` } });
      return;
    }
    if (url.pathname === '/service-api/restcore/GetLastWinners') {
      send(200, {
        data: [
          {
            gameId: 1,
            gameName: 'Game 1',
            playerName: 'pl***r',
            amount: 125.5,
            currency: 'USD',
            time: '2026-01-01T00:00:00Z',
          },
        ],
      });
      return;
    }
    const removed = /^\/web-api\/casino\/favourites\/(\d+)$/.exec(url.pathname);
    if (url.pathname === '/web-api/casino/favourites' || (removed && req.method === 'DELETE')) {
      if (req.method === 'POST') {
        const { gameId } = JSON.parse((await body(req)) || '{}') as { gameId: number };
        book.favourites = [...book.favourites.filter((id) => id !== gameId), gameId];
      }
      if (removed) book.favourites = book.favourites.filter((id) => id !== Number(removed[1]));
      send(200, { data: { gameIds: book.favourites } });
      return;
    }
    send(404, { errors: [{ code: 'not_found', message: url.pathname }] });
  };
  // Loaded at run time, as the betting harness does: happy-dom's module graph must not resolve `node:http` itself.
  const http = (await import(/* @vite-ignore */ ['node', 'http'].join(':'))) as typeof import('node:http');
  const server = http.createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  book.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  book.close = () => new Promise((resolve) => server.close(() => resolve()));
  return book;
}
