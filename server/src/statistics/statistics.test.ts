import {
  coefficientGraphSchema,
  cyberTournamentSchema,
  gameStatusSchema,
  headToHeadSchema,
  horseCardSchema,
  horseRaceSchema,
  lineUpsSchema,
  playerProfileSchema,
  ratingSchema,
  resourceSchema,
  shortPlayersInfoSchema,
  stadiumSchema,
  stageTableSchema,
  teamLastGamesSchema,
  teamProfileSchema,
  tournamentSeasonSchema,
} from '@betframe/sdk/statistic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { openTestServer, type TestServer } from '../testing';
import { statisticsRoutesFor } from './routes';
import { StatisticsWorld } from './world';

const now = Date.UTC(2026, 10, 22, 12, 0);
const world = new StatisticsWorld({ seed: 7, now });
let server: TestServer;

beforeAll(async () => {
  server = await openTestServer({ modules: [statisticsRoutesFor(world)] });
}, 60_000);
afterAll(async () => {
  await server.close();
});

async function get<T extends z.ZodMiniType>(path: string, schema: T): Promise<z.infer<T>> {
  const response = await server.fetch(`/service-api/${path}`);
  expect(response.status, path).toBe(200);
  const body = resourceSchema(z.unknown()).parse(await response.json());
  return schema.parse(body.data.attributes) as z.infer<T>;
}

const football = [...world.tournaments.values()].find((t) => t.sportId === 1);
const season = world.seasons.get(football?.seasonIds.at(-1) ?? 0);
const settled = [...world.games.values()].filter((g) => g.sportId === 1 && g.status === 2);
const sample = settled.at(-1);
if (!football || !season || !sample) throw new Error('world without football');

describe('statistics calls', () => {
  it('answers every call in its documented shape', async () => {
    const gameId = sample.id;
    await get(`statisticfeed/Status?gameId=${gameId}`, gameStatusSchema);
    await get(`statisticfeed/LineUps?gameId=${gameId}`, lineUpsSchema);
    await get(`SiteService/LineUps2?gameId=${gameId}`, lineUpsSchema);
    await get(`statisticfeed/Game/h2h?gameId=${gameId}`, headToHeadSchema);
    await get(`SiteService/HeadToHead?team1=${sample.team1Id}&team2=${sample.team2Id}`, headToHeadSchema);
    await get(`statisticfeed/TeamLastGames?teamId=${sample.team1Id}`, teamLastGamesSchema);
    await get(`SiteService/GetStadiumForGame_2?gameId=${gameId}`, stadiumSchema);
    await get(`SiteService/StageTable?stageId=${season.stageId}&tt=2`, stageTableSchema);
    await get(`SiteService/ShortPlayersInfo?playerIds=100001,100002`, shortPlayersInfoSchema);
    await get(`statisticfeed/Horse/race?horseId=7001`, horseCardSchema);
    await get(`SiteService/HorsesRace?raceid=8001`, horseRaceSchema);
    await get(`statisticfeed/Team?teamId=${sample.team1Id}`, teamProfileSchema);
    await get(`statisticfeed/Player?playerId=100001`, playerProfileSchema);
    await get(`statisticfeed/Tournament?tournamentId=${football.id}&seasonId=${season.id}`, tournamentSeasonSchema);
    await get(`statisticfeed/Rating?ratingId=900`, ratingSchema);
    await get(`statisticfeed/Graph?gameId=${gameId}`, coefficientGraphSchema);
    const cyber = [...world.tournaments.values()].find((t) => t.sportId === 85);
    await get(
      `statisticfeed/Cyber?sportId=85&tournId=${cyber?.id}&seasonId=${cyber?.seasonIds.at(-1)}`,
      cyberTournamentSchema,
    );
  });

  it('answers 404 not_found for unknown ids and 400 with validation_errors for malformed ones', async () => {
    const missing = await server.fetch('/service-api/statisticfeed/Status?gameId=999999999');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false, errors: [{ code: 'not_found' }] });
    const malformed = await server.fetch('/service-api/SiteService/StageTable?stageId=x&tt=9');
    expect(malformed.status).toBe(400);
    const body = await malformed.json();
    expect(Object.keys(body.data.validation_errors).sort()).toEqual(['stageId', 'tt']);
    const notCyber = await server.fetch(
      `/service-api/statisticfeed/Cyber?sportId=1&tournId=${football.id}&seasonId=${season.id}`,
    );
    expect(notCyber.status).toBe(404);
  });
});

describe('one world, consistent views', () => {
  it('a head-to-head is exactly the meetings in both teams’ histories', async () => {
    const h2h = await get(`SiteService/HeadToHead?team1=${sample.team1Id}&team2=${sample.team2Id}`, headToHeadSchema);
    const one = await get(`statisticfeed/TeamLastGames?teamId=${sample.team1Id}&limit=50`, teamLastGamesSchema);
    const two = await get(`statisticfeed/TeamLastGames?teamId=${sample.team2Id}&limit=50`, teamLastGamesSchema);
    const meetings = (games: typeof one.games, other: number) =>
      games.filter((g) => g.team1.id === other || g.team2.id === other).map((g) => g.id);
    expect(h2h.games.map((g) => g.id)).toEqual(meetings(one.games, sample.team2Id));
    expect(h2h.games.map((g) => g.id)).toEqual(meetings(two.games, sample.team1Id));
    const { wins1, draws, wins2 } = h2h.summary;
    expect(wins1 + draws + wins2).toBe(h2h.games.length);
    expect(h2h.games.length).toBeGreaterThanOrEqual(2);
  });

  it('the table is the sum of the stage’s settled games; home plus away is total', async () => {
    const total = await get(`SiteService/StageTable?stageId=${season.stageId}&tt=1`, stageTableSchema);
    const home = await get(`SiteService/StageTable?stageId=${season.stageId}&tt=2`, stageTableSchema);
    const away = await get(`SiteService/StageTable?stageId=${season.stageId}&tt=3`, stageTableSchema);
    const played = season.gameIds.map((id) => world.games.get(id)).filter((g) => g?.status === 2);
    expect(total.rows.reduce((sum, r) => sum + r.played, 0)).toBe(played.length * 2);
    const goals = played.reduce((sum, g) => sum + (g?.score1 ?? 0) + (g?.score2 ?? 0), 0);
    expect(total.rows.reduce((sum, r) => sum + r.goalsFor, 0)).toBe(goals);
    for (const row of total.rows) {
      const h = home.rows.find((r) => r.team.id === row.team.id);
      const a = away.rows.find((r) => r.team.id === row.team.id);
      expect((h?.points ?? 0) + (a?.points ?? 0)).toBe(row.points);
      expect((h?.played ?? 0) + (a?.played ?? 0)).toBe(row.played);
    }
    const points = total.rows.map((r) => r.points);
    expect([...points].sort((a, b) => b - a)).toEqual(points);
  });

  it('team goals in the table equal the goals of its players’ timelines; a player’s goals are his goal events', async () => {
    const total = await get(`SiteService/StageTable?stageId=${season.stageId}&tt=1`, stageTableSchema);
    const team = await get(`statisticfeed/Team?teamId=${sample.team1Id}`, teamProfileSchema);
    let scored = 0;
    for (const player of team.players) {
      const profile = await get(`statisticfeed/Player?playerId=${player.id}`, playerProfileSchema);
      expect(profile.games.reduce((sum, g) => sum + g.goals, 0)).toBeLessThanOrEqual(profile.stats.goals);
      scored += profile.stats.goals;
    }
    expect(scored).toBe(total.rows.find((r) => r.team.id === sample.team1Id)?.goalsFor);
    expect(team.standing?.points).toBe(total.rows.find((r) => r.team.id === sample.team1Id)?.points);
  });

  it('a game’s timeline goals match its score, and its line-ups are the teams’ own players', async () => {
    const status = await get(`statisticfeed/Status?gameId=${sample.id}`, gameStatusSchema);
    const goals = status.timeline.filter((e) => e.kind === 'goal');
    expect(goals.filter((e) => e.side === 1).length).toBe(status.score1);
    expect(goals.filter((e) => e.side === 2).length).toBe(status.score2);
    const lineUps = await get(`statisticfeed/LineUps?gameId=${sample.id}`, lineUpsSchema);
    expect(lineUps.teams[0]?.players.filter((p) => p.starting)).toHaveLength(11);
    for (const p of lineUps.teams[0]?.players ?? []) expect(world.players.get(p.id)?.teamId).toBe(sample.team1Id);
  });

  it('a horse’s form is its finishing places in the settled races it ran', async () => {
    const card = await get('statisticfeed/Horse/race?horseId=7001', horseCardSchema);
    for (const run of card.form) {
      const race = await get(`SiteService/HorsesRace?raceid=${run.raceId}`, horseRaceSchema);
      expect(race.runners.find((r) => r.horseId === 7001)?.position).toBe(run.position);
    }
  });

  it('the odds graph closes at the game’s odds', async () => {
    const graph = await get(`statisticfeed/Graph?gameId=${sample.id}`, coefficientGraphSchema);
    const status = await get(`statisticfeed/Status?gameId=${sample.id}`, gameStatusSchema);
    expect(graph.points.at(-1)?.values).toEqual([status.odds.w1, status.odds.x, status.odds.w2]);
    expect(graph.points.length).toBeGreaterThan(2);
  });

  it('the same seed and clock draw the same world', () => {
    const again = new StatisticsWorld({ seed: 7, now });
    expect([...again.games.values()].map((g) => [g.id, g.score1, g.score2])).toEqual(
      [...world.games.values()].map((g) => [g.id, g.score1, g.score2]),
    );
  });
});
