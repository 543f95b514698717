/**
 * The sports of the site's own sections (SPEC §2: cricket, UFC, politics, marble): cricket 18 (T20 innings),
 * MMA 22 (UFC cards, method-of-victory markets), marble racing 150 (two-lane match races, best of three heats)
 * and politics 151 (elections far ahead, settled when the count ends). Names in ru, en, kk and ar; appended to
 * the catalogue's sports so the ids of the games of the older sports do not move.
 */
import { combine, type Name } from './names';
import { firstNames, surnames } from './places-and-people';

/** The catalogue's `SportDef` and `ChampTemplate` as these sports fill them (catalogue.ts imports this file). */
interface SectionSport {
  id: number;
  name: Name;
  gameType: number;
  model: 'innings' | 'fight' | 'heats' | 'election';
  cyber: boolean;
  perSlot: number;
  density: number;
}
interface SectionChamp {
  country: string;
  name: Name;
  tier: number;
}

export const CRICKET = 18;
export const MMA = 22;
export const MARBLE = 150;
export const POLITICS = 151;

export const sectionSports: readonly SectionSport[] = [
  {
    id: CRICKET,
    name: { ru: 'Крикет', en: 'Cricket', kk: 'Крикет', ar: 'الكريكيت' },
    gameType: 11,
    model: 'innings',
    cyber: false,
    // A T20 match lasts about 21 real minutes: four or five a slot keep cricket live around the clock.
    perSlot: 5,
    density: 0.9,
  },
  {
    id: MMA,
    name: { ru: 'ММА', en: 'MMA', kk: 'ММА', ar: 'الفنون القتالية المختلطة' },
    gameType: 2,
    model: 'fight',
    cyber: false,
    perSlot: 3,
    density: 0.6,
  },
  {
    id: MARBLE,
    name: { ru: 'Гонки шариков', en: 'Marble racing', kk: 'Шарлар жарысы', ar: 'سباق الكرات الزجاجية' },
    gameType: 2,
    model: 'heats',
    cyber: false,
    perSlot: 6,
    density: 0.9,
  },
  {
    id: POLITICS,
    name: { ru: 'Политика', en: 'Politics', kk: 'Саясат', ar: 'السياسة' },
    gameType: 2,
    model: 'election',
    cyber: false,
    perSlot: 1,
    density: 0.06,
  },
];

export const sectionChampTemplates: Record<number, readonly SectionChamp[]> = {
  [CRICKET]: [
    {
      country: 'gb',
      name: { ru: 'Англия. Т20 Бласт', en: 'England. T20 Blast', kk: 'Англия. Т20 Бласт', ar: 'إنجلترا. بطولة T20' },
      tier: 1,
    },
    {
      country: 'world',
      name: {
        ru: 'Мир. Лига Т20',
        en: 'World. T20 League',
        kk: 'Әлем. Т20 лигасы',
        ar: 'العالم. دوري T20',
      },
      tier: 2,
    },
  ],
  [MMA]: [
    {
      country: 'us',
      name: {
        ru: 'UFC. Номерной турнир',
        en: 'UFC. Numbered event',
        kk: 'UFC. Нөмірлі турнир',
        ar: 'الحدث المرقم (UFC)',
      },
      tier: 1,
    },
    {
      country: 'us',
      name: { ru: 'UFC. Бойцовская ночь', en: 'UFC. Fight Night', kk: 'UFC. Жекпе-жек түні', ar: 'ليلة القتال (UFC)' },
      tier: 2,
    },
  ],
  [MARBLE]: [
    {
      country: 'world',
      name: { ru: 'Лига шариков', en: 'Marble League', kk: 'Шарлар лигасы', ar: 'دوري الكرات الزجاجية' },
      tier: 1,
    },
  ],
  [POLITICS]: [
    {
      country: 'world',
      name: {
        ru: 'Выборы. Мэры городов',
        en: 'Elections. City mayors',
        kk: 'Сайлау. Қала әкімдері',
        ar: 'الانتخابات. رؤساء البلديات',
      },
      tier: 1,
    },
    {
      country: 'world',
      name: {
        ru: 'Выборы. Губернаторы',
        en: 'Elections. Governors',
        kk: 'Сайлау. Губернаторлар',
        ar: 'الانتخابات. الحكام',
      },
      tier: 2,
    },
  ],
};

/** Marbles of the league, hand-translated (a colour and a nickname). */
const marbles: readonly Name[] = [
  { ru: 'Красная комета', en: 'Red Comet', kk: 'Қызыл комета', ar: 'المذنب الأحمر' },
  { ru: 'Синяя молния', en: 'Blue Lightning', kk: 'Көк найзағай', ar: 'البرق الأزرق' },
  { ru: 'Зелёный вихрь', en: 'Green Whirl', kk: 'Жасыл құйын', ar: 'الدوامة الخضراء' },
  { ru: 'Жёлтая искра', en: 'Yellow Spark', kk: 'Сары ұшқын', ar: 'الشرارة الصفراء' },
  { ru: 'Белый туман', en: 'White Mist', kk: 'Ақ тұман', ar: 'الضباب الأبيض' },
  { ru: 'Чёрная пантера', en: 'Black Panther', kk: 'Қара пантера', ar: 'النمر الأسود' },
  { ru: 'Оранжевое пламя', en: 'Orange Flame', kk: 'Қызғылт сары жалын', ar: 'اللهب البرتقالي' },
  { ru: 'Фиолетовый гром', en: 'Purple Thunder', kk: 'Күлгін күн күркіреуі', ar: 'الرعد البنفسجي' },
  { ru: 'Серебряная стрела', en: 'Silver Arrow', kk: 'Күміс жебе', ar: 'السهم الفضي' },
  { ru: 'Золотая капля', en: 'Golden Drop', kk: 'Алтын тамшы', ar: 'القطرة الذهبية' },
  { ru: 'Розовый ураган', en: 'Pink Hurricane', kk: 'Қызғылт дауыл', ar: 'الإعصار الوردي' },
  { ru: 'Бирюзовая волна', en: 'Turquoise Wave', kk: 'Көгілдір толқын', ar: 'الموجة الفيروزية' },
];

/** The name of a competitor of the section sports (a marble, a fighter, a candidate); undefined: a club. */
export function sectionCompetitorName(sportId: number, i: number, champId: number): Name | undefined {
  if (sportId === MARBLE) return marbles[i % marbles.length];
  if (sportId !== MMA && sportId !== POLITICS) return undefined;
  const first = firstNames[(i * 5 + champId) % firstNames.length] as Name;
  const last = surnames[(i * 7 + champId * 3) % surnames.length] as Name;
  return combine([last, first], ([surname = '', given = '']) => `${surname} ${[...given][0] ?? ''}.`);
}
