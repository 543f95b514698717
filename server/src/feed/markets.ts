/**
 * The market catalogue: outcome type ids, how a fair distribution becomes priced outcomes, and how each outcome
 * settles from a final result. An outcome is addressed by (game, type, param); period markets add
 * 1000 × period to the type (1001 = home wins the 1st half/period/set/map).
 */
import { type SelectionResult, settleHandicap, settleTotal } from '@betframe/sdk/betting';
import { marketGroups, outcomeNames } from './market-names';
import type { FightEnd, Pair, PricedOutcome } from './model';
import { nameIn } from './names';
import { placesPaid } from './virtual/racing';

export { marketGroups };

export const T = {
  w1: 1,
  x: 2,
  w2: 3,
  d1x: 4,
  d12: 5,
  dx2: 6,
  handicap1: 7,
  handicap2: 8,
  over: 9,
  under: 10,
  winner1: 11,
  winner2: 12,
  bttsYes: 13,
  bttsNo: 14,
  correctScore: 15,
  home_over: 17,
  home_under: 18,
  away_over: 19,
  away_under: 20,
  topPlayer: 21,
  asianHandicap1: 27,
  asianHandicap2: 28,
  asianOver: 29,
  asianUnder: 30,
  setsOver: 31,
  setsUnder: 32,
  setsHandicap1: 33,
  setsHandicap2: 34,
  /** MMA: method of victory (home KO/TKO, submission, decision; away the same), the fight goes the distance, total rounds. */
  homeKo: 60,
  homeSubmission: 61,
  homeDecision: 62,
  awayKo: 63,
  awaySubmission: 64,
  awayDecision: 65,
  distanceYes: 66,
  distanceNo: 67,
  roundsOver: 68,
  roundsUnder: 69,
  /** Outrights: the championship's winner; param is the team's id. */
  champWinner: 70,
  /** Outrights: the window's top scorer (top-scorer.ts); param is the player's id. Ties are dead heats. */
  topScorer: 71,
  /**
   * A race: Win and Place (param the runner's id; Place pays the first `placesPaid(field)` finishers), Forecast
   * (the first two in order; param 100 × the first's saddle-cloth number + the second's).
   */
  raceWin: 80,
  racePlace: 81,
  raceForecast: 82,
} as const;

export const PERIOD_STEP = 1000;

export function splitType(type: number): { base: number; period: number } {
  return { base: type % PERIOD_STEP, period: Math.floor(type / PERIOD_STEP) };
}

/** The first type of the market an outcome type belongs to (9 and 10 → 9). */
export function marketBase(base: number): number {
  if (base <= 3) return 1;
  if (base <= 6) return 4;
  if (base <= 8) return 7;
  if (base <= 10) return 9;
  if (base <= 12) return 11;
  if (base <= 14) return 13;
  if (base <= 16) return 15;
  if (base <= 18) return 17;
  if (base <= 20) return 19;
  if (base <= 26) return 21;
  if (base <= 28) return 27;
  if (base <= 30) return 29;
  if (base <= 32) return 31;
  if (base >= 60 && base <= 65) return 60;
  if (base === 66 || base === 67) return 66;
  if (base === 68 || base === 69) return 68;
  if (base === 70) return 70;
  if (base === 71) return 71;
  if (base >= 80 && base <= 82) return base;
  return 33;
}

/**
 * The market an outcome type belongs to, as one number: its period and its market's first type (1002 → 1001).
 * Two outcomes of one game are of the same market when these are equal (the bet builder refuses two legs of one).
 */
export function marketKey(type: number): number {
  const { base, period } = splitType(type);
  return period * PERIOD_STEP + marketBase(base);
}

const catalogueTypes: readonly number[] = Object.values(T);

/**
 * Every outcome type of the market of `type`, in the catalogue `T` (W1/X/W2 together, over/under together …, of
 * the same period): what the per-market stake limit sums (betting/placement.ts). An unknown type stands alone.
 */
export function marketTypes(type: number): number[] {
  const key = marketKey(type);
  const { period } = splitType(type);
  const types = catalogueTypes
    .filter((b) => marketKey(period * PERIOD_STEP + b) === key)
    .map((b) => period * PERIOD_STEP + b);
  return types.includes(type) ? types : [type];
}

export function outcomeName(type: number, lang: string): string {
  const n = outcomeNames[splitType(type).base];
  return n ? nameIn(n, lang) : String(type);
}

/** Correct-score params pack the score as home × 100 + away. */
export const scoreParam = (home: number, away: number): number => home * 100 + away;

/** A discrete distribution: value → probability. */
export type Dist = Map<number, number>;

export function distOf(entries: Iterable<[number, number]>): Dist {
  const d: Dist = new Map();
  for (const [v, p] of entries) d.set(v, (d.get(v) ?? 0) + p);
  return d;
}

function mass(d: Dist, test: (v: number) => boolean): number {
  let s = 0;
  for (const [v, p] of d) if (test(v)) s += p;
  return s;
}

/**
 * The fair probability that makes a two-way line bet break even: refunds return the stake, quarter lines are
 * two half bets, so p = P(win-half-weighted) / (1 − P(refund-half-weighted)).
 */
function effectiveP(d: Dist, line: number, wins: (v: number, l: number) => number): number {
  const parts = Number.isInteger(line * 2) ? [line] : [line - 0.25, line + 0.25];
  let win = 0;
  let refund = 0;
  for (const l of parts) {
    win += mass(d, (v) => wins(v, l) > 0) / parts.length;
    refund += mass(d, (v) => wins(v, l) === 0) / parts.length;
  }
  return refund >= 1 ? 0 : win / (1 - refund);
}

/** The half line whose over probability is closest to one half. */
export function mainLine(d: Dist): number {
  let best = 0.5;
  let bestGap = 2;
  const values = [...d.keys()];
  const lo = Math.floor(Math.min(...values));
  const hi = Math.ceil(Math.max(...values));
  for (let l = lo - 0.5; l <= hi + 0.5; l += 1) {
    const gap = Math.abs(mass(d, (v) => v > l) - 0.5);
    if (gap < bestGap) {
      bestGap = gap;
      best = l;
    }
  }
  return best;
}

const cmp = (a: number, b: number) => (a > b ? 1 : a < b ? -1 : 0);

/** Over/under outcomes of a total distribution on the given lines. */
export function totals(d: Dist, lines: readonly number[], overType: number, underType: number): PricedOutcome[] {
  const out: PricedOutcome[] = [];
  for (const line of lines) {
    if (line < 0) continue;
    out.push({ type: overType, param: line, p: effectiveP(d, line, (v, l) => cmp(v, l)) });
    out.push({ type: underType, param: line, p: effectiveP(d, line, (v, l) => cmp(l, v)) });
  }
  return out;
}

/** Handicap outcomes of a (home − away) distribution: type1 carries the home handicap, type2 the away one. */
export function handicaps(diff: Dist, lines: readonly number[], type1: number, type2: number): PricedOutcome[] {
  const out: PricedOutcome[] = [];
  for (const h of lines) {
    out.push({ type: type1, param: h, p: effectiveP(diff, h, (v, l) => cmp(v + l, 0)) });
    out.push({ type: type2, param: -h, p: effectiveP(diff, h, (v, l) => cmp(0, v + l)) });
  }
  return out;
}

/** Three half lines around the median plus the Asian quarter and whole lines next to it. */
export function lineSet(d: Dist): { half: number[]; asian: number[] } {
  const m = mainLine(d);
  return { half: [m - 1, m, m + 1], asian: [m - 0.25, m + 0.25, m + 0.5] };
}

/** For handicaps the median of −diff is the balanced home handicap. */
export function handicapSet(diff: Dist): { half: number[]; asian: number[] } {
  const neg = distOf([...diff].map(([v, p]) => [-v, p]));
  return lineSet(neg);
}

export function withPeriod(outcomes: PricedOutcome[], period: number): PricedOutcome[] {
  return period === 0 ? outcomes : outcomes.map((o) => ({ ...o, type: o.type + PERIOD_STEP * period }));
}

export interface PriceOptions {
  /** House margin, e.g. 0.06 for 6 %. */
  margin: number;
}

/** Turns a fair probability into a coefficient with the margin; very unlikely outcomes are not offered. */
export function coefficientOf(p: number, { margin }: PriceOptions): number | undefined {
  if (!(p > 0.004) || p > 0.985) return undefined;
  const k = 1 / (p * (1 + margin));
  if (k < 1.01) return undefined;
  return Math.round(Math.min(k, 500) * 100) / 100;
}

/** What a finished game hands to settlement. */
export interface FinalResult {
  total: Pair;
  periods: Pair[];
  winner: 0 | 1 | 2;
  topPlayer?: number;
  /** MMA: how the fight ended and how long it lasted in rounds (2.4 = two fifths into the third round). */
  fight?: FightEnd;
  /** An outright: the team that won the window's table. */
  champion?: number;
  /** A top-scorer outright: the players sharing the most goals (empty: nobody scored). */
  topScorers?: number[];
  /** A race: the runners' ids in finishing order, and the field in saddle-cloth order (number 1 first). */
  order?: number[];
  field?: number[];
  cancelled: boolean;
}

export type { FightEnd };

const methodOf: Record<number, [1 | 2, FightEnd['method']]> = {
  60: [1, 'ko'],
  61: [1, 'submission'],
  62: [1, 'decision'],
  63: [2, 'ko'],
  64: [2, 'submission'],
  65: [2, 'decision'],
};

const sumPeriods = (periods: readonly Pair[]): Pair =>
  periods.reduce<Pair>((acc, p) => [acc[0] + p[0], acc[1] + p[1]], [0, 0]);

/**
 * Settles one outcome. Full-game goal/total/handicap markets use the sum of the period scores (games in tennis,
 * points in volleyball, rounds on CS2 maps), while 1X2, correct score and the sets/maps markets use the total.
 */
export function settleOutcome(type: number, param: number, r: FinalResult): SelectionResult {
  if (r.cancelled) return 'refund';
  const { base, period } = splitType(type);
  let score: Pair;
  if (period > 0) {
    const p = r.periods[period - 1];
    if (!p) return 'refund';
    score = p;
  } else {
    score =
      base === 1 ||
      base === 2 ||
      base === 3 ||
      base === 4 ||
      base === 5 ||
      base === 6 ||
      base === 13 ||
      base === 14 ||
      base === 15
        ? r.total
        : sumPeriods(r.periods);
  }
  const [h, a] = score;
  const win = (ok: boolean): SelectionResult => (ok ? 'win' : 'loss');
  switch (base) {
    case T.w1:
      return win(h > a);
    case T.x:
      return win(h === a);
    case T.w2:
      return win(h < a);
    case T.d1x:
      return win(h >= a);
    case T.d12:
      return win(h !== a);
    case T.dx2:
      return win(h <= a);
    case T.handicap1:
    case T.asianHandicap1:
      return settleHandicap(h, a, param);
    case T.handicap2:
    case T.asianHandicap2:
      return settleHandicap(a, h, param);
    case T.over:
    case T.asianOver:
      return settleTotal(h + a, param, 'over');
    case T.under:
    case T.asianUnder:
      return settleTotal(h + a, param, 'under');
    case T.winner1:
    case T.winner2: {
      const winner = period === 0 ? r.winner : h > a ? 1 : h < a ? 2 : 0;
      if (winner === 0) return 'refund';
      return win(winner === (base === T.winner1 ? 1 : 2));
    }
    case T.bttsYes:
      return win(h > 0 && a > 0);
    case T.bttsNo:
      return win(!(h > 0 && a > 0));
    case T.correctScore:
      return win(scoreParam(h, a) === param);
    case T.home_over:
      return settleTotal(h, param, 'over');
    case T.home_under:
      return settleTotal(h, param, 'under');
    case T.away_over:
      return settleTotal(a, param, 'over');
    case T.away_under:
      return settleTotal(a, param, 'under');
    case T.champWinner:
      return r.champion === undefined ? 'refund' : win(r.champion === param);
    case T.topScorer:
      return r.topScorers === undefined || r.topScorers.length === 0 ? 'refund' : win(r.topScorers.includes(param));
    case T.raceWin:
    case T.racePlace:
    case T.raceForecast:
      return settleRace(base, param, r);
    case T.topPlayer:
      return r.topPlayer === undefined ? 'refund' : win(r.topPlayer === param);
    case T.setsOver:
      return settleTotal(r.total[0] + r.total[1], param, 'over');
    case T.setsUnder:
      return settleTotal(r.total[0] + r.total[1], param, 'under');
    case T.setsHandicap1:
      return settleHandicap(r.total[0], r.total[1], param);
    case T.setsHandicap2:
      return settleHandicap(r.total[1], r.total[0], param);
    default:
      if (base >= T.homeKo && base <= T.roundsUnder) return settleFight(base, param, r);
      return 'refund';
  }
}

/**
 * Dead heat: how many competitors share the place a won selection backed (1 when none do). A top scorer shared by
 * k players pays a winning bet on one of them at full odds on a k-th of its stake (`deadHeatOdds` in the SDK).
 */
export function deadHeatOf(type: number, param: number, r: FinalResult): number {
  if (r.cancelled || splitType(type).base !== T.topScorer) return 1;
  const top = r.topScorers ?? [];
  return top.includes(param) ? top.length : 1;
}

/** Race markets: a result without a finishing order (a result of another sport) refunds. */
function settleRace(base: number, param: number, r: FinalResult): SelectionResult {
  const order = r.order;
  const field = r.field;
  if (!order || !field || order.length < 2) return 'refund';
  if (base === T.raceWin) return order[0] === param ? 'win' : 'loss';
  if (base === T.racePlace) return order.slice(0, placesPaid(field.length)).includes(param) ? 'win' : 'loss';
  const first = field[Math.floor(param / 100) - 1];
  const second = field[(param % 100) - 1];
  if (first === undefined || second === undefined) return 'refund';
  return order[0] === first && order[1] === second ? 'win' : 'loss';
}

/** MMA markets: a fight without its end recorded (a result of another sport) refunds. */
function settleFight(base: number, param: number, r: FinalResult): SelectionResult {
  const end = r.fight;
  if (!end) return 'refund';
  const method = methodOf[base];
  if (method) return method[0] === r.winner && method[1] === end.method ? 'win' : 'loss';
  switch (base) {
    case T.distanceYes:
      return end.method === 'decision' ? 'win' : 'loss';
    case T.distanceNo:
      return end.method === 'decision' ? 'loss' : 'win';
    case T.roundsOver:
      return settleTotal(end.rounds, param, 'over');
    case T.roundsUnder:
      return settleTotal(end.rounds, param, 'under');
    default:
      return 'refund';
  }
}
