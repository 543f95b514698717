/**
 * The frame's `t()`: a lookup in one flat dictionary with `{{name}}` interpolation (the syntax of the
 * dictionary sources), falling back to the bundled English text. Deliberately not i18next: the frame shows
 * one dictionary and needs no plurals or nesting, and i18next would be most of its script.
 */
import { STATISTICS_FALLBACK_MESSAGES, type StatisticsMessageKey } from '@betframe/sdk/i18n';

export type TranslateParams = Readonly<Record<string, string | number>>;
export type Translate = (key: StatisticsMessageKey, params?: TranslateParams) => string;

export function interpolate(text: string, params: TranslateParams | undefined): string {
  if (!params) return text;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

export function createTranslate(messages: Readonly<Record<string, string>>): Translate {
  return (key, params) => interpolate(messages[key] || STATISTICS_FALLBACK_MESSAGES[key] || key, params);
}

/** English only: before or without a loaded dictionary. */
export const englishTranslate: Translate = createTranslate({});
