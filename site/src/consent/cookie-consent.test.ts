import { describe, expect, it } from 'vitest';
import {
  ageConfirmed,
  allows,
  COOKIES_AGREE_TIME_KEY,
  CookieLevel,
  confirmAge,
  readConsent,
  saveConsent,
} from './cookie-consent';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('cookie consent and age confirmation', () => {
  it('has no consent until the player chooses; the choice keeps its level and cookiesAgreeTime', () => {
    const storage = memoryStorage();
    expect(readConsent(storage)).toBeNull();
    saveConsent(storage, CookieLevel.functional, 1_700_000_000_000);
    expect(storage.getItem(COOKIES_AGREE_TIME_KEY)).toBe('1700000000000');
    expect(readConsent(storage)).toEqual({ level: 1, agreedAt: 1_700_000_000_000 });
  });

  it('ignores stored values that are not a level and a time', () => {
    const storage = memoryStorage();
    storage.setItem('cookiesAgreeLevel', '7');
    storage.setItem(COOKIES_AGREE_TIME_KEY, 'yesterday');
    expect(readConsent(storage)).toBeNull();
  });

  it('levels: 0 nothing, 1 functional only, 2 marketing only, 3 all', () => {
    expect([0, 1, 2, 3].map((l) => allows(l as 0, 'functional'))).toEqual([false, true, false, true]);
    expect([0, 1, 2, 3].map((l) => allows(l as 0, 'marketing'))).toEqual([false, false, true, true]);
  });

  it('remembers the age confirmation', () => {
    const storage = memoryStorage();
    expect(ageConfirmed(storage)).toBe(false);
    confirmAge(storage);
    expect(ageConfirmed(storage)).toBe(true);
  });
});
