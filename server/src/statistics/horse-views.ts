/** The horse racing views of the statistics frame: a racecard and a horse's card with its form. */
import type { HorseCard, HorseRace } from '@betframe/sdk/statistic';
import type { StatisticsWorld } from './world';

const iso = (time: number) => new Date(time).toISOString();

export function horseRace(world: StatisticsWorld, raceId: number): HorseRace | undefined {
  const race = world.races.get(raceId);
  if (!race) return undefined;
  return {
    id: race.id,
    name: race.name,
    course: race.course,
    distance: race.distance,
    going: race.going,
    prize: race.prize,
    startTime: iso(race.start),
    status: race.status,
    runners: race.runners.map((runner) => {
      const horse = world.horses.get(runner.horseId);
      return {
        horseId: runner.horseId,
        name: horse?.name ?? '',
        number: runner.number,
        draw: runner.draw,
        age: horse?.age ?? 0,
        weight: runner.weight,
        jockey: horse?.jockey ?? '',
        trainer: horse?.trainer ?? '',
        form: horseForm(world, runner.horseId, race.start),
        odds: runner.odds,
        position: runner.position,
      };
    }),
  };
}

function horseRuns(world: StatisticsWorld, horseId: number) {
  return [...world.races.values()]
    .filter((race) => race.runners.some((r) => r.horseId === horseId))
    .sort((a, b) => a.start - b.start);
}

/** Finishing positions before `before`, oldest first ("3-1-5"), as racecards print them. */
function horseForm(world: StatisticsWorld, horseId: number, before: number): string {
  return horseRuns(world, horseId)
    .filter((race) => race.status === 2 && race.start < before)
    .map((race) => String(race.runners.find((r) => r.horseId === horseId)?.position ?? '-'))
    .join('-');
}

export function horseCard(world: StatisticsWorld, horseId: number): HorseCard | undefined {
  const horse = world.horses.get(horseId);
  if (!horse) return undefined;
  const runs = horseRuns(world, horseId);
  return {
    horse,
    form: runs
      .filter((race) => race.status === 2)
      .reverse()
      .map((race) => ({
        raceId: race.id,
        raceName: race.name,
        course: race.course,
        distance: race.distance,
        startTime: iso(race.start),
        position: race.runners.find((r) => r.horseId === horseId)?.position ?? null,
        runners: race.runners.length,
      })),
    nextRaceId: runs.find((race) => race.status === 1)?.id ?? null,
  };
}
