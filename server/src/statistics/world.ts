/**
 * The statistics world: championships, teams, players, stadiums, two seasons of games with results, line-ups
 * and goal timelines, ratings and horse races, all drawn from one seed. Every view is derived from the same
 * game list (standings, head-to-head, last games, player goals, ratings), so numbers agree across views.
 *
 * It is a snapshot taken at `now`: past rounds are settled, one game is live, later rounds are open for bets.
 */
import { hashSeed, Rng } from '../feed/random';
import * as words from './names';

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

export const sportDefs: SportDef[] = [
  {
    id: 1,
    name: 'Football',
    teams: 8,
    scoring: 'goals',
    goalMean: 1.4,
    startersPerTeam: 11,
    squad: [
      { position: 'Goalkeeper', count: 2, scoring: 0 },
      { position: 'Defender', count: 6, scoring: 1 },
      { position: 'Midfielder', count: 6, scoring: 3 },
      { position: 'Forward', count: 4, scoring: 7 },
    ],
    suffixes: words.clubSuffixes,
    cyber: false,
    draws: true,
  },
  {
    id: 2,
    name: 'Ice Hockey',
    teams: 8,
    scoring: 'goals',
    goalMean: 2.8,
    startersPerTeam: 6,
    squad: [
      { position: 'Goaltender', count: 2, scoring: 0 },
      { position: 'Defenceman', count: 6, scoring: 2 },
      { position: 'Forward', count: 8, scoring: 5 },
    ],
    suffixes: words.hockeySuffixes,
    cyber: false,
    draws: false,
  },
  {
    id: 3,
    name: 'Basketball',
    teams: 8,
    scoring: 'points',
    goalMean: 98,
    startersPerTeam: 5,
    squad: [
      { position: 'Guard', count: 4, scoring: 1 },
      { position: 'Forward', count: 4, scoring: 1 },
      { position: 'Centre', count: 2, scoring: 1 },
    ],
    suffixes: words.basketSuffixes,
    cyber: false,
    draws: false,
  },
  {
    id: 85,
    name: 'FIFA',
    teams: 6,
    scoring: 'goals',
    goalMean: 2.2,
    startersPerTeam: 1,
    squad: [{ position: 'Player', count: 2, scoring: 1 }],
    suffixes: words.cyberTags,
    cyber: true,
    draws: true,
  },
  {
    id: 144,
    name: 'NBA 2K',
    teams: 6,
    scoring: 'points',
    goalMean: 72,
    startersPerTeam: 1,
    squad: [{ position: 'Player', count: 2, scoring: 1 }],
    suffixes: words.cyberTags,
    cyber: true,
    draws: false,
  },
  {
    id: 89,
    name: 'NHL',
    teams: 6,
    scoring: 'goals',
    goalMean: 2.6,
    startersPerTeam: 1,
    squad: [{ position: 'Player', count: 2, scoring: 1 }],
    suffixes: words.cyberTags,
    cyber: true,
    draws: false,
  },
];

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

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ROUND_GAP = 7 * DAY;

function roundRobin(teamIds: readonly number[]): Array<Array<[number, number]>> {
  // Circle method: one team fixed, the others rotate; the second half repeats with sides swapped.
  const list = [...teamIds];
  const rounds: Array<Array<[number, number]>> = [];
  const n = list.length;
  for (let r = 0; r < n - 1; r += 1) {
    const pairs: Array<[number, number]> = [];
    for (let i = 0; i < n / 2; i += 1) {
      const a = list[i] as number;
      const b = list[n - 1 - i] as number;
      pairs.push(r % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    list.splice(1, 0, list.pop() as number);
  }
  return [...rounds, ...rounds.map((pairs) => pairs.map(([a, b]) => [b, a] as [number, number]))];
}

function roundOdds(value: number): number {
  return Math.max(1.01, Math.round(value * 100) / 100);
}

/** 1X2 coefficients from the strength difference, with a 6% margin. */
export function oddsFor(sport: SportDef, strength1: number, strength2: number): Game['odds'] {
  const diff = strength1 - strength2 + 0.25;
  const home = 1 / (1 + Math.exp(-diff * 2.2));
  const draw = sport.draws ? 0.27 * Math.exp(-Math.abs(diff)) : 0;
  const p1 = home * (1 - draw);
  const p2 = (1 - home) * (1 - draw);
  const margin = 1.06;
  return {
    w1: roundOdds(1 / (p1 * margin)),
    x: sport.draws ? roundOdds(1 / (draw * margin)) : null,
    w2: roundOdds(1 / (p2 * margin)),
  };
}

export class StatisticsWorld {
  readonly sports = new Map<number, SportDef>();
  readonly stadiums = new Map<number, Stadium>();
  readonly teams = new Map<number, Team>();
  readonly players = new Map<number, Player>();
  readonly tournaments = new Map<number, Tournament>();
  readonly seasons = new Map<number, Season>();
  readonly games = new Map<number, Game>();
  readonly ratings = new Map<number, RatingDef>();
  readonly horses = new Map<number, Horse>();
  readonly races = new Map<number, Race>();
  readonly now: number;

  constructor({ seed = 20_260_101, now }: { seed?: number; now: number }) {
    // Whole minutes keep times readable and the snapshot stable within a minute.
    this.now = Math.floor(now / 60_000) * 60_000;
    let teamId = 1000;
    let playerId = 100_000;
    let gameId = 500_000;
    sportDefs.forEach((sport, sportIndex) => {
      this.sports.set(sport.id, sport);
      const rng = new Rng(hashSeed(seed, 'sport', sport.id));
      const tournamentId = 300 + sportIndex;
      const teamIds: number[] = [];
      const usedCities = new Set<string>();
      for (let t = 0; t < sport.teams; t += 1) {
        teamId += 1;
        let city = rng.pick(words.cities);
        while (usedCities.has(city)) city = rng.pick(words.cities);
        usedCities.add(city);
        const name = sport.cyber ? `${rng.pick(sport.suffixes)} ${city}` : `${city} ${rng.pick(sport.suffixes)}`;
        const stadiumId = 2000 + teamId - 1000;
        const country = rng.pick(words.countries);
        this.stadiums.set(stadiumId, {
          id: stadiumId,
          name: sport.cyber ? `${city} Esports Arena` : `${city} ${rng.pick(['Park', 'Arena', 'Ground', 'Stadium'])}`,
          city,
          country,
          capacity: sport.cyber
            ? rng.int(5, 30) * 100
            : sport.id === 1
              ? rng.int(12, 60) * 1000
              : rng.int(8, 20) * 1000,
          opened: rng.int(1905, 2018),
          surface:
            sport.id === 1 || sport.id === 85
              ? rng.pick(['Grass', 'Hybrid grass'])
              : sport.id === 2 || sport.id === 89
                ? 'Ice'
                : 'Hardwood',
        });
        const team: Team = {
          id: teamId,
          name,
          short: city.slice(0, 3).toUpperCase(),
          sportId: sport.id,
          country,
          founded: rng.int(1880, 2015),
          coach: `${rng.pick(words.firstNames)} ${rng.pick(words.lastNames)}`,
          strength: rng.normal(0, 0.6),
          stadiumId,
          playerIds: [],
        };
        const numbers = new Set<number>();
        for (const role of sport.squad) {
          for (let p = 0; p < role.count; p += 1) {
            playerId += 1;
            let number = rng.int(1, 99);
            while (numbers.has(number)) number = rng.int(1, 99);
            numbers.add(number);
            const first = rng.pick(words.firstNames);
            const last = rng.pick(words.lastNames);
            this.players.set(playerId, {
              id: playerId,
              name: sport.cyber
                ? `${first.toLowerCase()}_${last.slice(0, 3).toLowerCase()}${number}`
                : `${first} ${last}`,
              teamId,
              number,
              position: role.position,
              scoring: role.scoring,
              nationality: rng.chance(0.6) ? country : rng.pick(words.countries),
              birthDate: `${rng.int(1988, 2005)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
              height: rng.int(168, sport.id === 3 ? 215 : 195),
            });
            team.playerIds.push(playerId);
          }
        }
        this.teams.set(teamId, team);
        teamIds.push(teamId);
      }
      const tournamentName = sport.cyber ? `${sport.name} Pro League` : `${sport.name} Premier League`;
      const tournament: Tournament = {
        id: tournamentId,
        name: tournamentName,
        sportId: sport.id,
        teamIds,
        seasonIds: [],
      };
      this.tournaments.set(tournamentId, tournament);

      const schedule = roundRobin(teamIds);
      // The current season: 60% of the rounds played, the next round starts now (its first game is live).
      const playedRounds = Math.ceil(schedule.length * 0.6);
      for (const [index, label] of [
        [0, '2025/26'],
        [1, '2026/27'],
      ] as const) {
        const seasonId = 4000 + sportIndex * 2 + index;
        const stageId = 6000 + sportIndex * 2 + index;
        const season: Season = {
          id: seasonId,
          name: label,
          tournamentId,
          stageId,
          stageName: 'Regular season',
          gameIds: [],
        };
        const firstRoundStart =
          index === 0
            ? this.now - (playedRounds + schedule.length + 8) * ROUND_GAP
            : this.now - playedRounds * ROUND_GAP - 35 * 60_000;
        schedule.forEach((pairs, round) => {
          pairs.forEach(([home, away], slot) => {
            gameId += 1;
            const start = firstRoundStart + round * ROUND_GAP + (slot === 0 ? 0 : slot * 2 * HOUR + DAY);
            const game = this.playGame(
              seed,
              sport,
              gameId,
              tournamentId,
              seasonId,
              stageId,
              round + 1,
              start,
              home,
              away,
            );
            this.games.set(game.id, game);
            season.gameIds.push(game.id);
          });
        });
        this.seasons.set(seasonId, season);
        tournament.seasonIds.push(seasonId);
      }
      this.ratings.set(900 + sportIndex * 2, {
        id: 900 + sportIndex * 2,
        sportId: sport.id,
        subject: 'teams',
        name: `${sport.name} power rating`,
      });
      this.ratings.set(901 + sportIndex * 2, {
        id: 901 + sportIndex * 2,
        sportId: sport.id,
        subject: 'players',
        name: sport.scoring === 'goals' ? `${sport.name} top scorers` : `${sport.name} most appearances`,
      });
    });
    this.makeHorses(seed);
  }

  private playGame(
    seed: number,
    sport: SportDef,
    id: number,
    tournamentId: number,
    seasonId: number,
    stageId: number,
    round: number,
    start: number,
    team1Id: number,
    team2Id: number,
  ): Game {
    const rng = new Rng(hashSeed(seed, 'game', id));
    const team1 = this.teams.get(team1Id) as Team;
    const team2 = this.teams.get(team2Id) as Team;
    const lineups: [number[], number[]] = [this.pickLineup(rng, sport, team1), this.pickLineup(rng, sport, team2)];
    const starters: [number, number] = [sport.startersPerTeam, sport.startersPerTeam];
    const odds = oddsFor(sport, team1.strength, team2.strength);
    const elapsed = this.now - start;
    const base: Game = {
      id,
      sportId: sport.id,
      tournamentId,
      seasonId,
      stageId,
      round,
      start,
      status: 1,
      team1Id,
      team2Id,
      score1: null,
      score2: null,
      minute: null,
      timeline: [],
      lineups,
      starters,
      odds,
    };
    if (elapsed < 0) return base;
    const length = sport.id === 1 || sport.id === 85 ? 90 : 60;
    const finished = elapsed > 3 * HOUR;
    const minute = finished ? length : Math.min(length - 1, Math.max(1, Math.floor(elapsed / 60_000)));
    const share = minute / length;
    const lambda = (own: Team, other: Team, home: boolean) =>
      Math.max(0.2, sport.goalMean * Math.exp((own.strength - other.strength) * 0.45 + (home ? 0.12 : -0.05)));
    let score1: number;
    let score2: number;
    if (sport.scoring === 'points') {
      score1 = Math.round(rng.normal(lambda(team1, team2, true), 9) * share);
      score2 = Math.round(rng.normal(lambda(team2, team1, false), 9) * share);
      if (finished && score1 === score2) {
        if (rng.chance(0.5)) score1 += 2;
        else score2 += 2;
      }
    } else {
      score1 = rng.poisson(lambda(team1, team2, true) * share);
      score2 = rng.poisson(lambda(team2, team1, false) * share);
      if (finished && !sport.draws && score1 === score2) {
        if (rng.chance(0.5)) score1 += 1;
        else score2 += 1;
      }
    }
    const timeline: TimelineEvent[] = [];
    if (sport.scoring === 'goals') {
      const addGoals = (count: number, side: 1 | 2) => {
        const candidates = (side === 1 ? lineups[0] : lineups[1]).slice(0, sport.startersPerTeam);
        for (let g = 0; g < count; g += 1) {
          const weights = candidates.map((pid) => (this.players.get(pid) as Player).scoring);
          const total = weights.reduce((a, b) => a + b, 0);
          let pick = rng.next() * total;
          let scorer = candidates[0] as number;
          for (let i = 0; i < candidates.length; i += 1) {
            pick -= weights[i] as number;
            if (pick < 0) {
              scorer = candidates[i] as number;
              break;
            }
          }
          timeline.push({ minute: rng.int(1, minute), kind: 'goal', side, playerId: scorer });
        }
      };
      addGoals(score1, 1);
      addGoals(score2, 2);
      if (!sport.cyber) {
        const cards = rng.poisson(3 * share);
        for (let k = 0; k < cards; k += 1) {
          const side: 1 | 2 = rng.chance(0.5) ? 1 : 2;
          timeline.push({
            minute: rng.int(1, minute),
            kind: rng.chance(0.08) ? 'red' : 'yellow',
            side,
            playerId: rng.pick((side === 1 ? lineups[0] : lineups[1]).slice(0, sport.startersPerTeam)),
          });
        }
      }
      timeline.sort((a, b) => a.minute - b.minute);
    }
    return {
      ...base,
      status: finished ? 2 : 3,
      score1,
      score2,
      minute: finished ? null : minute,
      timeline,
    };
  }

  private pickLineup(rng: Rng, sport: SportDef, team: Team): number[] {
    // Starters by position quota, with rotation: each game drops a random eligible player in favour of a sub.
    const byPosition = new Map<string, number[]>();
    for (const pid of team.playerIds) {
      const player = this.players.get(pid) as Player;
      byPosition.set(player.position, [...(byPosition.get(player.position) ?? []), pid]);
    }
    const quota = (position: string, count: number): number => {
      if (sport.startersPerTeam === 1) return position === sport.squad[0]?.position ? 1 : 0;
      if (sport.id === 1)
        return ({ Goalkeeper: 1, Defender: 4, Midfielder: 4, Forward: 2 } as Record<string, number>)[position] ?? 0;
      if (sport.id === 2)
        return ({ Goaltender: 1, Defenceman: 2, Forward: 3 } as Record<string, number>)[position] ?? 0;
      return Math.min(count, ({ Guard: 2, Forward: 2, Centre: 1 } as Record<string, number>)[position] ?? 0);
    };
    const starters: number[] = [];
    const bench: number[] = [];
    for (const role of sport.squad) {
      const pool = [...(byPosition.get(role.position) ?? [])];
      for (let i = pool.length - 1; i > 0; i -= 1) {
        const j = rng.int(0, i);
        [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
      }
      const take = quota(role.position, role.count);
      starters.push(...pool.slice(0, take));
      bench.push(...pool.slice(take));
    }
    return [...starters, ...bench];
  }

  private makeHorses(seed: number): void {
    const rng = new Rng(hashSeed(seed, 'horses'));
    const names = new Set<string>();
    for (let h = 0; h < 24; h += 1) {
      let name = `${rng.pick(words.horseWords)} ${rng.pick(words.horseNouns)}`;
      while (names.has(name)) name = `${rng.pick(words.horseWords)} ${rng.pick(words.horseNouns)}`;
      names.add(name);
      const id = 7001 + h;
      this.horses.set(id, {
        id,
        name,
        age: rng.int(3, 9),
        sex: rng.pick(['Gelding', 'Mare', 'Colt', 'Filly']),
        colour: rng.pick(['Bay', 'Chestnut', 'Grey', 'Black', 'Brown']),
        trainer: `${rng.pick(words.firstNames)} ${rng.pick(words.lastNames)}`,
        jockey: `${rng.pick(words.firstNames).slice(0, 1)}. ${rng.pick(words.lastNames)}`,
        owner: `${rng.pick(words.lastNames)} Racing`,
      });
    }
    const ability = new Map([...this.horses.keys()].map((id) => [id, rng.normal(0, 1)]));
    for (let r = 0; r < 10; r += 1) {
      const id = 8001 + r;
      const past = r < 6;
      const start = past ? this.now - (6 - r) * 5 * DAY : this.now + (r - 5) * 6 * HOUR;
      const pool = [...this.horses.keys()];
      const runners: Race['runners'] = [];
      for (let n = 0; n < 8; n += 1) {
        const horseId = pool.splice(rng.int(0, pool.length - 1), 1)[0] as number;
        const a = ability.get(horseId) ?? 0;
        runners.push({
          horseId,
          number: n + 1,
          draw: 0,
          weight: `${rng.int(8, 9)}-${rng.int(0, 13)}`,
          odds: roundOdds(Math.exp(1.9 - a * 0.8 + rng.normal(0, 0.25))),
          position: null,
        });
      }
      const draws = runners.map((_, i) => i + 1);
      for (const runner of runners) runner.draw = draws.splice(rng.int(0, draws.length - 1), 1)[0] as number;
      if (past) {
        const order = [...runners]
          .map((runner) => ({ runner, score: (ability.get(runner.horseId) ?? 0) + rng.normal(0, 0.9) }))
          .sort((a, b) => b.score - a.score);
        order.forEach(({ runner }, index) => {
          runner.position = index + 1;
        });
      }
      this.races.set(id, {
        id,
        name: `${rng.pick(['Maiden', 'Handicap', 'Stakes', 'Conditions'])} ${rng.pick(['Plate', 'Cup', 'Trophy', 'Sprint'])}`,
        course: rng.pick(words.racecourses),
        distance: `${rng.int(5, 16)}f`,
        going: rng.pick(['Good', 'Good to firm', 'Soft', 'Heavy']),
        prize: rng.int(5, 60) * 1000,
        start,
        status: past ? 2 : 1,
        runners,
      });
    }
  }
}
