/**
 * The favourites calls (SPEC §7 "Favorites", extended with championships): the bodies the server checks and the
 * widgets send, and the answer every one of them gives — the player's whole list of favourite games and
 * championships, oldest first.
 *
 * `GET Favorite`; `POST`/`DELETE Favorite/Games` `{ gameIds }`; `POST Favorite/migrate/Games` `{ gameIds }`;
 * `POST`/`DELETE Favorite/Champs` `{ champIds }`; `POST Favorite/migrate/Champs` `{ champIds }`.
 */
import { z } from 'zod/mini';

/** At most this many ids in one call (a browser's list migrated at login included). */
export const FAVORITES_MAX_IDS = 500;

const ids = z.array(z.coerce.number().check(z.int(), z.positive())).check(z.maxLength(FAVORITES_MAX_IDS));

export const favoriteGamesBodySchema = z.object({ gameIds: ids });
export type FavoriteGamesBody = z.output<typeof favoriteGamesBodySchema>;

export const favoriteChampsBodySchema = z.object({ champIds: ids });
export type FavoriteChampsBody = z.output<typeof favoriteChampsBodySchema>;

export const favoritesSchema = z.object({
  games: z.array(z.number()),
  /** Absent from a server that keeps favourite games only. */
  champs: z.optional(z.array(z.number())),
});
export type FavoritesList = z.output<typeof favoritesSchema>;

export const favoritesResponseSchema = z.object({
  data: z.object({ type: z.literal('favorites'), attributes: favoritesSchema }),
});
