/**
 * The widget options of CONTRACTS §2 that shape every widget of a page — `partner`, `group`, `lang`, `country`,
 * `currency`, `theme` — and the one schema that parses and defaults them. It is applied once on each path a widget
 * is mounted by:
 * - iframe: the host chunk puts what the partner gave in the frame URL (`widgetOptionsQuery`, nothing defaulted);
 *   the server parses that query with `frameQuerySchema` (these rules, numbers read from text) and writes the
 *   result into the frame page, where the frame runtime trusts it after `frameConfigSchema` (./frame-page.ts);
 * - inline: the host chunk hands what the partner gave (`pickWidgetOptions`) to the runtime's `mountInline`,
 *   which parses it with `widgetOptionsSchema`.
 * The one default the schema cannot know is the language: the site configuration's `defaultLanguage`, applied by
 * `resolveWidgetOptions` when the widget mounts (the server applies the same to the frame page's `lang`).
 */
import * as z from 'zod/mini';
import { textDirection } from '../i18n/languages';

export { pickWidgetOptions, type WidgetOptionKey, widgetOptionKeys, widgetOptionsQuery } from './widget-option-keys';

const positiveInt = (fromText: boolean) => (fromText ? z.coerce.number() : z.number()).check(z.int(), z.minimum(1));

function optionFields(fromText: boolean) {
  return {
    /** The operator's partner id (SPEC §1); 1 when absent. */
    partner: z._default(positiveInt(fromText), 1),
    group: z.optional(positiveInt(fromText)),
    lang: z.optional(z.string().check(z.regex(/^[a-z]{2}([-_][A-Za-z]{2})?$/))),
    country: z.optional(z.string().check(z.regex(/^[A-Za-z]{2}$/))),
    currency: z.optional(z.string().check(z.regex(/^[A-Z]{3}$/))),
    theme: z._default(z.enum(['light', 'dark']), 'light'),
  };
}

export const widgetOptionFields = optionFields(false);
/** The same rules for the options as a URL query carries them (numbers as text). */
export const widgetOptionQueryFields = optionFields(true);

export const widgetOptionsSchema = z.object(widgetOptionFields);
/** What a partner may give (`Betframe.init`): every option optional. */
export type WidgetOptionsInput = z.input<typeof widgetOptionsSchema>;
/** Parsed and defaulted, before the site configuration is known (`lang` may still be absent). */
export type ParsedWidgetOptions = z.output<typeof widgetOptionsSchema>;

/** What a widget renders with: every option settled, and the text direction of its language. */
export interface WidgetOptions extends ParsedWidgetOptions {
  lang: string;
  dir: 'ltr' | 'rtl';
}

export function resolveWidgetOptions(options: ParsedWidgetOptions, defaultLanguage: string): WidgetOptions {
  const lang = options.lang ?? defaultLanguage;
  return { ...options, lang, dir: textDirection(lang) };
}
