/**
 * Virtual racing (SPEC §9 "simulated reality"): horse racing and greyhounds, a race of each every three minutes
 * around the clock on one course. A race is a field of 6–8 runners drawn from the course's twelve horses or dogs
 * (the championship's competitors, built by world.ts like any sport's and named here in ru/en/kk/ar), over one of
 * the sport's distances.
 * Which horses run, the race's kind and the runners' form on the day are drawn from (seed, sport, slot), so the
 * card is a pure function of the seed and the time like the rest of the world; the race itself is played out by
 * race-model.ts from the game's seed.
 */
import { VIRTUAL_RACING_IDS } from '@betframe/sdk/feed';
import type { Name } from '../names';
import { hashSeed, Rng } from '../random';
import type { VirtualSchedule } from './sports';

export const HORSE_RACING = VIRTUAL_RACING_IDS[0] as number;
export const GREYHOUNDS = VIRTUAL_RACING_IDS[1] as number;
const SLOT_MINUTES = 30;

/** A racing sport in the shape of catalogue.ts's `SportDef`: both race the same way, on the same schedule. */
const racingSport = (id: number, name: Name) => ({
  id,
  name,
  gameType: 2,
  model: 'race' as const,
  cyber: false,
  perSlot: 10,
  density: 1,
  virtual: { everyMinutes: 3, aheadMinutes: 60 } satisfies VirtualSchedule,
});

/** The sports, appended at the end of the catalogue's sports. */
export const virtualRacing = [
  racingSport(HORSE_RACING, {
    ru: 'Виртуальные скачки',
    en: 'Virtual Horse Racing',
    kk: 'Виртуалды ат жарысы',
    ar: 'سباق الخيل الافتراضي',
  }),
  racingSport(GREYHOUNDS, {
    ru: 'Виртуальные собачьи бега',
    en: 'Virtual Greyhounds',
    kk: 'Виртуалды ит жарысы',
    ar: 'سباق الكلاب الافتراضي',
  }),
];

export const virtualRacingChampTemplates = {
  [HORSE_RACING]: [
    {
      country: 'world',
      name: {
        ru: 'Виртуальный ипподром',
        en: 'Virtual Racecourse',
        kk: 'Виртуалды ипподром',
        ar: 'مضمار السباق الافتراضي',
      } satisfies Name,
      tier: 2,
    },
  ],
  [GREYHOUNDS]: [
    {
      country: 'world',
      name: { ru: 'Виртуальный стадион', en: 'Virtual Stadium', kk: 'Виртуалды стадион', ar: 'الملعب الافتراضي' },
      tier: 2,
    },
  ],
};

/** The course's horses, hand-translated. */
const horses: readonly Name[] = [
  { ru: 'Король Бури', en: 'Storm King', kk: 'Дауыл Патшасы', ar: 'ملك العاصفة' },
  { ru: 'Роза Пустыни', en: 'Desert Rose', kk: 'Шөл Раушаны', ar: 'وردة الصحراء' },
  { ru: 'Серебряная Стрела', en: 'Silver Arrow', kk: 'Күміс Жебе', ar: 'السهم الفضي' },
  { ru: 'Золотой Рассвет', en: 'Golden Dawn', kk: 'Алтын Таң', ar: 'الفجر الذهبي' },
  { ru: 'Ночной Ветер', en: 'Night Wind', kk: 'Түнгі Жел', ar: 'ريح الليل' },
  { ru: 'Степной Орёл', en: 'Steppe Eagle', kk: 'Дала Бүркіті', ar: 'نسر السهوب' },
  { ru: 'Счастливая Звезда', en: 'Lucky Star', kk: 'Бақыт Жұлдызы', ar: 'النجمة المحظوظة' },
  { ru: 'Белый Сокол', en: 'White Falcon', kk: 'Ақ Сұңқар', ar: 'الصقر الأبيض' },
  { ru: 'Чёрная Жемчужина', en: 'Black Pearl', kk: 'Қара Інжу', ar: 'اللؤلؤة السوداء' },
  { ru: 'Храброе Сердце', en: 'Brave Heart', kk: 'Батыр Жүрек', ar: 'القلب الشجاع' },
  { ru: 'Морской Бриз', en: 'Sea Breeze', kk: 'Теңіз Самалы', ar: 'نسيم البحر' },
  { ru: 'Тулпар', en: 'Tulpar', kk: 'Тұлпар', ar: 'تولبار' },
];

/** The stadium's dogs, hand-translated. */
const dogs: readonly Name[] = [
  { ru: 'Вспышка', en: 'Flash', kk: 'Жарқыл', ar: 'وميض' },
  { ru: 'Ракета', en: 'Rocket', kk: 'Зымыран', ar: 'صاروخ' },
  { ru: 'Тень', en: 'Shadow', kk: 'Көлеңке', ar: 'ظل' },
  { ru: 'Стрела', en: 'Arrow', kk: 'Жебе', ar: 'سهم' },
  { ru: 'Ветерок', en: 'Breeze', kk: 'Самал', ar: 'نسيم' },
  { ru: 'Комета', en: 'Comet', kk: 'Комета', ar: 'مذنب' },
  { ru: 'Пламя', en: 'Blaze', kk: 'Жалын', ar: 'لهب' },
  { ru: 'Эхо', en: 'Echo', kk: 'Жаңғырық', ar: 'صدى' },
  { ru: 'Искра', en: 'Spark', kk: 'Ұшқын', ar: 'شرارة' },
  { ru: 'Буря', en: 'Storm', kk: 'Дауыл', ar: 'عاصفة' },
  { ru: 'Пуля', en: 'Bullet', kk: 'Оқ', ar: 'رصاصة' },
  { ru: 'Молния', en: 'Lightning', kk: 'Найзағай', ar: 'برق' },
];

/** A horse or dog of the course by its place among the championship's competitors (world.ts); else undefined. */
export function runnerName(sportId: number, i: number): Name | undefined {
  const names = sportId === HORSE_RACING ? horses : sportId === GREYHOUNDS ? dogs : undefined;
  return names?.[i % names.length];
}

type RaceKind = { name: Name; distance: number };
const sprint: Name = { ru: 'Спринт', en: 'Sprint', kk: 'Спринт', ar: 'سباق السرعة' };

/** The kinds of race on a sport's card: name and distance (metres). */
export const raceKinds: Readonly<Record<number, readonly RaceKind[]>> = {
  [HORSE_RACING]: [
    { name: sprint, distance: 1000 },
    { name: { ru: 'Гандикап', en: 'Handicap', kk: 'Гандикап', ar: 'سباق الهانديكاب' }, distance: 1400 },
    { name: { ru: 'Скачки на милю', en: 'Mile', kk: 'Миль жарысы', ar: 'سباق الميل' }, distance: 1600 },
    { name: { ru: 'Кубок', en: 'Cup', kk: 'Кубок', ar: 'الكأس' }, distance: 2000 },
  ],
  [GREYHOUNDS]: [
    { name: sprint, distance: 280 },
    { name: { ru: 'Стандарт', en: 'Standard', kk: 'Стандарт', ar: 'السباق القياسي' }, distance: 480 },
    {
      name: { ru: 'Стайерский забег', en: 'Stayers', kk: 'Ұзақ қашықтық', ar: 'سباق المسافات الطويلة' },
      distance: 715,
    },
  ],
};

/** A race kind of a sport (the first when out of range). */
export function raceKind(sportId: number, kind: number): RaceKind {
  const kinds = raceKinds[sportId] ?? (raceKinds[HORSE_RACING] as readonly RaceKind[]);
  return kinds[kind] ?? (kinds[0] as RaceKind);
}

const metres: Name = { ru: 'м', en: 'm', kk: 'м', ar: 'م' };

/** "Mile, 1600 m" ("سباق الميل، 1600 م": the number before its unit, read right to left, needs no isolate). */
export function raceTitle(sportId: number, kind: number): Name {
  const k = raceKind(sportId, kind);
  const out = {} as Name;
  for (const lang of Object.keys(k.name) as Array<keyof Name>) {
    const distance = `${k.distance} ${metres[lang]}`;
    out[lang] = `${k.name[lang]}${lang === 'ar' ? '،' : ','} ${distance}`;
  }
  return out;
}

export interface RaceFixture {
  /** n of the game id: the race's place in its slot. */
  index: number;
  startAt: number;
  /** The kind of race (`raceKinds`). */
  kind: number;
  /** The runners: places of horses in the championship, in saddle-cloth order (number 1 first). */
  field: number[];
  /** Each runner's form on the day (added to its rating), in the field's order. */
  form: number[];
}

export const MIN_FIELD = 6;
export const MAX_FIELD = 8;

/** The races of one slot: one every `everyMinutes`, each a field of 6–8 different horses. */
export function raceFixtures(
  seed: number,
  sportId: number,
  slot: number,
  schedule: VirtualSchedule,
  horseCount: number,
): RaceFixture[] {
  const rng = new Rng(hashSeed(seed, 'virtual-race', sportId, slot));
  const perSlot = Math.min(10, Math.floor(SLOT_MINUTES / schedule.everyMinutes));
  const slotStart = slot * SLOT_MINUTES * 60_000;
  const out: RaceFixture[] = [];
  for (let index = 0; index < perSlot; index++) {
    const size = Math.min(horseCount, rng.int(MIN_FIELD, MAX_FIELD));
    const pool = Array.from({ length: horseCount }, (_, i) => i);
    const field: number[] = [];
    for (let k = 0; k < size; k++) field.push(pool.splice(rng.int(0, pool.length - 1), 1)[0] as number);
    const form = field.map(() => Math.round(rng.normal(0, 0.25) * 1000) / 1000);
    out.push({
      index,
      startAt: slotStart + index * schedule.everyMinutes * 60_000,
      kind: rng.int(0, (raceKinds[sportId]?.length ?? 1) - 1),
      field,
      form,
    });
  }
  return out;
}

/** How many places the Place market pays: the first two in a field of up to seven, the first three from eight. */
export const placesPaid = (fieldSize: number): number => (fieldSize >= 8 ? 3 : 2);
