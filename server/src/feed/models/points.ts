/**
 * Basketball: four 10-minute quarters, overtimes of 5 minutes while tied. Scoring is a stream of 1/2/3-point
 * plays; pricing treats the remaining margin and total as normal (sd growing with the square root of time left).
 */
import { handicapSet, handicaps, lineSet, T, totals, withPeriod } from '../markets';
import type { LiveContext, Pair, PricedOutcome, SportModel, Timeline, TimelineEvent } from '../model';
import { overtime, periodName } from '../names';
import type { Rng } from '../random';
import type { GameDef } from '../world';
import { discreteNormal } from './poisson';

const QUARTERS = 4;
const POINTS_PER_PLAY = 2.13;

interface PointsConfig {
  quarter: number;
  overtime: number;
  breakSeconds: number;
  meanTotal: number;
  sdDiff: number;
  sdTotal: number;
}

export const basketballConfig: PointsConfig = {
  quarter: 600,
  overtime: 300,
  breakSeconds: 120,
  meanTotal: 168,
  sdDiff: 12,
  sdTotal: 15,
};
export const cyberBasketballConfig: PointsConfig = {
  quarter: 300,
  overtime: 120,
  breakSeconds: 30,
  meanTotal: 110,
  sdDiff: 9,
  sdTotal: 11,
};

function playValue(rng: Rng): number {
  const r = rng.next();
  return r < 0.12 ? 1 : r < 0.75 ? 2 : 3;
}

export function pointsModel(cfg: PointsConfig): SportModel {
  const {
    quarter: QUARTER,
    overtime: OVERTIME,
    breakSeconds: BREAK,
    meanTotal: MEAN_TOTAL,
    sdDiff: SD_DIFF,
    sdTotal: SD_TOTAL,
  } = cfg;
  const means = (game: GameDef): Pair => {
    const d = (MEAN_TOTAL / 18.7) * (game.home.rating - game.away.rating) + 2.5;
    return [(MEAN_TOTAL + d) / 2, (MEAN_TOTAL - d) / 2];
  };
  return {
    periods: QUARTERS,
    timed: true,
    clockDown: true,
    periodName: (n) => (n > QUARTERS ? overtime : periodName('quarter', n)),
    play(game: GameDef, rng: Rng): Timeline {
      const [mh, ma] = means(game);
      const periods: Timeline['periods'] = [];
      const events: TimelineEvent[] = [];
      const total: Pair = [0, 0];
      const per: Pair[] = [];
      let start = 0;
      for (let p = 0; p < QUARTERS || total[0] === total[1]; p++) {
        const length = p < QUARTERS ? QUARTER : OVERTIME;
        periods.push({ start, end: start + length });
        per.push([0, 0]);
        const plays: Array<{ at: number; side: 0 | 1; v: number }> = [];
        for (const side of [0, 1] as const) {
          const rate = (side === 0 ? mh : ma) / (QUARTERS * QUARTER) / POINTS_PER_PLAY;
          for (let t = rng.exponential(1 / rate); t < length - 0.5; t += rng.exponential(1 / rate)) {
            plays.push({ at: start + t, side, v: playValue(rng) });
          }
        }
        plays.sort((x, y) => x.at - y.at);
        for (const play of plays) {
          total[play.side] += play.v;
          (per[p] as Pair)[play.side] += play.v;
          // Only three-pointers pause the market: suspending on every basket would leave nothing to bet on.
          events.push({
            at: play.at,
            suspends: play.v === 3,
            score: { total: [...total], periods: per.map((x) => [...x] as Pair) },
          });
        }
        start += length + BREAK;
        if (p > 12) break;
      }
      const end = (periods[periods.length - 1] as { end: number }).end;
      return { events, periods, end, winner: total[0] > total[1] ? 1 : 2 };
    },
    price(game: GameDef, live: LiveContext | undefined): PricedOutcome[] {
      const [mh, ma] = means(game);
      const period = live ? live.period : 1;
      const progress = live ? live.periodProgress : 0;
      const regulationLeft = Math.max(0, (QUARTERS - period + 1 - progress) / QUARTERS);
      // In overtime, five minutes are an eighth of regulation.
      const left = period > QUARTERS ? ((1 - progress) * OVERTIME) / (QUARTERS * QUARTER) : regulationLeft;
      const score: Pair = live ? live.score.total : [0, 0];
      const diff = discreteNormal(score[0] - score[1] + (mh - ma) * left, SD_DIFF * Math.sqrt(left));
      const total = discreteNormal(score[0] + score[1] + (mh + ma) * left, SD_TOTAL * Math.sqrt(left));
      let home = 0;
      let tie = 0;
      for (const [v, p] of diff) {
        if (v > 0) home += p;
        else if (v === 0) tie += p;
      }
      const out: PricedOutcome[] = [
        { type: T.winner1, param: 0, p: home + tie / 2 },
        { type: T.winner2, param: 0, p: 1 - home - tie / 2 },
      ];
      out.push(...totals(total, lineSet(total).half, T.over, T.under));
      out.push(...handicaps(diff, handicapSet(diff).half, T.handicap1, T.handicap2));
      if (period <= QUARTERS) {
        const ps: Pair = live?.score.periods[period - 1] ?? [0, 0];
        const q = (1 - progress) / QUARTERS;
        const qd = discreteNormal(ps[0] - ps[1] + (mh - ma) * q, (SD_DIFF / 2) * Math.sqrt(q * QUARTERS));
        const qt = discreteNormal(ps[0] + ps[1] + (mh + ma) * q, (SD_TOTAL / 2) * Math.sqrt(q * QUARTERS));
        let qh = 0;
        let qtie = 0;
        for (const [v, p] of qd) {
          if (v > 0) qh += p;
          else if (v === 0) qtie += p;
        }
        const period1 = [
          { type: T.winner1, param: 0, p: qh / (1 - qtie) },
          { type: T.winner2, param: 0, p: (1 - qh - qtie) / (1 - qtie) },
          ...totals(qt, lineSet(qt).half.slice(1, 2), T.over, T.under),
          ...handicaps(qd, handicapSet(qd).half.slice(1, 2), T.handicap1, T.handicap2),
        ];
        out.push(...withPeriod(period1, period));
      }
      return out.filter((o) => Number.isFinite(o.p));
    },
  };
}
