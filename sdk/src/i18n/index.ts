/**
 * Translations (i18next over the translation API of SPEC §7), the dictionary sources and their catalogue,
 * languages and text direction. Formatting helpers: ../format.
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
export { renderMessage } from './render-message';
export { STATISTICS_FALLBACK_MESSAGES, type StatisticsMessageKey } from './statistics-fallback';
export {
  APP_DICTIONARY_TTL_MS,
  createTranslationLoader,
  type FetchLike,
  TRANSLATION_TTL_MS,
  type TranslationLoad,
  type TranslationLoader,
  type TranslationLoaderOptions,
} from './translation-loader';
