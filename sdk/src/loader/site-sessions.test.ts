import { describe, expect, it } from 'vitest';
import { createSiteSessions, type SiteSessionsDeps } from './site-sessions';

const ns = 'betframe:session';
const site = 'https://site.example';

function world(deps: Partial<SiteSessionsDeps> = {}) {
  let token: string | null = 'tok';
  const calls: string[] = [];
  const sessions = createSiteSessions({
    allowed: () => [site],
    token: () => token,
    refresh: async () => {
      calls.push('refresh');
      token = 'fresh';
    },
    logout: () => calls.push('logout'),
    ...deps,
  });
  const windowAt = () => {
    const inbox: Array<[unknown, string]> = [];
    return { inbox, postMessage: (data: unknown, origin: string) => inbox.push([data, origin]) };
  };
  const ask = (from: ReturnType<typeof windowAt>, data: unknown, origin = site) =>
    sessions.receive({ source: from, origin, data } as unknown as MessageEvent);
  return { sessions, calls, windowAt, ask, setToken: (t: string | null) => (token = t) };
}

describe('the partner page hands the session to framed sites', () => {
  it('answers a request of an allowed origin with the token, to that origin only, and tells it later changes', () => {
    const w = world();
    const frame = w.windowAt();
    w.ask(frame, { ns, v: 1, type: 'request' });
    expect(frame.inbox).toEqual([[{ ns, v: 1, type: 'session', token: 'tok' }, site]]);
    w.setToken(null);
    w.sessions.share();
    expect(frame.inbox.at(-1)).toEqual([{ ns, v: 1, type: 'session', token: null }, site]);
  });

  it('drops asks from origins it does not allow, and asks that do not parse, without answering', () => {
    const w = world();
    const frame = w.windowAt();
    w.ask(frame, { ns, v: 1, type: 'request' }, 'https://evil.example');
    w.ask(frame, { ns, v: 1, type: 'request', token: 'x' });
    w.ask(frame, { ns, v: 2, type: 'request' });
    w.ask(frame, { ns, v: 1, type: 'session', token: 'x' });
    w.ask(frame, 'request');
    w.sessions.receive({ source: null, origin: site, data: { ns, v: 1, type: 'request' } } as MessageEvent);
    w.sessions.share();
    expect(frame.inbox).toEqual([]);
    expect(w.calls).toEqual([]);
  });

  it('answers a refresh after asking the partner, and passes a sign-out inside the site on', async () => {
    const w = world();
    const frame = w.windowAt();
    w.ask(frame, { ns, v: 1, type: 'refresh' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(w.calls).toEqual(['refresh']);
    expect(frame.inbox.at(-1)).toEqual([{ ns, v: 1, type: 'session', token: 'fresh' }, site]);
    w.ask(frame, { ns, v: 1, type: 'logout' });
    expect(w.calls).toEqual(['refresh', 'logout']);
  });
});
