/**
 * The visitor id and the current session, kept in browser storage so that every bundle of a page (the site and
 * the widgets it composes) and every tab shares one session. A session is created on first need and ends after
 * `sessionTimeoutMs` without an event; whoever finds it expired removes it and owes the session-end event.
 */
import { analyticsLimits } from './constants';
import { type AnalyticsSession, analyticsSessionSchema } from './schema';

export interface AnalyticsStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const SESSION_KEY = 'betframe-analytics-session';
const VISITOR_KEY = 'betframe-analytics-visitor';

export function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Storage that may refuse (a framed site, private mode): then the values live in memory for this page. */
export function safeStorage(storage: AnalyticsStorage | undefined): AnalyticsStorage {
  const memory = new Map<string, string>();
  const attempt = <T>(use: () => T, fallback: () => T): T => {
    if (!storage) return fallback();
    try {
      return use();
    } catch {
      return fallback();
    }
  };
  return {
    getItem: (key) =>
      attempt(
        () => storage?.getItem(key) ?? null,
        () => memory.get(key) ?? null,
      ),
    setItem: (key, value) =>
      attempt(
        () => storage?.setItem(key, value),
        () => void memory.set(key, value),
      ),
    removeItem: (key) =>
      attempt(
        () => storage?.removeItem(key),
        () => void memory.delete(key),
      ),
  };
}

export interface SessionStore {
  visitor(): string;
  /** The live session, or undefined (none yet, or expired). */
  current(): AnalyticsSession | undefined;
  /** The live session, touched now; a new one (with `isRecording`) when there is none. */
  touch(isRecording: boolean): AnalyticsSession;
  setRecording(id: string, isRecording: boolean): void;
  /** Removes the session when it has been idle past the timeout and returns it (the caller sends its end). */
  expire(): AnalyticsSession | undefined;
}

export function createSessionStore(storage: AnalyticsStorage, now: () => number): SessionStore {
  const read = (): AnalyticsSession | undefined => {
    const raw = storage.getItem(SESSION_KEY);
    if (!raw) return undefined;
    try {
      const parsed = analyticsSessionSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  };
  const write = (session: AnalyticsSession) => storage.setItem(SESSION_KEY, JSON.stringify(session));
  const expired = (session: AnalyticsSession) => now() - session.updated > analyticsLimits.sessionTimeoutMs;
  return {
    visitor() {
      const known = storage.getItem(VISITOR_KEY);
      if (known && /^[A-Za-z0-9_-]{8,64}$/.test(known)) return known;
      const made = randomId();
      storage.setItem(VISITOR_KEY, made);
      return made;
    },
    current() {
      const session = read();
      return session && !expired(session) ? session : undefined;
    },
    touch(isRecording) {
      const at = now();
      const live = this.current();
      const session = live ? { ...live, updated: at } : { id: randomId(), created: at, updated: at, isRecording };
      write(session);
      return session;
    },
    setRecording(id, isRecording) {
      const session = read();
      if (session?.id === id && session.isRecording !== isRecording) write({ ...session, isRecording });
    },
    expire() {
      const session = read();
      if (!session || !expired(session)) return undefined;
      storage.removeItem(SESSION_KEY);
      return session;
    },
  };
}
