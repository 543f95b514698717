import { isVirtualRace, isVirtualSport, VIRTUAL_SPORT_IDS } from '@betframe/sdk/feed';
import { describe, expect, it } from 'vitest';
import { settleOutcome } from '../markets';
import { selectGames } from '../queries';
import type { Simulator } from '../simulator';
import type { GameDef } from '../world';
import { eventsPerSlot, virtualFixtures } from './schedule';
import { virtualSports } from './sports';
import { moments, simAt } from './test-moments';

const [FOOTBALL, TENNIS] = VIRTUAL_SPORT_IDS as readonly [number, number];
const MINUTE = 60_000;

const eventsOf = (sim: Simulator, sportId: number) =>
  sim
    .games()
    .filter((g) => g.sport.id === sportId)
    .sort((a, b) => a.startAt - b.startAt);

describe('virtual sports: the schedule', () => {
  it('an event every few minutes, at any date and time of day, for the next hour', () => {
    for (const at of moments) {
      const { sim } = simAt(at);
      for (const sport of virtualSports) {
        const every = sport.virtual.everyMinutes * MINUTE;
        const upcoming = eventsOf(sim, sport.id).filter((g) => g.startAt > at);
        // The next event starts within one interval, on a whole interval of the clock.
        expect(upcoming[0]?.startAt).toBeLessThanOrEqual(at + every);
        for (const g of upcoming) expect(g.startAt % every).toBe(0);
        // Listed an hour ahead and no further, without gaps.
        expect(upcoming.length).toBe(Math.floor((at + 60 * MINUTE - (upcoming[0]?.startAt ?? 0)) / every) + 1);
        for (const [i, g] of upcoming.slice(1).entries())
          expect(g.startAt - (upcoming[i] as GameDef).startAt).toBe(every);
        for (const g of upcoming) {
          expect(g.cancelled).toBe(false);
          expect(g.home.id).not.toBe(g.away.id);
          expect(sim.game(g.id)?.startAt).toBe(g.startAt);
        }
      }
    }
  });

  it('goes on across midnight with no gap and no event twice', () => {
    const at = Date.UTC(2026, 10, 22, 23, 40);
    const { sim } = simAt(at);
    const starts = eventsOf(sim, FOOTBALL)
      .filter((g) => g.startAt > at)
      .map((g) => g.startAt);
    expect(starts).toContain(Date.UTC(2026, 10, 22, 23, 57));
    expect(starts).toContain(Date.UTC(2026, 10, 23, 0, 0));
    expect(starts).toContain(Date.UTC(2026, 10, 23, 0, 3));
    expect(new Set(starts).size).toBe(starts.length);
  });

  it('slots hold whole intervals; fixtures are a pure function of seed, sport and slot', () => {
    expect(eventsPerSlot({ everyMinutes: 3, aheadMinutes: 60 })).toBe(10);
    expect(eventsPerSlot({ everyMinutes: 5, aheadMinutes: 60 })).toBe(6);
    expect(eventsPerSlot({ everyMinutes: 1, aheadMinutes: 60 })).toBe(10);
    const a = virtualFixtures(9, FOOTBALL, 987_654, { everyMinutes: 3, aheadMinutes: 60 }, 12);
    const b = virtualFixtures(9, FOOTBALL, 987_654, { everyMinutes: 3, aheadMinutes: 60 }, 12);
    expect(a).toEqual(b);
    expect(a.map((f) => f.startAt - 987_654 * 30 * MINUTE)).toEqual(
      [0, 3, 6, 9, 12, 15, 18, 21, 24, 27].map((m) => m * MINUTE),
    );
    for (const f of a) expect(f.home).not.toBe(f.away);
  });

  it('uses the injected clock only: the same moment gives the same events', () => {
    const at = Date.UTC(2026, 10, 22, 9, 1);
    const ids = (s: Simulator) => eventsOf(s, TENNIS).map((g) => [g.id, g.startAt, g.home.id, g.away.id]);
    expect(ids(simAt(at).sim)).toEqual(ids(simAt(at).sim));
  });
});

describe('virtual sports: a section of their own', () => {
  it('unfiltered lists leave virtual events out; asked for by sport, championship or virtualSports, they are in', () => {
    const { sim } = simAt(Date.UTC(2026, 10, 22, 12, 1));
    const virtualIn = (games: readonly GameDef[]) => games.filter((g) => g.sport.virtual !== undefined);
    expect(virtualIn(selectGames(sim, 'line', {}))).toEqual([]);
    expect(selectGames(sim, 'line', {}).length).toBeGreaterThan(100);
    const bySport = selectGames(sim, 'line', { sports: [FOOTBALL] });
    expect(bySport.length).toBe(20);
    expect(bySport.every((g) => g.sport.id === FOOTBALL)).toBe(true);
    const champ = bySport[0]?.champ.id as number;
    expect(selectGames(sim, 'line', { champs: [champ] })).toEqual(bySport);
    expect(new Set(virtualIn(selectGames(sim, 'line', { virtualSports: true })).map((g) => g.sport.id))).toEqual(
      new Set(VIRTUAL_SPORT_IDS),
    );
  });
});

describe('virtual sports: the event', () => {
  it('a virtual football match is short, live with a running clock, then finished and official', () => {
    const at = Date.UTC(2026, 10, 22, 12, 1);
    const { clock, sim } = simAt(at);
    const g = eventsOf(sim, FOOTBALL).find((x) => x.startAt > at) as GameDef;
    expect(isVirtualSport(g.sport.id)).toBe(true);
    const line = sim.view(g);
    expect(line.status).toBe(1);
    expect(line.outcomes.map((o) => o.type)).toEqual(expect.arrayContaining([1, 2, 3, 9, 10]));
    const end = sim.endOf(g);
    // Two five-minute halves and a 30 s break at 9 match seconds a second: 70 s.
    expect(end - g.startAt).toBe(70_000);
    clock.set(g.startAt + 20_000);
    const live = sim.view(g);
    expect(live.phase).toBe('live');
    expect(live.clock?.running).toBe(true);
    clock.set(end + 1000);
    expect(sim.view(g).status).toBe(3);
    clock.set(end + 5000);
    expect(sim.view(g).status).toBe(2);
    const result = sim.result(g.id);
    expect(result?.cancelled).toBe(false);
    expect(result?.periods).toHaveLength(2);
  });

  it('a virtual tennis match is best of three, a few minutes long, before the next one starts', () => {
    const at = Date.UTC(2026, 10, 22, 12, 1);
    const { clock, sim } = simAt(at);
    for (const g of eventsOf(sim, TENNIS)
      .filter((x) => x.startAt > at)
      .slice(0, 6)) {
      const minutes = (sim.endOf(g) - g.startAt) / MINUTE;
      expect(minutes).toBeGreaterThan(0.5);
      expect(minutes).toBeLessThan(5);
      clock.set(sim.endOf(g) + 5000);
      const r = sim.result(g.id);
      expect(Math.max(...(r?.total ?? [0]))).toBe(2);
      clock.set(at);
    }
  });

  it('names its sports, championships and teams in ru, en, kk and ar', () => {
    const { sim } = simAt(Date.UTC(2026, 10, 22, 12, 1));
    for (const id of VIRTUAL_SPORT_IDS) {
      const g = eventsOf(sim, id)[0] as GameDef;
      for (const name of [g.sport.name, g.champ.name, g.home.name, g.away.name]) {
        expect(name.en).not.toMatch(/[А-Яа-яЁё]/);
        expect(name.ar).toMatch(/[\u0600-\u06FF]/);
        expect(name.ar).not.toMatch(/[А-Яа-яЁё]/);
        expect(name.ru).toMatch(/[А-Яа-яЁё]/);
        expect(name.kk).toMatch(/[А-Яа-яЁёӘәҒғҚқҢңӨөҰұҮүҺһІі]/);
      }
    }
  });
});

describe('virtual sports: settlement', () => {
  it('every main-market outcome settles from the official result, the winning side wins', () => {
    const at = Date.UTC(2026, 10, 22, 6, 10);
    const { clock, sim } = simAt(at);
    // Races (a field, not two sides) settle from their finishing order: racing.test.ts.
    for (const id of VIRTUAL_SPORT_IDS.filter((x) => !isVirtualRace(x))) {
      for (const g of eventsOf(sim, id)
        .filter((x) => x.startAt > at)
        .slice(0, 5)) {
        const priced = sim.view(g).outcomes;
        clock.set(sim.endOf(g) + 5000);
        const r = sim.result(g.id);
        if (!r) throw new Error('no result');
        const [h, a] = r.total;
        for (const o of priced)
          expect(['win', 'loss', 'refund', 'half-win', 'half-loss']).toContain(settleOutcome(o.type, o.param, r));
        if (id === FOOTBALL) {
          expect(settleOutcome(1, 0, r)).toBe(h > a ? 'win' : 'loss');
          expect(settleOutcome(2, 0, r)).toBe(h === a ? 'win' : 'loss');
        } else {
          expect(settleOutcome(11, 0, r)).toBe(h > a ? 'win' : 'loss');
        }
        clock.set(at);
      }
    }
  });
});
