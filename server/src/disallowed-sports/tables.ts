export interface PlayerDisallowedSportsTable {
  user_id: number;
  feed: 'line' | 'live';
  sport_id: number;
}

declare module '../db' {
  interface Tables {
    player_disallowed_sports: PlayerDisallowedSportsTable;
  }
}
