/**
 * Named squads of football clubs and the scorers of football's goals (the top-scorer outright, top-scorer.ts).
 *
 * A club's squad is 14 players, deterministic from the world's seed and the championship: 2 goalkeepers,
 * 4 defenders, 4 midfielders, 4 forwards; a player's id is the team's id × 100 + their number (0–13). Names are
 * "Surname F." in every language, as tennis players are named (places-and-people.ts' first names and surnames,
 * transliterated), each name used once in a championship.
 *
 * Who scores: a goal of a side goes to one of its players with chance proportional to their weight, the
 * position's weight times the player's own finishing (drawn once, 0.6–1.4): goalkeeper 0, defender 1,
 * midfielder 3, forward 8 — so a side's forwards score about two thirds of its goals, its midfielders a fifth.
 * The scorers of a played-out game are drawn from a stream of their own (`hashSeed(game.seed, 'scorers')`)
 * after the match model has played the game, so the goals, their times, the scores and the ids stay exactly what
 * the match model alone gives.
 */
import { firstNames, surnames } from './catalogue';
import type { Timeline } from './model';
import { combine, type Name } from './names';
import { hashSeed, Rng } from './random';
import type { Champ, Competitor, GameDef, SquadPlayer } from './world';

export type { SquadPlayer };

export type Position = SquadPlayer['position'];

export const POSITION_WEIGHT: Record<Position, number> = { gk: 0, df: 1, mf: 3, fw: 8 };
const LINE_UP: readonly Position[] = [
  'gk',
  'gk',
  'df',
  'df',
  'df',
  'df',
  'mf',
  'mf',
  'mf',
  'mf',
  'fw',
  'fw',
  'fw',
  'fw',
];
export const SQUAD_SIZE = LINE_UP.length;
/** Football's sport id: only its clubs have squads. */
const FOOTBALL = 1;

const cache = new Map<string, Map<number, SquadPlayer[]>>();

const initial = (name: Name) => `${[...name.en][0]}${[...name.ru][0]}`;
/** Indexes of the first names whose initial no earlier first name has. */
const givenNames = (): number[] =>
  firstNames.flatMap((n, i) => (firstNames.slice(0, i).some((m) => initial(m) === initial(n)) ? [] : [i]));

/** Every club's squad of a football championship, by the team's id. */
export function squadsOf(seed: number, champ: Champ): Map<number, SquadPlayer[]> {
  const key = `${seed}:${champ.id}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const rng = new Rng(hashSeed(seed, 'squads', champ.id));
  // A shuffled list of every first name × surname: each player of the championship takes the next one (first
  // names of one initial once, so that "Surname F." names one player).
  const names = givenNames().flatMap((f) => surnames.map((_, s) => [f, s] as const));
  for (let i = names.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [names[i], names[j]] = [names[j] as (typeof names)[number], names[i] as (typeof names)[number]];
  }
  let next = 0;
  const squads = new Map<number, SquadPlayer[]>();
  for (const team of champ.teams) {
    const squad = LINE_UP.map((position, k) => {
      const [f, s] = names[next++ % names.length] as readonly [number, number];
      const name = combine(
        [surnames[s] as Name, firstNames[f] as Name],
        ([surname = '', given = '']) => `${surname} ${[...given][0] ?? ''}.`,
      );
      const weight = POSITION_WEIGHT[position] * (0.6 + 0.8 * rng.next());
      return { id: team.id * 100 + k, teamId: team.id, name, position, weight };
    });
    squads.set(team.id, squad);
  }
  if (cache.size > 500) cache.clear();
  cache.set(key, squads);
  return squads;
}

/** The squad of one club (empty for a competitor of another sport or not of the championship). */
export function squadOf(seed: number, champ: Champ, team: Competitor): SquadPlayer[] {
  if (champ.sportId !== FOOTBALL) return [];
  return squadsOf(seed, champ).get(team.id) ?? [];
}

/** Draws one player by weight with a uniform `u` in [0, 1). */
export function pickScorer(squad: readonly SquadPlayer[], total: number, u: number): SquadPlayer | undefined {
  let x = u * total;
  for (const p of squad) {
    x -= p.weight;
    if (x < 0) return p;
  }
  // Rounding left x at 0: the last player who can score.
  for (let i = squad.length - 1; i >= 0; i--) if ((squad[i]?.weight ?? 0) > 0) return squad[i];
  return undefined;
}

export const squadWeight = (squad: readonly SquadPlayer[]): number => squad.reduce((s, p) => s + p.weight, 0);

export interface Goal {
  /** Match seconds. */
  at: number;
  /** 0 home, 1 away. */
  side: 0 | 1;
  scorer: SquadPlayer;
}

/**
 * The goals of a played-out football game with their scorers: each goal event of the timeline (the side whose
 * total went up) credited to a player of that side, drawn from the game's own scorers stream.
 */
export function scorersOf(
  squads: ReadonlyMap<number, readonly SquadPlayer[]>,
  game: GameDef,
  tl: Timeline,
  rng = new Rng(hashSeed(game.seed, 'scorers')),
): Goal[] {
  if (game.sport.id !== FOOTBALL || game.outright) return [];
  const sides = [squads.get(game.home.id) ?? [], squads.get(game.away.id) ?? []] as const;
  const totals = [squadWeight(sides[0]), squadWeight(sides[1])] as const;
  const goals: Goal[] = [];
  let before = [0, 0];
  for (const e of tl.events) {
    const now = e.score.total;
    for (const side of [0, 1] as const) {
      for (let n = (now[side] ?? 0) - (before[side] ?? 0); n > 0; n--) {
        const scorer = pickScorer(sides[side], totals[side], rng.next());
        if (scorer) goals.push({ at: e.at, side, scorer });
      }
    }
    before = [...now];
  }
  return goals;
}
