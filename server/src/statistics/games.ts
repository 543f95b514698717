/**
 * Playing the games of the statistics world: the round-robin schedule, 1X2 odds from team strength, line-ups
 * with rotation, and a game's score and timeline as far as it has got at the world's `now`.
 */
import { hashSeed, Rng } from '../feed';
import type { Game, Player, SportDef, Team, TimelineEvent } from './world-model';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const ROUND_GAP = 7 * DAY;

/** What playing a game reads from the world being built. */
export interface WorldRoster {
  readonly now: number;
  readonly teams: ReadonlyMap<number, Team>;
  readonly players: ReadonlyMap<number, Player>;
}

export function roundRobin(teamIds: readonly number[]): Array<Array<[number, number]>> {
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

export function roundOdds(value: number): number {
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

export function playGame(
  world: WorldRoster,
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
  const team1 = world.teams.get(team1Id) as Team;
  const team2 = world.teams.get(team2Id) as Team;
  const lineups: [number[], number[]] = [pickLineup(world, rng, sport, team1), pickLineup(world, rng, sport, team2)];
  const starters: [number, number] = [sport.startersPerTeam, sport.startersPerTeam];
  const odds = oddsFor(sport, team1.strength, team2.strength);
  const elapsed = world.now - start;
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
        const weights = candidates.map((pid) => (world.players.get(pid) as Player).scoring);
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

function pickLineup(world: WorldRoster, rng: Rng, sport: SportDef, team: Team): number[] {
  // Starters by position quota, with rotation: each game drops a random eligible player in favour of a sub.
  const byPosition = new Map<string, number[]>();
  for (const pid of team.playerIds) {
    const player = world.players.get(pid) as Player;
    byPosition.set(player.position, [...(byPosition.get(player.position) ?? []), pid]);
  }
  const quota = (position: string, count: number): number => {
    if (sport.startersPerTeam === 1) return position === sport.squad[0]?.position ? 1 : 0;
    if (sport.id === 1)
      return ({ Goalkeeper: 1, Defender: 4, Midfielder: 4, Forward: 2 } as Record<string, number>)[position] ?? 0;
    if (sport.id === 2) return ({ Goaltender: 1, Defenceman: 2, Forward: 3 } as Record<string, number>)[position] ?? 0;
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
