/**
 * Duels (docs/feed-and-betting.md "Duels"): two teams of different games of one sport and one start slot, "which
 * scores more". A duel is deterministic from the world, with no storage: its id, in a range no game id reaches,
 * encodes the slot, the sport and both picks (game and side), so the simulator looks it up synchronously like a
 * game (`duelOf`) and gives it a view, a result and prices. Its markets are the 1X2 types on the pair (team 1's
 * goals, team 2's goals): 1 team 1 scores more, 2 equal (a draw is an outcome of its own, not a refund), 3 team 2
 * scores more — so the ordinary placement and settlement (`settleOutcome` on `total`) handle it unchanged.
 * Open while both games are in the line (priced from the goal model the games are played with: the two goal counts
 * are independent Poisson counts), closed when either starts, official when both are, void when either is
 * cancelled. Offered for the sports whose model has builder parameters (goal sports).
 */
import type { Name } from './catalogue';
import { coefficientOf, type FinalResult } from './markets';
import type { BuilderParams, Pair } from './model';
import { poissonPmf } from './models/poisson';
import type { GameView, PricedEntry } from './provider';
import { type GameDef, gameById } from './world';

/** Duel ids start here: game ids are slot × 1000 + …, about 10⁹ now and below this for 10¹¹ years. */
export const DUEL_BASE = 900_000_000_000_000;
/** The championship every duel is listed under (no championship has this id). */
export const DUEL_CHAMP_ID = 990_000;
const DUEL_NAME: Name = { ru: 'Дуэли', en: 'Duels', kk: 'Жекпе-жектер', ar: 'مبارزات' };
const MAX_GOALS = 20;

export type Side = 1 | 2;

export interface DuelDef {
  /** The duel as a game: `home` is team 1, `away` team 2, it starts at the earlier of the two starts. */
  game: GameDef;
  a: GameDef;
  sideA: Side;
  b: GameDef;
  sideB: Side;
}

/** What the simulator lends a duel: its games' views, results and builder parameters. */
export interface DuelWorld {
  seed: number;
  margin: number;
  view(game: GameDef): GameView;
  result(id: number): FinalResult | undefined;
  params(game: GameDef): BuilderParams | undefined;
}

export const isDuelId = (id: number): boolean => Number.isSafeInteger(id) && id >= DUEL_BASE;

const split = (gameId: number) => ({
  slot: Math.floor(gameId / 1000),
  sport: Math.floor((gameId % 1000) / 10),
  index: gameId % 10,
});

/** Why two picks cannot be a duel, or undefined when they can (the games must exist: see `duelOf`). */
export function duelRefusal(a: GameDef, b: GameDef): 'same_game' | 'other_sport' | 'other_slot' | undefined {
  if (a.id === b.id) return 'same_game';
  const pa = split(a.id);
  const pb = split(b.id);
  if (a.sport.id !== b.sport.id || pa.sport !== pb.sport) return 'other_sport';
  if (pa.slot !== pb.slot) return 'other_slot';
  return undefined;
}

/** The duel id of two picks of one sport and slot (`duelRefusal` first). */
export function duelIdOf(a: GameDef, sideA: Side, b: GameDef, sideB: Side): number {
  const pa = split(a.id);
  const pb = split(b.id);
  return DUEL_BASE + (pa.slot * 100 + pa.sport) * 400 + (pa.index * 2 + sideA - 1) * 20 + (pb.index * 2 + sideB - 1);
}

/** The two game ids of a duel id, without the world (acceptance reads both games' stored states). */
export function duelGameIds(id: number): [number, number] | undefined {
  if (!isDuelId(id)) return undefined;
  const n = id - DUEL_BASE;
  const key = Math.floor(n / 400);
  const pair = n % 400;
  const base = Math.floor(key / 100) * 1000 + (key % 100) * 10;
  const ia = Math.floor(Math.floor(pair / 20) / 2);
  const ib = Math.floor((pair % 20) / 2);
  return [base + ia, base + ib];
}

/** The ids a coupon's acceptance reads: its games, and both games of each duel on it. */
export function withDuelGames(gameIds: readonly number[]): number[] {
  return [...new Set(gameIds.flatMap((g) => [g, ...(duelGameIds(g) ?? [])]))];
}

/** Stored closed states (2, 3, 4) with each duel of `gameIds` closed as its most closed game. */
export function duelStates(gameIds: readonly number[], states: Map<number, 2 | 3 | 4>): Map<number, 2 | 3 | 4> {
  for (const g of gameIds) {
    const parts = (duelGameIds(g) ?? []).flatMap((p) => states.get(p) ?? []);
    if (parts.length > 0) states.set(g, Math.max(...parts) as 2 | 3 | 4);
  }
  return states;
}

const cache = new Map<string, DuelDef | null>();

/** The duel of an id in this world, or undefined when the id names none. */
export function duelOf(seed: number, id: number): DuelDef | undefined {
  const ids = duelGameIds(id);
  if (!ids) return undefined;
  const key = `${seed}:${id}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit ?? undefined;
  const pair = id - DUEL_BASE;
  const sideA = ((Math.floor(pair / 20) % 2) + 1) as Side;
  const sideB = ((pair % 2) + 1) as Side;
  const a = gameById(seed, ids[0]);
  const b = gameById(seed, ids[1]);
  const ok = a && b && !duelRefusal(a, b) && duelIdOf(a, sideA, b, sideB) === id;
  const duel = ok ? makeDuel(id, a, sideA, b, sideB) : undefined;
  if (cache.size > 5000) cache.clear();
  cache.set(key, duel ?? null);
  return duel;
}

const teamOf = (g: GameDef, side: Side) => (side === 1 ? g.home : g.away);
const of = (pair: Pair, side: Side): number => (side === 1 ? pair[0] : pair[1]);

function makeDuel(id: number, a: GameDef, sideA: Side, b: GameDef, sideB: Side): DuelDef {
  const champ = { ...a.champ, id: DUEL_CHAMP_ID, name: DUEL_NAME, tier: 1, teams: [] };
  const game: GameDef = {
    id,
    sport: a.sport,
    champ,
    home: teamOf(a, sideA),
    away: teamOf(b, sideB),
    startAt: Math.min(a.startAt, b.startAt),
    cancelled: a.cancelled || b.cancelled,
    seed: a.seed ^ b.seed,
  };
  return { game, a, sideA, b, sideB };
}

/** The fair chances of team 1 more, equal, team 2 more, from each side's expected goals (independent games). */
export function duelChances(mean1: number, mean2: number): [number, number, number] {
  const p1 = poissonPmf(mean1, MAX_GOALS);
  const p2 = poissonPmf(mean2, MAX_GOALS);
  let more = 0;
  let equal = 0;
  let less = 0;
  p1.forEach((x, i) => {
    p2.forEach((y, j) => {
      if (i > j) more += x * y;
      else if (i === j) equal += x * y;
      else less += x * y;
    });
  });
  return [more, equal, less];
}

/** A side's expected goals over the whole game before kick-off, from the builder's parameters. */
export const expectedGoals = (p: BuilderParams, side: Side): number =>
  of(p.score, side) + of(p.now, side) + of(p.rest, side);

const prices = new Map<string, PricedEntry[]>();

function duelPrices(world: DuelWorld, duel: DuelDef): PricedEntry[] {
  const key = `${world.seed}:${world.margin}:${duel.game.id}`;
  const hit = prices.get(key);
  if (hit) return hit;
  const pa = world.params(duel.a);
  const pb = world.params(duel.b);
  if (!pa || !pb) return [];
  const chances = duelChances(expectedGoals(pa, duel.sideA), expectedGoals(pb, duel.sideB));
  const out: PricedEntry[] = [];
  chances.forEach((p, i) => {
    const coef = coefficientOf(p, { margin: world.margin });
    if (coef !== undefined) out.push({ type: i + 1, param: 0, coef });
  });
  if (prices.size > 5000) prices.clear();
  prices.set(key, out);
  return out;
}

/** A duel now: open while both games are in the line, closed once either starts, settled when both are. */
export function duelView(world: DuelWorld, duel: DuelDef): GameView {
  const va = world.view(duel.a);
  const vb = world.view(duel.b);
  const version = `duel:${va.version}:${vb.version}`;
  const base = { game: duel.game, periodName: undefined, period: 0, inBreak: false, version };
  if (va.status === 4 || vb.status === 4)
    return { ...base, phase: 'cancelled', status: 4, kind: 3, suspended: true, outcomes: [] };
  if (va.phase === 'line' && vb.phase === 'line')
    return { ...base, phase: 'line', status: 1, kind: 3, suspended: false, outcomes: duelPrices(world, duel) };
  const goals = (v: GameView, side: Side) => (v.score ? of(v.score.total, side) : 0);
  const total: Pair = [goals(va, duel.sideA), goals(vb, duel.sideB)];
  const score = { total, periods: [] };
  if (va.status === 2 && vb.status === 2) {
    const finishedAt = Math.max(va.finishedAt ?? 0, vb.finishedAt ?? 0);
    return { ...base, phase: 'finished', status: 2, kind: 1, score, suspended: true, outcomes: [], finishedAt };
  }
  const live = va.phase === 'live' || vb.phase === 'live';
  return { ...base, phase: live ? 'live' : 'finished', status: 3, kind: 1, score, suspended: true, outcomes: [] };
}

/** The official result once both games are official (void when either is cancelled). */
export function duelResult(world: DuelWorld, duel: DuelDef): FinalResult | undefined {
  const ra = world.result(duel.a.id);
  const rb = world.result(duel.b.id);
  if (ra?.cancelled || rb?.cancelled) return { total: [0, 0], periods: [], winner: 0, cancelled: true };
  if (!ra || !rb) return undefined;
  const total: Pair = [of(ra.total, duel.sideA), of(rb.total, duel.sideB)];
  const winner = total[0] > total[1] ? 1 : total[0] < total[1] ? 2 : 0;
  return { total, periods: [], winner, cancelled: false };
}
