/**
 * The widgets' texts — the one way for every widget screen: `useTexts()` gives a screen its `t` once its
 * language's dictionaries (sdk/src/i18n/dictionaries/<lang>/*.json) have loaded through the translation API of
 * the widget's origin, or null while they load. Nothing is bundled: a screen waits at most TEXTS_WAIT_MS, then
 * shows keys as they are, so a missing key is visible rather than silently English. One loader per origin and
 * CDN over the request layer, shared by every widget of the page (keys are unique across dictionaries); a
 * language once loaded is kept, so the next screen paints at once.
 *
 * Imported directly (`../runtime/use-texts`), not through the runtime's index, so a widget without translated
 * screens (the casino shell) does not carry the loader and the request layer.
 */
import {
  createTranslate,
  createTranslationLoader,
  loadedTexts,
  loadTexts,
  type Translate,
  type TranslationLoader,
} from '@betframe/sdk/i18n';
import { createHttpClient, type HttpClient } from '@betframe/sdk/request';
import { useEffect, useState } from 'react';
import { useRuntime } from './context';

export const TEXTS_WAIT_MS = 5000;

export type { Translate };

let http: HttpClient | undefined;
const loaders = new Map<string, TranslationLoader>();

function loaderFor(origin: string, cdn: string): TranslationLoader {
  const key = `${origin} ${cdn}`;
  let loader = loaders.get(key);
  if (!loader) {
    http ??= createHttpClient();
    loader = createTranslationLoader({ http, apiBase: origin, cdn });
    loaders.set(key, loader);
  }
  return loader;
}

/** `t` of the widget's language, or null while its texts load. */
export function useTexts(): Translate | null {
  const { origin, config, options } = useRuntime();
  const loader = loaderFor(origin, config.cdn.main || origin);
  const [texts, setTexts] = useState(() => loadedTexts(loader, options.lang));
  const [settled, setSettled] = useState(texts !== undefined);
  useEffect(() => {
    let live = true;
    loadTexts(loader, options.lang, TEXTS_WAIT_MS).then((next) => {
      if (!live) return;
      setTexts(next);
      setSettled(true);
    });
    return () => {
      live = false;
    };
  }, [loader, options.lang]);
  return settled ? createTranslate(texts ?? {}) : null;
}
