/**
 * Goal sports (football, ice hockey, cyber football): each side scores as a Poisson process; the final score
 * is the current score plus independent Poisson goals over the time left. Hockey draws after regulation go to a
 * shootout that decides the winner (1X2 and totals settle on regulation).
 */
import type { BuilderParams } from '../builder';
import { type Dist, distOf, handicapSet, handicaps, lineSet, scoreParam, T, totals, withPeriod } from '../markets';
import type { LiveContext, Pair, PricedOutcome, SportModel, Timeline, TimelineEvent } from '../model';
import { type PeriodWord, periodName } from '../names';
import type { Rng } from '../random';
import type { GameDef } from '../world';
import { poissonPmf } from './poisson';

interface GoalsConfig {
  periods: number;
  periodSeconds: number;
  breakSeconds: number;
  /** Expected goals of both sides over regulation. */
  total: number;
  shootout: boolean;
  periodWord: PeriodWord;
}

export const footballConfig: GoalsConfig = {
  periods: 2,
  periodSeconds: 45 * 60,
  breakSeconds: 15 * 60,
  total: 2.7,
  shootout: false,
  periodWord: 'half',
};
export const hockeyConfig: GoalsConfig = {
  periods: 3,
  periodSeconds: 20 * 60,
  breakSeconds: 10 * 60,
  total: 5.4,
  shootout: true,
  periodWord: 'period',
};
export const cyberHockeyConfig: GoalsConfig = {
  periods: 3,
  periodSeconds: 5 * 60,
  breakSeconds: 60,
  total: 6,
  shootout: true,
  periodWord: 'period',
};
export const cyberFootballConfig: GoalsConfig = {
  periods: 2,
  periodSeconds: 6 * 60,
  breakSeconds: 60,
  total: 4.2,
  shootout: false,
  periodWord: 'half',
};

/** Expected regulation goals of each side from the ratings, with a small home edge. */
function rates(game: GameDef, cfg: GoalsConfig): Pair {
  const edge = 0.45 * (game.home.rating - game.away.rating) + 0.12;
  const share = 1 / (1 + Math.exp(-edge));
  return [cfg.total * share, cfg.total * (1 - share)];
}

/** Expected goals of each side of a football game (the outrights simulate a window's games from them). */
export const footballRates = (game: GameDef): Pair => rates(game, footballConfig);

const MAX_GOALS = 12;

/** The home side's chance to win a shootout. */
const shootoutHome = (game: GameDef) => 0.5 + 0.2 * (game.home.rating - game.away.rating);

/** Joint distribution of final goals from `start` with means `m`. */
function joint(start: Pair, m: Pair): Array<{ h: number; a: number; p: number }> {
  const ph = poissonPmf(m[0], MAX_GOALS);
  const pa = poissonPmf(m[1], MAX_GOALS);
  const out: Array<{ h: number; a: number; p: number }> = [];
  ph.forEach((x, i) => {
    pa.forEach((y, j) => {
      const p = x * y;
      if (p > 1e-9) out.push({ h: start[0] + i, a: start[1] + j, p });
    });
  });
  return out;
}

function threeWay(cells: ReturnType<typeof joint>): PricedOutcome[] {
  let w1 = 0;
  let x = 0;
  let w2 = 0;
  for (const c of cells) {
    if (c.h > c.a) w1 += c.p;
    else if (c.h === c.a) x += c.p;
    else w2 += c.p;
  }
  return [
    { type: T.w1, param: 0, p: w1 },
    { type: T.x, param: 0, p: x },
    { type: T.w2, param: 0, p: w2 },
    { type: T.d1x, param: 0, p: w1 + x },
    { type: T.d12, param: 0, p: w1 + w2 },
    { type: T.dx2, param: 0, p: x + w2 },
  ];
}

function lineMarkets(cells: ReturnType<typeof joint>, asian: boolean): PricedOutcome[] {
  const total: Dist = distOf(cells.map((c) => [c.h + c.a, c.p]));
  const diff: Dist = distOf(cells.map((c) => [c.h - c.a, c.p]));
  const tl = lineSet(total);
  const hl = handicapSet(diff);
  const out = [...totals(total, tl.half, T.over, T.under), ...handicaps(diff, hl.half, T.handicap1, T.handicap2)];
  if (asian) {
    out.push(...totals(total, tl.asian, T.asianOver, T.asianUnder));
    out.push(...handicaps(diff, hl.asian, T.asianHandicap1, T.asianHandicap2));
  }
  return out;
}

export function goalsModel(cfg: GoalsConfig): SportModel {
  return {
    periods: cfg.periods,
    timed: true,
    periodName: (n) => periodName(cfg.periodWord, n),
    play(game: GameDef, rng: Rng): Timeline {
      const [mh, ma] = rates(game, cfg);
      const periods: Timeline['periods'] = [];
      const goals: Array<{ at: number; side: 0 | 1; period: number }> = [];
      for (let p = 0; p < cfg.periods; p++) {
        const start = p * (cfg.periodSeconds + cfg.breakSeconds);
        periods.push({ start, end: start + cfg.periodSeconds });
        for (const side of [0, 1] as const) {
          const n = rng.poisson((side === 0 ? mh : ma) / cfg.periods);
          for (let k = 0; k < n; k++)
            goals.push({ at: start + 1 + rng.next() * (cfg.periodSeconds - 2), side, period: p });
        }
      }
      goals.sort((x, y) => x.at - y.at);
      const events: TimelineEvent[] = [];
      const total: Pair = [0, 0];
      const per: Pair[] = Array.from({ length: cfg.periods }, () => [0, 0] as Pair);
      for (const g of goals) {
        total[g.side]++;
        (per[g.period] as Pair)[g.side]++;
        events.push({
          at: g.at,
          suspends: true,
          score: { total: [...total], periods: per.map((x) => [...x] as Pair) },
        });
      }
      const end = (periods[periods.length - 1] as { end: number }).end;
      let winner: 0 | 1 | 2 = total[0] > total[1] ? 1 : total[0] < total[1] ? 2 : 0;
      if (winner === 0 && cfg.shootout) winner = rng.chance(shootoutHome(game)) ? 1 : 2;
      return { events, periods, end, winner };
    },
    builder(game: GameDef, live: LiveContext | undefined): BuilderParams {
      const [mh, ma] = rates(game, cfg);
      const period = live ? live.period : 1;
      const now = (1 - (live ? live.periodProgress : 0)) / cfg.periods;
      const later = Math.max(0, cfg.periods - period) / cfg.periods;
      return {
        period,
        periods: cfg.periods,
        score: live ? [...live.score.total] : [0, 0],
        periodScore: [...(live?.score.periods[period - 1] ?? [0, 0])],
        now: [mh * now, ma * now],
        rest: [mh * later, ma * later],
        ...(cfg.shootout ? { shootout: shootoutHome(game) } : {}),
      };
    },
    price(game: GameDef, live: LiveContext | undefined): PricedOutcome[] {
      const [mh, ma] = rates(game, cfg);
      const period = live ? live.period : 1;
      const progress = live ? live.periodProgress : 0;
      const left = Math.max(0, (cfg.periods - period + 1 - progress) / cfg.periods);
      const score: Pair = live ? live.score.total : [0, 0];
      const cells = joint(score, [mh * left, ma * left]);
      const out = [...threeWay(cells), ...lineMarkets(cells, true)];
      let yes = 0;
      for (const c of cells) if (c.h > 0 && c.a > 0) yes += c.p;
      out.push({ type: T.bttsYes, param: 0, p: yes }, { type: T.bttsNo, param: 0, p: 1 - yes });
      for (const c of cells) if (c.p > 0.01) out.push({ type: T.correctScore, param: scoreParam(c.h, c.a), p: c.p });
      const home = distOf(cells.map((c) => [c.h, c.p]));
      const away = distOf(cells.map((c) => [c.a, c.p]));
      out.push(...totals(home, lineSet(home).half.slice(1, 2), T.home_over, T.home_under));
      out.push(...totals(away, lineSet(away).half.slice(1, 2), T.away_over, T.away_under));
      if (cfg.shootout) {
        const three = threeWay(cells);
        const draw = three[1]?.p ?? 0;
        const s = shootoutHome(game);
        out.push(
          { type: T.winner1, param: 0, p: (three[0]?.p ?? 0) + draw * s },
          { type: T.winner2, param: 0, p: (three[2]?.p ?? 0) + draw * (1 - s) },
        );
      }
      // The running period's own markets (the first period before kick-off).
      const periodScore: Pair = live?.score.periods[period - 1] ?? [0, 0];
      const pl = (1 - progress) / cfg.periods;
      const pc = joint(periodScore, [mh * pl, ma * pl]);
      out.push(...withPeriod([...threeWay(pc).slice(0, 3), ...lineMarkets(pc, false)], period));
      return out;
    },
  };
}
