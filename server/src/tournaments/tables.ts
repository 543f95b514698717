import type { ColumnType, Generated } from 'kysely';

type Int8 = ColumnType<number, number, number>;
type Json = ColumnType<unknown, string, string>;

export interface TournamentsTable {
  id: Generated<number>;
  code: string;
  name: string;
  product: 'sport' | 'casino';
  currency_id: number;
  starts_at: Date;
  ends_at: Date;
  rules: Json;
  prizes: Json;
  paid_at: Date | null;
  created_at: Date;
}

export interface TournamentEntriesTable {
  tournament_id: Int8;
  user_id: Int8;
  joined_at: Date;
  points: Generated<number>;
  reached_at: Date | null;
}

export interface TournamentScoresTable {
  tournament_id: Int8;
  reference: string;
  user_id: Int8;
  points: Int8;
  scored_at: Date;
}

export interface TournamentPrizesTable {
  tournament_id: Int8;
  place: number;
  user_id: Int8;
  kind: 'money' | 'bonus';
  amount_minor: Int8 | null;
  offer_code: string | null;
  bonus_id: Int8 | null;
  status: 'paid' | 'not_granted';
  paid_at: Date;
}

declare module '../db' {
  interface Tables {
    tournaments: TournamentsTable;
    tournament_entries: TournamentEntriesTable;
    tournament_scores: TournamentScoresTable;
    tournament_prizes: TournamentPrizesTable;
  }
}
