/**
 * Virtual sports (SPEC §9 "simulated reality", menu section 11): short simulated football matches and tennis
 * matches that start every few minutes around the clock. Their sports and championships are named here in every
 * language (names.ts); teams and players are built by world.ts like any other sport's, their schedule comes from
 * `virtualFixtures` (schedule.ts) and their play-out and prices from the ordinary models (models.ts), so they are
 * listed, priced, pushed and settled like every other game.
 */
import { VIRTUAL_SPORT_IDS } from '@betframe/sdk/feed';
import type { Name } from '../names';

/** How a virtual sport is scheduled: an event every `everyMinutes`, listed `aheadMinutes` before its start. */
export interface VirtualSchedule {
  everyMinutes: number;
  aheadMinutes: number;
}

const [FOOTBALL, TENNIS] = VIRTUAL_SPORT_IDS as readonly [number, number];

/** The virtual sports, in the shape of catalogue.ts's `SportDef` (appended to the catalogue's sports). */
export const virtualSports = [
  {
    id: FOOTBALL,
    name: {
      ru: 'Виртуальный футбол',
      en: 'Virtual Football',
      kk: 'Виртуалды футбол',
      ar: 'كرة القدم الافتراضية',
    } satisfies Name,
    gameType: 3,
    model: 'goals' as const,
    cyber: false,
    perSlot: 10,
    density: 1,
    virtual: { everyMinutes: 3, aheadMinutes: 60 } satisfies VirtualSchedule,
  },
  {
    id: TENNIS,
    name: {
      ru: 'Виртуальный теннис',
      en: 'Virtual Tennis',
      kk: 'Виртуалды теннис',
      ar: 'التنس الافتراضي',
    } satisfies Name,
    gameType: 1,
    model: 'tennis' as const,
    cyber: false,
    perSlot: 6,
    density: 1,
    virtual: { everyMinutes: 5, aheadMinutes: 60 } satisfies VirtualSchedule,
  },
];

/** One championship per virtual sport (tier 2: never among the top championships or the express of the day). */
export const virtualChampTemplates = {
  [FOOTBALL]: [
    {
      country: 'world',
      name: {
        ru: 'Виртуальная лига',
        en: 'Virtual League',
        kk: 'Виртуалды лига',
        ar: 'الدوري الافتراضي',
      } satisfies Name,
      tier: 2,
    },
  ],
  [TENNIS]: [
    {
      country: 'world',
      name: {
        ru: 'Виртуальный открытый турнир',
        en: 'Virtual Open',
        kk: 'Виртуалды ашық турнир',
        ar: 'البطولة المفتوحة الافتراضية',
      } satisfies Name,
      tier: 2,
    },
  ],
};
