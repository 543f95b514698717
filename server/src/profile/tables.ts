export interface PlayerProfilesTable {
  user_id: number;
  address: string | null;
  city: string | null;
  postcode: string | null;
  pin_hash: string | null;
  pin_issued_at: Date | null;
  updated_at: Date;
}

declare module '../db' {
  interface Tables {
    player_profiles: PlayerProfilesTable;
  }
}
