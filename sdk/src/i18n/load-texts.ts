/**
 * `loadTexts`: the messages of a language from a translation loader, for a screen that waits for its texts
 * before it paints. It never waits longer than `waitMs`; a failed, empty or late load resolves `undefined` and the
 * caller shows its fallback (keys, or bundled English). A load is shared by every caller of the same loader and
 * language for the page's life; a failure is not kept, so the next caller tries again.
 */
import type { Texts } from './texts';
import type { TranslationLoader } from './translation-loader';

interface Entry {
  readonly pending: Promise<Texts | undefined>;
  value?: Texts;
}

const loads = new WeakMap<TranslationLoader, Map<string, Entry>>();

function entriesOf(loader: TranslationLoader): Map<string, Entry> {
  let entries = loads.get(loader);
  if (!entries) {
    entries = new Map();
    loads.set(loader, entries);
  }
  return entries;
}

export function loadTexts(loader: TranslationLoader, lang: string, waitMs: number): Promise<Texts | undefined> {
  const entries = entriesOf(loader);
  const hit = entries.get(lang);
  if (hit) return hit.pending;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), waitMs);
  });
  const load = loader.load(lang).then((result) => (result.status === 'loaded' ? result.messages : undefined));
  const entry: Entry = {
    pending: Promise.race([load, late]).then((messages) => {
      clearTimeout(timer);
      if (messages) entry.value = messages;
      else if (entries.get(lang) === entry) entries.delete(lang);
      return messages;
    }),
  };
  entries.set(lang, entry);
  return entry.pending;
}

/** The texts `loadTexts` already has for this loader and language (a screen's first paint need not wait). */
export function loadedTexts(loader: TranslationLoader, lang: string): Texts | undefined {
  return loads.get(loader)?.get(lang)?.value;
}
