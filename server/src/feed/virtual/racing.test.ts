import { isVirtualRace, isVirtualSport, VIRTUAL_RACING_IDS } from '@betframe/sdk/feed';
import { describe, expect, it } from 'vitest';
import { coefficientOf, settleOutcome, T } from '../markets';
import { gameToWire } from '../present';
import { selectGames } from '../queries';
import { Rng } from '../random';
import type { Simulator } from '../simulator';
import type { GameDef } from '../world';
import { placeChances, raceModel, winChances } from './race-model';
import { GREYHOUNDS, HORSE_RACING, MAX_FIELD, MIN_FIELD, placesPaid } from './racing';
import { moments, simAt } from './test-moments';

const MINUTE = 60_000;

const racesOf = (sim: Simulator, sport = HORSE_RACING) =>
  sim
    .games()
    .filter((g) => g.sport.id === sport)
    .sort((a, b) => a.startAt - b.startAt);

describe('virtual racing: the schedule', () => {
  it('a race every three minutes at any date and time of day, for the next hour, each a field of 6–8', () => {
    expect(VIRTUAL_RACING_IDS).toEqual([HORSE_RACING, GREYHOUNDS]);
    for (const [at, sport] of moments.flatMap((m) => VIRTUAL_RACING_IDS.map((id) => [m, id] as const))) {
      expect(isVirtualSport(sport) && isVirtualRace(sport)).toBe(true);
      const { sim } = simAt(at);
      const upcoming = racesOf(sim, sport).filter((g) => g.startAt > at);
      expect(upcoming[0]?.startAt).toBeLessThanOrEqual(at + 3 * MINUTE);
      expect(upcoming.length).toBe(Math.floor((at + 60 * MINUTE - (upcoming[0]?.startAt ?? 0)) / (3 * MINUTE)) + 1);
      for (const [i, g] of upcoming.entries()) {
        expect(g.startAt % (3 * MINUTE)).toBe(0);
        if (i > 0) expect(g.startAt - (upcoming[i - 1] as GameDef).startAt).toBe(3 * MINUTE);
        const field = g.race?.field ?? [];
        expect(field.length).toBeGreaterThanOrEqual(MIN_FIELD);
        expect(field.length).toBeLessThanOrEqual(MAX_FIELD);
        expect(new Set(field.map((r) => r.id)).size).toBe(field.length);
        expect(sim.game(g.id)?.race?.field.map((r) => r.id)).toEqual(field.map((r) => r.id));
        // A race is over before the next one starts.
        expect(sim.endOf(g) - g.startAt).toBeLessThan(3 * MINUTE);
      }
    }
  });

  it('goes on across midnight, and the ids of the older sports do not move (racing comes last)', () => {
    const at = Date.UTC(2026, 10, 22, 23, 50);
    const { sim } = simAt(at);
    const starts = racesOf(sim).map((g) => g.startAt);
    expect(starts).toContain(Date.UTC(2026, 10, 22, 23, 57));
    expect(starts).toContain(Date.UTC(2026, 10, 23, 0, 0));
    expect(new Set(starts).size).toBe(starts.length);
    expect(
      sim
        .sports()
        .slice(-2)
        .map((x) => x.id),
    ).toEqual([HORSE_RACING, GREYHOUNDS]);
  });

  it('is listed only when asked for (a section of its own)', () => {
    const { sim } = simAt(Date.UTC(2026, 10, 22, 12, 1));
    expect(selectGames(sim, 'line', {}).some((g) => g.sport.id === HORSE_RACING)).toBe(false);
    expect(selectGames(sim, 'line', { sports: [HORSE_RACING] }).length).toBe(20);
    expect(selectGames(sim, 'line', { virtualSports: true }).some((g) => g.sport.id === HORSE_RACING)).toBe(true);
  });
});

describe('virtual racing: the model', () => {
  it('win, place and forecast chances match the frequencies of the simulated races', () => {
    const at = Date.UTC(2026, 10, 22, 12, 1);
    const { sim } = simAt(at);
    for (const g of racesOf(sim)
      .filter((x) => x.startAt > at)
      .slice(0, 2)) {
      const field = g.race?.field ?? [];
      const p = winChances(g);
      const k = placesPaid(field.length);
      const place = placeChances(p, k);
      expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
      expect(place.reduce((a, b) => a + b, 0)).toBeCloseTo(k, 9);
      // 8000 races each: a frequency's standard error is at most 0.0056.
      const runs = 8000;
      const wins = field.map(() => 0);
      const placed = field.map(() => 0);
      let forecast = 0;
      const fav = p.indexOf(Math.max(...p));
      const second = p.indexOf(Math.max(...p.filter((_, i) => i !== fav)));
      for (let run = 0; run < runs; run++) {
        const order = raceModel.play(g, new Rng(run * 7919 + 13)).order ?? [];
        const at = (id: number) => field.findIndex((r) => r.id === id);
        const w = at(order[0] as number);
        wins[w] = (wins[w] ?? 0) + 1;
        for (const id of order.slice(0, k)) placed[at(id)] = (placed[at(id)] ?? 0) + 1;
        if (at(order[0] as number) === fav && at(order[1] as number) === second) forecast += 1;
      }
      for (const [i, pi] of p.entries()) {
        expect(Math.abs((wins[i] as number) / runs - pi)).toBeLessThan(0.02);
        expect(Math.abs((placed[i] as number) / runs - (place[i] as number))).toBeLessThan(0.022);
      }
      const pf = ((p[fav] as number) * (p[second] as number)) / (1 - (p[fav] as number));
      expect(Math.abs(forecast / runs - pf)).toBeLessThan(0.015);
      // The line's prices are those chances with the margin.
      const priced = sim.view(g).outcomes;
      for (const [i, r] of field.entries()) {
        const win = priced.find((o) => o.type === T.raceWin && o.param === r.id);
        expect(win?.coef).toBe(coefficientOf(p[i] as number, { margin: sim.margin }));
      }
      const fc = priced.find((o) => o.type === T.raceForecast && o.param === (fav + 1) * 100 + second + 1);
      expect(fc?.coef).toBe(coefficientOf(pf, { margin: sim.margin }));
    }
  });

  it('a race on the wire: its runners, their order and progress during the race, the finishing order at the end', () => {
    const at = Date.UTC(2026, 10, 22, 12, 1);
    const { clock, sim } = simAt(at);
    const g = racesOf(sim).find((x) => x.startAt > at) as GameDef;
    const line = gameToWire(sim.view(g), 'en', true, String);
    expect(line.runners?.map((r) => r.number)).toEqual(g.race?.field.map((_, i) => i + 1));
    expect(line.team1.name).toMatch(/, \d+ m$/);
    expect(line.markets.map((m) => m.name)).toEqual(['Win', 'Place', 'Forecast (1st and 2nd in order)']);
    expect(line.markets[0]?.outcomes[0]?.name).toMatch(/^1\. /);
    const list = gameToWire(sim.view(g), 'en', false, String);
    expect(list.markets.flatMap((m) => m.outcomes).map((o) => o.type)).toEqual([80, 80]);
    let before: Map<number, number> | undefined;
    for (const share of [0.1, 0.4, 0.7]) {
      clock.set(g.startAt + (sim.endOf(g) - g.startAt) * share);
      const live = gameToWire(sim.view(g), 'en', true, String);
      expect(live.markets).toEqual([]);
      const race = live.score?.race ?? [];
      expect(race).toHaveLength(g.race?.field.length ?? 0);
      for (const [i, r] of race.slice(1).entries()) expect(r.progress).toBeLessThanOrEqual(race[i]?.progress ?? 0);
      const now = new Map(race.map((r) => [r.id, r.progress]));
      if (before) for (const [id, p] of now) expect(p).toBeGreaterThanOrEqual(before.get(id) ?? 0);
      before = now;
    }
    clock.set(sim.endOf(g) + 5000);
    const done = gameToWire(sim.view(g), 'en', true, String);
    expect(done.status).toBe(2);
    const result = sim.result(g.id);
    expect(done.score?.race?.map((r) => r.id)).toEqual(result?.order);
    expect(done.score?.race?.every((r) => r.progress === 1)).toBe(true);
  });

  it('names the sport, the racecourse, the race and every runner in ru, en, kk and ar', () => {
    const at = Date.UTC(2026, 10, 22, 12, 1);
    const { sim } = simAt(at);
    const dogs = racesOf(sim, GREYHOUNDS).find((x) => x.startAt > at) as GameDef;
    expect(dogs.race?.field[0]?.name.en).toMatch(/^[A-Z][a-z]+$/);
    expect(dogs.home.name.en).toMatch(/^(Sprint|Standard|Stayers), \d+ m$/);
    const g = racesOf(sim).find((x) => x.startAt > at) as GameDef;
    for (const name of [
      dogs.sport.name,
      dogs.champ.name,
      dogs.home.name,
      ...(dogs.race?.field ?? []).map((r) => r.name),
    ]) {
      expect(name.ar).toMatch(/[\u0600-\u06FF]/);
      expect(name.kk).toMatch(/[А-Яа-яЁёӘәҒғҚқҢңӨөҰұҮүҺһІі]/);
    }
    for (const name of [g.sport.name, g.champ.name, g.home.name, ...(g.race?.field ?? []).map((r) => r.name)]) {
      expect(name.en).toMatch(/^[A-Za-z0-9 ,]+$/);
      expect(name.ar).toMatch(/[\u0600-\u06FF]/);
      expect(name.ar).not.toMatch(/[А-Яа-яЁёA-Za-z]/);
      expect(name.ru).toMatch(/[А-Яа-яЁё]/);
      expect(name.kk).toMatch(/[А-Яа-яЁёӘәҒғҚқҢңӨөҰұҮүҺһІі]/);
    }
    const ar = gameToWire(sim.view(g), 'ar', true, String);
    expect(ar.markets[0]?.name).toBe('الفوز');
    expect(ar.runners?.[0]?.name).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('virtual racing: settlement', () => {
  it('Win pays the winner, Place the first two or three, Forecast the first two in order; every outcome settles', () => {
    const at = Date.UTC(2026, 10, 22, 6, 10);
    const { clock, sim } = simAt(at);
    let eights = 0;
    for (const g of VIRTUAL_RACING_IDS.flatMap((id) =>
      racesOf(sim, id)
        .filter((x) => x.startAt > at)
        .slice(0, 8),
    )) {
      const priced = sim.view(g).outcomes;
      clock.set(sim.endOf(g) + 5000);
      const r = sim.result(g.id);
      if (!r?.order || !r.field) throw new Error('no finishing order');
      const field = r.field;
      expect([...r.order].sort()).toEqual([...field].sort());
      const k = placesPaid(field.length);
      if (field.length === 8) eights++;
      expect(k).toBe(field.length >= 8 ? 3 : 2);
      const winners = (type: number) => field.filter((id) => settleOutcome(type, id, r) === 'win');
      expect(winners(T.raceWin)).toEqual([r.order[0]]);
      expect(winners(T.racePlace).sort()).toEqual(r.order.slice(0, k).sort());
      const first = field.indexOf(r.order[0] as number) + 1;
      const second = field.indexOf(r.order[1] as number) + 1;
      expect(settleOutcome(T.raceForecast, first * 100 + second, r)).toBe('win');
      expect(settleOutcome(T.raceForecast, second * 100 + first, r)).toBe('loss');
      for (const o of priced) expect(['win', 'loss']).toContain(settleOutcome(o.type, o.param, r));
      // Every runner ran (no non-runners): exactly one Win, k Place and one Forecast outcome win among the prices.
      const won = priced.filter((o) => settleOutcome(o.type, o.param, r) === 'win');
      expect(won.filter((o) => o.type === T.raceWin).length).toBeLessThanOrEqual(1);
      clock.set(at);
    }
    expect(eights).toBeGreaterThan(0);
    // A result of another sport (no finishing order) refunds a race bet.
    expect(settleOutcome(T.raceWin, 1, { total: [1, 0], periods: [], winner: 1, cancelled: false })).toBe('refund');
  });
});
