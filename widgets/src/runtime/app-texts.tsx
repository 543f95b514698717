/**
 * Texts of the account screens (registration, sign-in, office) from the translation dictionaries of the SDK
 * (sdk/src/i18n/dictionaries/<lang>/app.json, validation.json, errors.json), loaded at run time through the
 * translation API of the widget's origin. Nothing is bundled: a screen waits for its texts (at most
 * APP_TEXTS_WAIT_MS), then shows keys as they are, so a missing key is visible rather than silently English.
 */
import { createTranslationLoader, type TranslationLoader } from '@betframe/sdk/i18n';
import { fetchThrough } from '@betframe/sdk/request';
import { useEffect, useState } from 'react';
import { useRuntime } from './context';
import { httpFor } from './http';

export const APP_TEXTS_WAIT_MS = 5000;

export type AppT = (key: string, values?: Record<string, string | number>) => string;

const loaders = new Map<string, TranslationLoader>();
const loaded = new Map<string, Record<string, string>>();

function loaderFor(origin: string, cdn: string): TranslationLoader {
  const key = `${origin} ${cdn}`;
  let loader = loaders.get(key);
  if (!loader) {
    loader = createTranslationLoader({ fetch: fetchThrough(httpFor(origin)), apiBase: origin, cdn });
    loaders.set(key, loader);
  }
  return loader;
}

/** Resolves with the messages of `lang` (empty when they could not load in time). */
export async function loadAppTexts(origin: string, cdn: string, lang: string): Promise<Record<string, string>> {
  const cacheKey = `${origin} ${cdn} ${lang}`;
  const hit = loaded.get(cacheKey);
  if (hit) return hit;
  const timeout = new Promise<Record<string, string>>((resolve) => setTimeout(() => resolve({}), APP_TEXTS_WAIT_MS));
  const load = loaderFor(origin, cdn)
    .load(lang)
    .then((result) => (result.status === 'loaded' ? result.messages : {}));
  const messages = await Promise.race([load, timeout]);
  if (Object.keys(messages).length > 0) loaded.set(cacheKey, messages);
  return messages;
}

export function appTranslate(messages: Record<string, string>): AppT {
  return (key, values = {}) => {
    const text = messages[key];
    return text === undefined
      ? key
      : text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(values[name] ?? whole));
  };
}

/** `t` of the account screens, or null while the texts load. */
export function useAppT(): AppT | null {
  const { origin, config, options } = useRuntime();
  const cdn = config.cdn.main || origin;
  const [messages, setMessages] = useState<Record<string, string> | null>(
    () => loaded.get(`${origin} ${cdn} ${options.lang}`) ?? null,
  );
  useEffect(() => {
    let live = true;
    loadAppTexts(origin, cdn, options.lang).then((next) => {
      if (live) setMessages(next);
    });
    return () => {
      live = false;
    };
  }, [origin, cdn, options.lang]);
  return messages ? appTranslate(messages) : null;
}
