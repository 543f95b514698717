/**
 * The frame's `t()`: the SDK's `createTranslate` (one flat dictionary, `{{name}}` interpolation) over the
 * statistics dictionary, falling back to the bundled English text; its keys are the English dictionary's, so a
 * text the dictionary lacks does not compile. Deliberately not i18next: the frame shows one dictionary and needs
 * no plurals or nesting, and i18next would be most of its script.
 */
import {
  createTranslate as createTextsTranslate,
  STATISTICS_FALLBACK_MESSAGES,
  type StatisticsMessageKey,
  type Texts,
  type Translate as TextsTranslate,
  type TextValues,
} from '@betframe/sdk/i18n';

export type TranslateParams = TextValues;
export type Translate = TextsTranslate<StatisticsMessageKey>;

export function createTranslate(messages: Texts): Translate {
  return createTextsTranslate<StatisticsMessageKey>(messages, STATISTICS_FALLBACK_MESSAGES);
}

/** English only: before or without a loaded dictionary. */
export const englishTranslate: Translate = createTranslate({});
