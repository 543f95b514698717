/** The statistics world's records: sports, stadiums, teams, players, games, seasons, tournaments, horses, races. */

export interface SportDef {
  id: number;
  name: string;
  teams: number;
  /** Mean goals per team and game; basketball draws points instead. */
  scoring: 'goals' | 'points';
  goalMean: number;
  startersPerTeam: number;
  squad: Array<{ position: string; count: number; scoring: number }>;
  suffixes: readonly string[];
  cyber: boolean;
  draws: boolean;
}

export interface Stadium {
  id: number;
  name: string;
  city: string;
  country: string;
  capacity: number;
  opened: number;
  surface: string;
}
export interface Team {
  id: number;
  name: string;
  short: string;
  sportId: number;
  country: string;
  founded: number;
  coach: string;
  strength: number;
  stadiumId: number;
  playerIds: number[];
}
export interface Player {
  id: number;
  name: string;
  teamId: number;
  number: number;
  position: string;
  scoring: number;
  nationality: string;
  birthDate: string;
  height: number;
}
export interface TimelineEvent {
  minute: number;
  kind: 'goal' | 'yellow' | 'red';
  side: 1 | 2;
  playerId: number;
}
export interface Game {
  id: number;
  sportId: number;
  tournamentId: number;
  seasonId: number;
  stageId: number;
  round: number;
  start: number;
  status: 1 | 2 | 3 | 4;
  team1Id: number;
  team2Id: number;
  score1: number | null;
  score2: number | null;
  minute: number | null;
  timeline: TimelineEvent[];
  /** Starters then bench, per side. */
  lineups: [number[], number[]];
  starters: [number, number];
  odds: { w1: number; x: number | null; w2: number };
}
export interface Season {
  id: number;
  name: string;
  tournamentId: number;
  stageId: number;
  stageName: string;
  gameIds: number[];
}
export interface Tournament {
  id: number;
  name: string;
  sportId: number;
  teamIds: number[];
  seasonIds: number[];
}
export interface Horse {
  id: number;
  name: string;
  age: number;
  sex: string;
  colour: string;
  trainer: string;
  jockey: string;
  owner: string;
}
export interface Race {
  id: number;
  name: string;
  course: string;
  distance: string;
  going: string;
  prize: number;
  start: number;
  status: 1 | 2;
  runners: Array<{
    horseId: number;
    number: number;
    draw: number;
    weight: string;
    odds: number;
    position: number | null;
  }>;
}
export interface RatingDef {
  id: number;
  sportId: number;
  subject: 'players' | 'teams';
  name: string;
}
