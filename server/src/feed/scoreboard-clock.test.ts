import { describe, expect, it } from 'vitest';
import { ManualClock } from '../clock';
import { scoreToWire } from './present';
import { Simulator } from './simulator';
import type { GameDef } from './world';

const START = Date.UTC(2026, 10, 22, 12, 0);

function setup() {
  const clock = new ManualClock(START);
  const sim = new Simulator({ seed: 7, clock });
  return { clock, sim };
}

function upcoming(sim: Simulator, sportId: number): GameDef {
  const g = sim.games().find((x) => x.sport.id === sportId && x.startAt > sim.now() && !x.cancelled);
  if (!g) throw new Error(`no upcoming game of sport ${sportId}`);
  return g;
}

/** Real ms at which the game is `matchSeconds` into its timeline. */
const at = (sim: Simulator, g: GameDef, matchSeconds: number) => g.startAt + (matchSeconds / sim.speed) * 1000;

describe('scoreboard clock on the wire', () => {
  it('football counts time played up, running at the feed speed, with the moment of the reading', () => {
    const { clock, sim } = setup();
    const g = upcoming(sim, 1);
    clock.set(at(sim, g, 600.5));
    const score = scoreToWire(sim.view(g), 'en');
    expect(score).toMatchObject({ clock: 600, clockRunning: true, clockRate: sim.speed, clockDirection: 'up' });
    // 600 was the reading half a match second (at speed 9: 55.6 ms) before now.
    expect(score?.clockAt).toBe(Math.round(clock.now() - (0.5 / sim.speed) * 1000));
  });

  it('basketball counts the quarter down and stops at the break', () => {
    const { clock, sim } = setup();
    const g = upcoming(sim, 3);
    const quarter = sim.timeline(g).periods[0] as { start: number; end: number };
    clock.set(at(sim, g, 120.25));
    const live = scoreToWire(sim.view(g), 'en');
    expect(live).toMatchObject({ clockDirection: 'down', clockRunning: true, clock: Math.ceil(quarter.end - 120.25) });
    // The reading (time left, rounded up) was true a little before now.
    expect(live?.clockAt).toBeLessThan(clock.now());
    clock.set(at(sim, g, quarter.end + 10));
    const pause = scoreToWire(sim.view(g), 'en');
    expect(pause).toMatchObject({ inBreak: true, clockRunning: false, clock: 0, clockAt: Math.round(clock.now()) });
  });

  it('untimed sports (tennis) have no clock', () => {
    const { clock, sim } = setup();
    const g = upcoming(sim, 4);
    clock.set(at(sim, g, 300));
    const score = scoreToWire(sim.view(g), 'en');
    expect(score?.clock).toBeUndefined();
    expect(score?.clockRunning).toBeUndefined();
  });
});
