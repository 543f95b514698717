/**
 * The widget side of the shared session: a zustand store the widget reads (`useSession`) and the runtime keeps in
 * step with the broker. `login`/`logout` made in a widget are reported to the broker, which tells every other
 * widget; `receive` applies what the broker sends.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type PlayerSession, refreshDelay, sessionSchema, userIdOfToken } from './session';

export interface SessionState {
  session: PlayerSession | null;
}

export interface SessionReporter {
  login(data: { token: string; userId: string | null }): void;
  logout(): void;
  /** The partner token is about to expire. */
  refresh(): void;
}

export interface WidgetSession {
  store: StoreApi<SessionState>;
  /** A player logged in inside this widget. */
  login(token: string, userId?: string | number | null): void;
  logout(): void;
  /** Applies the broker's session (already parsed or not: it is checked here). */
  receive(session: unknown): void;
  destroy(): void;
}

export function createWidgetSession(
  reporter: SessionReporter,
  setTimer = setTimeout,
  clearTimer = clearTimeout,
): WidgetSession {
  const store = createStore<SessionState>()(() => ({ session: null }));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (session: PlayerSession | null) => {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
    if (session?.source !== 'partner') return;
    const delay = refreshDelay(session.token);
    if (delay !== undefined) timer = setTimer(() => reporter.refresh(), delay);
  };
  const set = (session: PlayerSession | null) => {
    store.setState({ session });
    schedule(session);
  };
  return {
    store,
    login(token, userId) {
      const id = userId == null ? userIdOfToken(token) : String(userId);
      const session = sessionSchema.parse({ token, userId: id, source: 'widget' });
      set(session);
      reporter.login({ token, userId: id });
    },
    logout() {
      if (!store.getState().session) return;
      set(null);
      reporter.logout();
    },
    receive(session) {
      const parsed = sessionSchema.safeParse(session);
      if (parsed.success) set(parsed.data);
    },
    destroy: () => schedule(null),
  };
}
