/**
 * Texts the server itself sends to players (bet type names, mails) in ru, en, kk or ar. They come from the same
 * catalogue the translation API serves (sdk/src/i18n/dictionaries/<lang>/*.json) through the SDK's i18next set-up
 * (`createI18n`), so a text is written once, in four languages, and the server and the widgets say the same
 * words. A language the catalogue does not have falls back to English, as in the browser.
 */
import { createI18n, FALLBACK_LANGUAGE, translationCatalogue } from '@betframe/sdk/i18n';
import type { Context } from 'hono';

/** `t(key, params)`: the text of `key` with its `{{name}}` parameters filled in. */
export type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string;

/** language → { translation: every dictionary's messages } (the dictionaries share one namespace). */
function resources(): Record<string, { translation: Record<string, string> }> {
  return Object.fromEntries(
    Object.entries(translationCatalogue()).map(([lang, dictionaries]) => [
      lang,
      { translation: Object.assign({}, ...Object.values(dictionaries).map((d) => d.messages)) },
    ]),
  );
}

let texts: ReturnType<typeof createI18n> | undefined;

/** The texts of one language (the instance is built once per process). */
export async function textsIn(lang: string): Promise<Translate> {
  texts ??= createI18n({ lang: FALLBACK_LANGUAGE, bundled: resources() });
  const t = (await texts).getFixedT(lang);
  return (key, params) => (params ? t(key, { ...params }) : t(key));
}

/**
 * The texts of the language a request asks for with `?lng=` (as the LiveBet calls take it), else `fallback`.
 * The account and office calls send none today, so their messages stay in the fallback (English).
 */
export function textsOf(c: Context, fallback: string): Promise<Translate> {
  return textsIn(c.req.query('lng') ?? fallback);
}
