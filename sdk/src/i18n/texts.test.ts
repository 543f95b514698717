/** The one text lookup (`createTranslate`, `interpolate`) and the shared, wait-limited `loadTexts`. */
import { describe, expect, it } from 'vitest';
import { loadedTexts, loadTexts } from './load-texts';
import { createTranslate, interpolate } from './texts';
import type { TranslationLoad, TranslationLoader } from './translation-loader';

function loaderOf(answers: Array<TranslationLoad | 'hang'>): TranslationLoader & { calls: number } {
  const loader = {
    calls: 0,
    load() {
      const answer = answers[loader.calls] ?? answers[answers.length - 1];
      loader.calls += 1;
      return answer === 'hang' || answer === undefined
        ? new Promise<TranslationLoad>(() => undefined)
        : Promise.resolve(answer);
    },
    clear() {},
  };
  return loader;
}

const loaded = (messages: Record<string, string>): TranslationLoad => ({
  status: 'loaded',
  messages,
  failedDictionaries: [],
});

describe('createTranslate', () => {
  it('fills {{name}} (with or without spaces) and leaves unknown names visible', () => {
    expect(interpolate('{{a}} and {{ b }} and {{a}}', { a: 1, b: 'two' })).toBe('1 and two and 1');
    expect(interpolate('{{missing}}!', {})).toBe('{{missing}}!');
    expect(interpolate('{{a}}', undefined)).toBe('{{a}}');
  });

  it('a missing or empty text comes from the fallback, else the key shows', () => {
    const t = createTranslate({ hide: 'Скрыть', empty: '' }, { show: 'Show', empty: 'Empty' });
    expect(t('hide')).toBe('Скрыть');
    expect(t('show')).toBe('Show');
    expect(t('empty')).toBe('Empty');
    expect(t('nowhere')).toBe('nowhere');
  });
});

describe('loadTexts', () => {
  it('shares one load per loader and language, and keeps it', async () => {
    const loader = loaderOf([loaded({ a: 'A' })]);
    const [first, second] = await Promise.all([loadTexts(loader, 'en', 1000), loadTexts(loader, 'en', 1000)]);
    expect(first).toEqual({ a: 'A' });
    expect(second).toBe(first);
    expect(loadedTexts(loader, 'en')).toBe(first);
    await loadTexts(loader, 'en', 1000);
    expect(loader.calls).toBe(1);
  });

  it('a failed or late load resolves undefined and is tried again by the next caller', async () => {
    const loader = loaderOf([{ status: 'not-loaded', reason: 'down' }, 'hang', loaded({ a: 'A' })]);
    expect(await loadTexts(loader, 'ru', 1000)).toBeUndefined();
    expect(await loadTexts(loader, 'ru', 20)).toBeUndefined();
    expect(loadedTexts(loader, 'ru')).toBeUndefined();
    expect(await loadTexts(loader, 'ru', 1000)).toEqual({ a: 'A' });
    expect(loader.calls).toBe(3);
  });
});
