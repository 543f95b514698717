/**
 * The virtual sports' schedule: an event every `everyMinutes` from the start of each 30-minute slot of the feed
 * clock, around the clock (a slot of football holds ten events, 0:00, 0:03 … 0:27). Which two teams meet is drawn
 * from (seed, sport, slot), so the schedule is a pure function of the seed and the time like the rest of the
 * world (world.ts): nothing is stored, and a game id (slot × 1000 + sport index × 10 + n) rebuilds its event.
 */
import { hashSeed, Rng } from '../random';
import type { VirtualSchedule } from './sports';

/** World.ts's slot (30 minutes). */
const SLOT_MINUTES = 30;

export interface VirtualFixture {
  /** n of the game id: the event's place in its slot. */
  index: number;
  /** Start (unix ms). */
  startAt: number;
  /** Indexes of the two teams in the championship. */
  home: number;
  away: number;
}

/** How many events a slot holds (at most ten: the game id keeps one digit for them). */
export function eventsPerSlot(schedule: VirtualSchedule): number {
  return Math.min(10, Math.floor(SLOT_MINUTES / schedule.everyMinutes));
}

/** The events of one sport that start within one slot, every `everyMinutes`, each between two different teams. */
export function virtualFixtures(
  seed: number,
  sportId: number,
  slot: number,
  schedule: VirtualSchedule,
  teamCount: number,
): VirtualFixture[] {
  const rng = new Rng(hashSeed(seed, 'virtual', sportId, slot));
  const out: VirtualFixture[] = [];
  const slotStart = slot * SLOT_MINUTES * 60_000;
  for (let index = 0; index < eventsPerSlot(schedule); index++) {
    const home = rng.int(0, teamCount - 1);
    const away = (home + rng.int(1, teamCount - 1)) % teamCount;
    out.push({ index, startAt: slotStart + index * schedule.everyMinutes * 60_000, home, away });
  }
  return out;
}
