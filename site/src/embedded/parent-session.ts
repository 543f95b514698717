/**
 * The framed site's end of `betframe:session` (sdk/src/session/handover.ts): framed by a partner page on another
 * site, the site gets no session cookie (SameSite=Lax), so it asks the partner page's loader for the player
 * session and sends its calls with that token as a bearer (site-http.ts). Only a parent whose origin the
 * partner's configuration allows is asked or heard; anything else — another window, another origin, a message
 * that does not parse — is dropped. Before the token expires the site asks for a fresh one (the heartbeat); a
 * refresh the partner cannot answer comes back as `null`, which signs the player out.
 */
import { isAllowedOrigin } from '@betframe/sdk/config';
import { refreshDelay, sessionAsk, sessionGiveSchema } from '@betframe/sdk/session';

export interface ParentSessionInput {
  self: Window;
  parent: Window;
  /** The parent's origin as the browser reports it (parentOriginOf). */
  parentOrigin: string | null;
  allowedOrigins: readonly string[];
  /** Each change of the handed-over session: a token, or null (none, signed out, a refresh that failed). */
  onSession(token: string | null): void;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface ParentSession {
  /** Asks the parent for a fresh token: the next one it hands over, or a rejection when it hands over none. */
  refresh(): Promise<string>;
  /** The player signed out inside the site: the partner page signs them out everywhere. */
  logout(): void;
  destroy(): void;
}

/** Links the site to its parent's session, or null when the site is not framed by an allowed parent. */
export function linkParentSession(input: ParentSessionInput): ParentSession | null {
  const { self, parent, parentOrigin: origin } = input;
  if (parent === self || !origin || !isAllowedOrigin(input.allowedOrigins, origin)) return null;
  const now = input.now ?? Date.now;
  const setTimer = input.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = input.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let token: string | null = null;
  let timer: unknown;
  let waiting: Array<[resolve: (token: string) => void, reject: (error: Error) => void]> = [];
  const ask = (type: 'request' | 'refresh' | 'logout') => parent.postMessage(sessionAsk(type), origin);
  /** The heartbeat: a fresh token is asked for a minute before this one expires (session.ts `refreshDelay`). */
  const schedule = () => {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
    const delay = token === null ? undefined : refreshDelay(token, now());
    if (delay !== undefined) timer = setTimer(() => ask('refresh'), delay);
  };
  const settle = (next: string | null) => {
    const settled = waiting;
    waiting = [];
    for (const [resolve, reject] of settled) {
      if (next === null) reject(new Error('the partner page has no session to hand over'));
      else resolve(next);
    }
  };
  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent || event.origin !== origin) return;
    const parsed = sessionGiveSchema.safeParse(event.data);
    if (!parsed.success) return;
    const next = parsed.data.token;
    settle(next);
    if (next === token) return;
    token = next;
    schedule();
    input.onSession(next);
  };
  self.addEventListener('message', onMessage);
  ask('request');
  return {
    refresh: () =>
      new Promise<string>((resolve, reject) => {
        waiting.push([resolve, reject]);
        ask('refresh');
      }),
    logout: () => ask('logout'),
    destroy() {
      self.removeEventListener('message', onMessage);
      token = null;
      schedule();
      settle(null);
    },
  };
}
