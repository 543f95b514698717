/**
 * The simulated world: sports, countries, championships, clubs and players, named in ru, en, kk and ar
 * (names.ts: sports, countries and championships translated; cities, clubs and players transliterated).
 * Clubs are fictional (a club prefix or suffix with a real city), so names read naturally in every language
 * without borrowing real club names.
 */
import { countryIdFromCode } from '@betframe/sdk/dictionaries';
import { combine, type Name, sameInAll, transliterated as tr } from './names';

export { type Lang, type Name, nameIn } from './names';

/** How a sport is played out and priced. */
export type ModelKind = 'goals' | 'points' | 'tennis' | 'rally' | 'maps';

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
];

export function sportById(id: number): SportDef | undefined {
  return sports.find((s) => s.id === id);
}

export interface CountryDef {
  /** The reference dictionary's id (`countryIdFromCode` of @betframe/sdk/dictionaries); 0 for the world. */
  id: number;
  iso: string;
  name: Name;
  cities: Name[];
}

export const countries: readonly CountryDef[] = [
  {
    id: countryIdFromCode('ru'),
    iso: 'ru',
    name: { ru: 'Россия', en: 'Russia', kk: 'Ресей', ar: 'روسيا' },
    cities: [
      tr('Москва', 'Moscow'),
      tr('Казань', 'Kazan'),
      tr('Самара', 'Samara'),
      tr('Ярославль', 'Yaroslavl'),
      tr('Омск', 'Omsk'),
      tr('Уфа', 'Ufa'),
      tr('Тула', 'Tula'),
      tr('Пермь', 'Perm'),
      tr('Сочи', 'Sochi'),
      tr('Воронеж', 'Voronezh'),
    ],
  },
  {
    id: countryIdFromCode('gb'),
    iso: 'gb',
    name: { ru: 'Англия', en: 'England', kk: 'Англия', ar: 'إنجلترا' },
    cities: [
      tr('Брайтон', 'Brighton'),
      tr('Лестер', 'Leicester'),
      tr('Бристоль', 'Bristol'),
      tr('Ковентри', 'Coventry'),
      tr('Дерби', 'Derby'),
      tr('Норидж', 'Norwich'),
      tr('Плимут', 'Plymouth'),
      tr('Ипсвич', 'Ipswich'),
      tr('Рединг', 'Reading'),
      tr('Йорк', 'York'),
    ],
  },
  {
    id: countryIdFromCode('es'),
    iso: 'es',
    name: { ru: 'Испания', en: 'Spain', kk: 'Испания', ar: 'إسبانيا' },
    cities: [
      tr('Валенсия', 'Valencia'),
      tr('Севилья', 'Sevilla'),
      tr('Малага', 'Malaga'),
      tr('Сарагоса', 'Zaragoza'),
      tr('Мурсия', 'Murcia'),
      tr('Бильбао', 'Bilbao'),
      tr('Аликанте', 'Alicante'),
      tr('Гранада', 'Granada'),
    ],
  },
  {
    id: countryIdFromCode('de'),
    iso: 'de',
    name: { ru: 'Германия', en: 'Germany', kk: 'Германия', ar: 'ألمانيا' },
    cities: [
      tr('Мюнхен', 'Munich'),
      tr('Гамбург', 'Hamburg'),
      tr('Кёльн', 'Cologne'),
      tr('Дрезден', 'Dresden'),
      tr('Лейпциг', 'Leipzig'),
      tr('Ганновер', 'Hanover'),
      tr('Бремен', 'Bremen'),
      tr('Нюрнберг', 'Nuremberg'),
    ],
  },
  {
    id: countryIdFromCode('us'),
    iso: 'us',
    name: { ru: 'США', en: 'USA', kk: 'АҚШ', ar: 'الولايات المتحدة' },
    cities: [
      tr('Бостон', 'Boston'),
      tr('Чикаго', 'Chicago'),
      tr('Денвер', 'Denver'),
      tr('Даллас', 'Dallas'),
      tr('Финикс', 'Phoenix'),
      tr('Сиэтл', 'Seattle'),
      tr('Атланта', 'Atlanta'),
      tr('Портленд', 'Portland'),
    ],
  },
  {
    id: countryIdFromCode('it'),
    iso: 'it',
    name: { ru: 'Италия', en: 'Italy', kk: 'Италия', ar: 'إيطاليا' },
    cities: [
      tr('Турин', 'Turin'),
      tr('Генуя', 'Genoa'),
      tr('Болонья', 'Bologna'),
      tr('Верона', 'Verona'),
      tr('Парма', 'Parma'),
      tr('Модена', 'Modena'),
      tr('Перуджа', 'Perugia'),
      tr('Бари', 'Bari'),
    ],
  },
  { id: 0, iso: 'world', name: { ru: 'Мир', en: 'World', kk: 'Әлем', ar: 'العالم' }, cities: [] },
];

/** Club name patterns per country: the city goes where `{}` is. */
const clubPatterns: Record<string, Name[]> = {
  ru: [
    tr('Динамо {}', 'Dynamo {}'),
    tr('Торпедо {}', 'Torpedo {}'),
    tr('Спартак {}', 'Spartak {}'),
    tr('Локомотив {}', 'Lokomotiv {}'),
    tr('Металлург {}', 'Metallurg {}'),
    tr('Сокол {}', 'Sokol {}'),
  ],
  gb: [
    tr('{} Юнайтед', '{} United'),
    tr('{} Сити', '{} City'),
    tr('{} Роверс', '{} Rovers'),
    tr('{} Атлетик', '{} Athletic'),
    tr('{} Таун', '{} Town'),
  ],
  es: [
    tr('Реал {}', 'Real {}'),
    tr('Атлетико {}', 'Atletico {}'),
    tr('Депортиво {}', 'Deportivo {}'),
    tr('Расинг {}', 'Racing {}'),
  ],
  de: [
    tr('Боруссия {}', 'Borussia {}'),
    tr('Айнтрахт {}', 'Eintracht {}'),
    tr('Фортуна {}', 'Fortuna {}'),
    tr('Виктория {}', 'Viktoria {}'),
  ],
  us: [
    tr('{} Хокс', '{} Hawks'),
    tr('{} Иглз', '{} Eagles'),
    tr('{} Кингз', '{} Kings'),
    tr('{} Рэйнджерс', '{} Rangers'),
    tr('{} Стормз', '{} Storms'),
  ],
  it: [
    tr('Спортинг {}', 'Sporting {}'),
    tr('Олимпия {}', 'Olimpia {}'),
    tr('Юнион {}', 'Union {}'),
    tr('Аудаче {}', 'Audace {}'),
  ],
};

export function clubName(countryIso: string, city: Name, variant: number): Name {
  const patterns = clubPatterns[countryIso] ?? clubPatterns.gb ?? [];
  const p = patterns[variant % patterns.length] ?? sameInAll('{}');
  return combine([p, city], ([pattern = '{}', place = ''], lang) =>
    // An Arabic club name puts its word before the city however the Latin one reads ("City" of "{} City").
    lang === 'ar' && pattern.startsWith('{} ') ? `${pattern.slice(3)} ${place}` : pattern.replace('{}', place),
  );
}

/** Player names for individual sports: first name, surname. Shown as "Surname F." like scoreboards. */
export const firstNames: readonly Name[] = [
  tr('Иван', 'Ivan'),
  tr('Даниэль', 'Daniel'),
  tr('Лукас', 'Lucas'),
  tr('Марко', 'Marco'),
  tr('Томас', 'Thomas'),
  tr('Андрей', 'Andrey'),
  tr('Хуан', 'Juan'),
  tr('Николас', 'Nicolas'),
  tr('Алекс', 'Alex'),
  tr('Павел', 'Pavel'),
  tr('Кристиан', 'Christian'),
  tr('Феликс', 'Felix'),
];

export const surnames: readonly Name[] = [
  tr('Петров', 'Petrov'),
  tr('Беккер', 'Becker'),
  tr('Мартен', 'Martin'),
  tr('Росси', 'Rossi'),
  tr('Гарсия', 'Garcia'),
  tr('Новак', 'Novak'),
  tr('Андерсон', 'Anderson'),
  tr('Кузнецов', 'Kuznetsov'),
  tr('Шмидт', 'Schmidt'),
  tr('Лопес', 'Lopez'),
  tr('Бьянки', 'Bianchi'),
  tr('Халл', 'Hall'),
  tr('Морозов', 'Morozov'),
  tr('Фернандес', 'Fernandez'),
  tr('Вебер', 'Weber'),
  tr('Ковач', 'Kovac'),
];

/** Esports organisations and player nicknames are Latin in every language, as in the real scene. */
export const cyberTeams: readonly string[] = [
  'Northern Lights',
  'Iron Wolves',
  'Red Comet',
  'Silent Storm',
  'Blue Foxes',
  'Polar Bears',
  'Night Owls',
  'Crimson Tide',
  'Golden Lions',
  'Steel Falcons',
  'Void Walkers',
  'Phoenix Rising',
];

export const nicknames: readonly string[] = [
  'frost',
  'krait',
  'nova',
  'blaze',
  'ghost',
  'sonic',
  'viper',
  'zeus',
  'rune',
  'echo',
  'drift',
  'hex',
  'lynx',
  'orbit',
  'pulse',
  'quartz',
  'raven',
  'spark',
  'titan',
  'wisp',
];

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
};
