/**
 * Statistics for the betting feed's own games (the simulator of `server/src/feed`), so that a game picked in the
 * line or live widgets opens in the statistics frame with numbers that agree with the feed: the same teams,
 * kick-off, status, score and 1X2 prices, and head-to-head, last games and the championship table counted
 * from the results the feed itself settled.
 *
 * The feed has no seasons: a championship is a running competition, so its "stage", "tournament" and "season"
 * ids are all the championship id, and its table counts the settled games of the last `windowDays` days.
 * The feed knows scores, not scorers, line-ups or stadiums: timelines list goals without players, and those
 * blocks are empty or absent for feed games.
 */
import type {
  CoefficientGraph,
  GameStatus,
  GameSummary,
  HeadToHead,
  StageTable,
  StandingRow,
  TeamLastGames,
  TeamProfile,
} from '@betframe/sdk/statistic';
import type { FeedProvider, Simulator } from '../feed';
import {
  type Champ,
  type Competitor,
  type GameDef,
  gamesOfSlot,
  hashSeed,
  nameIn,
  Rng,
  SLOT_MS,
  sports,
  T,
} from '../feed';
import { standings } from './standings';

const DAY = 86_400_000;
const iso = (time: number) => new Date(time).toISOString();

/** What the statistics read from the feed: the provider, plus the simulator's seed, speed and timelines. */
export type FeedSource = FeedProvider & Pick<Simulator, 'seed' | 'speed' | 'timeline'>;

export interface FeedStatisticsOptions {
  provider: FeedSource;
  windowDays?: number;
}

export class FeedStatistics {
  private readonly provider: FeedSource;
  private readonly windowMs: number;
  private readonly history = new Map<
    number,
    { hour: number; games: Array<{ game: GameDef; total: [number, number] }> }
  >();

  constructor(options: FeedStatisticsOptions) {
    this.provider = options.provider;
    this.windowMs = (options.windowDays ?? 7) * DAY;
  }

  game(id: number): GameDef | undefined {
    return this.provider.game(id);
  }

  /** A live and an upcoming football game of the feed, and a settled one of the window (for examples and tests). */
  sampleGames(): Array<{ sportId: number; gameId: number; phase: string }> {
    const listed = this.provider.games().filter((g) => g.sport.id === 1 && !g.cancelled);
    const picks = [
      listed.find((g) => this.provider.view(g).phase === 'live'),
      listed.find((g) => this.provider.view(g).phase === 'line'),
      listed[0] ? this.settledOf(listed[0].champ)[0]?.game : undefined,
    ];
    return picks
      .filter((g) => g !== undefined)
      .map((g) => ({ sportId: g.sport.id, gameId: g.id, phase: this.provider.view(g).phase }));
  }

  private ref(team: Competitor, lang: string) {
    const name = nameIn(team.name, lang);
    return {
      id: team.id,
      name,
      short: name
        .replace(/[^\p{L}\p{N}]/gu, '')
        .slice(0, 3)
        .toUpperCase(),
    };
  }

  summary(game: GameDef, lang: string): GameSummary {
    const view = this.provider.view(game);
    const settled = view.status === 2 ? this.provider.result(game.id) : undefined;
    const total = settled?.total ?? view.score?.total;
    return {
      id: game.id,
      sportId: game.sport.id,
      tournamentId: game.champ.id,
      seasonId: game.champ.id,
      stageId: game.champ.id,
      round: 0,
      startTime: iso(game.startAt),
      status: view.status,
      team1: this.ref(game.home, lang),
      team2: this.ref(game.away, lang),
      score1: total ? total[0] : null,
      score2: total ? total[1] : null,
    };
  }

  status(game: GameDef, lang: string): GameStatus {
    const view = this.provider.view(game);
    const price = (type: number) => view.outcomes.find((o) => o.type === type && o.param === 0)?.coef ?? null;
    const timeline: GameStatus['timeline'] = [];
    if (game.sport.model === 'goals' && view.phase !== 'line' && view.phase !== 'cancelled') {
      const now = this.provider.now();
      const elapsed = ((now - game.startAt) / 1000) * this.provider.speed;
      let before: [number, number] = [0, 0];
      for (const event of this.provider.timeline(game).events) {
        if (event.at > elapsed) break;
        const [a, b] = event.score.total;
        if (a > before[0])
          timeline.push({ minute: Math.ceil(event.at / 60), kind: 'goal', side: 1, playerId: null, playerName: '' });
        if (b > before[1])
          timeline.push({ minute: Math.ceil(event.at / 60), kind: 'goal', side: 2, playerId: null, playerName: '' });
        before = [a, b];
      }
    }
    const w1 = price(T.w1);
    const w2 = price(T.w2);
    const summary = this.summary(game, lang);
    return {
      ...summary,
      sportName: nameIn(game.sport.name, lang),
      tournamentName: nameIn(game.champ.name, lang),
      stageName: nameIn(game.champ.name, lang),
      stadiumId: null,
      phase: view.phase,
      minute: view.phase === 'live' && view.clockSeconds !== undefined ? Math.floor(view.clockSeconds / 60) : null,
      timeline,
      odds: this.closingOdds(game, w1, price(T.x), w2),
    };
  }

  /** The prices on offer; once the market has closed, the prices a fresh line would show (same model, no live state). */
  private closingOdds(game: GameDef, w1: number | null, x: number | null, w2: number | null): GameStatus['odds'] {
    if (w1 !== null && w2 !== null) return { w1, x, w2 };
    const strength = game.home.rating - game.away.rating + 0.15;
    const home = 1 / (1 + Math.exp(-strength * 2.4));
    const draw = game.sport.model === 'goals' && game.sport.id !== 2 ? 0.26 : 0;
    const at = (p: number) => Math.max(1.01, Math.round((1 / (p * 1.06)) * 100) / 100);
    return { w1: at(home * (1 - draw)), x: draw ? at(draw) : null, w2: at((1 - home) * (1 - draw)) };
  }

  /**
   * Settled games of one championship in the last window, newest first, with their final scores. Drawn from the
   * championship's own sport slots only, and kept for the hour (results of past games never change).
   */
  private settledOf(champ: Champ): Array<{ game: GameDef; total: [number, number] }> {
    const now = this.provider.now();
    const hour = Math.floor(now / 3_600_000);
    const cached = this.history.get(champ.id);
    if (cached?.hour === hour) return cached.games.filter(({ game }) => game.startAt < now);
    const sportIndex = sports.findIndex((sport) => sport.id === champ.sportId);
    const games: Array<{ game: GameDef; total: [number, number] }> = [];
    for (let slot = Math.floor(now / SLOT_MS); slot * SLOT_MS > now - this.windowMs; slot -= 1) {
      for (const game of [...gamesOfSlot(this.provider.seed, sportIndex, slot)].reverse()) {
        if (game.champ.id !== champ.id || game.cancelled || game.startAt >= now) continue;
        const result = this.provider.result(game.id);
        if (result && !result.cancelled) games.push({ game, total: result.total });
      }
    }
    this.history.set(champ.id, { hour, games });
    return games;
  }

  private settledSummaries(champ: Champ, lang: string, keep: (game: GameDef) => boolean): GameSummary[] {
    return this.settledOf(champ)
      .filter(({ game }) => keep(game))
      .map(({ game, total }) => ({ ...this.summary(game, lang), status: 2, score1: total[0], score2: total[1] }));
  }

  private champ(id: number): Champ | undefined {
    const sportId = Math.floor(id / 100);
    return this.provider.champs(sportId).find((c) => c.id === id);
  }

  team(id: number): { champ: Champ; team: Competitor } | undefined {
    const champ = this.champ(Math.floor(id / 100));
    const team = champ?.teams.find((t) => t.id === id);
    return champ && team ? { champ, team } : undefined;
  }

  headToHead(game: GameDef, lang: string): HeadToHead {
    const pair = new Set([game.home.id, game.away.id]);
    const list = this.settledSummaries(
      game.champ,
      lang,
      (g) => g.id !== game.id && pair.has(g.home.id) && pair.has(g.away.id),
    );
    const summary = { wins1: 0, draws: 0, wins2: 0, goals1: 0, goals2: 0 };
    for (const g of list) {
      const own = g.team1.id === game.home.id ? (g.score1 ?? 0) : (g.score2 ?? 0);
      const other = g.team1.id === game.home.id ? (g.score2 ?? 0) : (g.score1 ?? 0);
      summary.goals1 += own;
      summary.goals2 += other;
      if (own > other) summary.wins1 += 1;
      else if (own < other) summary.wins2 += 1;
      else summary.draws += 1;
    }
    return { team1: this.ref(game.home, lang), team2: this.ref(game.away, lang), summary, games: list };
  }

  lastGames(teamId: number, limit: number, lang: string): TeamLastGames | undefined {
    const found = this.team(teamId);
    if (!found) return undefined;
    const games = this.settledSummaries(found.champ, lang, (g) => g.home.id === teamId || g.away.id === teamId);
    return { team: this.ref(found.team, lang), games: games.slice(0, limit) };
  }

  private rows(champ: Champ, tableType: 1 | 2 | 3, lang: string): StandingRow[] {
    const results = [...this.settledOf(champ)].map(({ game: g, total }) => ({
      homeId: g.home.id,
      awayId: g.away.id,
      homeScore: total[0],
      awayScore: total[1],
    }));
    return standings(
      champ.teams.map((t) => ({ id: t.id, ref: this.ref(t, lang) })),
      results,
      tableType,
    );
  }

  stageTable(champId: number, tableType: 1 | 2 | 3, lang: string): StageTable | undefined {
    const champ = this.champ(champId);
    if (!champ) return undefined;
    return {
      stageId: champ.id,
      name: `${nameIn(champ.name, lang)} — last ${Math.round(this.windowMs / DAY)} days`,
      sportId: champ.sportId,
      tournamentId: champ.id,
      seasonId: champ.id,
      tableType,
      rows: this.rows(champ, tableType, lang),
    };
  }

  teamProfile(teamId: number, lang: string): TeamProfile | undefined {
    const found = this.team(teamId);
    if (!found) return undefined;
    const { champ, team } = found;
    const row = this.rows(champ, 1, lang).find((r) => r.team.id === teamId);
    const now = this.provider.now();
    const next = this.provider
      .games()
      .filter((g) => g.startAt > now && (g.home.id === teamId || g.away.id === teamId))
      .sort((a, b) => a.startAt - b.startAt)
      .slice(0, 5);
    return {
      team: this.ref(team, lang),
      sportId: champ.sportId,
      country: champ.country.iso.toUpperCase(),
      founded: 0,
      coach: '',
      stadium: null,
      standing: row
        ? {
            stageId: champ.id,
            stageName: nameIn(champ.name, lang),
            position: row.position,
            points: row.points,
            played: row.played,
          }
        : null,
      players: [],
      lastGames: this.lastGames(teamId, 5, lang)?.games ?? [],
      nextGames: next.map((g) => this.summary(g, lang)),
    };
  }

  /** Odds history: the line's drift over the day before kick-off, closing at the prices the game shows. */
  graph(game: GameDef, lang: string): CoefficientGraph {
    const status = this.status(game, lang);
    const rng = new Rng(hashSeed('feed-graph', game.id));
    const end = Math.min(game.startAt, this.provider.now());
    const opened = Math.min(end, game.startAt - DAY) - DAY;
    const closing = [status.odds.w1, ...(status.odds.x === null ? [] : [status.odds.x]), status.odds.w2];
    const steps = 24;
    let drift = closing.map(() => rng.normal(0, 0.1));
    const points: CoefficientGraph['points'] = [];
    for (let step = 0; step <= steps; step += 1) {
      const left = 1 - step / steps;
      points.push({
        time: iso(opened + ((end - opened) * step) / steps),
        values: closing.map((value, i) => Math.max(1.01, Math.round(value * (1 + (drift[i] ?? 0) * left) * 100) / 100)),
      });
      drift = drift.map((d) => d + rng.normal(0, 0.02));
    }
    return {
      gameId: game.id,
      sportId: game.sport.id,
      team1: status.team1,
      team2: status.team2,
      startTime: status.startTime,
      outcomes: status.odds.x === null ? ['1', '2'] : ['1', 'X', '2'],
      points,
    };
  }
}
