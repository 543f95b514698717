/**
 * The simulated world: sports, countries, championships, clubs and players, named in Russian and English.
 * Clubs are fictional (a club prefix or suffix with a real city), so names read naturally in both languages
 * without borrowing real club names.
 */
import { countryIdFromCode } from '@betframe/sdk/dictionaries';

export interface Name {
  ru: string;
  en: string;
}

export type Lang = 'ru' | 'en';

export function nameIn(name: Name, lang: string): string {
  return lang === 'ru' ? name.ru : name.en;
}

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
    name: { ru: 'Футбол', en: 'Football' },
    gameType: 3,
    model: 'goals',
    cyber: false,
    perSlot: 10,
    density: 0.6,
  },
  {
    id: 2,
    name: { ru: 'Хоккей', en: 'Ice Hockey' },
    gameType: 4,
    model: 'goals',
    cyber: false,
    perSlot: 4,
    density: 0.6,
  },
  {
    id: 3,
    name: { ru: 'Баскетбол', en: 'Basketball' },
    gameType: 12,
    model: 'points',
    cyber: false,
    perSlot: 5,
    density: 0.6,
  },
  { id: 4, name: { ru: 'Теннис', en: 'Tennis' }, gameType: 1, model: 'tennis', cyber: false, perSlot: 8, density: 0.6 },
  {
    id: 6,
    name: { ru: 'Волейбол', en: 'Volleyball' },
    gameType: 2,
    model: 'rally',
    cyber: false,
    perSlot: 3,
    density: 0.6,
  },
  {
    id: 10,
    name: { ru: 'Настольный теннис', en: 'Table Tennis' },
    gameType: 2,
    model: 'rally',
    cyber: false,
    perSlot: 5,
    density: 0.7,
  },
  {
    id: 40,
    name: { ru: 'Киберспорт', en: 'Esports' },
    gameType: 9,
    model: 'maps',
    cyber: true,
    perSlot: 6,
    density: 0.6,
  },
  {
    id: 85,
    name: { ru: 'Киберфутбол', en: 'Cyber Football' },
    gameType: 6,
    model: 'goals',
    cyber: true,
    perSlot: 4,
    density: 0.8,
  },
  {
    id: 144,
    name: { ru: 'Киберхоккей', en: 'Cyber Hockey' },
    gameType: 9,
    model: 'goals',
    cyber: true,
    perSlot: 2,
    density: 0.7,
  },
  {
    id: 89,
    name: { ru: 'Кибербаскетбол', en: 'Cyber Basketball' },
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
    name: { ru: 'Россия', en: 'Russia' },
    cities: [
      { ru: 'Москва', en: 'Moscow' },
      { ru: 'Казань', en: 'Kazan' },
      { ru: 'Самара', en: 'Samara' },
      { ru: 'Ярославль', en: 'Yaroslavl' },
      { ru: 'Омск', en: 'Omsk' },
      { ru: 'Уфа', en: 'Ufa' },
      { ru: 'Тула', en: 'Tula' },
      { ru: 'Пермь', en: 'Perm' },
      { ru: 'Сочи', en: 'Sochi' },
      { ru: 'Воронеж', en: 'Voronezh' },
    ],
  },
  {
    id: countryIdFromCode('gb'),
    iso: 'gb',
    name: { ru: 'Англия', en: 'England' },
    cities: [
      { ru: 'Брайтон', en: 'Brighton' },
      { ru: 'Лестер', en: 'Leicester' },
      { ru: 'Бристоль', en: 'Bristol' },
      { ru: 'Ковентри', en: 'Coventry' },
      { ru: 'Дерби', en: 'Derby' },
      { ru: 'Норидж', en: 'Norwich' },
      { ru: 'Плимут', en: 'Plymouth' },
      { ru: 'Ипсвич', en: 'Ipswich' },
      { ru: 'Рединг', en: 'Reading' },
      { ru: 'Йорк', en: 'York' },
    ],
  },
  {
    id: countryIdFromCode('es'),
    iso: 'es',
    name: { ru: 'Испания', en: 'Spain' },
    cities: [
      { ru: 'Валенсия', en: 'Valencia' },
      { ru: 'Севилья', en: 'Sevilla' },
      { ru: 'Малага', en: 'Malaga' },
      { ru: 'Сарагоса', en: 'Zaragoza' },
      { ru: 'Мурсия', en: 'Murcia' },
      { ru: 'Бильбао', en: 'Bilbao' },
      { ru: 'Аликанте', en: 'Alicante' },
      { ru: 'Гранада', en: 'Granada' },
    ],
  },
  {
    id: countryIdFromCode('de'),
    iso: 'de',
    name: { ru: 'Германия', en: 'Germany' },
    cities: [
      { ru: 'Мюнхен', en: 'Munich' },
      { ru: 'Гамбург', en: 'Hamburg' },
      { ru: 'Кёльн', en: 'Cologne' },
      { ru: 'Дрезден', en: 'Dresden' },
      { ru: 'Лейпциг', en: 'Leipzig' },
      { ru: 'Ганновер', en: 'Hanover' },
      { ru: 'Бремен', en: 'Bremen' },
      { ru: 'Нюрнберг', en: 'Nuremberg' },
    ],
  },
  {
    id: countryIdFromCode('us'),
    iso: 'us',
    name: { ru: 'США', en: 'USA' },
    cities: [
      { ru: 'Бостон', en: 'Boston' },
      { ru: 'Чикаго', en: 'Chicago' },
      { ru: 'Денвер', en: 'Denver' },
      { ru: 'Даллас', en: 'Dallas' },
      { ru: 'Финикс', en: 'Phoenix' },
      { ru: 'Сиэтл', en: 'Seattle' },
      { ru: 'Атланта', en: 'Atlanta' },
      { ru: 'Портленд', en: 'Portland' },
    ],
  },
  {
    id: countryIdFromCode('it'),
    iso: 'it',
    name: { ru: 'Италия', en: 'Italy' },
    cities: [
      { ru: 'Турин', en: 'Turin' },
      { ru: 'Генуя', en: 'Genoa' },
      { ru: 'Болонья', en: 'Bologna' },
      { ru: 'Верона', en: 'Verona' },
      { ru: 'Парма', en: 'Parma' },
      { ru: 'Модена', en: 'Modena' },
      { ru: 'Перуджа', en: 'Perugia' },
      { ru: 'Бари', en: 'Bari' },
    ],
  },
  { id: 0, iso: 'world', name: { ru: 'Мир', en: 'World' }, cities: [] },
];

/** Club name patterns per country: the city goes where `{}` is. */
const clubPatterns: Record<string, Name[]> = {
  ru: [
    { ru: 'Динамо {}', en: 'Dynamo {}' },
    { ru: 'Торпедо {}', en: 'Torpedo {}' },
    { ru: 'Спартак {}', en: 'Spartak {}' },
    { ru: 'Локомотив {}', en: 'Lokomotiv {}' },
    { ru: 'Металлург {}', en: 'Metallurg {}' },
    { ru: 'Сокол {}', en: 'Sokol {}' },
  ],
  gb: [
    { ru: '{} Юнайтед', en: '{} United' },
    { ru: '{} Сити', en: '{} City' },
    { ru: '{} Роверс', en: '{} Rovers' },
    { ru: '{} Атлетик', en: '{} Athletic' },
    { ru: '{} Таун', en: '{} Town' },
  ],
  es: [
    { ru: 'Реал {}', en: 'Real {}' },
    { ru: 'Атлетико {}', en: 'Atletico {}' },
    { ru: 'Депортиво {}', en: 'Deportivo {}' },
    { ru: 'Расинг {}', en: 'Racing {}' },
  ],
  de: [
    { ru: 'Боруссия {}', en: 'Borussia {}' },
    { ru: 'Айнтрахт {}', en: 'Eintracht {}' },
    { ru: 'Фортуна {}', en: 'Fortuna {}' },
    { ru: 'Виктория {}', en: 'Viktoria {}' },
  ],
  us: [
    { ru: '{} Хокс', en: '{} Hawks' },
    { ru: '{} Иглз', en: '{} Eagles' },
    { ru: '{} Кингз', en: '{} Kings' },
    { ru: '{} Рэйнджерс', en: '{} Rangers' },
    { ru: '{} Стормз', en: '{} Storms' },
  ],
  it: [
    { ru: 'Спортинг {}', en: 'Sporting {}' },
    { ru: 'Олимпия {}', en: 'Olimpia {}' },
    { ru: 'Юнион {}', en: 'Union {}' },
    { ru: 'Аудаче {}', en: 'Audace {}' },
  ],
};

export function clubName(countryIso: string, city: Name, variant: number): Name {
  const patterns = clubPatterns[countryIso] ?? clubPatterns.gb ?? [];
  const p = patterns[variant % patterns.length] ?? { ru: '{}', en: '{}' };
  return { ru: p.ru.replace('{}', city.ru), en: p.en.replace('{}', city.en) };
}

/** Player names for individual sports: first name, surname (en, ru). Shown as "Surname F." like scoreboards. */
export const firstNames: readonly Name[] = [
  { ru: 'Иван', en: 'Ivan' },
  { ru: 'Даниэль', en: 'Daniel' },
  { ru: 'Лукас', en: 'Lucas' },
  { ru: 'Марко', en: 'Marco' },
  { ru: 'Томас', en: 'Thomas' },
  { ru: 'Андрей', en: 'Andrey' },
  { ru: 'Хуан', en: 'Juan' },
  { ru: 'Николас', en: 'Nicolas' },
  { ru: 'Алекс', en: 'Alex' },
  { ru: 'Павел', en: 'Pavel' },
  { ru: 'Кристиан', en: 'Christian' },
  { ru: 'Феликс', en: 'Felix' },
];

export const surnames: readonly Name[] = [
  { ru: 'Петров', en: 'Petrov' },
  { ru: 'Беккер', en: 'Becker' },
  { ru: 'Мартен', en: 'Martin' },
  { ru: 'Росси', en: 'Rossi' },
  { ru: 'Гарсия', en: 'Garcia' },
  { ru: 'Новак', en: 'Novak' },
  { ru: 'Андерсон', en: 'Anderson' },
  { ru: 'Кузнецов', en: 'Kuznetsov' },
  { ru: 'Шмидт', en: 'Schmidt' },
  { ru: 'Лопес', en: 'Lopez' },
  { ru: 'Бьянки', en: 'Bianchi' },
  { ru: 'Халл', en: 'Hall' },
  { ru: 'Морозов', en: 'Morozov' },
  { ru: 'Фернандес', en: 'Fernandez' },
  { ru: 'Вебер', en: 'Weber' },
  { ru: 'Ковач', en: 'Kovac' },
];

/** Esports organisations and player nicknames are Latin in both languages, as in the real scene. */
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
    { country: 'gb', name: { ru: 'Англия. Премьер-лига', en: 'England. Premier League' }, tier: 1 },
    { country: 'es', name: { ru: 'Испания. Примера', en: 'Spain. Primera' }, tier: 1 },
    { country: 'de', name: { ru: 'Германия. Бундеслига', en: 'Germany. Bundesliga' }, tier: 1 },
    { country: 'it', name: { ru: 'Италия. Серия A', en: 'Italy. Serie A' }, tier: 1 },
    { country: 'ru', name: { ru: 'Россия. Премьер-лига', en: 'Russia. Premier League' }, tier: 1 },
    { country: 'gb', name: { ru: 'Англия. Чемпионшип', en: 'England. Championship' }, tier: 2 },
  ],
  2: [
    { country: 'ru', name: { ru: 'КХЛ', en: 'KHL' }, tier: 1 },
    { country: 'us', name: { ru: 'США. Хоккейная лига', en: 'USA. Hockey League' }, tier: 1 },
    { country: 'de', name: { ru: 'Германия. DEL', en: 'Germany. DEL' }, tier: 2 },
  ],
  3: [
    { country: 'us', name: { ru: 'США. Баскетбольная лига', en: 'USA. Basketball League' }, tier: 1 },
    { country: 'es', name: { ru: 'Испания. Лига ACB', en: 'Spain. Liga ACB' }, tier: 1 },
    { country: 'ru', name: { ru: 'Единая лига ВТБ', en: 'VTB United League' }, tier: 2 },
  ],
  4: [
    { country: 'world', name: { ru: 'ATP. Открытый турнир', en: 'ATP. Open' }, tier: 1 },
    { country: 'world', name: { ru: 'WTA. Кубок Средиземноморья', en: 'WTA. Mediterranean Cup' }, tier: 1 },
    { country: 'world', name: { ru: 'ITF. Турнир серии Челленджер', en: 'ITF. Challenger' }, tier: 2 },
  ],
  6: [
    { country: 'ru', name: { ru: 'Россия. Суперлига', en: 'Russia. Superleague' }, tier: 1 },
    { country: 'it', name: { ru: 'Италия. Серия A1', en: 'Italy. Serie A1' }, tier: 1 },
  ],
  10: [
    { country: 'world', name: { ru: 'Лига Про', en: 'Pro League' }, tier: 1 },
    { country: 'world', name: { ru: 'Кубок Сетка', en: 'Setka Cup' }, tier: 2 },
  ],
  85: [
    { country: 'world', name: { ru: 'Кибер Лига. 2x6 минут', en: 'Cyber League. 2x6 minutes' }, tier: 1 },
    { country: 'world', name: { ru: 'Кибер Кубок Европы. 2x6 минут', en: 'Cyber Euro Cup. 2x6 minutes' }, tier: 2 },
  ],
  144: [
    {
      country: 'world',
      name: { ru: 'Кибер Хоккейная лига. 3x5 минут', en: 'Cyber Hockey League. 3x5 minutes' },
      tier: 1,
    },
  ],
  89: [
    {
      country: 'world',
      name: { ru: 'Кибер Баскетбольная лига. 4x5 минут', en: 'Cyber Basketball League. 4x5 minutes' },
      tier: 1,
    },
  ],
  40: [
    { country: 'world', name: { ru: 'CS2. Мастерс', en: 'CS2. Masters' }, tier: 1, discipline: 'cs2' },
    { country: 'world', name: { ru: 'CS2. Про Лига', en: 'CS2. Pro League' }, tier: 2, discipline: 'cs2' },
    {
      country: 'world',
      name: { ru: 'Dota 2. Интернешнл квалификация', en: 'Dota 2. International Qualifier' },
      tier: 1,
      discipline: 'dota',
    },
    { country: 'world', name: { ru: 'Dota 2. Лига', en: 'Dota 2. League' }, tier: 2, discipline: 'dota' },
  ],
};
