/**
 * Translations over the translation API of SPEC §7 — the one way for every bundle: `createTranslationLoader`
 * (given the request layer's client), `loadTexts` (wait-limited, shared per page), `createTranslate` (lookup,
 * fallback, `{{name}}` interpolation); i18next (`createI18n`) where plurals are needed. The dictionary sources
 * and their catalogue, languages and text direction (the right-to-left list lives here only). Formatting: ../format.
 */
export {
  type CatalogueDictionary,
  dictionaryByPath,
  dictionaryMap,
  type Messages,
  type TranslationCatalogue,
  translationCatalogue,
} from './catalogue';
export { contentHash } from './content-hash';
export { type CreateI18nOptions, createI18n } from './create-i18n';
export { APP_DICTIONARY_ID, DICTIONARIES, type DictionaryName, STATISTICS_DICTIONARY_ID } from './dictionary-ids';
export { TranslationBackend } from './i18next-backend';
export {
  applyLanguageDirection,
  DEFAULT_REQUEST_LANGUAGE,
  FALLBACK_LANGUAGE,
  isRtl,
  isSupportedLanguage,
  RTL_LANGUAGES,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
  textDirection,
} from './languages';
export { loadedTexts, loadTexts } from './load-texts';
export { renderMessage } from './render-message';
export { STATISTICS_FALLBACK_MESSAGES, type StatisticsMessageKey } from './statistics-fallback';
export { createTranslate, interpolate, type Texts, type TextValues, type Translate } from './texts';
export {
  APP_DICTIONARY_TTL_MS,
  createTranslationLoader,
  TRANSLATION_TTL_MS,
  type TranslationLoad,
  type TranslationLoader,
  type TranslationLoaderOptions,
} from './translation-loader';
