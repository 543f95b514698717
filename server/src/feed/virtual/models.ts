/**
 * How virtual events are played out and priced: the ordinary models on a short timeline. Virtual football is the
 * goal model with two five-minute halves (its scoreboard clock runs like any football clock, at the feed's speed:
 * about 70 seconds of real time a match at speed 9); virtual tennis is the tennis model (best of three sets, point
 * by point) with its points four times as quick, about two and a half minutes a match. Pricing reads only the
 * score and the share of the period played, so it is the ordinary models' pricing.
 */
import type { SportModel, Timeline } from '../model';
import { goalsModel } from '../models/goals';
import { tennisModel } from '../models/tennis';

export const virtualFootballModel: SportModel = goalsModel({
  periods: 2,
  periodSeconds: 5 * 60,
  breakSeconds: 30,
  total: 2.7,
  shootout: false,
  periodWord: 'half',
});

/** A model whose timeline runs `factor` times as fast (untimed models only: no scoreboard clock to keep). */
export function quicker(model: SportModel, factor: number): SportModel {
  return {
    ...model,
    play(game, rng): Timeline {
      const tl = model.play(game, rng);
      return {
        ...tl,
        events: tl.events.map((e) => ({ ...e, at: e.at / factor })),
        periods: tl.periods.map((p) => ({ start: p.start / factor, end: p.end / factor })),
        end: tl.end / factor,
      };
    },
  };
}

export const virtualTennisModel: SportModel = quicker(tennisModel, 4);
