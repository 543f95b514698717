/**
 * The translation catalogue the server serves through the translation API (SPEC §7): for each language, each
 * dictionary id with its CDN path (`<lang>/<name>.<contenthash>.json`) and its messages. The sources are the
 * JSON files under ./dictionaries/<lang>/<name>.json. Node-safe and browser-safe (plain JSON imports); no
 * runtime bundle pays for it unless it calls `translationCatalogue`.
 */

import { contentHash } from './content-hash';
import arApp from './dictionaries/ar/app.json';
import arErrors from './dictionaries/ar/errors.json';
import arSports from './dictionaries/ar/sports.json';
import arStatistics from './dictionaries/ar/statistics.json';
import arValidation from './dictionaries/ar/validation.json';
import enApp from './dictionaries/en/app.json';
import enErrors from './dictionaries/en/errors.json';
import enSports from './dictionaries/en/sports.json';
import enStatistics from './dictionaries/en/statistics.json';
import enValidation from './dictionaries/en/validation.json';
import kkApp from './dictionaries/kk/app.json';
import kkErrors from './dictionaries/kk/errors.json';
import kkSports from './dictionaries/kk/sports.json';
import kkStatistics from './dictionaries/kk/statistics.json';
import kkValidation from './dictionaries/kk/validation.json';
import ruApp from './dictionaries/ru/app.json';
import ruErrors from './dictionaries/ru/errors.json';
import ruSports from './dictionaries/ru/sports.json';
import ruStatistics from './dictionaries/ru/statistics.json';
import ruValidation from './dictionaries/ru/validation.json';
import { DICTIONARIES, type DictionaryName } from './dictionary-ids';
import type { SupportedLanguage } from './languages';

export type Messages = Readonly<Record<string, string>>;

const SOURCES: Readonly<Record<SupportedLanguage, Readonly<Record<DictionaryName, Messages>>>> = {
  ru: { app: ruApp, validation: ruValidation, errors: ruErrors, sports: ruSports, statistics: ruStatistics },
  en: { app: enApp, validation: enValidation, errors: enErrors, sports: enSports, statistics: enStatistics },
  kk: { app: kkApp, validation: kkValidation, errors: kkErrors, sports: kkSports, statistics: kkStatistics },
  ar: { app: arApp, validation: arValidation, errors: arErrors, sports: arSports, statistics: arStatistics },
};

export interface CatalogueDictionary {
  readonly name: DictionaryName;
  /** Relative to `{cdn}/genfiles/web-app-v2/`. */
  readonly path: string;
  readonly messages: Messages;
}

/** language → dictionary id → dictionary. */
export type TranslationCatalogue = Readonly<Record<string, Readonly<Record<number, CatalogueDictionary>>>>;

let built: TranslationCatalogue | undefined;

export function translationCatalogue(): TranslationCatalogue {
  if (built) return built;
  const catalogue: Record<string, Record<number, CatalogueDictionary>> = {};
  for (const [lang, dictionaries] of Object.entries(SOURCES)) {
    const byId: Record<number, CatalogueDictionary> = {};
    for (const { id, name } of DICTIONARIES) {
      const messages = dictionaries[name];
      byId[id] = { name, path: `${lang}/${name}.${contentHash(JSON.stringify(messages))}.json`, messages };
    }
    catalogue[lang] = byId;
  }
  built = catalogue;
  return built;
}

/** The `dictionaryMap` of `GET /translation-api/by-lang/{lang}`: dictionary id → path. */
export function dictionaryMap(lang: string): Record<string, string> | undefined {
  const dictionaries = translationCatalogue()[lang];
  if (!dictionaries) return undefined;
  return Object.fromEntries(Object.entries(dictionaries).map(([id, dictionary]) => [id, dictionary.path]));
}

/** The messages behind a path of the map (what `GET {cdn}/genfiles/web-app-v2/{path}` returns). */
export function dictionaryByPath(path: string): Messages | undefined {
  const lang = path.split('/')[0] ?? '';
  const dictionaries = translationCatalogue()[lang];
  if (!dictionaries) return undefined;
  return Object.values(dictionaries).find((dictionary) => dictionary.path === path)?.messages;
}
