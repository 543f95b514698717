/**
 * The simulated world's places and people: countries with their cities, club names built from a city, player
 * names, esports teams and nicknames (catalogue.ts holds the sports and championships). Cities, clubs and players
 * are transliterated from their Russian spelling (names.ts); esports names are Latin in every language.
 */
import { countryIdFromCode } from '@betframe/sdk/dictionaries';
import { combine, type Name, sameInAll, transliterated as tr } from './names';

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
