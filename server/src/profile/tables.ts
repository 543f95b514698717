export interface PlayerProfilesTable {
  user_id: number;
  address: string | null;
  city: string | null;
  postcode: string | null;
  /** A region of the player's country's list (regions.ts), added by 0461. */
  region_id: number | null;
  pin_hash: string | null;
  pin_issued_at: Date | null;
  updated_at: Date;
}

/** The region or state typed in by a player whose country has no list (0132); no row where none. */
export interface PlayerTypedRegionsTable {
  user_id: number;
  region: string;
  updated_at: Date;
}

declare module '../db' {
  interface Tables {
    player_profiles: PlayerProfilesTable;
    player_typed_regions: PlayerTypedRegionsTable;
  }
}
