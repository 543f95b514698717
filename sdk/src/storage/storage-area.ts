/**
 * The Web Storage surface we use, and a way to get one that never throws: storage can be blocked (privacy
 * settings, sandboxed frames, Safari private mode) or full, and a widget must keep working then — in memory.
 */
export interface StorageArea {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStorage(): StorageArea {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/**
 * Wraps a storage so that every failing operation falls back to memory. After the first failed write the
 * memory copy is authoritative for that key, so a value written is always the value read back.
 */
export function resilientStorage(primary: StorageArea | undefined): StorageArea {
  const memory = memoryStorage();
  const shadowed = new Set<string>();
  const attempt = <T>(action: (area: StorageArea) => T, fallback: () => T): T => {
    if (!primary) return fallback();
    try {
      return action(primary);
    } catch {
      return fallback();
    }
  };
  const allKeys = (): string[] => {
    const keys = new Set<string>(shadowed);
    const count = attempt(
      (area) => area.length,
      () => 0,
    );
    for (let index = 0; index < count; index += 1) {
      const key = attempt(
        (area) => area.key(index),
        () => null,
      );
      if (key !== null) keys.add(key);
    }
    return [...keys];
  };
  return {
    get length() {
      return allKeys().length;
    },
    key: (index) => allKeys()[index] ?? null,
    getItem: (key) =>
      shadowed.has(key)
        ? memory.getItem(key)
        : attempt(
            (area) => area.getItem(key),
            () => memory.getItem(key),
          ),
    setItem: (key, value) => {
      const stored = attempt(
        (area) => {
          area.setItem(key, value);
          return true;
        },
        () => false,
      );
      if (stored) {
        shadowed.delete(key);
        memory.removeItem(key);
      } else {
        shadowed.add(key);
        memory.setItem(key, value);
      }
    },
    removeItem: (key) => {
      shadowed.delete(key);
      memory.removeItem(key);
      attempt(
        (area) => area.removeItem(key),
        () => undefined,
      );
    },
  };
}

/** `localStorage` (or `sessionStorage`) when reachable, memory otherwise; never throws. */
export function browserStorage(kind: 'localStorage' | 'sessionStorage' = 'localStorage'): StorageArea {
  let area: StorageArea | undefined;
  try {
    // Reading the property itself throws when storage is blocked.
    area = (globalThis as Partial<Record<typeof kind, StorageArea>>)[kind];
  } catch {
    area = undefined;
  }
  return resilientStorage(area);
}
