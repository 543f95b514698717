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

/** The one row of the shared feed world (./one-world.ts). */
export interface FeedWorldTable {
  id: number;
  offset_ms: number;
  writer: string | null;
  writer_since: Date | null;
  heartbeat_at: Date | null;
}

export interface FeedGameStatesTable {
  game_id: number;
  status: 2 | 3 | 4;
  recorded_at: Date;
}

declare module '../db' {
  interface Tables {
    feed_favorites: FeedFavoritesTable;
    feed_favorite_champs: FeedFavoriteChampsTable;
    feed_world: FeedWorldTable;
    feed_game_states: FeedGameStatesTable;
  }
}
