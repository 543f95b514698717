/**
 * Names of the simulated world in every site language (ru, en, kk, ar). Sports, championships, countries,
 * markets, outcomes and periods are translated by hand (catalogue.ts, market-names.ts, `periodName` here); names
 * built from parts (clubs, cities, players) are transliterated from their Russian spelling by `transliterated`,
 * because Russian spelling is close to how a name sounds: Kazakh keeps the Cyrillic, Arabic gets Arabic letters.
 */

export const nameLanguages = ['ru', 'en', 'kk', 'ar'] as const;
export type Lang = (typeof nameLanguages)[number];

export type Name = Record<Lang, string>;

const isLang = (lang: string): lang is Lang => (nameLanguages as readonly string[]).includes(lang);

/** The name in the request's language; a language the world has no names in reads English. */
export function nameIn(name: Name, lang: string): string {
  return name[isLang(lang) ? lang : 'en'];
}

/** Cyrillic letters in Arabic script, inside a word; a word's first vowel takes its initial form below. */
const arabicLetters: Record<string, string> = {
  а: 'ا',
  б: 'ب',
  в: 'ف',
  г: 'غ',
  д: 'د',
  е: 'ي',
  ё: 'يو',
  ж: 'ج',
  з: 'ز',
  и: 'ي',
  й: 'ي',
  к: 'ك',
  л: 'ل',
  м: 'م',
  н: 'ن',
  о: 'و',
  п: 'ب',
  р: 'ر',
  с: 'س',
  т: 'ت',
  у: 'و',
  ф: 'ف',
  х: 'خ',
  ц: 'تس',
  ч: 'تش',
  ш: 'ش',
  щ: 'شت',
  ъ: '',
  ы: 'ي',
  ь: '',
  э: 'ي',
  ю: 'يو',
  я: 'يا',
};

const wordInitial: Record<string, string> = {
  а: 'أ',
  о: 'أو',
  у: 'أو',
  и: 'إي',
  э: 'إي',
  е: 'ي',
  ё: 'يو',
  ю: 'يو',
  я: 'يا',
};

/**
 * A Russian-spelled name in Arabic letters, deterministically: letter by letter, a sound the previous letter
 * already wrote written once (a doubled consonant takes a shadda in Arabic, which names usually omit), anything
 * not Cyrillic (digits, Latin, punctuation) kept as it is.
 */
export function toArabicScript(russian: string): string {
  let out = '';
  let previous = '';
  for (const char of russian) {
    const lower = char.toLocaleLowerCase('ru');
    const mapped = arabicLetters[lower];
    if (mapped === undefined) {
      out += char;
      previous = '';
      continue;
    }
    const atWordStart = previous === '';
    previous = lower;
    if (atWordStart) out += wordInitial[lower] ?? mapped;
    // A letter the last one already wrote (кк, ей, ия) is written once.
    else out += mapped !== '' && out.endsWith(mapped[0] ?? '') ? mapped.slice(1) : mapped;
  }
  return out;
}

/** A name that is transliterated, not translated: Kazakh writes it as Russian does, Arabic in Arabic letters. */
export function transliterated(ru: string, en: string): Name {
  return { ru, en, kk: ru, ar: toArabicScript(ru) };
}

/** The same string in every language (Latin esports organisations and nicknames, as in the real scene). */
export function sameInAll(text: string): Name {
  return { ru: text, en: text, kk: text, ar: text };
}

/** Each language's name built from the parts' names in that language. */
export function combine(parts: readonly Name[], join: (parts: string[], lang: Lang) => string): Name {
  const of = (lang: Lang) =>
    join(
      parts.map((p) => p[lang]),
      lang,
    );
  return { ru: of('ru'), en: of('en'), kk: of('kk'), ar: of('ar') };
}

/** What a sport's period is called, for "1st half", "2nd set"… */
export type PeriodWord = 'half' | 'period' | 'quarter' | 'set' | 'map' | 'round' | 'innings' | 'heat';

const periodWords: Record<
  PeriodWord,
  { ru: string; ruGender: 'm' | 'f'; en: string; kk: string; ar: string; arFeminine: boolean }
> = {
  half: { ru: 'тайм', ruGender: 'm', en: 'half', kk: 'тайм', ar: 'الشوط', arFeminine: false },
  period: { ru: 'период', ruGender: 'm', en: 'period', kk: 'кезең', ar: 'الفترة', arFeminine: true },
  quarter: { ru: 'четверть', ruGender: 'f', en: 'quarter', kk: 'ширек', ar: 'الربع', arFeminine: false },
  set: { ru: 'сет', ruGender: 'm', en: 'set', kk: 'сет', ar: 'المجموعة', arFeminine: true },
  map: { ru: 'карта', ruGender: 'f', en: 'map', kk: 'карта', ar: 'الخريطة', arFeminine: true },
  round: { ru: 'раунд', ruGender: 'm', en: 'round', kk: 'раунд', ar: 'الجولة', arFeminine: true },
  innings: { ru: 'иннингс', ruGender: 'm', en: 'innings', kk: 'иннингс', ar: 'الشوط', arFeminine: false },
  heat: { ru: 'заезд', ruGender: 'm', en: 'heat', kk: 'заезд', ar: 'السباق', arFeminine: false },
};

const arOrdinals = ['الأول', 'الثاني', 'الثالث', 'الرابع', 'الخامس', 'السادس', 'السابع', 'الثامن', 'التاسع', 'العاشر'];
const arOrdinalsFeminine = [
  'الأولى',
  'الثانية',
  'الثالثة',
  'الرابعة',
  'الخامسة',
  'السادسة',
  'السابعة',
  'الثامنة',
  'التاسعة',
  'العاشرة',
];

/** The Kazakh ordinal ending after a number: the vowel follows the last word of the number as said. */
function kazakhOrdinal(n: number): string {
  const back = new Set([6, 9, 10, 20, 30, 40, 60, 90]);
  const last = n % 10;
  const tens = n % 100;
  const hard = last !== 0 ? back.has(last) : back.has(tens === 0 ? 100 : tens);
  return `${n}-${hard ? 'шы' : 'ші'}`;
}

/** "1st half" in every language (a map is "Map 1" in English, as esports scoreboards say). */
export function periodName(word: PeriodWord, n: number): Name {
  const w = periodWords[word];
  const enSuffix =
    n % 10 === 1 && n % 100 !== 11
      ? 'st'
      : n % 10 === 2 && n % 100 !== 12
        ? 'nd'
        : n % 10 === 3 && n % 100 !== 13
          ? 'rd'
          : 'th';
  const arList = w.arFeminine ? arOrdinalsFeminine : arOrdinals;
  return {
    ru: `${n}-${w.ruGender === 'f' ? 'я' : 'й'} ${w.ru}`,
    en: word === 'map' ? `Map ${n}` : `${n}${enSuffix} ${w.en}`,
    kk: `${kazakhOrdinal(n)} ${w.kk}`,
    ar: `${w.ar} ${arList[n - 1] ?? n}`,
  };
}

/** Overtime, the basketball period after the fourth quarter. */
export const overtime: Name = { ru: 'Овертайм', en: 'Overtime', kk: 'Овертайм', ar: 'الوقت الإضافي' };
