/**
 * Rally-point sports (volleyball, table tennis), played point by point: every rally goes to the home side with
 * a fixed probability from the ratings; sets are races won by two clear points, the deciding set shorter.
 */
import { distOf, handicapSet, handicaps, lineSet, T, totals, withPeriod } from '../markets';
import type { LiveContext, Pair, PricedOutcome, SportModel, Timeline, TimelineEvent } from '../model';
import { periodName } from '../names';
import type { Rng } from '../random';
import type { GameDef } from '../world';
import { raceFinals, raceWin, unpack } from './race';
import { matchMarkets } from './set-markets';
import { matchFinals } from './sets';

interface RallyConfig {
  setsToWin: number;
  target: number;
  lastTarget: number;
  pointSeconds: number;
  breakSeconds: number;
  edge: number;
}

export const volleyballConfig: RallyConfig = {
  setsToWin: 3,
  target: 25,
  lastTarget: 15,
  pointSeconds: 22,
  breakSeconds: 180,
  edge: 0.05,
};
export const tableTennisConfig: RallyConfig = {
  setsToWin: 3,
  target: 11,
  lastTarget: 11,
  pointSeconds: 10,
  breakSeconds: 60,
  edge: 0.06,
};

export function rallyModel(cfg: RallyConfig): SportModel {
  const maxSets = 2 * cfg.setsToWin - 1;
  const targetOf = (set: number) => (set === maxSets ? cfg.lastTarget : cfg.target);
  const pointP = (game: GameDef) => 0.5 + cfg.edge * (game.home.rating - game.away.rating) + 0.005;
  return {
    periods: maxSets,
    timed: false,
    periodName: (n) => periodName('set', n),
    play(game: GameDef, rng: Rng): Timeline {
      const p = pointP(game);
      const events: TimelineEvent[] = [];
      const periods: Timeline['periods'] = [];
      const sets: Pair = [0, 0];
      const per: Pair[] = [];
      let t = 0;
      while (sets[0] < cfg.setsToWin && sets[1] < cfg.setsToWin) {
        const n = sets[0] + sets[1] + 1;
        const target = targetOf(n);
        // Form swings from set to set.
        const ps = Math.min(0.8, Math.max(0.2, p + rng.normal(0, 0.02)));
        const pts: Pair = [0, 0];
        per.push(pts);
        const start = t;
        while (!((pts[0] >= target || pts[1] >= target) && Math.abs(pts[0] - pts[1]) >= 2)) {
          t += cfg.pointSeconds * (0.6 + rng.next() * 0.8);
          pts[rng.chance(ps) ? 0 : 1]++;
          const setOver = (pts[0] >= target || pts[1] >= target) && Math.abs(pts[0] - pts[1]) >= 2;
          if (setOver) sets[pts[0] > pts[1] ? 0 : 1]++;
          events.push({
            at: t,
            suspends: setOver,
            score: { total: [...sets], periods: per.map((x) => [...x] as Pair) },
          });
        }
        periods.push({ start, end: t });
        t += cfg.breakSeconds;
      }
      const end = t - cfg.breakSeconds;
      return { events, periods, end, winner: sets[0] > sets[1] ? 1 : 2 };
    },
    price(game: GameDef, live: LiveContext | undefined): PricedOutcome[] {
      const p = pointP(game);
      const sets: Pair = live ? live.score.total : [0, 0];
      const n = sets[0] + sets[1] + 1;
      const current: Pair = (live && !live.inBreak ? live.score.periods[n - 1] : undefined) ?? [0, 0];
      const target = targetOf(n);
      const setP = raceWin(p, current[0], current[1], target, true);
      const out = matchMarkets(
        matchFinals(sets, cfg.setsToWin, setP, (k) => raceWin(p, 0, 0, targetOf(k), true)),
        cfg.setsToWin,
      );
      const finals = raceFinals(p, current[0], current[1], target, true);
      const total = distOf([...finals].map(([k, m]) => [unpack(k)[0] + unpack(k)[1], m]));
      const diff = distOf([...finals].map(([k, m]) => [unpack(k)[0] - unpack(k)[1], m]));
      const setMarkets: PricedOutcome[] = [
        { type: T.winner1, param: 0, p: setP },
        { type: T.winner2, param: 0, p: 1 - setP },
        ...totals(total, lineSet(total).half, T.over, T.under),
        ...handicaps(diff, handicapSet(diff).half.slice(1, 2), T.handicap1, T.handicap2),
      ];
      out.push(...withPeriod(setMarkets, n));
      return out;
    },
  };
}
