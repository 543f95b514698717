import { createContext, useContext, useEffect, useState } from 'react';
import { type LoadedTranslations, translationsFor } from './load';
import { englishTranslate, type Translate } from './translate';

export const TranslateContext = createContext<Translate>(englishTranslate);

/** The current language's `t()` (English when no provider is above). */
export function useT(): Translate {
  return useContext(TranslateContext);
}

/** The texts of `lang`: undefined while they load (at most TRANSLATION_WAIT_MS per request), then loaded or English. */
export function useTranslations(lang: string): LoadedTranslations | undefined {
  const [loaded, setLoaded] = useState<LoadedTranslations | undefined>(undefined);
  useEffect(() => {
    let live = true;
    translationsFor(lang).then((value) => {
      if (live) setLoaded(value);
    });
    return () => {
      live = false;
    };
  }, [lang]);
  return loaded?.lang === lang ? loaded : undefined;
}
