import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  browserStorage,
  createExpiringStorage,
  HIDDEN_ITEMS_KEY,
  memoryStorage,
  migrateLegacyHiddenItems,
  parseHiddenItems,
  readHiddenItems,
  resilientStorage,
  type StorageArea,
  toggleHiddenItem,
  writeHiddenItems,
} from './index';

/** A storage whose every operation throws, like a blocked localStorage. */
function blockedStorage(): StorageArea {
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    get length(): number {
      return fail();
    },
    key: fail,
    getItem: fail,
    setItem: fail,
    removeItem: fail,
  };
}

function setup(start = 1_000) {
  let clock = start;
  const area = memoryStorage();
  const storage = createExpiringStorage({ storage: area, now: () => clock });
  return { storage, area, advance: (ms: number) => (clock += ms) };
}

describe('storage with expiry', () => {
  it('entries are stored as { value, expireDate }', () => {
    const { storage, area } = setup();
    storage.set('theme', 'dark', { ttl: 500 });
    storage.set('coupon', { bets: [1] });
    expect(JSON.parse(area.getItem('theme') ?? '')).toEqual({ value: 'dark', expireDate: 1_500 });
    expect(JSON.parse(area.getItem('coupon') ?? '')).toEqual({ value: { bets: [1] }, expireDate: null });
    expect(storage.get('theme')).toBe('dark');
  });

  it('expired entries are removed on read', () => {
    const { storage, area, advance } = setup();
    storage.set('theme', 'dark', { ttl: 500 });
    advance(499);
    expect(storage.get('theme')).toBe('dark');
    advance(1);
    expect(storage.get('theme')).toBeUndefined();
    expect(area.getItem('theme')).toBeNull();
  });

  it('an absolute expireDate wins over ttl', () => {
    const { storage, area } = setup();
    storage.set('k', 1, { ttl: 10, expireDate: 9_999 });
    expect(JSON.parse(area.getItem('k') ?? '').expireDate).toBe(9_999);
  });

  it('entries are zod-validated on read: malformed ones read as absent', () => {
    const { storage, area } = setup();
    area.setItem('raw', 'not json');
    area.setItem('shape', JSON.stringify({ value: 1 }));
    area.setItem('date', JSON.stringify({ value: 1, expireDate: 'tomorrow' }));
    expect(storage.get('raw')).toBeUndefined();
    expect(storage.get('shape')).toBeUndefined();
    expect(storage.get('date')).toBeUndefined();
  });

  it('a value schema rejects a value of the wrong type', () => {
    const { storage } = setup();
    storage.set('fontSize', 'large');
    expect(storage.get('fontSize', z.number())).toBeUndefined();
    storage.set('fontSize', 14);
    expect(storage.get('fontSize', z.number())).toBe(14);
  });

  it('sweep removes every expired entry and keeps the rest', () => {
    const { storage, area, advance } = setup();
    storage.set('a', 1, { ttl: 10 });
    storage.set('b', 2, { ttl: 10 });
    storage.set('c', 3);
    area.setItem('foreign', 'x');
    advance(10);
    expect(storage.sweep().sort()).toEqual(['a', 'b']);
    expect(storage.get('c')).toBe(3);
    expect(area.getItem('foreign')).toBe('x');
  });

  it('remove deletes an entry', () => {
    const { storage } = setup();
    storage.set('x', 1);
    storage.remove('x');
    expect(storage.get('x')).toBeUndefined();
  });
});

describe('blocked storage falls back to memory', () => {
  it('a storage that throws on every call still stores and reads values', () => {
    const storage = createExpiringStorage({ storage: resilientStorage(blockedStorage()) });
    storage.set('theme', 'dark');
    expect(storage.get('theme')).toBe('dark');
    expect(storage.area.length).toBe(1);
    storage.remove('theme');
    expect(storage.get('theme')).toBeUndefined();
  });

  it('a full storage (setItem throws) keeps the written value in memory', () => {
    const backing = memoryStorage();
    const full: StorageArea = {
      get length() {
        return backing.length;
      },
      key: (i) => backing.key(i),
      getItem: (k) => backing.getItem(k),
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: (k) => backing.removeItem(k),
    };
    backing.setItem('theme', JSON.stringify({ value: 'old', expireDate: null }));
    const storage = createExpiringStorage({ storage: resilientStorage(full) });
    storage.set('theme', 'new');
    expect(storage.get('theme')).toBe('new');
  });

  it('without a global localStorage (Node) browserStorage is memory and never throws', () => {
    const area = browserStorage();
    area.setItem('a', '1');
    expect(area.getItem('a')).toBe('1');
  });

  it('a localStorage getter that throws (blocked by the browser) gives memory', () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      const area = browserStorage();
      area.setItem('a', '1');
      expect(area.getItem('a')).toBe('1');
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor);
      else Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});

describe('statistics-hidden-items', () => {
  it("items are stored under 'statistics-hidden-items' joined by '-'", () => {
    const { storage, area } = setup();
    writeHiddenItems(storage, ['h2h', 'lineups', 'h2h']);
    expect(JSON.parse(area.getItem(HIDDEN_ITEMS_KEY) ?? '').value).toBe('h2h-lineups');
    expect(readHiddenItems(storage)).toEqual(['h2h', 'lineups']);
  });

  it('toggling hides then shows an item; an empty list removes the key', () => {
    const { storage, area } = setup();
    expect(toggleHiddenItem(storage, 'table')).toEqual(['table']);
    expect(toggleHiddenItem(storage, 'form')).toEqual(['table', 'form']);
    expect(toggleHiddenItem(storage, 'table')).toEqual(['form']);
    expect(toggleHiddenItem(storage, 'form')).toEqual([]);
    expect(area.getItem(HIDDEN_ITEMS_KEY)).toBeNull();
  });

  it('a bare joined string (no entry wrapper) is read too', () => {
    const { storage, area } = setup();
    area.setItem(HIDDEN_ITEMS_KEY, 'a-b');
    expect(readHiddenItems(storage)).toEqual(['a', 'b']);
  });

  it('items containing the separator are ignored', () => {
    expect(parseHiddenItems('a--b-')).toEqual(['a', 'b']);
    const { storage } = setup();
    expect(writeHiddenItems(storage, ['ok', 'bad-item'])).toEqual(['ok']);
  });

  it('legacy stHideItem-* keys are migrated into it and removed', () => {
    const { storage, area } = setup();
    writeHiddenItems(storage, ['h2h']);
    area.setItem('stHideItem-lineups', 'true');
    area.setItem('stHideItem-table', '1');
    area.setItem('stHideItem-form', 'false');
    area.setItem('stHideItem-h2h', 'true');
    area.setItem('unrelated', 'x');
    expect(migrateLegacyHiddenItems(storage).sort()).toEqual(['h2h', 'lineups', 'table']);
    expect(readHiddenItems(storage).sort()).toEqual(['h2h', 'lineups', 'table']);
    for (const key of ['stHideItem-lineups', 'stHideItem-table', 'stHideItem-form', 'stHideItem-h2h']) {
      expect(area.getItem(key)).toBeNull();
    }
    expect(area.getItem('unrelated')).toBe('x');
  });

  it('migration is idempotent and a no-op without legacy keys', () => {
    const { storage } = setup();
    writeHiddenItems(storage, ['x']);
    expect(migrateLegacyHiddenItems(storage)).toEqual(['x']);
    expect(migrateLegacyHiddenItems(storage)).toEqual(['x']);
  });
});
