import { describe, expect, it } from 'vitest';
import { openSiteStorage } from './site-storage';

describe('site storage', () => {
  it('falls back to memory when the browser denies localStorage (a third-party frame)', () => {
    const denied = {
      get localStorage(): Storage {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    };
    const storage = openSiteStorage(denied);
    expect(storage.getItem('theme')).toBeNull();
    storage.setItem('theme', 'dark');
    expect(storage.getItem('theme')).toBe('dark');
  });

  it('a full storage keeps working for reads and ignores a failed write', () => {
    const data = new Map<string, string>([['a', '1']]);
    const full = {
      localStorage: {
        getItem: (key: string) => data.get(key) ?? null,
        setItem: () => {
          throw new DOMException('quota', 'QuotaExceededError');
        },
        removeItem: (key: string) => void data.delete(key),
      } as unknown as Storage,
    };
    const storage = openSiteStorage(full);
    expect(storage.getItem('a')).toBe('1');
    expect(() => storage.setItem('b', '2')).not.toThrow();
  });
});
