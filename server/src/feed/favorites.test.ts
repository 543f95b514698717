import { favoritesResponseSchema, feedPaths } from '@betframe/sdk/feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../app/types';
import { ManualClock } from '../clock';
import { openTestServer, type TestServer } from '../testing';
import { feedRoutesWith } from './routes';
import { createFeedService, type FeedService } from './service';

let server: TestServer;
let service: FeedService;

beforeAll(async () => {
  service = createFeedService({ seed: 5, clock: new ManualClock(Date.UTC(2026, 10, 22, 12, 0)) });
  server = await openTestServer({
    modules: [feedRoutesWith(() => service)],
    // Signed in as the player the header names.
    auth: {
      resolve: async (c: AppContext) => {
        const id = Number(c.req.header('x-test-user'));
        return id > 0 ? { id } : null;
      },
    },
  });
});
afterAll(async () => {
  await server?.close();
});

const call = (user: number | null, method: string, path: string, body?: unknown) =>
  server.fetch(path, {
    method,
    headers: { ...(user ? { 'x-test-user': String(user) } : {}), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const favorites = async (response: Response) => {
  expect(response.status).toBe(200);
  return favoritesResponseSchema.parse(await response.json()).data.attributes;
};

const champIds = () => {
  const football = service.provider.champs(1).map((c) => c.id);
  const tennis = service.provider.champs(4).map((c) => c.id);
  return [football[0], football[1], tennis[0]] as [number, number, number];
};

describe('favourite championships', () => {
  it('need a signed-in player on every call', async () => {
    for (const [method, path] of [
      ['GET', feedPaths.favorites],
      ['POST', feedPaths.favoriteChampsEdit],
      ['DELETE', feedPaths.favoriteChampsEdit],
      ['POST', feedPaths.favoriteMigrateChamps],
    ] as const) {
      const response = await call(null, method, path, method === 'GET' ? undefined : { champIds: [101] });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it('are added, migrated from the browser and removed, kept per player beside the favourite games', async () => {
    const [a, b, c] = champIds();
    const game = service.provider.games()[0]?.id as number;
    await favorites(await call(11, 'POST', feedPaths.favoriteGamesEdit, { gameIds: [game] }));
    expect(await favorites(await call(11, 'POST', feedPaths.favoriteChampsEdit, { champIds: [a] }))).toEqual({
      games: [game],
      champs: [a],
    });
    // At login the browser's list joins the account's: known ids once each, unknown ids ignored.
    const migrated = await favorites(
      await call(11, 'POST', feedPaths.favoriteMigrateChamps, { champIds: [c, a, b, 999_999] }),
    );
    expect([...(migrated.champs ?? [])].sort((x, y) => x - y)).toEqual([a, b, c].sort((x, y) => x - y));
    const removed = await favorites(await call(11, 'DELETE', feedPaths.favoriteChampsEdit, { champIds: [b] }));
    expect(removed.champs).not.toContain(b);
    expect(removed.champs).toHaveLength(2);
    expect(removed.games).toEqual([game]);
    expect(await favorites(await call(11, 'GET', feedPaths.favorites))).toEqual(removed);
    // Another player's list is their own.
    expect(await favorites(await call(12, 'GET', feedPaths.favorites))).toEqual({ games: [], champs: [] });
  });

  it('a malformed body is a 400 with validation errors naming the field', async () => {
    for (const body of [
      { champIds: ['x'] },
      { champIds: [-3] },
      { champIds: 7 },
      {},
      { champIds: Array.from({ length: 501 }, (_, i) => i + 1) },
    ]) {
      const response = await call(11, 'POST', feedPaths.favoriteChampsEdit, body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      const error = (await response.json()) as {
        success: boolean;
        data: { validation_errors: Record<string, string[]> };
      };
      expect(error.success).toBe(false);
      expect(Object.keys(error.data.validation_errors).some((k) => k.startsWith('champIds'))).toBe(true);
    }
    const games = await call(11, 'POST', feedPaths.favoriteMigrate, { gameIds: 'all' });
    expect(games.status).toBe(400);
  });
});
