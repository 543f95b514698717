export interface GameSubscriptionsTable {
  user_id: number;
  game_id: number;
  /** Bit set: 1 << event type (1 start, 2 goal, 3 card, 4 end). */
  events: number;
  created_at: Date;
}

export interface GameNoticesTable {
  id: import('kysely').Generated<number>;
  user_id: number;
  game_id: number;
  event: number;
  home_score: number | null;
  away_score: number | null;
  team: number | null;
  red: boolean | null;
  created_at: Date;
}

declare module '../db' {
  interface Tables {
    game_subscriptions: GameSubscriptionsTable;
    game_notices: GameNoticesTable;
  }
}
