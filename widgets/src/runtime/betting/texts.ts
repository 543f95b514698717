/**
 * The betting widgets' texts: the app dictionary of the SDK (sdk/src/i18n/dictionaries/<lang>/app.json, id 1),
 * loaded at run time through the translation API of the widget's origin — only that dictionary, cached per
 * language. While it loads the widget shows a placeholder; a dictionary that fails or takes longer than
 * TEXTS_WAIT_MS leaves the keys visible rather than guessing a language.
 */
import { APP_DICTIONARY_ID, createTranslationLoader } from '@betframe/sdk/i18n';
import { fetchThrough } from '@betframe/sdk/request';
import { useEffect, useState } from 'react';
import { useRuntime } from '../context';
import { httpFor } from '../http';

export const TEXTS_WAIT_MS = 5000;

export type BetT = (key: string, values?: Record<string, string | number>) => string;

const cache = new Map<string, Promise<Record<string, string>>>();

export function loadBettingTexts(origin: string, cdn: string, lang: string): Promise<Record<string, string>> {
  const key = `${origin} ${cdn} ${lang}`;
  let pending = cache.get(key);
  if (!pending) {
    const loader = createTranslationLoader({
      fetch: fetchThrough(httpFor(origin)),
      apiBase: origin,
      cdn,
      dictionaries: [APP_DICTIONARY_ID],
    });
    const timeout = new Promise<Record<string, string>>((resolve) => setTimeout(() => resolve({}), TEXTS_WAIT_MS));
    pending = Promise.race([loader.load(lang).then((r) => (r.status === 'loaded' ? r.messages : {})), timeout]);
    pending.then((messages) => {
      // A failed load is tried again by the next widget that asks.
      if (Object.keys(messages).length === 0) cache.delete(key);
    });
    cache.set(key, pending);
  }
  return pending;
}

export function translator(messages: Record<string, string>): BetT {
  return (key, values = {}) =>
    (messages[key] ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(values[name] ?? whole));
}

/** The widget's `t`, or null while its texts load. */
export function useBettingT(): BetT | null {
  const { origin, config, options } = useRuntime();
  const cdn = config.cdn.main || origin;
  const [messages, setMessages] = useState<Record<string, string> | null>(null);
  useEffect(() => {
    let live = true;
    loadBettingTexts(origin, cdn, options.lang).then((next) => {
      if (live) setMessages(next);
    });
    return () => {
      live = false;
    };
  }, [origin, cdn, options.lang]);
  return messages ? translator(messages) : null;
}
