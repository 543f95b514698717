/**
 * Loads a language's dictionaries the way the translation API is laid out (SPEC §7):
 * `GET {apiBase}/translation-api/by-lang/{lang}` → `data.attributes.dictionaryMap`, a JSON *string* of
 * dictionary id → path; then every dictionary from `{cdn}/genfiles/web-app-v2/{path}`.
 * Every call goes through the request layer's client the caller hands in (`createHttpClient` of
 * `@betframe/sdk/request`: its fetch, clock, deduplication and result cache) — the loader never calls fetch
 * itself. Responses are cached 15 minutes, 24 hours for the app dictionary (SPEC §9). Failures are never cached
 * and never thrown: the caller gets `not-loaded` and falls back (SPEC §8 — translation load failures are only
 * logged; empty dictionaries count as not loaded).
 */
import * as z from 'zod/mini';
import type { HttpClient } from '../request';
import { APP_DICTIONARY_ID } from './dictionary-ids';

export const TRANSLATION_TTL_MS = 15 * 60 * 1000;
export const APP_DICTIONARY_TTL_MS = 24 * 60 * 60 * 1000;

const byLangResponse = z.object({
  data: z.object({ attributes: z.object({ dictionaryMap: z.string() }) }),
});
const dictionaryMapSchema = z.record(z.string(), z.string());
/** Dictionaries are flat key → text; anything that is not text is ignored rather than rejected. */
const dictionaryContent = z.record(z.string(), z.unknown());

export interface TranslationLoaderOptions {
  /** The request layer's client (type only here, so a bundle that never loads texts does not carry it). */
  readonly http: Pick<HttpClient, 'request' | 'clearCache'>;
  /** Base of the translation API ('' for same origin, or 'https://api.example'). */
  readonly apiBase: string;
  /** CDN base (SiteConfig cdn.main); dictionaries are at `{cdn}/genfiles/web-app-v2/{path}`. */
  readonly cdn: string;
  /** Per-request deadline in ms (none by default, SPEC §9). */
  readonly timeout?: number;
  /** Called for every failure (SPEC §8: only logged). */
  readonly onError?: (error: unknown, url: string) => void;
  /**
   * Only these dictionary ids of the map are fetched (default: all). A small bundle such as the statistics
   * frame needs one dictionary and should not download the others.
   */
  readonly dictionaries?: readonly number[];
}

export type TranslationLoad =
  | { readonly status: 'loaded'; readonly messages: Record<string, string>; readonly failedDictionaries: string[] }
  | { readonly status: 'not-loaded'; readonly reason: string };

export interface TranslationLoader {
  load(lang: string): Promise<TranslationLoad>;
  /** Empties the client's result cache (translations and anything else cached through the same client). */
  clear(): void;
}

function trimEnd(base: string): string {
  return base.replace(/\/+$/, '');
}

/** A failed call, thrown inside the loader and handed to `onError`. */
class TranslationCallError extends Error {
  constructor(readonly error: { readonly code: string; readonly message: string }) {
    super(error.message);
    this.name = 'TranslationCallError';
  }
}

export function createTranslationLoader(options: TranslationLoaderOptions): TranslationLoader {
  async function getJson<T>(url: string, schema: z.ZodMiniType<T>, ttl: number): Promise<T> {
    const result = await options.http.request({
      path: url,
      schema,
      cache: { ttl },
      ...(options.timeout ? { timeout: options.timeout } : {}),
    });
    if (result.error) throw new TranslationCallError(result.error);
    return result.data as T;
  }

  async function loadMap(lang: string): Promise<Record<string, string>> {
    const url = `${trimEnd(options.apiBase)}/translation-api/by-lang/${encodeURIComponent(lang)}`;
    const body = await getJson(url, byLangResponse, TRANSLATION_TTL_MS);
    return dictionaryMapSchema.parse(JSON.parse(body.data.attributes.dictionaryMap));
  }

  return {
    async load(lang) {
      let map: Record<string, string>;
      try {
        map = await loadMap(lang);
      } catch (error) {
        options.onError?.(error, `translation map ${lang}`);
        return { status: 'not-loaded', reason: error instanceof Error ? error.message : String(error) };
      }
      // Keys come from fetched files: a Map, so `__proto__` or `constructor` are keys like any other.
      const collected = new Map<string, string>();
      const failedDictionaries: string[] = [];
      // Ids ascend so a key defined twice resolves the same way on every load.
      const wanted = options.dictionaries;
      const ids = Object.keys(map)
        .filter((id) => !wanted || wanted.includes(Number(id)))
        .sort((a, b) => Number(a) - Number(b));
      const loaded = await Promise.all(
        ids.map(async (id) => {
          const url = `${trimEnd(options.cdn)}/genfiles/web-app-v2/${map[id]}`;
          const ttl = Number(id) === APP_DICTIONARY_ID ? APP_DICTIONARY_TTL_MS : TRANSLATION_TTL_MS;
          try {
            return await getJson(url, dictionaryContent, ttl);
          } catch (error) {
            options.onError?.(error, url);
            failedDictionaries.push(id);
            return {};
          }
        }),
      );
      for (const dictionary of loaded) {
        for (const [key, text] of Object.entries(dictionary)) if (typeof text === 'string') collected.set(key, text);
      }
      const messages: Record<string, string> = Object.fromEntries(collected);
      if (Object.keys(messages).length === 0) return { status: 'not-loaded', reason: 'empty dictionaries' };
      return { status: 'loaded', messages, failedDictionaries };
    },
    clear() {
      options.http.clearCache();
    },
  };
}
