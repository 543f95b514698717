/**
 * Favourites of the signed-in player (SPEC §7 "Favorites", and the same for championships): games in
 * `feed_favorites`, championships in `feed_favorite_champs`. Every call answers the whole list
 * (`{ games, champs }`, oldest first), so a client never has to merge. Ids the feed does not know are ignored; a
 * malformed body is a 400 with validation errors; a guest gets 401.
 */
import { type FavoritesList, favoriteChampsBodySchema, favoriteGamesBodySchema, feedPaths } from '@betframe/sdk/feed';
import type { Hono } from 'hono';
import { requireUser } from '../app/auth';
import type { AppDeps, AppEnv } from '../app/types';
import { readBody } from '../app/validation';
import type { FeedProvider } from './provider';
import './tables';

export function registerFavoriteRoutes(app: Hono<AppEnv>, deps: AppDeps, provider: () => FeedProvider): void {
  const db = () => deps.database.db;

  const list = async (userId: number): Promise<FavoritesList> => {
    const [games, champs] = await Promise.all([
      db()
        .selectFrom('feed_favorites')
        .select('game_id')
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('game_id')
        .execute(),
      db()
        .selectFrom('feed_favorite_champs')
        .select('champ_id')
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('champ_id')
        .execute(),
    ]);
    return { games: games.map((r) => Number(r.game_id)), champs: champs.map((r) => Number(r.champ_id)) };
  };
  const answer = async (userId: number) => ({ data: { type: 'favorites' as const, attributes: await list(userId) } });

  const knownChamp = (id: number) =>
    provider()
      .sports()
      .some((s) =>
        provider()
          .champs(s.id)
          .some((c) => c.id === id),
      );

  const addGames = async (userId: number, ids: number[]) => {
    const known = [...new Set(ids)].filter((id) => provider().game(id) !== undefined);
    if (known.length === 0) return;
    await db()
      .insertInto('feed_favorites')
      .values(known.map((game_id) => ({ user_id: userId, game_id })))
      .onConflict((oc) => oc.columns(['user_id', 'game_id']).doNothing())
      .execute();
  };
  const addChamps = async (userId: number, ids: number[]) => {
    const known = [...new Set(ids)].filter(knownChamp);
    if (known.length === 0) return;
    await db()
      .insertInto('feed_favorite_champs')
      .values(known.map((champ_id) => ({ user_id: userId, champ_id })))
      .onConflict((oc) => oc.columns(['user_id', 'champ_id']).doNothing())
      .execute();
  };

  app.get(feedPaths.favorites, async (c) => {
    const user = await requireUser(c, deps);
    return c.json(await answer(user.id));
  });

  app.post(feedPaths.favoriteGamesEdit, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, favoriteGamesBodySchema);
    await addGames(user.id, body.gameIds);
    return c.json(await answer(user.id));
  });
  app.delete(feedPaths.favoriteGamesEdit, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, favoriteGamesBodySchema);
    if (body.gameIds.length > 0) {
      await db()
        .deleteFrom('feed_favorites')
        .where('user_id', '=', user.id)
        .where('game_id', 'in', body.gameIds)
        .execute();
    }
    return c.json(await answer(user.id));
  });
  // Favourites kept in the browser while signed out join the account's list.
  app.post(feedPaths.favoriteMigrate, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, favoriteGamesBodySchema);
    await addGames(user.id, body.gameIds);
    return c.json(await answer(user.id));
  });

  app.post(feedPaths.favoriteChampsEdit, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, favoriteChampsBodySchema);
    await addChamps(user.id, body.champIds);
    return c.json(await answer(user.id));
  });
  app.delete(feedPaths.favoriteChampsEdit, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, favoriteChampsBodySchema);
    if (body.champIds.length > 0) {
      await db()
        .deleteFrom('feed_favorite_champs')
        .where('user_id', '=', user.id)
        .where('champ_id', 'in', body.champIds)
        .execute();
    }
    return c.json(await answer(user.id));
  });
  app.post(feedPaths.favoriteMigrateChamps, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, favoriteChampsBodySchema);
    await addChamps(user.id, body.champIds);
    return c.json(await answer(user.id));
  });
}
