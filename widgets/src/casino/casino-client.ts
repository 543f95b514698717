/**
 * The casino calls of the lobby and the game page (CONTRACTS §6, docs/casino.md), through the request layer of the
 * widget's origin, with the player's bearer token when one is signed in. Shapes are the SDK's (`@betframe/sdk/casino`);
 * failures are values (`CallResult`).
 */
import {
  casinoPaths,
  type GameDetails,
  gameDetailsSchema,
  gameIdsSchema,
  type LastWinner,
  type Lobby,
  type LobbyGame,
  lastWinnerSchema,
  launchResponseSchema,
  lobbySchema,
} from '@betframe/sdk/casino';
import { type CallResult, failureOf } from '@betframe/sdk/request';
import * as z from 'zod/mini';
import { httpFor, playerAuth } from '../runtime/http';

export type { GameDetails, LastWinner, LobbyGame };
export type LobbyAnswer = Lobby;

type Method = 'GET' | 'POST' | 'DELETE';

export function createCasinoClient(origin: string, lang: string, token: () => string | undefined) {
  const http = httpFor(origin);
  async function call<T extends z.ZodMiniType>(
    path: string,
    schema: T,
    options: { method?: Method; query?: Record<string, string | number>; params?: Record<string, unknown> } = {},
  ): Promise<CallResult<z.output<T>>> {
    const result = await http.request({
      path,
      method: options.method ?? 'GET',
      query: { lng: lang, ...options.query },
      ...(options.params ? { params: options.params } : {}),
      headers: playerAuth(token()),
      schema: z.object({ data: schema }),
    });
    if (result.error) return failureOf(result);
    return { ok: true, data: (result.data as { data: z.output<T> }).data };
  }
  const ids = (result: CallResult<{ gameIds: number[] }>): CallResult<number[]> =>
    result.ok ? { ok: true, data: result.data.gameIds } : result;
  return {
    lobby: (query: Record<string, string | number>) => call(casinoPaths.lobby, lobbySchema, { query }),
    game: (id: number) => call(casinoPaths.game(id), gameDetailsSchema),
    launch: (gameId: number, demo: boolean) =>
      call(casinoPaths.launch, launchResponseSchema, { method: 'POST', params: { gameId, demo } }),
    winners: (currency: string) =>
      call(casinoPaths.lastWinners, z.array(lastWinnerSchema), { query: { curIso: currency, limit: 20 } }),
    favourites: async () => ids(await call(casinoPaths.favourites, gameIdsSchema)),
    setFavourite: async (gameId: number, on: boolean) =>
      ids(
        on
          ? await call(casinoPaths.favourites, gameIdsSchema, { method: 'POST', params: { gameId } })
          : await call(`${casinoPaths.favourites}/${gameId}`, gameIdsSchema, { method: 'DELETE' }),
      ),
  };
}

export type CasinoClient = ReturnType<typeof createCasinoClient>;
