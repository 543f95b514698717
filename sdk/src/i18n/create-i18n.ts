import { createInstance, type i18n, type Resource } from 'i18next';
import { TranslationBackend } from './i18next-backend';
import { DEFAULT_REQUEST_LANGUAGE, FALLBACK_LANGUAGE } from './languages';
import { createTranslationLoader, type TranslationLoader, type TranslationLoaderOptions } from './translation-loader';

export interface CreateI18nOptions {
  /** Defaults to Russian, the request layer's default (SPEC §9). */
  readonly lang?: string;
  /** Either a ready loader (shared between instances) or what it needs to build one. */
  readonly loader?: TranslationLoader;
  readonly translations?: TranslationLoaderOptions;
  /** Texts bundled with the caller, used before (and instead of) anything the API fails to deliver. */
  readonly bundled?: Resource;
}

/**
 * An isolated i18next instance (several widgets on one page must not share global state) reading the
 * translation API, falling back to English. Resolves once the language (or its fallback) is ready; a
 * translation failure never rejects — missing texts show their fallback or key.
 */
export async function createI18n(options: CreateI18nOptions): Promise<i18n> {
  const loader = options.loader ?? (options.translations ? createTranslationLoader(options.translations) : undefined);
  const instance = createInstance();
  if (loader) instance.use(new TranslationBackend(loader));
  await instance
    .init({
      lng: options.lang ?? DEFAULT_REQUEST_LANGUAGE,
      fallbackLng: FALLBACK_LANGUAGE,
      load: 'languageOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      // Preact escapes text it renders; escaping twice would show entities.
      interpolation: { escapeValue: false },
      returnNull: false,
      partialBundledLanguages: options.bundled !== undefined,
      ...(options.bundled ? { resources: options.bundled } : {}),
      initAsync: true,
    })
    .catch(() => undefined);
  return instance;
}
