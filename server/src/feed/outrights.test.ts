import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { coefficientOf, settleOutcome, T } from './markets';
import { modelFor } from './models';
import { footballRates } from './models/goals';
import {
  championOf,
  OUTRIGHT_BASE,
  outrightById,
  outrightOf,
  outrightsBetween,
  WINDOW_MS,
  winChances,
} from './outrights';
import { hashSeed, Rng } from './random';
import { Simulator } from './simulator';

const SEED = 21;
const START = Date.UTC(2026, 10, 22, 12, 0);
const next = (champIndex: number) => {
  const o = outrightOf(SEED, champIndex, START + WINDOW_MS);
  if (!o) throw new Error('no outright');
  return o;
};

describe('outrights: the winner of a top championship over a day of its games', () => {
  it('is a deterministic event of its own, rebuilt from its id, only for top championships with games', () => {
    const o = next(0);
    expect(o.startAt).toBe(Date.UTC(2026, 10, 23));
    expect(o.outright?.games.length).toBeGreaterThan(10);
    expect(o.outright?.games.every((g) => g.champ.id === o.champ.id && !g.cancelled)).toBe(true);
    expect(outrightById(SEED, o.id)?.outright?.games.map((g) => g.id)).toEqual(o.outright?.games.map((g) => g.id));
    expect(o.home.name.en).toBe('Winner: England. Premier League, 2026-11-23');
    expect(o.home.name.ar).toContain('الفائز');
    // Football's sixth championship is second tier: no outright.
    expect(outrightById(SEED, o.id - ((o.id - OUTRIGHT_BASE) % 100) + 5)).toBeUndefined();
    const listed = outrightsBetween(SEED, START, START + 2 * WINDOW_MS);
    expect(listed.map((g) => g.id)).toContain(o.id);
    expect(listed.every((g) => g.champ.tier === 1 && g.startAt > START)).toBe(true);
  });

  it('orders the table by points, then goal difference, then goals scored, then the championship order', () => {
    const champ = next(0).champ;
    const [a, b, c] = champ.teams.map((t) => t.id) as [number, number, number];
    // a and b: 3 points each; b has the better goal difference.
    expect(
      championOf(champ, [
        { home: a, away: c, score: [1, 0] },
        { home: b, away: c, score: [3, 0] },
      ]),
    ).toBe(b);
    // Same points and difference: more goals scored wins.
    expect(
      championOf(champ, [
        { home: a, away: c, score: [1, 0] },
        { home: b, away: c, score: [2, 1] },
      ]),
    ).toBe(b);
    // All equal: the team listed first.
    expect(
      championOf(champ, [
        { home: b, away: c, score: [1, 0] },
        { home: a, away: c, score: [1, 0] },
      ]),
    ).toBe(a);
  });

  it("prices the favourite at the frequency the football model's own play-outs give it", () => {
    const o = next(1);
    const chances = winChances(o);
    const total = [...chances.values()].reduce((s, p) => s + p, 0);
    expect(total).toBeCloseTo(1, 9);
    const [favourite, p] = [...chances].sort((x, y) => y[1] - x[1])[0] as [number, number];
    // Independent check: play every game of the window with the match model itself (its timelines), many times.
    const games = o.outright?.games ?? [];
    const runs = 3000;
    let won = 0;
    for (let k = 0; k < runs; k++) {
      const results = games.map((g) => {
        const tl = modelFor(g).play(g, new Rng(hashSeed(k, 'check', g.id)));
        const last = tl.events[tl.events.length - 1];
        return { home: g.home.id, away: g.away.id, score: last?.score.total ?? ([0, 0] as [number, number]) };
      });
      if (championOf(o.champ, results) === favourite) won++;
    }
    // The fast table of the pricing ranks as championOf does: over the same draws, the same champions.
    const same = games.map((g) => ({ home: g.home.id, away: g.away.id, score: [0, 0] as [number, number] }));
    const rng = new Rng(o.seed);
    const champions = new Map<number, number>();
    for (let k = 0; k < 500; k++) {
      games.forEach((g, i) => {
        const [mh, ma] = footballRates(g);
        (same[i] as { score: [number, number] }).score = [rng.poisson(mh), rng.poisson(ma)];
      });
      const c = championOf(o.champ, same);
      champions.set(c, (champions.get(c) ?? 0) + 1);
    }
    for (const [team, n] of winChances(o, 500)) expect(n * 500).toBeCloseTo(champions.get(team) ?? 0, 6);
    // 4000 + 3000 runs: the difference's standard deviation is under 0.012; allow more than 3 of them.
    expect(Math.abs(won / runs - p)).toBeLessThan(0.04);
    // The line offers it at the margin's price, the shortest of the market.
    const sim = new Simulator({ seed: SEED, clock: new ManualClock(START) });
    const offered = sim.view(o).outcomes;
    expect(offered.every((x) => x.type === T.champWinner)).toBe(true);
    const fav = offered.find((x) => x.param === favourite);
    expect(fav?.coef).toBe(coefficientOf(p, { margin: sim.margin }));
    expect(Math.min(...offered.map((x) => x.coef))).toBe(fav?.coef);
  });

  it('closes when the window starts and settles on the table when its last game ends', () => {
    const clock = new ManualClock(START);
    const sim = new Simulator({ seed: SEED, clock, settleDelayMs: 1000 });
    const o = sim.game(next(2).id);
    if (!o) throw new Error('no outright');
    expect(sim.view(o).status).toBe(1);
    clock.set(o.startAt + 60_000);
    expect(sim.view(o).phase).toBe('live');
    expect(sim.view(o).outcomes).toEqual([]);
    expect(sim.result(o.id)).toBeUndefined();
    const games = o.outright?.games ?? [];
    const end = sim.endOf(o);
    expect(end).toBe(Math.max(...games.map((g) => sim.endOf(g))));
    clock.set(end + 500);
    expect(sim.result(o.id)).toBeUndefined();
    clock.set(end + 1500);
    const result = sim.result(o.id);
    const table = games.map((g) => {
      const r = sim.result(g.id);
      return { home: g.home.id, away: g.away.id, score: r?.total ?? ([0, 0] as [number, number]) };
    });
    const champion = championOf(o.champ, table);
    expect(result?.champion).toBe(champion);
    const loser = o.champ.teams.find((t) => t.id !== champion)?.id ?? 0;
    expect(settleOutcome(T.champWinner, champion, result ?? ({} as never))).toBe('win');
    expect(settleOutcome(T.champWinner, loser, result ?? ({} as never))).toBe('loss');
  });
});
