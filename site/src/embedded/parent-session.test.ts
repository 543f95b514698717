import { describe, expect, it } from 'vitest';
import { linkParentSession, type ParentSessionInput } from './parent-session';

const partner = 'https://partner.example';
const ns = 'betframe:session';
const jwt = (claims: Record<string, unknown>) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
/** The tests' clock: fixed, never the wall clock. */
const NOW = Date.UTC(2026, 10, 28, 15, 0, 0);

/** A frame window that records its listeners, a parent that records what the site posts it, timers by hand. */
function world(overrides: Partial<ParentSessionInput> = {}) {
  const listeners = new Set<(event: MessageEvent) => void>();
  const self = {
    addEventListener: (_type: string, fn: (event: MessageEvent) => void) => listeners.add(fn),
    removeEventListener: (_type: string, fn: (event: MessageEvent) => void) => listeners.delete(fn),
  } as unknown as Window;
  const posted: Array<[unknown, string]> = [];
  const parent = { postMessage: (data: unknown, origin: string) => posted.push([data, origin]) } as unknown as Window;
  const sessions: Array<string | null> = [];
  const timers: Array<{ fn: () => void; ms: number; cleared: boolean }> = [];
  const link = linkParentSession({
    self,
    parent,
    parentOrigin: partner,
    allowedOrigins: [partner],
    onSession: (token) => sessions.push(token),
    now: () => NOW,
    setTimer: (fn, ms) => {
      const timer = { fn, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
    ...overrides,
  });
  const deliver = (data: unknown, from: { source?: unknown; origin?: string } = {}) => {
    const event = { data, source: 'source' in from ? from.source : parent, origin: from.origin ?? partner };
    for (const fn of [...listeners]) fn(event as MessageEvent);
  };
  const asked = () => posted.map(([data, origin]) => [(data as { type: string }).type, origin]);
  return { link, deliver, posted, asked, sessions, timers, listeners, parent };
}

describe('the framed site asks its partner page for the player session', () => {
  it('asks an allowed parent at once, and takes the token it hands over', () => {
    const w = world();
    expect(w.asked()).toEqual([['request', partner]]);
    expect(w.posted[0]?.[0]).toEqual({ ns, v: 1, type: 'request' });
    w.deliver({ ns, v: 1, type: 'session', token: 'tok-1' });
    expect(w.sessions).toEqual(['tok-1']);
    // The same session again is no change.
    w.deliver({ ns, v: 1, type: 'session', token: 'tok-1' });
    w.deliver({ ns, v: 1, type: 'session', token: null });
    expect(w.sessions).toEqual(['tok-1', null]);
  });

  it('links to no parent when not framed, or framed by an origin the partner does not allow', () => {
    expect(world({ parentOrigin: 'https://evil.example' }).link).toBeNull();
    expect(world({ parentOrigin: null }).link).toBeNull();
    const alone = world();
    expect(linkParentSession({ ...alone, self: alone.parent, parent: alone.parent } as never)).toBeNull();
  });

  it('ignores a handover from a wrong origin, from another window, or that does not parse', () => {
    const w = world();
    w.deliver({ ns, v: 1, type: 'session', token: 'forged' }, { origin: 'https://evil.example' });
    w.deliver({ ns, v: 1, type: 'session', token: 'forged' }, { source: {} });
    w.deliver({ ns, v: 1, type: 'session', token: 'forged' }, { source: null });
    for (const bad of [
      { ns, v: 2, type: 'session', token: 'forged' },
      { ns: 'betframe:rpc', v: 1, type: 'session', token: 'forged' },
      { ns, v: 1, type: 'session', token: '' },
      { ns, v: 1, type: 'session', token: 7 },
      { ns, v: 1, type: 'session', token: 'forged', extra: true },
      { ns, v: 1, type: 'session' },
      'session',
      null,
    ])
      w.deliver(bad);
    expect(w.sessions).toEqual([]);
    // Nothing is answered either: the site asked once, at the start.
    expect(w.asked()).toEqual([['request', partner]]);
  });

  it('asks for a fresh token a minute before this one expires, and an expired one at once (the heartbeat)', () => {
    const w = world();
    w.deliver({ ns, v: 1, type: 'session', token: jwt({ sub: '7', exp: NOW / 1000 + 600 }) });
    expect(w.timers.map((t) => t.ms)).toEqual([540_000]);
    w.timers[0]?.fn();
    expect(w.asked()).toEqual([
      ['request', partner],
      ['refresh', partner],
    ]);
    // The partner hands over an expired token: the site asks again straight away.
    w.deliver({ ns, v: 1, type: 'session', token: jwt({ sub: '7', exp: NOW / 1000 - 60 }) });
    expect(w.timers[0]?.cleared).toBe(true);
    expect(w.timers[1]?.ms).toBe(0);
  });

  it('refresh() resolves with the next token handed over, and rejects when the partner hands over none', async () => {
    const w = world();
    w.deliver({ ns, v: 1, type: 'session', token: 'old' });
    const fresh = w.link?.refresh();
    expect(w.asked().at(-1)).toEqual(['refresh', partner]);
    w.deliver({ ns, v: 1, type: 'session', token: 'new' });
    await expect(fresh).resolves.toBe('new');
    const failed = w.link?.refresh();
    // The partner's onTokenRefresh failed: it signs the player out, and the site with it.
    w.deliver({ ns, v: 1, type: 'session', token: null });
    await expect(failed).rejects.toThrow(/no session/);
    expect(w.sessions).toEqual(['old', 'new', null]);
  });

  it('tells the parent of a sign-out inside the site, and stops listening when destroyed', async () => {
    const w = world();
    w.link?.logout();
    expect(w.asked().at(-1)).toEqual(['logout', partner]);
    const pending = w.link?.refresh();
    w.link?.destroy();
    await expect(pending).rejects.toThrow();
    expect(w.listeners.size).toBe(0);
  });
});
