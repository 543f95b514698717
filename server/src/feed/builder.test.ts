import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { type BuilderLeg, builderCells, isBuilderLeg, jointProbability, legMask, priceBuilder } from './builder';
import { type FinalResult, settleOutcome, T } from './markets';
import type { Pair } from './model';
import { modelFor } from './models';
import { hashSeed, Rng } from './random';
import { Simulator } from './simulator';
import type { GameDef } from './world';

const START = Date.UTC(2026, 10, 22, 12, 0);

function upcoming(sportId: number) {
  const sim = new Simulator({ seed: 7, clock: new ManualClock(START) });
  const game = sim.games().find((x) => x.sport.id === sportId && x.startAt > sim.now() && !x.cancelled) as GameDef;
  const quote = sim.builder(game);
  if (!quote) throw new Error('no builder quote');
  return { sim, game, quote };
}

/** Plays the game out `n` times from seeded generators, as the simulator does, and counts how often all legs win. */
function frequencies(game: GameDef, combos: readonly BuilderLeg[][], n: number): number[] {
  const model = modelFor(game);
  const hits = combos.map(() => 0);
  for (let i = 0; i < n; i++) {
    const tl = model.play(game, new Rng(hashSeed('builder-test', game.id, i)));
    const last = tl.events[tl.events.length - 1];
    const periods: Pair[] = Array.from({ length: model.periods }, (_, p) => last?.score.periods[p] ?? [0, 0]);
    const r: FinalResult = { total: last?.score.total ?? [0, 0], periods, winner: tl.winner, cancelled: false };
    combos.forEach((legs, c) => {
      if (legs.every((l) => settleOutcome(l.type, l.param, r) === 'win')) hits[c] = (hits[c] as number) + 1;
    });
  }
  return hits.map((h) => h / n);
}

const fair = (quote: ReturnType<typeof upcoming>['quote'], legs: BuilderLeg[]) => {
  const cells = builderCells(quote.params);
  return jointProbability(
    cells,
    legs.map((l) => legMask(cells, l)),
  );
};

const w1 = { type: T.w1, param: 0 };
const draw = { type: T.x, param: 0 };
const over25 = { type: T.over, param: 2.5 };
const bttsYes = { type: T.bttsYes, param: 0 };
const firstHalfHome = { type: 1000 + T.w1, param: 0 };

describe('bet builder pricing', () => {
  it('a single leg is priced as the feed prices it alone', () => {
    const { sim, game, quote } = upcoming(1);
    const offered = sim.view(game).outcomes.find((o) => o.type === T.w1);
    const priced = fair(quote, [w1]);
    expect(offered?.coef).toBeCloseTo(1 / (priced * (1 + quote.margin)), 1);
  });

  it('prices correlated legs apart from the product of their prices, the way the correlation goes', () => {
    const { sim, game, quote } = upcoming(1);
    const offered = (leg: BuilderLeg) =>
      sim.view(game).outcomes.find((o) => o.type === leg.type && o.param === leg.param)?.coef as number;
    // Goals help both: a home win and over 2.5, both teams scoring and over 2.5 go together.
    for (const legs of [
      [w1, over25],
      [bttsYes, over25],
    ]) {
      const joint = fair(quote, legs);
      const product = legs.reduce((acc, l) => acc * fair(quote, [l]), 1);
      expect(joint).toBeGreaterThan(product * 1.1);
      const price = priceBuilder(quote, legs);
      if (!price.ok) throw new Error(price.code);
      expect(price.coef).toBeLessThan(legs.reduce((acc, l) => acc * offered(l), 1));
    }
    // A draw is likelier in a low-scoring game: a draw with over 2.5 is rarer than the product, priced higher.
    const joint = fair(quote, [draw, over25]);
    expect(joint).toBeLessThan(fair(quote, [draw]) * fair(quote, [over25]) * 0.9);
    const price = priceBuilder(quote, [draw, over25]);
    if (!price.ok) throw new Error(price.code);
    expect(price.coef).toBeGreaterThan(1 / (fair(quote, [draw]) * fair(quote, [over25]) * (1 + quote.margin)));
  });

  it('matches the simulator’s own frequencies over 100,000 simulated football matches within 2 %', () => {
    const { game, quote } = upcoming(1);
    const combos = [
      [w1, over25],
      [draw, over25],
      [bttsYes, over25],
      [firstHalfHome, w1, { type: T.over, param: 1.5 }],
      [
        { type: T.bttsNo, param: 0 },
        { type: T.home_over, param: 0.5 },
        { type: T.d1x, param: 0 },
      ],
    ];
    const seen = frequencies(game, combos, 100_000);
    combos.forEach((legs, i) => {
      const p = fair(quote, legs);
      expect(Math.abs((seen[i] as number) - p) / p, `combination ${i}: ${seen[i]} vs ${p}`).toBeLessThan(0.02);
    });
  }, 60_000);

  it('matches them for hockey, where a shootout decides the winner', () => {
    const { game, quote } = upcoming(2);
    expect(quote.params.shootout).toBeDefined();
    const combos = [
      [
        { type: T.winner1, param: 0 },
        { type: T.under, param: 5.5 },
      ],
      [
        { type: T.winner2, param: 0 },
        { type: T.over, param: 4.5 },
      ],
    ];
    const seen = frequencies(game, combos, 100_000);
    combos.forEach((legs, i) => {
      const p = fair(quote, legs);
      expect(Math.abs((seen[i] as number) - p) / p, `combination ${i}: ${seen[i]} vs ${p}`).toBeLessThan(0.02);
    });
  }, 60_000);

  it('refuses legs of one market, identical legs, implied legs and contradictions', () => {
    const { quote } = upcoming(1);
    const refused = (legs: BuilderLeg[]) => {
      const r = priceBuilder(quote, legs);
      return r.ok ? undefined : { code: r.code, legs: r.legs };
    };
    expect(refused([w1, draw])).toEqual({ code: 'builder_same_market', legs: [0, 1] });
    expect(refused([over25, { type: T.over, param: 3.5 }])?.code).toBe('builder_same_market');
    expect(refused([w1, { type: T.handicap1, param: -0.5 }])?.code).toBe('builder_identical');
    expect(refused([{ type: T.correctScore, param: 201 }, w1])).toEqual({ code: 'builder_implied', legs: [0, 1] });
    expect(refused([w1, { type: T.d1x, param: 0 }])).toEqual({ code: 'builder_implied', legs: [0, 1] });
    expect(refused([w1, { type: T.dx2, param: 0 }])?.code).toBe('builder_contradictory');
    expect(refused([{ type: T.correctScore, param: 100 }, over25])?.code).toBe('builder_contradictory');
    expect(refused([w1, over25])).toBeUndefined();
  });

  it('offers only markets that win or lose on the score, and the running period only', () => {
    const { quote } = upcoming(1);
    expect(isBuilderLeg(w1, quote.params)).toBe(true);
    expect(isBuilderLeg({ type: T.over, param: 2 }, quote.params)).toBe(false);
    expect(isBuilderLeg({ type: T.asianOver, param: 2.25 }, quote.params)).toBe(false);
    expect(isBuilderLeg({ type: T.winner1, param: 0 }, quote.params)).toBe(false);
    expect(isBuilderLeg(firstHalfHome, quote.params)).toBe(true);
    expect(isBuilderLeg({ type: 2000 + T.w1, param: 0 }, quote.params)).toBe(false);
  });

  it('prices a live game from its score and the time left', () => {
    const { quote } = upcoming(1);
    const live = { ...quote, params: { ...quote.params, score: [2, 0] as Pair, periodScore: [2, 0] as Pair } };
    expect(fair(live, [w1])).toBeGreaterThan(fair(quote, [w1]));
    expect(fair(live, [{ type: T.over, param: 1.5 }])).toBeCloseTo(1, 6);
  });
});
