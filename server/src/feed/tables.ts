import type { Generated } from 'kysely';

export interface FeedFavoritesTable {
  user_id: number;
  game_id: number;
  created_at: Generated<Date>;
}

export interface FeedFavoriteChampsTable {
  user_id: number;
  champ_id: number;
  created_at: Generated<Date>;
}

declare module '../db' {
  interface Tables {
    feed_favorites: FeedFavoritesTable;
    feed_favorite_champs: FeedFavoriteChampsTable;
  }
}
