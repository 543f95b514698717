/**
 * How a virtual race is run and priced. Each runner's strength is exp(2.2 × (rating + form on the day)), its win
 * chance its share of the field's strength. The race draws each runner an exponential time with its strength as
 * the rate (the first of independent exponentials is runner i with chance sᵢ / Σs, and by memorylessness the rest
 * finish the same way), so the finishing order follows the Plackett–Luce (Harville) law of the win chances exactly;
 * a rising map of those times gives the finishing times, between the race's length and 12 % past it. Win, Place
 * (the first two of a field of up to seven, the first three of eight: `placesPaid`) and Forecast chances are
 * computed exactly from the same law. On the way each runner's share of the distance is its share of its own time
 * plus a smooth bend (a front-runner leads early and fades, a closer comes late), which ends at the finish, so the
 * order shown changes during the race and ends in the finishing order. Bets close at the off: no prices live.
 */
import { T } from '../markets';
import type { PricedOutcome, RaceRunner, SportModel, Timeline, TimelineEvent } from '../model';
import type { Name } from '../names';
import type { Rng } from '../random';
import type { GameDef } from '../world';
import { placesPaid, raceKind } from './racing';

/** Match seconds a metre: a mile (1600 m) takes 800 match seconds, about 90 s at the feed's speed 9. */
const SECONDS_PER_METRE = 0.5;
/** Match seconds between two reports of the runners' places (2 s at speed 9). */
export const REPORT_EVERY = 18;

const raceName: Name = { ru: 'Забег', en: 'Race', kk: 'Жарыс', ar: 'السباق' };

/** The runners' win chances in saddle-cloth order (they sum to 1). */
export function winChances(game: GameDef): number[] {
  const race = game.race;
  if (!race) return [];
  const s = race.field.map((r, i) => Math.exp(2.2 * (r.rating + (race.form[i] ?? 0))));
  const sum = s.reduce((a, b) => a + b, 0);
  return s.map((x) => x / sum);
}

/** The chance of each runner to finish in the first `k` under the Harville law (exact enumeration, k ≤ 3). */
export function placeChances(p: readonly number[], k: number): number[] {
  const out = p.map(() => 0);
  const go = (taken: number[], mass: number, left: number) => {
    if (taken.length === k) {
      for (const i of taken) out[i] = (out[i] ?? 0) + mass;
      return;
    }
    p.forEach((pi, i) => {
      if (taken.includes(i) || pi <= 0) return;
      go([...taken, i], (mass * pi) / left, left - pi);
    });
  };
  go([], 1, 1);
  return out;
}

/** Match seconds of the race's distance for its winner's pace. */
export const raceLength = (game: GameDef) => raceKind(game.sport.id, game.race?.kind ?? 0).distance * SECONDS_PER_METRE;

export const raceModel: SportModel = {
  periods: 1,
  timed: false,
  periodName: () => raceName,
  play(game: GameDef, rng: Rng): Timeline {
    const field = game.race?.field ?? [];
    const chances = winChances(game);
    const length = raceLength(game);
    const runners = field.map((r, i) => {
      const time = rng.exponential(1 / Math.max(1e-9, chances[i] ?? 0));
      return {
        id: r.id,
        number: i + 1,
        finish: length * (1 + 0.12 * (1 - Math.exp(-time / 4))),
        bend: (rng.next() - 0.5) * 0.12,
        wave: (rng.next() - 0.5) * 0.08,
      };
    });
    const end = Math.max(...runners.map((r) => r.finish));
    const order = [...runners].sort((a, b) => a.finish - b.finish).map((r) => r.id);
    const at = (t: number): RaceRunner[] =>
      runners
        .map((r) => {
          const u = Math.min(1, t / r.finish);
          const progress = u + r.bend * Math.sin(Math.PI * u) + r.wave * Math.sin(2 * Math.PI * u);
          const shown = t >= r.finish ? 1 : Math.min(0.999, Math.max(0, progress));
          return { id: r.id, progress: Math.floor(shown * 1000) / 1000, finish: r.finish, number: r.number };
        })
        // Level runners: the finished by their finishing times, the rest by number (nothing given away early).
        .sort((a, b) => b.progress - a.progress || (a.progress === 1 ? a.finish - b.finish : a.number - b.number))
        .map(({ id, progress }) => ({ id, progress }));
    const events: TimelineEvent[] = [];
    for (let t = 0; t < end; t += REPORT_EVERY) {
      events.push({ at: t, score: { total: [0, 0], periods: [], race: at(t) }, suspends: false });
    }
    events.push({ at: end, score: { total: [0, 0], periods: [], race: at(end) }, suspends: true });
    return { events, periods: [{ start: 0, end }], end, winner: 0, order };
  },
  price(game: GameDef, live): PricedOutcome[] {
    const field = game.race?.field;
    if (live || !field) return [];
    const p = winChances(game);
    const place = placeChances(p, placesPaid(field.length));
    const out: PricedOutcome[] = [];
    field.forEach((r, i) => {
      out.push({ type: T.raceWin, param: r.id, p: p[i] ?? 0 });
    });
    field.forEach((r, i) => {
      out.push({ type: T.racePlace, param: r.id, p: place[i] ?? 0 });
    });
    p.forEach((a, i) => {
      p.forEach((b, j) => {
        if (i !== j) out.push({ type: T.raceForecast, param: (i + 1) * 100 + j + 1, p: (a * b) / (1 - a) });
      });
    });
    return out;
  },
};
