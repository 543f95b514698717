/** The frame's texts: its `t()`, how they load, and the React context the views read them from. */
export { TranslateContext, useT, useTranslations } from './context';
export {
  type LoadedTranslations,
  type LoadTranslationsOptions,
  loadTranslations,
  TRANSLATION_WAIT_MS,
  translationsFor,
} from './load';
export { createTranslate, englishTranslate, type Translate, type TranslateParams } from './translate';
