import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { Simulator } from '../feed/simulator';
import { FeedStatistics } from './feed-source';

const clock = new ManualClock(Date.UTC(2026, 10, 22, 12, 0));
const simulator = new Simulator({ seed: 5, clock });
const stats = new FeedStatistics({ provider: simulator, windowDays: 3 });

const listed = simulator.games().filter((g) => g.sport.id === 1 && !g.cancelled);
const upcoming = listed.find((g) => simulator.view(g).phase === 'line');
if (!upcoming) throw new Error('the feed lists no upcoming football game');

describe('statistics of the betting feed’s games', () => {
  it('show the game as the feed does: teams, championship, kick-off, status and 1X2 prices', () => {
    const status = stats.status(upcoming, 'en');
    const view = simulator.view(upcoming);
    expect(status.team1.id).toBe(upcoming.home.id);
    expect(status.team2.id).toBe(upcoming.away.id);
    expect(status.stageId).toBe(upcoming.champ.id);
    expect(status.startTime).toBe(new Date(upcoming.startAt).toISOString());
    expect(status.status).toBe(view.status);
    expect(status.phase).toBe('line');
    expect(status.odds.w1).toBe(view.outcomes.find((o) => o.type === 1)?.coef);
    expect(status.stadiumId).toBe(null);
  });

  it('count head-to-head, last games and the table from the results the feed settled', () => {
    const h2h = stats.headToHead(upcoming, 'en');
    const last1 = stats.lastGames(upcoming.home.id, 500, 'en');
    const last2 = stats.lastGames(upcoming.away.id, 500, 'en');
    const between = (games: NonNullable<typeof last1>['games'], other: number) =>
      games.filter((g) => g.team1.id === other || g.team2.id === other).map((g) => g.id);
    expect(h2h.games.map((g) => g.id)).toEqual(between(last1?.games ?? [], upcoming.away.id));
    expect(h2h.games.map((g) => g.id)).toEqual(between(last2?.games ?? [], upcoming.home.id));
    for (const game of last1?.games ?? []) {
      expect(simulator.result(game.id)?.total).toEqual([game.score1, game.score2]);
    }
    const table = stats.stageTable(upcoming.champ.id, 1, 'en');
    const row = table?.rows.find((r) => r.team.id === upcoming.home.id);
    expect(row?.played).toBe(last1?.games.length);
    const home = stats.stageTable(upcoming.champ.id, 2, 'en')?.rows.find((r) => r.team.id === upcoming.home.id);
    const away = stats.stageTable(upcoming.champ.id, 3, 'en')?.rows.find((r) => r.team.id === upcoming.home.id);
    expect((home?.points ?? 0) + (away?.points ?? 0)).toBe(row?.points);
  });

  it('describe a feed team and answer nothing for unknown ids', () => {
    const profile = stats.teamProfile(upcoming.home.id, 'ru');
    expect(profile?.team.id).toBe(upcoming.home.id);
    expect(profile?.stadium).toBe(null);
    expect(stats.teamProfile(1, 'en')).toBeUndefined();
    expect(stats.stageTable(999_999, 1, 'en')).toBeUndefined();
    expect(stats.game(12)).toBeUndefined();
  });

  it('draw the odds history closing at the prices on offer', () => {
    const graph = stats.graph(upcoming, 'en');
    const status = stats.status(upcoming, 'en');
    expect(graph.points.at(-1)?.values).toEqual(
      [status.odds.w1, status.odds.x, status.odds.w2].filter((v) => v !== null),
    );
  });
});
