/**
 * An i18next backend over the translation loader. All dictionaries of a language go into the one namespace
 * i18next asks for (keys are unique across dictionaries — a unit test holds that). A not-loaded language is
 * reported as an error without retry, so i18next moves on to the fallback language (English) instead of
 * waiting — the screen shows fallback texts, never nothing.
 */
import type { BackendModule, ReadCallback } from 'i18next';
import type { TranslationLoader } from './translation-loader';

export class TranslationBackend implements BackendModule<{ loader?: TranslationLoader }> {
  static readonly type = 'backend' as const;
  readonly type = 'backend' as const;
  readonly callbackApi = true;
  private loader: TranslationLoader | undefined;

  constructor(loader?: TranslationLoader) {
    this.loader = loader;
  }

  init(_services: unknown, options: { loader?: TranslationLoader } = {}): void {
    this.loader = options.loader ?? this.loader;
  }

  read(language: string, _namespace: string, callback: ReadCallback): void {
    const loader = this.loader;
    if (!loader) {
      callback(new Error('translation backend has no loader'), false);
      return;
    }
    loader.load(language).then(
      (result) => {
        if (result.status === 'loaded') callback(null, result.messages);
        else callback(new Error(`translations not loaded for ${language}: ${result.reason}`), false);
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  }
}
