import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import type { PricedOutcome } from './model';
import { OutrightPrices } from './outright-pricing';
import { outrightModel, outrightsBetween, WINDOW_MS } from './outrights';
import { Simulator } from './simulator';
import type { GameDef } from './world';

const SEED = 21;
const START = Date.UTC(2026, 10, 22, 12, 0);
const LINE = 7 * WINDOW_MS;

/** A pricing that counts its calls (what the outright model would compute, `model` true, or a stand-in). */
function counting(model = false) {
  const calls: number[] = [];
  const price = (game: GameDef): PricedOutcome[] => {
    calls.push(game.id);
    return model ? outrightModel.price(game, undefined) : [{ type: 1, param: game.id, p: 0.5 }];
  };
  return { calls, price };
}

describe('outright prices: computed ahead, off the request path', () => {
  it('gives the same prices priced ahead as priced on demand', async () => {
    const ahead = new Simulator({ seed: SEED, clock: new ManualClock(START) });
    const onDemand = new Simulator({ seed: SEED, clock: new ManualClock(START) });
    let slices = 0;
    const priced = await ahead.priceAhead(async () => {
      slices += 1;
    });
    const outrights = ahead.outrights();
    // A week of windows, each top championship's outright, one per slice.
    expect(outrights.length).toBeGreaterThan(20);
    expect(priced).toBe(outrights.length);
    expect(slices).toBe(outrights.length);
    for (const o of outrights) {
      const offered = ahead.view(o).outcomes;
      expect(offered.length).toBeGreaterThan(5);
      expect(offered).toEqual(onDemand.view(o).outcomes);
    }
    // And the chances are the model's own.
    const [first] = outrightsBetween(SEED, START + 1, START + LINE);
    expect(new OutrightPrices((g) => outrightModel.price(g, undefined)).get(first as GameDef)).toEqual(
      outrightModel.price(first as GameDef, undefined),
    );
  });

  it('prices each outright once: a request after the round reuses it, one during the round is not priced twice', async () => {
    const { calls, price } = counting();
    const prices = new OutrightPrices(price);
    const games = outrightsBetween(SEED, START + 1, START + LINE);
    const [early, , late] = games as [GameDef, GameDef, GameDef];
    let slice = 0;
    const round = prices.ahead(
      () => games,
      1,
      START,
      async () => {
        slice += 1;
        // A request for a later outright arrives between two slices.
        if (slice === 2) expect(prices.get(late)).toEqual([{ type: 1, param: late.id, p: 0.5 }]);
      },
    );
    expect(await round).toBe(games.length - 1);
    expect(calls.length).toBe(games.length);
    expect(new Set(calls).size).toBe(games.length);
    prices.get(early);
    prices.get(late);
    expect(calls.length).toBe(games.length);
  });

  it('starts a round only when the line reaches a new window, and forgets outrights whose windows started', async () => {
    const clock = new ManualClock(START);
    const { calls, price } = counting();
    const prices = new OutrightPrices(price);
    const line = () => outrightsBetween(SEED, clock.now() + 1, clock.now() + LINE);
    const until = () => Math.floor((clock.now() + LINE) / WINDOW_MS);
    const pause = async () => undefined;
    const first = line();
    expect(await prices.ahead(line, until(), clock.now(), pause)).toBe(first.length);
    // The tick calls it every second: nothing more to do within the window.
    clock.set(START + 3600_000);
    expect(await prices.ahead(line, until(), clock.now(), pause)).toBe(0);
    expect(calls.length).toBe(first.length);
    // A day on: the new window's outrights only; the first window's (started) are dropped.
    clock.set(START + WINDOW_MS);
    const next = line();
    const fresh = next.filter((g) => !first.some((f) => f.id === g.id));
    expect(fresh.length).toBeGreaterThan(0);
    expect(await prices.ahead(line, until(), clock.now(), pause)).toBe(fresh.length);
    const started = first.filter((g) => g.startAt <= clock.now());
    expect(started.length).toBeGreaterThan(0);
    for (const g of started) expect(prices.has(g.id)).toBe(false);
    for (const g of next) expect(prices.has(g.id)).toBe(true);
  });
});
