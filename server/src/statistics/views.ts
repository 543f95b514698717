/**
 * The statistics calls' attributes, derived from the world's game list (so every view agrees with the others:
 * a head-to-head is the intersection of both teams' histories; a table is the sum of settled games).
 */
import type {
  CoefficientGraph,
  CyberTournament,
  GameStatus,
  GameSummary,
  HeadToHead,
  HorseCard,
  HorseRace,
  LineUps,
  PlayerInfo,
  PlayerProfile,
  Rating,
  Stadium as StadiumData,
  StageTable,
  StandingRow,
  TeamLastGames,
  TeamProfile,
  TournamentSeason,
} from '@betframe/sdk/statistic';
import { hashSeed, Rng } from '../feed';
import { horseCard, horseRace } from './horse-views';
import { standings } from './standings';
import type { Game, StatisticsWorld, Team } from './world';

const iso = (time: number) => new Date(time).toISOString();

export class StatisticsViews {
  constructor(private readonly world: StatisticsWorld) {}

  private team(id: number): Team {
    const team = this.world.teams.get(id);
    if (!team) throw new Error(`team ${id} missing from the world`);
    return team;
  }

  teamRef(id: number) {
    const team = this.team(id);
    return { id: team.id, name: team.name, short: team.short };
  }

  summary(game: Game): GameSummary {
    return {
      id: game.id,
      sportId: game.sportId,
      tournamentId: game.tournamentId,
      seasonId: game.seasonId,
      stageId: game.stageId,
      round: game.round,
      startTime: iso(game.start),
      status: game.status,
      team1: this.teamRef(game.team1Id),
      team2: this.teamRef(game.team2Id),
      score1: game.score1,
      score2: game.score2,
    };
  }

  /** Settled games of a team (both seasons), newest first. */
  private settledOf(teamId: number): Game[] {
    return [...this.world.games.values()]
      .filter((g) => g.status === 2 && (g.team1Id === teamId || g.team2Id === teamId))
      .sort((a, b) => b.start - a.start);
  }

  game(id: number): Game | undefined {
    return this.world.games.get(id);
  }

  status(game: Game): GameStatus {
    const sport = this.world.sports.get(game.sportId);
    const tournament = this.world.tournaments.get(game.tournamentId);
    const season = this.world.seasons.get(game.seasonId);
    return {
      ...this.summary(game),
      sportName: sport?.name ?? '',
      tournamentName: tournament?.name ?? '',
      stageName: season ? `${season.stageName} ${season.name}` : '',
      stadiumId: this.team(game.team1Id).stadiumId,
      phase: game.status === 3 ? 'live' : game.status === 2 ? 'finished' : game.status === 4 ? 'cancelled' : 'line',
      minute: game.minute,
      timeline: game.timeline.map((event) => ({
        ...event,
        playerName: this.world.players.get(event.playerId)?.name ?? '',
      })),
      odds: game.odds,
    };
  }

  lineUps(game: Game): LineUps {
    const sides = [game.team1Id, game.team2Id] as const;
    return {
      gameId: game.id,
      confirmed: game.status !== 1 || game.start - this.world.now < 3_600_000,
      teams: sides.map((teamId, side) => {
        const team = this.team(teamId);
        const sport = this.world.sports.get(team.sportId);
        const list = game.lineups[side] ?? [];
        return {
          team: this.teamRef(teamId),
          formation: sport?.id === 1 ? '4-4-2' : '',
          coach: team.coach,
          players: list.map((pid, index) => {
            const player = this.world.players.get(pid);
            return {
              id: pid,
              name: player?.name ?? '',
              number: player?.number ?? 0,
              position: player?.position ?? '',
              starting: index < (game.starters[side] ?? 0),
            };
          }),
        };
      }),
    };
  }

  headToHead(team1Id: number, team2Id: number, excludeGameId?: number): HeadToHead {
    const games = this.settledOf(team1Id).filter(
      (g) => (g.team1Id === team2Id || g.team2Id === team2Id) && g.id !== excludeGameId,
    );
    const summary = { wins1: 0, draws: 0, wins2: 0, goals1: 0, goals2: 0 };
    for (const g of games) {
      const own = g.team1Id === team1Id ? (g.score1 ?? 0) : (g.score2 ?? 0);
      const other = g.team1Id === team1Id ? (g.score2 ?? 0) : (g.score1 ?? 0);
      summary.goals1 += own;
      summary.goals2 += other;
      if (own > other) summary.wins1 += 1;
      else if (own < other) summary.wins2 += 1;
      else summary.draws += 1;
    }
    return {
      team1: this.teamRef(team1Id),
      team2: this.teamRef(team2Id),
      summary,
      games: games.map((g) => this.summary(g)),
    };
  }

  teamLastGames(teamId: number, limit = 10): TeamLastGames {
    return {
      team: this.teamRef(teamId),
      games: this.settledOf(teamId)
        .slice(0, limit)
        .map((g) => this.summary(g)),
    };
  }

  stadium(id: number): StadiumData | undefined {
    return this.world.stadiums.get(id);
  }

  rows(gameIds: readonly number[], tableType: 1 | 2 | 3, teamIds: readonly number[]): StandingRow[] {
    const results = gameIds
      .map((id) => this.world.games.get(id))
      .filter((g): g is Game => g?.status === 2)
      .sort((a, b) => b.start - a.start)
      .map((g) => ({ homeId: g.team1Id, awayId: g.team2Id, homeScore: g.score1 ?? 0, awayScore: g.score2 ?? 0 }));
    return standings(
      teamIds.map((id) => ({ id, ref: this.teamRef(id) })),
      results,
      tableType,
    );
  }

  stageTable(stageId: number, tableType: 1 | 2 | 3): StageTable | undefined {
    const season = [...this.world.seasons.values()].find((s) => s.stageId === stageId);
    if (!season) return undefined;
    const tournament = this.world.tournaments.get(season.tournamentId);
    if (!tournament) return undefined;
    return {
      stageId,
      name: `${tournament.name} ${season.name} — ${season.stageName}`,
      sportId: tournament.sportId,
      tournamentId: tournament.id,
      seasonId: season.id,
      tableType,
      rows: this.rows(season.gameIds, tableType, tournament.teamIds),
    };
  }

  playerInfo(id: number): PlayerInfo | undefined {
    const player = this.world.players.get(id);
    if (!player) return undefined;
    const team = this.team(player.teamId);
    return {
      id: player.id,
      name: player.name,
      teamId: team.id,
      teamName: team.name,
      number: player.number,
      position: player.position,
      nationality: player.nationality,
      birthDate: player.birthDate,
      height: player.height,
    };
  }

  /** Current-season appearances and goals of a player, from the line-ups and timelines of settled games. */
  player(id: number): PlayerProfile | undefined {
    const info = this.playerInfo(id);
    const player = this.world.players.get(id);
    if (!info || !player) return undefined;
    const stats = { appearances: 0, starts: 0, goals: 0, yellowCards: 0, redCards: 0 };
    const games: PlayerProfile['games'] = [];
    for (const game of this.currentSeasonGames(player.teamId)) {
      if (game.status !== 2) continue;
      const side = game.team1Id === player.teamId ? 0 : 1;
      const index = game.lineups[side].indexOf(id);
      if (index < 0) continue;
      const started = index < game.starters[side];
      if (!started) continue;
      stats.appearances += 1;
      stats.starts += 1;
      let goals = 0;
      for (const event of game.timeline) {
        if (event.playerId !== id) continue;
        if (event.kind === 'goal') goals += 1;
        else if (event.kind === 'yellow') stats.yellowCards += 1;
        else stats.redCards += 1;
      }
      stats.goals += goals;
      games.push({ game: this.summary(game), goals, started });
    }
    games.sort((a, b) => b.game.startTime.localeCompare(a.game.startTime));
    return { player: info, sportId: this.team(player.teamId).sportId, stats, games: games.slice(0, 10) };
  }

  private currentSeason(tournamentId: number) {
    const tournament = this.world.tournaments.get(tournamentId);
    const id = tournament?.seasonIds[tournament.seasonIds.length - 1];
    return id === undefined ? undefined : this.world.seasons.get(id);
  }

  private currentSeasonGames(teamId: number): Game[] {
    const tournament = [...this.world.tournaments.values()].find((t) => t.teamIds.includes(teamId));
    const season = tournament && this.currentSeason(tournament.id);
    return (season?.gameIds ?? [])
      .map((id) => this.world.games.get(id) as Game)
      .filter((g) => g.team1Id === teamId || g.team2Id === teamId);
  }

  team_(id: number): TeamProfile | undefined {
    const team = this.world.teams.get(id);
    if (!team) return undefined;
    const tournament = [...this.world.tournaments.values()].find((t) => t.teamIds.includes(id));
    const season = tournament && this.currentSeason(tournament.id);
    const table = season && tournament ? this.rows(season.gameIds, 1, tournament.teamIds) : [];
    const row = table.find((r) => r.team.id === id);
    const upcoming = this.currentSeasonGames(id)
      .filter((g) => g.status !== 2)
      .sort((a, b) => a.start - b.start);
    return {
      team: this.teamRef(id),
      sportId: team.sportId,
      country: team.country,
      founded: team.founded,
      coach: team.coach,
      stadium: this.world.stadiums.get(team.stadiumId) as StadiumData,
      standing:
        row && season
          ? {
              stageId: season.stageId,
              stageName: season.stageName,
              position: row.position,
              points: row.points,
              played: row.played,
            }
          : null,
      players: team.playerIds.map((pid) => this.playerInfo(pid) as PlayerInfo),
      lastGames: this.teamLastGames(id, 5).games,
      nextGames: upcoming.slice(0, 5).map((g) => this.summary(g)),
    };
  }

  private topScorers(gameIds: readonly number[]) {
    const goals = new Map<number, number>();
    for (const gid of gameIds) {
      const game = this.world.games.get(gid);
      if (game?.status !== 2) continue;
      for (const event of game.timeline)
        if (event.kind === 'goal') goals.set(event.playerId, (goals.get(event.playerId) ?? 0) + 1);
    }
    return [...goals.entries()]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .map(([playerId, count]) => {
        const player = this.world.players.get(playerId);
        return { playerId, name: player?.name ?? '', team: this.teamRef(player?.teamId ?? 0), goals: count };
      });
  }

  tournament(tournamentId: number, seasonId: number): TournamentSeason | undefined {
    const tournament = this.world.tournaments.get(tournamentId);
    const season = this.world.seasons.get(seasonId);
    if (!tournament || !season || season.tournamentId !== tournamentId) return undefined;
    const rounds = new Map<number, GameSummary[]>();
    for (const gid of season.gameIds) {
      const game = this.world.games.get(gid) as Game;
      rounds.set(game.round, [...(rounds.get(game.round) ?? []), this.summary(game)]);
    }
    return {
      id: tournament.id,
      name: tournament.name,
      sportId: tournament.sportId,
      season: { id: season.id, name: season.name },
      seasons: tournament.seasonIds.map((id) => ({ id, name: this.world.seasons.get(id)?.name ?? '' })),
      stages: [{ id: season.stageId, name: season.stageName }],
      table: this.rows(season.gameIds, 1, tournament.teamIds),
      rounds: [...rounds.entries()].map(([round, games]) => ({ round, games })),
      topScorers: this.topScorers(season.gameIds).slice(0, 10),
    };
  }

  cyber(sportId: number, tournId: number, seasonId: number): CyberTournament | undefined {
    const data = this.tournament(tournId, seasonId);
    const sport = this.world.sports.get(sportId);
    if (!data || !sport?.cyber || data.sportId !== sportId) return undefined;
    const games = data.rounds.flatMap((r) => r.games);
    return {
      sportId,
      sportName: sport.name,
      tournId,
      name: data.name,
      season: data.season,
      seasons: data.seasons,
      table: data.table,
      results: games
        .filter((g) => g.status === 2)
        .reverse()
        .slice(0, 20),
      fixtures: games.filter((g) => g.status !== 2).slice(0, 20),
    };
  }

  /** Team power: Elo over every settled game in order; players: goals (or starts) this season. */
  rating(ratingId: number): Rating | undefined {
    const def = this.world.ratings.get(ratingId);
    if (!def) return undefined;
    const tournament = [...this.world.tournaments.values()].find((t) => t.sportId === def.sportId);
    if (!tournament) return undefined;
    const sport = this.world.sports.get(def.sportId);
    if (def.subject === 'teams') {
      const elo = new Map(tournament.teamIds.map((id) => [id, 1500]));
      const last = new Map<number, number>();
      const games = tournament.seasonIds
        .flatMap((sid) => this.world.seasons.get(sid)?.gameIds ?? [])
        .map((gid) => this.world.games.get(gid) as Game)
        .filter((g) => g.status === 2)
        .sort((a, b) => a.start - b.start);
      for (const g of games) {
        const r1 = elo.get(g.team1Id) ?? 1500;
        const r2 = elo.get(g.team2Id) ?? 1500;
        const expected = 1 / (1 + 10 ** ((r2 - r1) / 400));
        const actual = (g.score1 ?? 0) > (g.score2 ?? 0) ? 1 : (g.score1 ?? 0) < (g.score2 ?? 0) ? 0 : 0.5;
        const delta = Math.round(24 * (actual - expected));
        elo.set(g.team1Id, r1 + delta);
        elo.set(g.team2Id, r2 - delta);
        last.set(g.team1Id, delta);
        last.set(g.team2Id, -delta);
      }
      const rows = [...elo.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
      return {
        id: def.id,
        name: def.name,
        sportId: def.sportId,
        subject: 'teams',
        unit: 'Elo',
        rows: rows.map(([id, value], index) => ({
          position: index + 1,
          id,
          name: this.team(id).name,
          team: null,
          value,
          change: last.get(id) ?? 0,
        })),
      };
    }
    const season = this.currentSeason(tournament.id);
    const byGoals = sport?.scoring === 'goals';
    const counts = new Map<number, number>();
    if (byGoals) for (const s of this.topScorers(season?.gameIds ?? [])) counts.set(s.playerId, s.goals);
    else {
      for (const gid of season?.gameIds ?? []) {
        const g = this.world.games.get(gid) as Game;
        if (g.status !== 2) continue;
        for (const side of [0, 1] as const) {
          for (const pid of g.lineups[side].slice(0, g.starters[side])) counts.set(pid, (counts.get(pid) ?? 0) + 1);
        }
      }
    }
    const rows = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, 20);
    return {
      id: def.id,
      name: def.name,
      sportId: def.sportId,
      subject: 'players',
      unit: byGoals ? 'goals' : 'starts',
      rows: rows.map(([id, value], index) => {
        const player = this.world.players.get(id);
        return {
          position: index + 1,
          id,
          name: player?.name ?? '',
          team: this.teamRef(player?.teamId ?? 0),
          value,
          change: 0,
        };
      }),
    };
  }

  horseRace(raceId: number): HorseRace | undefined {
    return horseRace(this.world, raceId);
  }

  horse(horseId: number): HorseCard | undefined {
    return horseCard(this.world, horseId);
  }

  /** Coefficient history: hourly points over the three days before kick-off, drifting to the closing line. */
  graph(game: Game): CoefficientGraph {
    const rng = new Rng(hashSeed('graph', game.id));
    const opened = game.start - 72 * 3_600_000;
    const end = Math.min(game.start, this.world.now);
    const closing = [game.odds.w1, ...(game.odds.x === null ? [] : [game.odds.x]), game.odds.w2];
    const points: CoefficientGraph['points'] = [];
    const steps = Math.max(1, Math.floor((end - opened) / 3_600_000 / 3));
    let drift = closing.map(() => rng.normal(0, 0.12));
    for (let step = 0; step <= steps; step += 1) {
      const time = opened + ((end - opened) * step) / steps;
      const left = 1 - step / steps;
      points.push({
        time: iso(time),
        values: closing.map((value, i) => Math.max(1.01, Math.round(value * (1 + (drift[i] ?? 0) * left) * 100) / 100)),
      });
      drift = drift.map((d) => d + rng.normal(0, 0.02));
    }
    return {
      gameId: game.id,
      sportId: game.sportId,
      team1: this.teamRef(game.team1Id),
      team2: this.teamRef(game.team2Id),
      startTime: iso(game.start),
      outcomes: game.odds.x === null ? ['1', '2'] : ['1', 'X', '2'],
      points,
    };
  }
}
