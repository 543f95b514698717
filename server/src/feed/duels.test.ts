import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { buildDuel, duelPlayers } from './duel-routes';
import {
  DUEL_BASE,
  duelChances,
  duelGameIds,
  duelIdOf,
  duelOf,
  duelStates,
  expectedGoals,
  isDuelId,
  withDuelGames,
} from './duels';
import { coefficientOf } from './markets';
import { modelFor } from './models';
import { hashSeed, Rng } from './random';
import { Simulator } from './simulator';
import type { GameDef } from './world';

const START = Date.UTC(2026, 10, 22, 12, 0);
const HOURS = 3600 * 1000;

/** Two line games of one sport and slot, four hours or more ahead (not the first of the line). */
function pairOf(sim: Simulator, sportId: number, cancelled?: boolean): [GameDef, GameDef] {
  const bySlot = new Map<number, GameDef[]>();
  for (const g of sim.games()) {
    if (g.sport.id !== sportId || g.startAt < sim.now() + 4 * HOURS) continue;
    const slot = Math.floor(g.id / 1000);
    bySlot.set(slot, [...(bySlot.get(slot) ?? []), g]);
  }
  for (const games of bySlot.values()) {
    if (cancelled === undefined && games.length >= 2 && games.every((g) => !g.cancelled))
      return [games[0], games[1]] as [GameDef, GameDef];
    const c = games.find((g) => g.cancelled);
    const ok = games.find((g) => !g.cancelled);
    if (cancelled && c && ok) return [ok, c];
  }
  throw new Error('no pair');
}

/** Goals of one side over `n` simulated plays of its game, as the simulator plays it. */
function goalCounts(game: GameDef, side: 1 | 2, n: number): number[] {
  const model = modelFor(game);
  const counts: number[] = [];
  for (let i = 0; i < n; i++) {
    const tl = model.play(game, new Rng(hashSeed('duel-test', game.id, i)));
    const goals = tl.events[tl.events.length - 1]?.score.total[side - 1] ?? 0;
    counts[goals] = (counts[goals] ?? 0) + 1;
  }
  return Array.from(counts, (c) => (c ?? 0) / n);
}

describe('duels', () => {
  it('ids live in their own range and name both games and sides', () => {
    const sim = new Simulator({ seed: 7, clock: new ManualClock(START) });
    const [a, b] = pairOf(sim, 1);
    const id = duelIdOf(a, 2, b, 1);
    expect(isDuelId(id)).toBe(true);
    expect(isDuelId(a.id)).toBe(false);
    expect(id).toBeGreaterThanOrEqual(DUEL_BASE);
    expect(Number.isSafeInteger(id)).toBe(true);
    expect(duelGameIds(id)).toEqual([a.id, b.id]);
    const duel = duelOf(7, id);
    expect(duel?.a.id).toBe(a.id);
    expect(duel?.sideA).toBe(2);
    expect(duel?.game.home.id).toBe(a.away.id);
    expect(duel?.game.away.id).toBe(b.home.id);
    expect(sim.game(id)?.id).toBe(id);
    // An id of the range that names no pair of this world is no game.
    expect(sim.game(DUEL_BASE + 7)).toBeUndefined();
    // A shared world's acceptance reads both games and closes the duel with either.
    expect(withDuelGames([id, a.id])).toEqual([id, a.id, b.id]);
    expect(duelStates([id], new Map([[b.id, 3]])).get(id)).toBe(3);
    expect(
      duelStates(
        [id],
        new Map([
          [a.id, 4],
          [b.id, 3],
        ]),
      ).get(id),
    ).toBe(4);
    expect(duelStates([id], new Map()).has(id)).toBe(false);
  });

  it('prices "which scores more" as the simulator plays the two games', () => {
    const sim = new Simulator({ seed: 7, clock: new ManualClock(START) });
    const [a, b] = pairOf(sim, 1);
    const pa = sim.builder(a)?.params;
    const pb = sim.builder(b)?.params;
    if (!pa || !pb) throw new Error('no params');
    const chances = duelChances(expectedGoals(pa, 1), expectedGoals(pb, 2));
    expect(chances[0] + chances[1] + chances[2]).toBeCloseTo(1, 6);
    // The games are independent: 60,000 plays of each make 3.6 × 10⁹ simulated pairs.
    const n = 60_000;
    const fa = goalCounts(a, 1, n);
    const fb = goalCounts(b, 2, n);
    const seen = [0, 0, 0];
    fa.forEach((x, i) => {
      fb.forEach((y, j) => {
        const k = i > j ? 0 : i === j ? 1 : 2;
        seen[k] = (seen[k] as number) + x * y;
      });
    });
    for (let k = 0; k < 3; k++) expect(Math.abs((seen[k] as number) - (chances[k] as number))).toBeLessThan(0.02);
    // The duel offers these chances with the book's margin.
    const id = duelIdOf(a, 1, b, 2);
    const view = sim.view(sim.game(id) as GameDef);
    expect(view).toMatchObject({ status: 1, kind: 3, phase: 'line' });
    expect(view.outcomes.map((o) => o.type)).toEqual([1, 2, 3]);
    view.outcomes.forEach((o, i) => {
      expect(o.coef).toBe(coefficientOf(chances[i] as number, { margin: sim.margin }));
    });
  }, 60_000);

  it('closes when either game starts, settles when both are official, is void when either is cancelled', () => {
    const clock = new ManualClock(START);
    const sim = new Simulator({ seed: 7, clock, settleDelayMs: 1000 });
    const [a, b] = pairOf(sim, 1);
    const duel = sim.game(duelIdOf(a, 1, b, 1)) as GameDef;
    expect(duel.startAt).toBe(Math.min(a.startAt, b.startAt));
    clock.set(duel.startAt + 1000);
    expect(sim.view(duel)).toMatchObject({ status: 3, outcomes: [] });
    expect(sim.result(duel.id)).toBeUndefined();
    clock.set(Math.max(sim.endOf(a), sim.endOf(b)) + 2000);
    const ra = sim.result(a.id);
    const rb = sim.result(b.id);
    const total = [ra?.total[0], rb?.total[0]];
    expect(sim.view(duel)).toMatchObject({ status: 2, score: { total } });
    expect(sim.result(duel.id)).toMatchObject({ total, cancelled: false });

    const clock2 = new ManualClock(START);
    const sim2 = new Simulator({ seed: 7, clock: clock2, settleDelayMs: 1000 });
    const [ok, off] = pairOf(sim2, 1, true);
    const void1 = sim2.game(duelIdOf(ok, 1, off, 2)) as GameDef;
    expect(sim2.view(void1).status).toBe(1);
    clock2.set(off.startAt + 1000);
    expect(sim2.view(void1).status).toBe(4);
    expect(sim2.result(void1.id)).toMatchObject({ cancelled: true });
  });

  it('lists the teams that can be paired and refuses pairs that cannot be a duel', () => {
    const sim = new Simulator({ seed: 7, clock: new ManualClock(START) });
    const players = duelPlayers(sim, 'en', 1, 40);
    expect(players.length).toBeGreaterThan(3);
    expect(players.every((p) => p.sportId === 1 && p.start * 1000 > sim.now())).toBe(true);
    expect(duelPlayers(sim, 'en', 3, 10)).toEqual([]);
    const [a, b] = pairOf(sim, 1);
    const duel = buildDuel(sim, { gameId: a.id, side: 1 }, { gameId: b.id, side: 2 }, 'en');
    expect(duel).toMatchObject({ id: duelIdOf(a, 1, b, 2), status: 1, team1: { gameId: a.id, side: 1 } });
    expect(duel.outcomes).toHaveLength(3);
    const refused = (t1: { gameId: number; side: 1 | 2 }, t2: { gameId: number; side: 1 | 2 }) => {
      try {
        buildDuel(sim, t1, t2, 'en');
      } catch (e) {
        return (e as { validationErrors?: unknown }).validationErrors;
      }
      return undefined;
    };
    expect(refused({ gameId: a.id, side: 1 }, { gameId: a.id, side: 2 })).toEqual({ team2: ['same_game'] });
    const later = sim.games().find((g) => g.sport.id === 1 && g.startAt > b.startAt + 3 * HOURS && !g.cancelled);
    expect(refused({ gameId: a.id, side: 1 }, { gameId: later?.id ?? 0, side: 1 })).toEqual({ team2: ['other_slot'] });
    const basket = sim.games().find((g) => g.sport.id === 3 && g.startAt > sim.now());
    expect(refused({ gameId: basket?.id ?? 0, side: 1 }, { gameId: b.id, side: 1 })).toEqual({
      'team1.gameId': ['not_duelable'],
    });
    expect(refused({ gameId: 1_000_990, side: 1 }, { gameId: b.id, side: 1 })).toEqual({
      'team1.gameId': ['unknown_game'],
    });
  });
});
