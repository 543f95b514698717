/**
 * MMA (UFC cards): three five-minute rounds. In each round the fight is finished with a fixed chance (a finish
 * comes at a uniform moment of the round, by KO/TKO or by submission, won by the stronger fighter with his
 * strength's chance); a fight that lasts the three rounds goes to the judges, who give each round to the
 * stronger fighter with the same chance and the fight to whoever won more rounds. Priced exactly from that
 * model: winner, method of victory, goes the distance, total rounds.
 */
import { T } from '../markets';
import type { LiveContext, Pair, PricedOutcome, SportModel, Timeline, TimelineEvent } from '../model';
import { periodName } from '../names';
import type { Rng } from '../random';
import type { GameDef } from '../world';

export const ROUNDS = 3;
export const ROUND_SECONDS = 300;
const BREAK = 60;
/** The chance a round that starts ends in a finish. */
export const FINISH_PER_ROUND = 0.22;
/** A finish's share of knockouts (the rest are submissions). */
export const KO_SHARE = 0.6;
const TOTAL_ROUND_LINES = [1.5, 2.5];

/** The home fighter's chance to win a round, a finish or the judges' card. */
export const fightP = (game: GameDef) => 1 / (1 + Math.exp(-1.6 * (game.home.rating - game.away.rating)));

const startOf = (round: number) => (round - 1) * (ROUND_SECONDS + BREAK);

export interface FightDistribution {
  /** Chance of each method for each side: [ko, submission, decision] for home, then away. */
  home: [number, number, number];
  away: [number, number, number];
  /** Chance the fight is over by `line` rounds (lines are x.5, so a finish exactly on one cannot happen). */
  overBy: (line: number) => number;
}

/**
 * The distribution of how the fight ends, from `round` (1-based) with `progress` of it gone without a finish and
 * the cards of the rounds already over.
 */
export function fightDistribution(p: number, round: number, progress: number, cards: Pair): FightDistribution {
  const home: [number, number, number] = [0, 0, 0];
  const away: [number, number, number] = [0, 0, 0];
  // Chance to reach the start of each round alive, and the chance to finish within it given it was reached.
  const finishIn = (r: number) =>
    r === round ? (FINISH_PER_ROUND * (1 - progress)) / (1 - FINISH_PER_ROUND * progress) : FINISH_PER_ROUND;
  let alive = 1;
  const finishMass: number[] = [];
  for (let r = round; r <= ROUNDS; r++) {
    const f = alive * finishIn(r);
    finishMass[r] = f;
    home[0] += f * p * KO_SHARE;
    home[1] += f * p * (1 - KO_SHARE);
    away[0] += f * (1 - p) * KO_SHARE;
    away[1] += f * (1 - p) * (1 - KO_SHARE);
    alive -= f;
  }
  // The distance: the rounds left are carded independently; more rounds won takes it (three rounds: no tie).
  const left = ROUNDS - (round - 1);
  let homeCards = 0;
  for (let k = 0; k <= left; k++) {
    const ways = binomial(left, k) * p ** k * (1 - p) ** (left - k);
    if (cards[0] + k > cards[1] + left - k) homeCards += ways;
  }
  home[2] = alive * homeCards;
  away[2] = alive * (1 - homeCards);
  const overBy = (line: number): number => {
    const whole = Math.floor(line);
    const part = line - whole;
    let done = 0;
    for (let r = round; r <= whole; r++) done += finishMass[r] ?? 0;
    const r = whole + 1;
    if (r >= round && r <= ROUNDS) {
      const reached = 1 - sumFrom(finishMass, round, r - 1);
      if (r === round) {
        const within =
          part <= progress ? 0 : (FINISH_PER_ROUND * (part - progress)) / (1 - FINISH_PER_ROUND * progress);
        done += reached * within;
      } else done += reached * FINISH_PER_ROUND * part;
    }
    return done;
  };
  return { home, away, overBy };
}

function sumFrom(xs: number[], from: number, to: number): number {
  let s = 0;
  for (let i = from; i <= to; i++) s += xs[i] ?? 0;
  return s;
}

function binomial(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

export const fightModel: SportModel = {
  periods: ROUNDS,
  timed: true,
  periodName: (n) => periodName('round', n),
  play(game: GameDef, rng: Rng): Timeline {
    const p = fightP(game);
    const events: TimelineEvent[] = [];
    const periods: Timeline['periods'] = [];
    const cards: Pair[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const start = startOf(round);
      const finished = rng.chance(FINISH_PER_ROUND);
      const homeWins = rng.chance(p);
      if (finished) {
        const at = rng.next() * ROUND_SECONDS;
        const ko = rng.chance(KO_SHARE);
        const winner = homeWins ? 1 : 2;
        cards.push(homeWins ? [1, 0] : [0, 1]);
        periods.push({ start, end: start + at });
        events.push({
          at: start + at,
          score: { total: homeWins ? [1, 0] : [0, 1], periods: cards.map((c) => [...c] as Pair) },
          suspends: true,
        });
        const rounds = round - 1 + at / ROUND_SECONDS;
        return {
          events,
          periods,
          end: start + at,
          winner,
          fight: { method: ko ? 'ko' : 'submission', rounds },
        };
      }
      cards.push(homeWins ? [1, 0] : [0, 1]);
      periods.push({ start, end: start + ROUND_SECONDS });
      const total: Pair = [0, 0];
      if (round === ROUNDS) {
        const home = cards.filter((c) => c[0] === 1).length;
        total[home * 2 > ROUNDS ? 0 : 1] = 1;
      }
      events.push({
        at: start + ROUND_SECONDS,
        score: { total, periods: cards.map((c) => [...c] as Pair) },
        suspends: round === ROUNDS,
      });
    }
    const last = events[events.length - 1];
    const winner = last && last.score.total[0] === 1 ? 1 : 2;
    return {
      events,
      periods,
      end: startOf(ROUNDS) + ROUND_SECONDS,
      winner,
      fight: { method: 'decision', rounds: ROUNDS },
    };
  },
  price(game: GameDef, live: LiveContext | undefined): PricedOutcome[] {
    const p = fightP(game);
    const round = live ? live.period : 1;
    const progress = live && !live.inBreak ? live.periodProgress : 0;
    const cards: Pair = [0, 0];
    for (const c of (live?.score.periods ?? []).slice(0, round - 1)) {
      cards[0] += c[0];
      cards[1] += c[1];
    }
    const d = fightDistribution(p, round, progress, cards);
    const homeWin = d.home[0] + d.home[1] + d.home[2];
    const out: PricedOutcome[] = [
      { type: T.winner1, param: 0, p: homeWin },
      { type: T.winner2, param: 0, p: 1 - homeWin },
      { type: T.homeKo, param: 0, p: d.home[0] },
      { type: T.homeSubmission, param: 0, p: d.home[1] },
      { type: T.homeDecision, param: 0, p: d.home[2] },
      { type: T.awayKo, param: 0, p: d.away[0] },
      { type: T.awaySubmission, param: 0, p: d.away[1] },
      { type: T.awayDecision, param: 0, p: d.away[2] },
      { type: T.distanceYes, param: 0, p: d.home[2] + d.away[2] },
      { type: T.distanceNo, param: 0, p: 1 - d.home[2] - d.away[2] },
    ];
    for (const line of TOTAL_ROUND_LINES) {
      const under = d.overBy(line);
      out.push({ type: T.roundsOver, param: line, p: 1 - under }, { type: T.roundsUnder, param: line, p: under });
    }
    return out;
  },
};
