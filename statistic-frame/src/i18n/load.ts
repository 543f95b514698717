/**
 * Fetches the statistics dictionary of a language the SDK's way (SPEC §7: the translation API's map, then the one
 * dictionary the frame needs from `/genfiles/web-app-v2/`, through the request layer; `loadTexts` waits at most
 * TRANSLATION_WAIT_MS). English is bundled and never fetched. A failed, empty or slow load resolves to English:
 * the frame is never blank.
 */
import { createTranslationLoader, loadTexts, STATISTICS_DICTIONARY_ID } from '@betframe/sdk/i18n';
import { createHttpClient, type HttpClient } from '@betframe/sdk/request';
import { createTranslate, englishTranslate, type Translate } from './translate';

/** Past this the frame stops waiting for its texts and shows English. */
export const TRANSLATION_WAIT_MS = 3000;

export interface LoadTranslationsOptions {
  /** The request-layer client (default: one per load, so a retry after a fallback asks the server again). */
  http?: HttpClient;
  /** Origin of the translation API and the dictionaries ('' = the frame's own origin). */
  base?: string;
  waitMs?: number;
  onError?: (error: unknown, url: string) => void;
}

export interface LoadedTranslations {
  lang: string;
  t: Translate;
  /** `loaded` when the language's own texts are shown, `fallback` when English stands in. */
  source: 'loaded' | 'fallback' | 'bundled';
}

export function loadTranslations(lang: string, options: LoadTranslationsOptions = {}): Promise<LoadedTranslations> {
  if (lang === 'en') return Promise.resolve({ lang, t: englishTranslate, source: 'bundled' });
  const waitMs = options.waitMs ?? TRANSLATION_WAIT_MS;
  const loader = createTranslationLoader({
    http: options.http ?? createHttpClient(),
    apiBase: options.base ?? '',
    cdn: options.base ?? '',
    dictionaries: [STATISTICS_DICTIONARY_ID],
    timeout: waitMs,
    onError: options.onError ?? ((error, url) => console.warn('statistics translations not loaded', url, error)),
  });
  return loadTexts(loader, lang, waitMs).then((messages) =>
    messages
      ? { lang, t: createTranslate(messages), source: 'loaded' }
      : { lang, t: englishTranslate, source: 'fallback' },
  );
}

const started = new Map<string, Promise<LoadedTranslations>>();

/** One load per language for the page's life (the main script starts it before the first render). */
export function translationsFor(lang: string): Promise<LoadedTranslations> {
  let pending = started.get(lang);
  if (!pending) {
    pending = loadTranslations(lang);
    started.set(lang, pending);
    // A fallback is not kept: the next visit to this language tries again.
    pending.then((loaded) => {
      if (loaded.source === 'fallback') started.delete(lang);
    });
  }
  return pending;
}
