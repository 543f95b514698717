import { describe, expect, it } from 'vitest';
import { kazakhDataMissing, toIntlLocale } from './locale';

/** An Intl whose Kazakh formats are the given ones (what a runtime with or without Kazakh data answers). */
const intlWith = (decimal: string, month: string) =>
  ({
    NumberFormat: function NumberFormat() {
      return { format: () => decimal };
    },
    DateTimeFormat: function DateTimeFormat() {
      return { format: () => month };
    },
  }) as unknown as typeof Intl;

describe('Kazakh where the runtime lacks its data', () => {
  it('is seen from English separators or placeholder month names (Chromium’s reduced ICU)', () => {
    expect(kazakhDataMissing(intlWith('1.5', 'M01'))).toBe(true);
    expect(kazakhDataMissing(intlWith('1,5', 'M01'))).toBe(true);
    expect(kazakhDataMissing(intlWith('1.5', 'қаңтар'))).toBe(true);
    expect(kazakhDataMissing(intlWith('1,5', 'қаңтар'))).toBe(false);
  });

  it('keeps kk where the data is there (Node’s full ICU) and never touches other languages', () => {
    expect(kazakhDataMissing()).toBe(false);
    expect(toIntlLocale('kk')).toBe('kk');
    expect(toIntlLocale('kk_KZ')).toBe('kk-KZ');
    expect(toIntlLocale('ru')).toBe('ru');
    expect(toIntlLocale('ar')).toBe('ar');
  });
});
