/**
 * Cricket, Twenty20: the home side bats first for 20 overs, then the away side chases. Runs of an over are
 * Poisson with a mean from the batting side's and the bowling side's ratings (about 8 an over); the chase stops
 * at the winning run (one past the first innings), and a tie goes to a super over won by the stronger side with
 * its strength's chance. Priced exactly from that model: winner, match runs, first-innings runs.
 */
import { T, withPeriod } from '../markets';
import type { LiveContext, Pair, PricedOutcome, SportModel, Timeline, TimelineEvent } from '../model';
import { periodName } from '../names';
import type { Rng } from '../random';
import type { GameDef } from '../world';
import { poissonPmf } from './poisson';

export const OVERS = 20;
const OVER_SECONDS = 270;
const INNINGS_BREAK = 600;
const INNINGS_SECONDS = OVERS * OVER_SECONDS;
const MAX_RUNS = 320;

/** Mean runs an over of the side batting against the other. */
export const runsPerOver = (bat: number, bowl: number) => 8 * Math.exp(0.25 * (bat - bowl));
/** The home side's chance in a super over. */
const superOverP = (game: GameDef) => 1 / (1 + Math.exp(-1.5 * (game.home.rating - game.away.rating)));

export const inningsModel: SportModel = {
  periods: 2,
  timed: false,
  periodName: (n) => periodName('innings', n),
  play(game: GameDef, rng: Rng): Timeline {
    const events: TimelineEvent[] = [];
    const home = runsPerOver(game.home.rating, game.away.rating);
    const away = runsPerOver(game.away.rating, game.home.rating);
    let h = 0;
    for (let over = 1; over <= OVERS; over++) {
      const runs = rng.poisson(home);
      h += runs;
      events.push({ at: over * OVER_SECONDS, score: { total: [h, 0], periods: [[h, 0]] }, suspends: runs >= 12 });
    }
    const second = INNINGS_SECONDS + INNINGS_BREAK;
    let a = 0;
    let end = second + INNINGS_SECONDS;
    for (let over = 1; over <= OVERS; over++) {
      const runs = rng.poisson(away);
      const chased = a + runs > h;
      a = chased ? h + 1 : a + runs;
      const at = second + over * OVER_SECONDS;
      events.push({
        at,
        score: {
          total: [h, a],
          periods: [
            [h, 0],
            [0, a],
          ],
        },
        suspends: chased || runs >= 12,
      });
      if (chased) {
        end = at;
        break;
      }
    }
    const winner = h > a ? 1 : a > h ? 2 : rng.chance(superOverP(game)) ? 1 : 2;
    return {
      events,
      periods: [
        { start: 0, end: INNINGS_SECONDS },
        { start: second, end },
      ],
      end,
      winner,
    };
  },
  price(game: GameDef, live: LiveContext | undefined): PricedOutcome[] {
    const home = runsPerOver(game.home.rating, game.away.rating);
    const away = runsPerOver(game.away.rating, game.home.rating);
    const score: Pair = live ? [...live.score.total] : [0, 0];
    const innings = live ? live.period : 1;
    const overs = (progress: number) => Math.round(OVERS * (1 - progress) * 100) / 100;
    const progress = live && !live.inBreak ? live.periodProgress : 0;
    // Final first innings: known once it is over; else runs so far plus the overs left.
    const first = support(home * (innings === 1 ? overs(progress) : 0), score[0]);
    const chase = support(away * (innings === 1 ? OVERS : overs(progress)), innings === 1 ? 0 : score[1]);
    const superOver = superOverP(game);
    // Cumulative chase: below[i] = P(chase < chase.from + i).
    const below = new Float64Array(chase.p.length + 1);
    for (let i = 0; i < chase.p.length; i++) below[i + 1] = (below[i] ?? 0) + (chase.p[i] ?? 0);
    const chaseBelow = (runs: number) => below[Math.max(0, Math.min(chase.p.length, runs - chase.from))] ?? 0;
    let homeWin = 0;
    // Match runs: the first innings plus the chase, which stops at one past it.
    // The chase's support can start past the target (a big chase left with many overs): those runs all end at
    // one past the first innings, so the match's fewest runs are the first innings plus the lesser of the two.
    const matchFrom = first.from + Math.min(chase.from, first.from + 1);
    const match = new Float64Array(2 * (first.from + first.p.length) + 2 - matchFrom);
    for (let i = 0; i < first.p.length; i++) {
      const ph = first.p[i] ?? 0;
      const h = first.from + i;
      const tie = chaseBelow(h + 1) - chaseBelow(h);
      homeWin += ph * (chaseBelow(h) + tie * superOver);
      for (let a = chase.from; a <= Math.min(h, chase.from + chase.p.length - 1); a++) {
        const k = h + a - matchFrom;
        match[k] = (match[k] ?? 0) + ph * (chase.p[a - chase.from] ?? 0);
      }
      const k = 2 * h + 1 - matchFrom;
      match[k] = (match[k] ?? 0) + ph * (1 - chaseBelow(h + 1));
    }
    const out: PricedOutcome[] = [
      { type: T.winner1, param: 0, p: homeWin },
      { type: T.winner2, param: 0, p: 1 - homeWin },
    ];
    out.push(...halfLineTotals(match, matchFrom, 0));
    if (innings === 1) out.push(...halfLineTotals(first.p, first.from, 1));
    return out;
  },
};

/** The runs still to come of an innings (Poisson), as final runs from `from` on; tails under 1e-9 left out. */
function support(mean: number, already: number): { from: number; p: Float64Array } {
  const pmf = poissonPmf(mean, MAX_RUNS);
  let lo = 0;
  let hi = pmf.length - 1;
  while (lo < hi && (pmf[lo] ?? 0) < 1e-9) lo++;
  while (hi > lo && (pmf[hi] ?? 0) < 1e-9) hi--;
  return { from: already + lo, p: Float64Array.from(pmf.slice(lo, hi + 1)) };
}

/** Over/under on three half lines around the median of runs (`pmf[i]` the chance of `from + i` runs). */
function halfLineTotals(pmf: ArrayLike<number>, from: number, period: number): PricedOutcome[] {
  let cum = 0;
  let median = from;
  for (let i = 0; i < pmf.length; i++) {
    cum += pmf[i] ?? 0;
    if (cum >= 0.5) {
      median = from + i;
      break;
    }
  }
  const overOf = (line: number) => {
    let over = 0;
    for (let i = Math.max(0, Math.ceil(line - from)); i < pmf.length; i++) over += pmf[i] ?? 0;
    return over;
  };
  const out: PricedOutcome[] = [];
  for (const line of [median - 1.5, median - 0.5, median + 0.5]) {
    const over = overOf(line);
    out.push({ type: T.over, param: line, p: over }, { type: T.under, param: line, p: 1 - over });
  }
  return withPeriod(out, period);
}
