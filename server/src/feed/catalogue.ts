/**
 * The simulated world: sports and championships, named in ru, en, kk and ar (names.ts: sports, countries and
 * championships translated). Countries, clubs and players live in places-and-people.ts. Clubs are fictional (a
 * club prefix or suffix with a real city), so names read naturally in every language without borrowing real
 * club names.
 */
import { sectionChampTemplates, sectionSports } from './catalogue-sections';
import type { Name } from './names';
import { virtualRacing, virtualRacingChampTemplates } from './virtual/racing';
import { type VirtualSchedule, virtualChampTemplates, virtualSports } from './virtual/sports';

export { type Lang, type Name, nameIn } from './names';
export {
  type CountryDef,
  clubName,
  countries,
  cyberTeams,
  firstNames,
  nicknames,
  surnames,
} from './places-and-people';

/** How a sport is played out and priced. */
export type ModelKind =
  | 'goals'
  | 'points'
  | 'tennis'
  | 'rally'
  | 'maps'
  | 'innings'
  | 'fight'
  | 'heats'
  | 'election'
  | 'race';

export interface SportDef {
  id: number;
  name: Name;
  /** Game type of SPEC §3: fifteen 1, score 2, football 3, hockey 4, basket 12, cyberfootball 6, cybersport 9. */
  gameType: number;
  model: ModelKind;
  cyber: boolean;
  /** Games started per 30-minute slot: the most, and the chance each of those is scheduled. */
  perSlot: number;
  density: number;
  /** A virtual sport (virtual/sports.ts): an event every few minutes instead of drawn games. */
  virtual?: VirtualSchedule;
}

/**
 * Sport ids follow `@betframe/sdk/dictionaries`: Football 1, Hockey 2, Basketball 3, Tennis 4 (SPEC §3),
 * volleyball 6, table tennis 10, esports 40 (CS2 and Dota 2 championships), and the cyber ids of SPEC §9:
 * 85 cyber football, 144 cyber hockey, 89 cyber basketball.
 */
export const sports: readonly SportDef[] = [
  {
    id: 1,
    name: { ru: 'Футбол', en: 'Football', kk: 'Футбол', ar: 'كرة القدم' },
    gameType: 3,
    model: 'goals',
    cyber: false,
    perSlot: 10,
    density: 0.6,
  },
  {
    id: 2,
    name: { ru: 'Хоккей', en: 'Ice Hockey', kk: 'Хоккей', ar: 'هوكي الجليد' },
    gameType: 4,
    model: 'goals',
    cyber: false,
    perSlot: 4,
    density: 0.6,
  },
  {
    id: 3,
    name: { ru: 'Баскетбол', en: 'Basketball', kk: 'Баскетбол', ar: 'كرة السلة' },
    gameType: 12,
    model: 'points',
    cyber: false,
    perSlot: 5,
    density: 0.6,
  },
  {
    id: 4,
    name: { ru: 'Теннис', en: 'Tennis', kk: 'Теннис', ar: 'التنس' },
    gameType: 1,
    model: 'tennis',
    cyber: false,
    perSlot: 8,
    density: 0.6,
  },
  {
    id: 6,
    name: { ru: 'Волейбол', en: 'Volleyball', kk: 'Волейбол', ar: 'الكرة الطائرة' },
    gameType: 2,
    model: 'rally',
    cyber: false,
    perSlot: 3,
    density: 0.6,
  },
  {
    id: 10,
    name: { ru: 'Настольный теннис', en: 'Table Tennis', kk: 'Үстел теннисі', ar: 'تنس الطاولة' },
    gameType: 2,
    model: 'rally',
    cyber: false,
    perSlot: 5,
    density: 0.7,
  },
  {
    id: 40,
    name: { ru: 'Киберспорт', en: 'Esports', kk: 'Киберспорт', ar: 'الرياضات الإلكترونية' },
    gameType: 9,
    model: 'maps',
    cyber: true,
    perSlot: 6,
    density: 0.6,
  },
  {
    id: 85,
    name: { ru: 'Киберфутбол', en: 'Cyber Football', kk: 'Киберфутбол', ar: 'كرة القدم الإلكترونية' },
    gameType: 6,
    model: 'goals',
    cyber: true,
    perSlot: 4,
    density: 0.8,
  },
  {
    id: 144,
    name: { ru: 'Киберхоккей', en: 'Cyber Hockey', kk: 'Киберхоккей', ar: 'الهوكي الإلكتروني' },
    gameType: 9,
    model: 'goals',
    cyber: true,
    perSlot: 2,
    density: 0.7,
  },
  {
    id: 89,
    name: { ru: 'Кибербаскетбол', en: 'Cyber Basketball', kk: 'Кибербаскетбол', ar: 'كرة السلة الإلكترونية' },
    gameType: 9,
    model: 'points',
    cyber: true,
    perSlot: 2,
    density: 0.7,
  },
  ...virtualSports,
  // The sections' sports (catalogue-sections.ts) come last: the ids of the older sports' games stay.
  ...sectionSports,
  // Virtual horse racing (virtual/racing.ts) after them, for the same reason.
  ...virtualRacing,
];

export function sportById(id: number): SportDef | undefined {
  return sports.find((s) => s.id === id);
}

export interface ChampTemplate {
  country: string;
  name: Name;
  /** Tier 1 is a top championship (shown in top champs); teams of tier 1 are stronger on average. */
  tier: number;
  /** Esports: which game the championship plays. */
  discipline?: 'cs2' | 'dota';
}

/** Championships per sport. */
export const champTemplates: Record<number, readonly ChampTemplate[]> = {
  1: [
    {
      country: 'gb',
      name: {
        ru: 'Англия. Премьер-лига',
        en: 'England. Premier League',
        kk: 'Англия. Премьер-лига',
        ar: 'إنجلترا. الدوري الممتاز',
      },
      tier: 1,
    },
    {
      country: 'es',
      name: { ru: 'Испания. Примера', en: 'Spain. Primera', kk: 'Испания. Примера', ar: 'إسبانيا. الدرجة الأولى' },
      tier: 1,
    },
    {
      country: 'de',
      name: {
        ru: 'Германия. Бундеслига',
        en: 'Germany. Bundesliga',
        kk: 'Германия. Бундеслига',
        ar: 'ألمانيا. البوندسليغا',
      },
      tier: 1,
    },
    {
      country: 'it',
      name: { ru: 'Италия. Серия A', en: 'Italy. Serie A', kk: 'Италия. Серия A', ar: 'إيطاليا. الدرجة الأولى' },
      tier: 1,
    },
    {
      country: 'ru',
      name: {
        ru: 'Россия. Премьер-лига',
        en: 'Russia. Premier League',
        kk: 'Ресей. Премьер-лига',
        ar: 'روسيا. الدوري الممتاز',
      },
      tier: 1,
    },
    {
      country: 'gb',
      name: {
        ru: 'Англия. Чемпионшип',
        en: 'England. Championship',
        kk: 'Англия. Чемпионшип',
        ar: 'إنجلترا. التشامبيونشيب',
      },
      tier: 2,
    },
  ],
  2: [
    { country: 'ru', name: { ru: 'КХЛ', en: 'KHL', kk: 'КХЛ', ar: 'دوري كونتيننتال للهوكي' }, tier: 1 },
    {
      country: 'us',
      name: {
        ru: 'США. Хоккейная лига',
        en: 'USA. Hockey League',
        kk: 'АҚШ. Хоккей лигасы',
        ar: 'الولايات المتحدة. دوري الهوكي',
      },
      tier: 1,
    },
    {
      country: 'de',
      name: { ru: 'Германия. DEL', en: 'Germany. DEL', kk: 'Германия. DEL', ar: 'ألمانيا. دوري DEL' },
      tier: 2,
    },
  ],
  3: [
    {
      country: 'us',
      name: {
        ru: 'США. Баскетбольная лига',
        en: 'USA. Basketball League',
        kk: 'АҚШ. Баскетбол лигасы',
        ar: 'الولايات المتحدة. دوري كرة السلة',
      },
      tier: 1,
    },
    {
      country: 'es',
      name: { ru: 'Испания. Лига ACB', en: 'Spain. Liga ACB', kk: 'Испания. ACB лигасы', ar: 'إسبانيا. دوري ACB' },
      tier: 1,
    },
    {
      country: 'ru',
      name: { ru: 'Единая лига ВТБ', en: 'VTB United League', kk: 'ВТБ Біріккен лигасы', ar: 'دوري VTB الموحد' },
      tier: 2,
    },
  ],
  4: [
    {
      country: 'world',
      name: { ru: 'ATP. Открытый турнир', en: 'ATP. Open', kk: 'ATP. Ашық турнир', ar: 'البطولة المفتوحة (ATP)' },
      tier: 1,
    },
    {
      country: 'world',
      name: {
        ru: 'WTA. Кубок Средиземноморья',
        en: 'WTA. Mediterranean Cup',
        kk: 'WTA. Жерорта теңізі кубогы',
        ar: 'كأس البحر المتوسط (WTA)',
      },
      tier: 1,
    },
    {
      country: 'world',
      name: {
        ru: 'ITF. Турнир серии Челленджер',
        en: 'ITF. Challenger',
        kk: 'ITF. Челленджер сериясының турнирі',
        ar: 'بطولة تشالنجر (ITF)',
      },
      tier: 2,
    },
  ],
  6: [
    {
      country: 'ru',
      name: { ru: 'Россия. Суперлига', en: 'Russia. Superleague', kk: 'Ресей. Суперлига', ar: 'روسيا. دوري السوبر' },
      tier: 1,
    },
    {
      country: 'it',
      name: { ru: 'Италия. Серия A1', en: 'Italy. Serie A1', kk: 'Италия. Серия A1', ar: 'إيطاليا. الدرجة الأولى A1' },
      tier: 1,
    },
  ],
  10: [
    { country: 'world', name: { ru: 'Лига Про', en: 'Pro League', kk: 'Про Лига', ar: 'دوري المحترفين' }, tier: 1 },
    { country: 'world', name: { ru: 'Кубок Сетка', en: 'Setka Cup', kk: 'Сетка кубогы', ar: 'كأس سيتكا' }, tier: 2 },
  ],
  85: [
    {
      country: 'world',
      name: {
        ru: 'Кибер Лига. 2x6 минут',
        en: 'Cyber League. 2x6 minutes',
        kk: 'Кибер Лига. 2x6 минут',
        ar: 'الدوري الإلكتروني. 2x6 دقائق',
      },
      tier: 1,
    },
    {
      country: 'world',
      name: {
        ru: 'Кибер Кубок Европы. 2x6 минут',
        en: 'Cyber Euro Cup. 2x6 minutes',
        kk: 'Кибер Еуропа кубогы. 2x6 минут',
        ar: 'كأس أوروبا الإلكترونية. 2x6 دقائق',
      },
      tier: 2,
    },
  ],
  144: [
    {
      country: 'world',
      name: {
        ru: 'Кибер Хоккейная лига. 3x5 минут',
        en: 'Cyber Hockey League. 3x5 minutes',
        kk: 'Кибер хоккей лигасы. 3x5 минут',
        ar: 'دوري الهوكي الإلكتروني. 3x5 دقائق',
      },
      tier: 1,
    },
  ],
  89: [
    {
      country: 'world',
      name: {
        ru: 'Кибер Баскетбольная лига. 4x5 минут',
        en: 'Cyber Basketball League. 4x5 minutes',
        kk: 'Кибер баскетбол лигасы. 4x5 минут',
        ar: 'دوري كرة السلة الإلكترونية. 4x5 دقائق',
      },
      tier: 1,
    },
  ],
  40: [
    {
      country: 'world',
      name: { ru: 'CS2. Мастерс', en: 'CS2. Masters', kk: 'CS2. Мастерс', ar: 'ماسترز CS2' },
      tier: 1,
      discipline: 'cs2',
    },
    {
      country: 'world',
      name: { ru: 'CS2. Про Лига', en: 'CS2. Pro League', kk: 'CS2. Про Лига', ar: 'دوري المحترفين CS2' },
      tier: 2,
      discipline: 'cs2',
    },
    {
      country: 'world',
      name: {
        ru: 'Dota 2. Интернешнл квалификация',
        en: 'Dota 2. International Qualifier',
        kk: 'Dota 2. Интернешнл іріктеуі',
        ar: 'تصفيات إنترناشونال Dota 2',
      },
      tier: 1,
      discipline: 'dota',
    },
    {
      country: 'world',
      name: { ru: 'Dota 2. Лига', en: 'Dota 2. League', kk: 'Dota 2. Лига', ar: 'دوري Dota 2' },
      tier: 2,
      discipline: 'dota',
    },
  ],
  ...virtualChampTemplates,
  ...sectionChampTemplates,
  ...virtualRacingChampTemplates,
};
