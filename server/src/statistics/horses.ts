/** The horses of the statistics world and their races: six run (with finishing positions), four to come. */
import { hashSeed, Rng } from '../feed';
import { DAY, HOUR, roundOdds } from './games';
import * as words from './names';
import type { Horse, Race } from './world-model';

/** What making the horses fills in and reads. */
export interface HorseStable {
  readonly now: number;
  readonly horses: Map<number, Horse>;
  readonly races: Map<number, Race>;
}

export function makeHorses(world: HorseStable, seed: number): void {
  const rng = new Rng(hashSeed(seed, 'horses'));
  const names = new Set<string>();
  for (let h = 0; h < 24; h += 1) {
    let name = `${rng.pick(words.horseWords)} ${rng.pick(words.horseNouns)}`;
    while (names.has(name)) name = `${rng.pick(words.horseWords)} ${rng.pick(words.horseNouns)}`;
    names.add(name);
    const id = 7001 + h;
    world.horses.set(id, {
      id,
      name,
      age: rng.int(3, 9),
      sex: rng.pick(['Gelding', 'Mare', 'Colt', 'Filly']),
      colour: rng.pick(['Bay', 'Chestnut', 'Grey', 'Black', 'Brown']),
      trainer: `${rng.pick(words.firstNames)} ${rng.pick(words.lastNames)}`,
      jockey: `${rng.pick(words.firstNames).slice(0, 1)}. ${rng.pick(words.lastNames)}`,
      owner: `${rng.pick(words.lastNames)} Racing`,
    });
  }
  const ability = new Map([...world.horses.keys()].map((id) => [id, rng.normal(0, 1)]));
  for (let r = 0; r < 10; r += 1) {
    const id = 8001 + r;
    const past = r < 6;
    const start = past ? world.now - (6 - r) * 5 * DAY : world.now + (r - 5) * 6 * HOUR;
    const pool = [...world.horses.keys()];
    const runners: Race['runners'] = [];
    for (let n = 0; n < 8; n += 1) {
      const horseId = pool.splice(rng.int(0, pool.length - 1), 1)[0] as number;
      const a = ability.get(horseId) ?? 0;
      runners.push({
        horseId,
        number: n + 1,
        draw: 0,
        weight: `${rng.int(8, 9)}-${rng.int(0, 13)}`,
        odds: roundOdds(Math.exp(1.9 - a * 0.8 + rng.normal(0, 0.25))),
        position: null,
      });
    }
    const draws = runners.map((_, i) => i + 1);
    for (const runner of runners) runner.draw = draws.splice(rng.int(0, draws.length - 1), 1)[0] as number;
    if (past) {
      const order = [...runners]
        .map((runner) => ({ runner, score: (ability.get(runner.horseId) ?? 0) + rng.normal(0, 0.9) }))
        .sort((a, b) => b.score - a.score);
      order.forEach(({ runner }, index) => {
        runner.position = index + 1;
      });
    }
    world.races.set(id, {
      id,
      name: `${rng.pick(['Maiden', 'Handicap', 'Stakes', 'Conditions'])} ${rng.pick(['Plate', 'Cup', 'Trophy', 'Sprint'])}`,
      course: rng.pick(words.racecourses),
      distance: `${rng.int(5, 16)}f`,
      going: rng.pick(['Good', 'Good to firm', 'Soft', 'Heavy']),
      prize: rng.int(5, 60) * 1000,
      start,
      status: past ? 2 : 1,
      runners,
    });
  }
}
