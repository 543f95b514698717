/**
 * Bet builder pricing: several outcomes of one game as one bet, priced from the goal model the simulator plays
 * matches out with (models/goals.ts), by exact computation over the joint score distribution — not by
 * multiplying the legs' prices. The goals still to come are independent Poisson counts per side, apart for the
 * rest of the running period (X) and for the periods after it (Y); a cell of (X home, X away, Y home, Y away)
 * fixes every score a builder leg reads (the running period's and the whole game's), so
 * P(all legs win) = Σ p(cell) × Π leg(cell). A shootout after a draw (hockey) splits the draw cells by its winner.
 *
 * The same cells refuse what cannot be one bet: two legs of one market, legs that win on exactly the same scores,
 * a leg that implies another, legs that cannot all win. Pure and fast (≤ 13⁴ cells); docs/feed-and-betting.md.
 */
import type { BuilderRefusal } from '@betframe/sdk/feed';
import { coefficientOf, type FinalResult, marketKey, settleOutcome, splitType, T } from './markets';
import type { BuilderParams, Pair } from './model';

export type { BuilderParams };

import { poissonPmf } from './models/poisson';

/** A game's builder now: the model's parameters and the book's margin. */
export interface BuilderQuote {
  params: BuilderParams;
  margin: number;
}

export interface BuilderLeg {
  type: number;
  param: number;
}

const MAX_GOALS = 12;
const half = (param: number) => Math.abs(param % 1) === 0.5;

/**
 * Whether an outcome can be a builder leg: markets that settle win or lose on the final (or running period's)
 * score without refunds — 1X2, double chance, half-line handicaps and totals, both teams to score, correct score,
 * team totals, winner where a shootout decides; the running period's 1X2, handicaps and totals.
 */
export function isBuilderLeg(leg: BuilderLeg, params: BuilderParams): boolean {
  const { base, period } = splitType(leg.type);
  if (period !== 0) {
    if (period !== params.period) return false;
    if (base <= 3) return true;
    return (base === T.handicap1 || base === T.handicap2 || base === T.over || base === T.under) && half(leg.param);
  }
  if (base <= 6 || base === T.bttsYes || base === T.bttsNo || base === T.correctScore) return true;
  if (base === T.winner1 || base === T.winner2) return params.shootout !== undefined;
  if ((base >= T.handicap1 && base <= T.under) || (base >= T.home_over && base <= T.away_under)) return half(leg.param);
  return false;
}

/** The cells of the joint distribution: each a final result and its probability. */
export interface BuilderCells {
  results: FinalResult[];
  p: Float64Array;
}

/** Cells by parameters: a game's parameters stand still before kick-off and between live moments, and a player
 * adds legs one by one, so the cells and each leg's mask are made once and reused (a few hundred games at most). */
const cellCache = new Map<string, BuilderCells>();
const maskCache = new WeakMap<BuilderCells, Map<string, Uint8Array>>();

export function builderCells(params: BuilderParams): BuilderCells {
  const key = JSON.stringify(params);
  const hit = cellCache.get(key);
  if (hit) return hit;
  const cells = makeCells(params);
  if (cellCache.size >= 256) cellCache.clear();
  cellCache.set(key, cells);
  return cells;
}

function makeCells(params: BuilderParams): BuilderCells {
  const xh = poissonPmf(params.now[0], MAX_GOALS);
  const xa = poissonPmf(params.now[1], MAX_GOALS);
  const yh = poissonPmf(params.rest[0], MAX_GOALS);
  const ya = poissonPmf(params.rest[1], MAX_GOALS);
  const results: FinalResult[] = [];
  const ps: number[] = [];
  // Periods before the running one, lumped (only their sum counts for a builder leg).
  const before: Pair = [params.score[0] - params.periodScore[0], params.score[1] - params.periodScore[1]];
  const lead: Pair[] = Array.from({ length: params.period - 1 }, (_, i) => (i === 0 ? before : [0, 0]));
  xh.forEach((p1, i) => {
    xa.forEach((p2, j) => {
      const pij = p1 * p2;
      if (pij < 1e-13) return;
      const running: Pair = [params.periodScore[0] + i, params.periodScore[1] + j];
      yh.forEach((p3, k) => {
        ya.forEach((p4, l) => {
          const p = pij * p3 * p4;
          if (p < 1e-13) return;
          const total: Pair = [params.score[0] + i + k, params.score[1] + j + l];
          const periods = [...lead, running, [k, l] as Pair];
          const base = { total, periods, cancelled: false };
          if (total[0] !== total[1]) {
            results.push({ ...base, winner: total[0] > total[1] ? 1 : 2 });
            ps.push(p);
          } else if (params.shootout === undefined) {
            results.push({ ...base, winner: 0 });
            ps.push(p);
          } else {
            results.push({ ...base, winner: 1 }, { ...base, winner: 2 });
            ps.push(p * params.shootout, p * (1 - params.shootout));
          }
        });
      });
    });
  });
  return { results, p: Float64Array.from(ps) };
}

/** 1 where the leg wins in a cell, else 0. */
export function legMask(cells: BuilderCells, leg: BuilderLeg): Uint8Array {
  let masks = maskCache.get(cells);
  if (!masks) {
    masks = new Map();
    maskCache.set(cells, masks);
  }
  const key = `${leg.type}:${leg.param}`;
  let mask = masks.get(key);
  if (!mask) {
    mask = Uint8Array.from(cells.results, (r) => (settleOutcome(leg.type, leg.param, r) === 'win' ? 1 : 0));
    masks.set(key, mask);
  }
  return mask;
}

/** The fair probability that every leg wins. */
export function jointProbability(cells: BuilderCells, masks: readonly Uint8Array[]): number {
  let sum = 0;
  for (let c = 0; c < cells.p.length; c++) {
    let all = true;
    for (const m of masks) {
      if (m[c] === 0) {
        all = false;
        break;
      }
    }
    if (all) sum += cells.p[c] as number;
  }
  return sum;
}

/** Whether every cell where `a` wins is one where `b` wins (a implies b). */
function implies(a: Uint8Array, b: Uint8Array): boolean {
  for (let c = 0; c < a.length; c++) if (a[c] === 1 && b[c] === 0) return false;
  return true;
}

export type BuilderPrice = { ok: true; p: number; coef: number } | { ok: false; code: BuilderRefusal; legs: number[] };

/**
 * Prices legs already checked to be builder legs of the game (`isBuilderLeg`): refuses two legs of one market,
 * identical legs, a leg that implies another, legs that cannot all win, and a combination too unlikely to price.
 */
export function priceBuilder(quote: BuilderQuote, legs: readonly BuilderLeg[], cells?: BuilderCells): BuilderPrice {
  for (let i = 0; i < legs.length; i++) {
    for (let j = i + 1; j < legs.length; j++) {
      if (marketKey((legs[i] as BuilderLeg).type) === marketKey((legs[j] as BuilderLeg).type))
        return { ok: false, code: 'builder_same_market', legs: [i, j] };
    }
  }
  const all = cells ?? builderCells(quote.params);
  const masks = legs.map((l) => legMask(all, l));
  for (let i = 0; i < masks.length; i++) {
    for (let j = i + 1; j < masks.length; j++) {
      const a = masks[i] as Uint8Array;
      const b = masks[j] as Uint8Array;
      const ab = implies(a, b);
      const ba = implies(b, a);
      if (ab && ba) return { ok: false, code: 'builder_identical', legs: [i, j] };
      if (ab || ba) return { ok: false, code: 'builder_implied', legs: ab ? [i, j] : [j, i] };
      if (jointProbability(all, [a, b]) === 0) return { ok: false, code: 'builder_contradictory', legs: [i, j] };
    }
  }
  const p = jointProbability(all, masks);
  if (p === 0) return { ok: false, code: 'builder_contradictory', legs: legs.map((_, i) => i) };
  const coef = coefficientOf(p, { margin: quote.margin });
  if (coef === undefined)
    return { ok: false, code: p < 0.5 ? 'builder_unlikely' : 'builder_too_certain', legs: legs.map((_, i) => i) };
  return { ok: true, p, coef };
}
