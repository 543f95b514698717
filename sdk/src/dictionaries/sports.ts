/**
 * Sports by id (SPEC §3: Football=1, Hockey=2, Basketball=3, Tennis=4). The remaining ids follow the order
 * sportsbooks of this lineage number their classic sports; the cyber ids 85, 144 and 89 are the statistics
 * frame's cyber sports (SPEC §9), assigned as: 85 FIFA (cyber football), 144 NHL (cyber hockey), 89 NBA 2K
 * (cyber basketball); 40 is esports in general (Dota 2, CS, LoL…); 322 and 323 the feed's virtual horse racing and greyhounds (their
 * races are fields of runners: `@betframe/sdk/feed` virtual.ts). Names live in the `sports` dictionary
 * under `key`, in every language.
 */
export interface SportEntry {
  readonly id: number;
  /** Translation key of the name. */
  readonly key: string;
  readonly cyber: boolean;
}

// biome-ignore format: id → key table
const SPORTS: readonly (readonly [number, string])[] = [
  [1, 'football'], [2, 'ice_hockey'], [3, 'basketball'], [4, 'tennis'], [5, 'baseball'], [6, 'volleyball'],
  [7, 'rugby'], [8, 'handball'], [9, 'boxing'], [10, 'table_tennis'], [11, 'chess'], [12, 'motorsport'],
  [13, 'american_football'], [14, 'futsal'], [15, 'badminton'], [16, 'water_polo'], [17, 'golf'],
  [18, 'cricket'], [19, 'snooker'], [20, 'darts'], [21, 'cycling'], [22, 'mma'], [23, 'beach_volleyball'],
  [24, 'bandy'], [25, 'floorball'], [26, 'biathlon'], [27, 'skiing'], [28, 'formula_1'], [29, 'horse_racing'],
  [30, 'beach_football'], [31, 'field_hockey'], [32, 'athletics'], [33, 'curling'], [34, 'squash'],
  [35, 'kabaddi'], [36, 'aussie_rules'], [40, 'esports'],
  [85, 'cyber_football'], [89, 'cyber_basketball'], [144, 'cyber_hockey'],
  [150, 'marble_racing'], [151, 'politics'],
  [322, 'virtual_horse_racing'], [323, 'virtual_greyhounds'],
];

/** SPEC §9: the statistics frame's cyber sports. */
export const CYBER_SPORT_IDS: readonly number[] = [85, 144, 89];

export const SPORTS_LIST: readonly SportEntry[] = SPORTS.map(([id, name]) => ({
  id,
  key: `sport_${name}`,
  cyber: id === 40 || CYBER_SPORT_IDS.includes(id),
}));

const byId = new Map(SPORTS_LIST.map((sport) => [sport.id, sport]));

export function sportById(id: number): SportEntry | undefined {
  return byId.get(id);
}

export function isCyberSport(id: number): boolean {
  return byId.get(id)?.cyber ?? false;
}
