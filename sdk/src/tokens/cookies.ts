/** Where the user token lives between page loads. Injectable so tests and the server need no document. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: { expires?: Date }): void;
  remove(name: string): void;
}

interface CookieDocument {
  cookie: string;
}

/** `document.cookie`, path `/`, SameSite=Lax (plus Secure on https pages). */
export function documentCookieJar(doc: CookieDocument, secure = false): CookieJar {
  const attributes = `; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return {
    get(name) {
      for (const pair of doc.cookie.split(';')) {
        const index = pair.indexOf('=');
        if (index < 0 || pair.slice(0, index).trim() !== name) continue;
        try {
          return decodeURIComponent(pair.slice(index + 1).trim());
        } catch {
          return undefined;
        }
      }
      return undefined;
    },
    set(name, value, options) {
      const expires = options?.expires ? `; expires=${options.expires.toUTCString()}` : '';
      doc.cookie = `${name}=${encodeURIComponent(value)}${expires}${attributes}`;
    },
    remove(name) {
      doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT${attributes}`;
    },
  };
}

/** A jar in memory that honours `expires` against the given clock. */
export function memoryCookieJar(now: () => number = Date.now): CookieJar {
  const cookies = new Map<string, { value: string; expiresAt: number | undefined }>();
  return {
    get(name) {
      const cookie = cookies.get(name);
      if (!cookie) return undefined;
      if (cookie.expiresAt !== undefined && cookie.expiresAt <= now()) {
        cookies.delete(name);
        return undefined;
      }
      return cookie.value;
    },
    set(name, value, options) {
      cookies.set(name, { value, expiresAt: options?.expires?.getTime() });
    },
    remove(name) {
      cookies.delete(name);
    },
  };
}

/** The page's cookies in a browser, memory elsewhere (server, workers). */
export function defaultCookieJar(now: () => number = Date.now): CookieJar {
  const doc = (globalThis as { document?: CookieDocument }).document;
  if (!doc) return memoryCookieJar(now);
  const secure = (globalThis as { location?: { protocol?: string } }).location?.protocol === 'https:';
  return documentCookieJar(doc, secure);
}
