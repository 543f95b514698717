import { settlementFactor } from '@betframe/sdk/betting';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { settleOutcome } from './markets';
import { Simulator } from './simulator';
import type { GameDef } from './world';

const START = Date.UTC(2026, 10, 22, 12, 0);

function setup(seed = 7) {
  const clock = new ManualClock(START);
  return { clock, sim: new Simulator({ seed, clock }) };
}

function upcoming(sim: Simulator, sportId: number): GameDef {
  const g = sim.games().find((x) => x.sport.id === sportId && x.startAt > sim.now() && !x.cancelled);
  if (!g) throw new Error(`no upcoming game of sport ${sportId}`);
  return g;
}

describe('simulator', () => {
  it('is deterministic for a seed and a clock', () => {
    const a = setup(11);
    const b = setup(11);
    const ga = a.sim
      .games()
      .slice(0, 50)
      .map((g) => [g.id, g.home.name.en, g.away.name.en, g.startAt]);
    const gb = b.sim
      .games()
      .slice(0, 50)
      .map((g) => [g.id, g.home.name.en, g.away.name.en, g.startAt]);
    expect(ga).toEqual(gb);
    const game = upcoming(a.sim, 1);
    expect(a.sim.view(game).outcomes).toEqual(b.sim.view(game).outcomes);
  });

  it('lists a line for the next 7 days in every sport, with ru and en names', () => {
    const { sim } = setup();
    const games = sim.games();
    const last = Math.max(...games.map((g) => g.startAt));
    expect(last - START).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    for (const s of sim.sports()) {
      const g = games.find((x) => x.sport.id === s.id);
      expect(g, s.name.en).toBeDefined();
      expect(g?.home.name.ru).not.toBe('');
      expect(g?.champ.name.ru).not.toBe(g?.champ.name.en === 'CS2. Masters' ? '' : 'x');
    }
  });

  it('rebuilds a game from its id alone', () => {
    const { sim } = setup();
    const g = upcoming(sim, 4);
    expect(sim.game(g.id)).toEqual(g);
    // Sport index 99 (id = slot × 1000 + sport index × 10 + n): no sport has it.
    expect(sim.game(990)).toBeUndefined();
  });

  it.each([1, 2, 3, 4, 6, 10, 40, 85, 89, 144])('sport %i: prices markets with the configured margin', (sportId) => {
    const { sim } = setup();
    const v = sim.view(upcoming(sim, sportId));
    expect(v.status).toBe(1);
    expect(v.kind).toBe(3);
    expect(v.outcomes.length).toBeGreaterThan(10);
    const w = (t: number) => v.outcomes.find((o) => o.type === t && o.param === 0)?.coef;
    const pair = w(11) && w(12) ? [w(11), w(12)] : [w(1), w(2), w(3)];
    const overround = pair.reduce((s: number, k) => s + 1 / (k as number), 0);
    expect(overround).toBeGreaterThan(1.04);
    expect(overround).toBeLessThan(1.08);
  });

  it.each([1, 2, 3, 4, 6, 10, 40, 85, 89, 144])('sport %i: plays a match out to an official result', (sportId) => {
    const { sim, clock } = setup();
    const game = upcoming(sim, sportId);
    clock.set(game.startAt + 1000);
    const statuses = new Set<number>();
    let lastTotal = -1;
    let suspendedSeen = false;
    let oddsMoved = false;
    const first = sim.view(game).outcomes[0];
    for (let guard = 0; guard < 10_000; guard++) {
      const v = sim.view(game);
      statuses.add(v.status);
      if (v.phase === 'live') {
        expect(v.kind).toBe(1);
        const total = (v.score?.periods ?? []).reduce((s, p) => s + p[0] + p[1], 0);
        expect(total).toBeGreaterThanOrEqual(lastTotal);
        lastTotal = total;
        if (v.suspended) suspendedSeen = true;
        const same = v.outcomes.find((o) => o.type === first?.type && o.param === first?.param);
        if (same && first && same.coef !== first.coef) oddsMoved = true;
      }
      if (v.status === 2) break;
      clock.advance(3000);
    }
    expect([...statuses]).toEqual(expect.arrayContaining([1, 3, 2]));
    expect(suspendedSeen).toBe(true);
    expect(oddsMoved).toBe(true);
    const result = sim.result(game.id);
    expect(result).toBeDefined();
    expect(result?.winner === 0 || result?.winner === 1 || result?.winner === 2).toBe(true);
  });

  it('a prematch price list settles to a return close to 1 − margin over many matches', () => {
    // Long-run check of the model against its own simulation: stake 1 on the home winner outcome of 300 football
    // matches returns on average about 1/(1+margin) of the stake.
    const { sim, clock } = setup(3);
    const games = sim
      .games()
      .filter((g) => g.sport.id === 1 && !g.cancelled)
      .slice(0, 300);
    let staked = 0;
    let returned = 0;
    for (const g of games) {
      clock.set(START);
      const o = sim.view(g).outcomes.find((x) => x.type === 9 && x.param === 2.5);
      if (!o) continue;
      clock.set(sim.endOf(g) + 10_000);
      const r = sim.result(g.id);
      if (!r) continue;
      staked += 1;
      returned += settlementFactor(settleOutcome(9, 2.5, r), o.coef);
    }
    expect(staked).toBeGreaterThan(250);
    expect(returned / staked).toBeGreaterThan(0.8);
    expect(returned / staked).toBeLessThan(1.1);
  });
});

describe('a finished game', () => {
  it('has a score for every period, a goalless one too: a bet on a 0:0 half settles, it is not refunded', () => {
    const { clock, sim } = setup(5);
    const games = sim
      .games()
      .filter((g) => g.sport.id === 1 && !g.cancelled && g.startAt > clock.now())
      .slice(0, 150);
    clock.set(Math.max(...games.map((g) => sim.endOf(g))) + 3_600_000);
    const scores = games.map((g) => sim.view(g).score);
    const goalless = scores.filter((s) => s?.total[0] === 0 && s.total[1] === 0);
    expect(goalless.length).toBeGreaterThan(0);
    for (const score of scores) expect(score?.periods.length).toBe(2);
    for (const score of goalless)
      expect(score?.periods).toEqual([
        [0, 0],
        [0, 0],
      ]);
    // The first half's "draw" (type 1002: period 1, base 2) of a 0:0 game wins.
    const game = games[scores.indexOf(goalless[0])] as GameDef;
    const result = sim.result(game.id);
    expect(result && settleOutcome(1002, 0, result)).toBe('win');
  });
});

describe('esports', () => {
  it('plays CS2 maps as rounds and Dota 2 maps as kills, with a top-fragger market before the start', () => {
    const { sim, clock } = setup();
    const games = sim.games().filter((g) => g.sport.id === 40 && g.startAt > START && !g.cancelled);
    for (const discipline of ['cs2', 'dota'] as const) {
      const game = games.find((g) => g.champ.discipline === discipline);
      if (!game) throw new Error(`no ${discipline} game`);
      expect(sim.view(game).outcomes.some((o) => o.type === 21)).toBe(true);
      clock.set(sim.endOf(game) + 10_000);
      const r = sim.result(game.id);
      expect(r?.topPlayer).toBeDefined();
      const firstMap = r?.periods[0] ?? [0, 0];
      if (discipline === 'cs2') expect(Math.max(...firstMap)).toBeGreaterThanOrEqual(13);
      else expect(firstMap[0] + firstMap[1]).toBeGreaterThan(10);
      clock.set(START);
    }
  });
});
