/**
 * The browser storage the site keeps its choices in (theme, font size, consent, age). A site framed by a
 * partner page is third-party there, and browsers may deny it `localStorage` outright (reading the property
 * throws); the site then keeps the choices for this visit in memory instead of failing to start.
 */
export type SiteStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function memoryStorage(): SiteStorage {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

export function openSiteStorage(win: { readonly localStorage: Storage }): SiteStorage {
  try {
    const storage = win.localStorage;
    storage.getItem('');
    return {
      getItem: (key) => {
        try {
          return storage.getItem(key);
        } catch {
          return null;
        }
      },
      setItem: (key, value) => {
        try {
          storage.setItem(key, value);
        } catch {
          // Full or denied: the choice lasts for this visit only.
        }
      },
      removeItem: (key) => {
        try {
          storage.removeItem(key);
        } catch {
          // Denied: nothing was kept there anyway.
        }
      },
    };
  } catch {
    return memoryStorage();
  }
}

export const siteStorage: SiteStorage = typeof window === 'undefined' ? memoryStorage() : openSiteStorage(window);
