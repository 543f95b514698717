import { TOP_SCORER_TYPE } from '@betframe/sdk/feed';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { coefficientOf, deadHeatOf, type FinalResult, settleOutcome, T } from './markets';
import { modelFor } from './models';
import {
  OUTRIGHT_BASE,
  outrightOf,
  outrightsBetween,
  RUNS,
  SCORER_BASE,
  scorerOutrightOf,
  WINDOW_MS,
} from './outrights';
import { hashSeed, Rng } from './random';
import { Simulator } from './simulator';
import { POSITION_WEIGHT, SQUAD_SIZE, scorersOf, squadsOf } from './squads';
import { scorerChances, TOP_SCORER_OUTCOMES, topScorersOf } from './top-scorer';

const SEED = 21;
const START = Date.UTC(2026, 10, 22, 12, 0);
const RUNS_CHECKED = 3000;
const scorerOf = (champIndex: number) => {
  const winner = outrightOf(SEED, champIndex, START + WINDOW_MS);
  const o = winner && scorerOutrightOf(SEED, winner);
  if (!winner || !o) throw new Error('no outright');
  return { winner, o };
};

describe('football squads and the scorers of its goals', () => {
  it('names every club a squad of its own, deterministic from the seed, in four languages', () => {
    const { o } = scorerOf(0);
    const squads = squadsOf(SEED, o.champ);
    expect([...squads.keys()]).toEqual(o.champ.teams.map((t) => t.id));
    const players = [...squads.values()].flat();
    expect(players).toHaveLength(o.champ.teams.length * SQUAD_SIZE);
    // One name once in a championship, "Surname F." in each language; ids team × 100 + number.
    expect(new Set(players.map((p) => p.name.en)).size).toBe(players.length);
    for (const p of players) {
      expect(p.name.en).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(p.name.ru).toMatch(/^[А-Я][а-я]+ [А-Я]\.$/);
      expect(p.name.kk).toBe(p.name.ru);
      expect(p.name.ar).toMatch(/[\u0600-\u06ff]/);
      expect(Math.floor(p.id / 100)).toBe(p.teamId);
    }
    expect(squadsOf(SEED, o.champ)).toBe(squads);
    expect([...squadsOf(SEED + 1, o.champ).values()].flat().map((p) => p.name.en)).not.toEqual(
      players.map((p) => p.name.en),
    );
  });

  it('credits every goal of a play-out to a player of the scoring side, forwards most, without changing the game', () => {
    const { o } = scorerOf(0);
    const squads = o.outright?.squads ?? new Map();
    const byPosition = { gk: 0, df: 0, mf: 0, fw: 0 };
    let goals = 0;
    for (const g of o.outright?.games ?? []) {
      const tl = modelFor(g).play(g, new Rng(g.seed));
      const again = modelFor(g).play(g, new Rng(g.seed));
      const scored = scorersOf(squads, g, tl);
      // The match model's own draws are untouched: the same timeline whether or not scorers are drawn.
      expect(again).toEqual(tl);
      const final = tl.events[tl.events.length - 1]?.score.total ?? [0, 0];
      expect(scored.filter((x) => x.side === 0)).toHaveLength(final[0]);
      expect(scored.filter((x) => x.side === 1)).toHaveLength(final[1]);
      for (const x of scored) {
        expect(x.scorer.teamId).toBe(x.side === 0 ? g.home.id : g.away.id);
        byPosition[x.scorer.position]++;
      }
      expect(scorersOf(squads, g, tl)).toEqual(scored);
      goals += scored.length;
    }
    expect(goals).toBeGreaterThan(10);
    expect(byPosition.gk).toBe(0);
    expect(POSITION_WEIGHT.gk).toBe(0);
    expect(byPosition.fw).toBeGreaterThan(byPosition.df);
  });
});

describe('the top-scorer outright: beside the winner, priced by simulation, dead heats on shared tops', () => {
  it('is an event of its own with its own id range, the same window and games as the winner outright', () => {
    const { winner, o } = scorerOf(0);
    expect(o.id - SCORER_BASE).toBe(winner.id - OUTRIGHT_BASE);
    expect(o.startAt).toBe(winner.startAt);
    expect(o.outright?.games.map((g) => g.id)).toEqual(winner.outright?.games.map((g) => g.id));
    expect(o.home.name.en).toBe('Top scorer: England. Premier League, 2026-11-23');
    expect(o.home.name.ar).toContain('\u2066');
    const listed = outrightsBetween(SEED, START, START + 2 * WINDOW_MS).map((g) => g.id);
    expect(listed.indexOf(o.id)).toBe(listed.indexOf(winner.id) + 1);
    expect(T.topScorer).toBe(TOP_SCORER_TYPE);
  });

  it("prices the favourite at the frequency the football model's own play-outs and scorers give it", () => {
    const { o } = scorerOf(1);
    const squads = o.outright?.squads ?? new Map();
    const sim = new Simulator({ seed: SEED, clock: new ManualClock(START) });
    const offered = sim.view(o).outcomes;
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.length).toBeLessThanOrEqual(TOP_SCORER_OUTCOMES);
    expect(offered.every((x) => x.type === T.topScorer)).toBe(true);
    const chances = scorerChances(o, squads, RUNS);
    const [favourite, p] = [...chances].sort((x, y) => y[1] - x[1])[0] as [number, number];
    const fav = offered.find((x) => x.param === favourite);
    expect(fav?.coef).toBe(coefficientOf(p, { margin: sim.margin }));
    expect(Math.min(...offered.map((x) => x.coef))).toBe(fav?.coef);
    // Independent check: every game played by the match model itself and its goals given scorers, many times;
    // the favourite's dead-heat share (1/k when among k top scorers).
    let share = 0;
    for (let k = 0; k < RUNS_CHECKED; k++) {
      const goals = (o.outright?.games ?? []).flatMap((g) => {
        const tl = modelFor(g).play(g, new Rng(hashSeed(k, 'check', g.id)));
        return scorersOf(squads, g, tl, new Rng(hashSeed(k, 'check-scorers', g.id)));
      });
      const top = topScorersOf(goals);
      if (top.includes(favourite)) share += 1 / top.length;
    }
    // 4000 + 3000 runs of a chance near 0.1: the difference's standard deviation is under 0.0075.
    expect(Math.abs(share / RUNS_CHECKED - p)).toBeLessThan(0.03);
  });

  it('settles on the play-outs: the top scorer wins, a shared top is a dead heat of k, nobody scoring is void', () => {
    const clock = new ManualClock(START);
    const sim = new Simulator({ seed: SEED, clock, settleDelayMs: 1000 });
    const o = sim.game(scorerOf(2).o.id);
    if (!o) throw new Error('no outright');
    clock.set(sim.endOf(o) + 1500);
    const squads = o.outright?.squads ?? new Map();
    const goals = (o.outright?.games ?? []).flatMap((g) => scorersOf(squads, g, sim.timeline(g)));
    const result = sim.result(o.id);
    expect(result?.topScorers).toEqual(topScorersOf(goals));
    const top = result?.topScorers ?? [];
    expect(top.length).toBeGreaterThan(0);
    const other = [...squads.values()].flat().find((p) => !top.includes(p.id))?.id ?? 0;
    const r = result ?? ({} as never);
    expect(settleOutcome(T.topScorer, top[0] ?? 0, r)).toBe('win');
    expect(deadHeatOf(T.topScorer, top[0] ?? 0, r)).toBe(top.length);
    expect(settleOutcome(T.topScorer, other, r)).toBe('loss');
    expect(deadHeatOf(T.topScorer, other, r)).toBe(1);
    const shared: FinalResult = { total: [0, 0], periods: [], winner: 0, topScorers: [7, 8, 9], cancelled: false };
    expect(settleOutcome(T.topScorer, 8, { ...shared, topScorers: [7, 8, 9] })).toBe('win');
    expect(deadHeatOf(T.topScorer, 8, { ...shared, topScorers: [7, 8, 9] })).toBe(3);
    expect(deadHeatOf(T.champWinner, 8, { ...shared, topScorers: [7, 8, 9], champion: 8 })).toBe(1);
    expect(settleOutcome(T.topScorer, 8, { ...shared, topScorers: [] })).toBe('refund');
    expect(topScorersOf([{ scorer: { id: 1 } }, { scorer: { id: 2 } }, { scorer: { id: 1 } }])).toEqual([1]);
    expect(topScorersOf([{ scorer: { id: 1 } }, { scorer: { id: 2 } }])).toEqual([1, 2]);
  });
});
