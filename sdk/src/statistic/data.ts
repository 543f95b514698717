/**
 * Response shapes of the statistics calls (SPEC §7 "statisticfeed …" and "site service …"), shared by the server
 * (which produces them) and the frame (which parses them). Every call answers JSON:API
 * `{ data: { type, id, attributes } }`; these schemas describe `attributes`.
 */
import { z } from 'zod/mini';

const int = z.int();
const id = z.int().check(z.positive());
const text = z.string();

export const teamRefSchema = z.object({ id, name: text, short: text });
export const gameStatusCodeSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

export const gameSummarySchema = z.object({
  id,
  sportId: id,
  tournamentId: id,
  seasonId: id,
  stageId: id,
  round: int,
  startTime: text,
  /** SPEC §3 game status codes: 1 bets being accepted, 2 settled, 3 bets no longer accepted (live), 4 canceled. */
  status: gameStatusCodeSchema,
  team1: teamRefSchema,
  team2: teamRefSchema,
  score1: z.nullable(int),
  score2: z.nullable(int),
});
export type GameSummary = z.infer<typeof gameSummarySchema>;

export const timelineEventSchema = z.object({
  minute: int,
  kind: z.enum(['goal', 'yellow', 'red']),
  side: z.union([z.literal(1), z.literal(2)]),
  /** Null when the source names no scorer (the betting feed knows scores, not players). */
  playerId: z.nullable(id),
  playerName: text,
});

export const gameStatusSchema = z.object({
  ...gameSummarySchema.def.shape,
  sportName: text,
  tournamentName: text,
  stageName: text,
  stadiumId: z.nullable(id),
  /** What is happening now: before the start, in play, over, or called off. */
  phase: z.enum(['line', 'live', 'finished', 'cancelled']),
  minute: z.nullable(int),
  timeline: z.array(timelineEventSchema),
  odds: z.object({ w1: z.number(), x: z.nullable(z.number()), w2: z.number() }),
});
export type GameStatus = z.infer<typeof gameStatusSchema>;

export const playerInfoSchema = z.object({
  id,
  name: text,
  teamId: id,
  teamName: text,
  number: int,
  position: text,
  nationality: text,
  birthDate: text,
  height: int,
});
export type PlayerInfo = z.infer<typeof playerInfoSchema>;

export const lineUpsSchema = z.object({
  gameId: id,
  confirmed: z.boolean(),
  teams: z.array(
    z.object({
      team: teamRefSchema,
      formation: text,
      coach: text,
      players: z.array(z.object({ id, name: text, number: int, position: text, starting: z.boolean() })),
    }),
  ),
});
export type LineUps = z.infer<typeof lineUpsSchema>;

export const headToHeadSchema = z.object({
  team1: teamRefSchema,
  team2: teamRefSchema,
  summary: z.object({ wins1: int, draws: int, wins2: int, goals1: int, goals2: int }),
  games: z.array(gameSummarySchema),
});
export type HeadToHead = z.infer<typeof headToHeadSchema>;

export const teamLastGamesSchema = z.object({ team: teamRefSchema, games: z.array(gameSummarySchema) });
export type TeamLastGames = z.infer<typeof teamLastGamesSchema>;

export const standingRowSchema = z.object({
  position: int,
  team: teamRefSchema,
  played: int,
  won: int,
  drawn: int,
  lost: int,
  goalsFor: int,
  goalsAgainst: int,
  points: int,
  form: z.array(z.enum(['W', 'D', 'L'])),
});
export type StandingRow = z.infer<typeof standingRowSchema>;

export const stageTableSchema = z.object({
  stageId: id,
  name: text,
  sportId: id,
  tournamentId: id,
  seasonId: id,
  /** 1 total, 2 home, 3 away (query `tt`). */
  tableType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  rows: z.array(standingRowSchema),
});
export type StageTable = z.infer<typeof stageTableSchema>;

export const stadiumSchema = z.object({
  id,
  name: text,
  city: text,
  country: text,
  capacity: int,
  opened: int,
  surface: text,
});
export type Stadium = z.infer<typeof stadiumSchema>;

export const shortPlayersInfoSchema = z.object({ players: z.array(playerInfoSchema) });

export const playerStatsSchema = z.object({
  appearances: int,
  starts: int,
  goals: int,
  yellowCards: int,
  redCards: int,
});

export const playerProfileSchema = z.object({
  player: playerInfoSchema,
  sportId: id,
  stats: playerStatsSchema,
  games: z.array(z.object({ game: gameSummarySchema, goals: int, started: z.boolean() })),
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

export const teamProfileSchema = z.object({
  team: teamRefSchema,
  sportId: id,
  country: text,
  founded: int,
  coach: text,
  stadium: z.nullable(stadiumSchema),
  standing: z.nullable(z.object({ stageId: id, stageName: text, position: int, points: int, played: int })),
  players: z.array(playerInfoSchema),
  lastGames: z.array(gameSummarySchema),
  nextGames: z.array(gameSummarySchema),
});
export type TeamProfile = z.infer<typeof teamProfileSchema>;

export const seasonRefSchema = z.object({ id, name: text });

export const tournamentSeasonSchema = z.object({
  id,
  name: text,
  sportId: id,
  season: seasonRefSchema,
  seasons: z.array(seasonRefSchema),
  stages: z.array(z.object({ id, name: text })),
  table: z.array(standingRowSchema),
  rounds: z.array(z.object({ round: int, games: z.array(gameSummarySchema) })),
  topScorers: z.array(z.object({ playerId: id, name: text, team: teamRefSchema, goals: int })),
});
export type TournamentSeason = z.infer<typeof tournamentSeasonSchema>;

export const ratingSchema = z.object({
  id,
  name: text,
  sportId: id,
  subject: z.enum(['players', 'teams']),
  unit: text,
  rows: z.array(
    z.object({ position: int, id, name: text, team: z.nullable(teamRefSchema), value: z.number(), change: int }),
  ),
});
export type Rating = z.infer<typeof ratingSchema>;

export const horseRunnerSchema = z.object({
  horseId: id,
  name: text,
  number: int,
  draw: int,
  age: int,
  weight: text,
  jockey: text,
  trainer: text,
  form: text,
  odds: z.number(),
  position: z.nullable(int),
});

export const horseRaceSchema = z.object({
  id,
  name: text,
  course: text,
  distance: text,
  going: text,
  prize: int,
  startTime: text,
  status: gameStatusCodeSchema,
  runners: z.array(horseRunnerSchema),
});
export type HorseRace = z.infer<typeof horseRaceSchema>;

export const horseCardSchema = z.object({
  horse: z.object({
    id,
    name: text,
    age: int,
    sex: text,
    colour: text,
    trainer: text,
    jockey: text,
    owner: text,
  }),
  form: z.array(
    z.object({
      raceId: id,
      raceName: text,
      course: text,
      distance: text,
      startTime: text,
      position: z.nullable(int),
      runners: int,
    }),
  ),
  nextRaceId: z.nullable(id),
});
export type HorseCard = z.infer<typeof horseCardSchema>;

export const coefficientGraphSchema = z.object({
  gameId: id,
  sportId: id,
  team1: teamRefSchema,
  team2: teamRefSchema,
  startTime: text,
  /** Outcome labels in the order of every point's `values` (decimal coefficients). */
  outcomes: z.array(text),
  points: z.array(z.object({ time: text, values: z.array(z.number()) })),
});
export type CoefficientGraph = z.infer<typeof coefficientGraphSchema>;

export const cyberTournamentSchema = z.object({
  sportId: id,
  sportName: text,
  tournId: id,
  name: text,
  season: seasonRefSchema,
  seasons: z.array(seasonRefSchema),
  table: z.array(standingRowSchema),
  results: z.array(gameSummarySchema),
  fixtures: z.array(gameSummarySchema),
});
export type CyberTournament = z.infer<typeof cyberTournamentSchema>;

/** A JSON:API success body around `attributes`. */
export function resourceSchema<T extends z.ZodMiniType>(attributes: T) {
  return z.object({ data: z.object({ type: text, id: z.optional(text), attributes }) });
}
