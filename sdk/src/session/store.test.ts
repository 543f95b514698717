import { describe, expect, it } from 'vitest';
import { refreshAheadMs, userIdOfToken } from './session';
import { createWidgetSession } from './store';

const jwt = (claims: Record<string, unknown>) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

function reporter() {
  const calls: unknown[] = [];
  return {
    calls,
    login: (data: unknown) => calls.push(['login', data]),
    logout: () => calls.push(['logout']),
    refresh: () => calls.push(['refresh']),
  };
}

describe('widget session', () => {
  it('reports a login made in the widget to the broker, with the player id from the token', () => {
    const r = reporter();
    const session = createWidgetSession(r);
    session.login(jwt({ sub: 17 }));
    expect(r.calls).toEqual([['login', { token: jwt({ sub: 17 }), userId: '17' }]]);
    expect(session.store.getState().session).toEqual({ token: jwt({ sub: 17 }), userId: '17', source: 'widget' });
    session.logout();
    session.logout();
    expect(r.calls).toHaveLength(2);
  });

  it('applies what the broker sends only when it is a valid session', () => {
    const session = createWidgetSession(reporter());
    session.receive({ token: 't', userId: '1', source: 'partner', extra: 1 });
    expect(session.store.getState().session).toBeNull();
    session.receive({ token: 't', userId: '1', source: 'partner' });
    expect(session.store.getState().session?.userId).toBe('1');
    session.receive(null);
    expect(session.store.getState().session).toBeNull();
  });

  it('asks for a fresh partner token shortly before it expires, and not for widget sessions', () => {
    const r = reporter();
    const timers: Array<[() => void, number]> = [];
    const setTimer = ((fn: () => void, ms: number) => timers.push([fn, ms])) as unknown as typeof setTimeout;
    const session = createWidgetSession(r, setTimer, () => {});
    const exp = Math.floor(Date.now() / 1000) + 600;
    session.receive({ token: jwt({ sub: 'p', exp }), userId: 'p', source: 'partner' });
    expect(timers).toHaveLength(1);
    const [fire, delay] = timers[0] as [() => void, number];
    expect(delay).toBeGreaterThan(600_000 - refreshAheadMs - 2000);
    expect(delay).toBeLessThanOrEqual(600_000 - refreshAheadMs);
    fire();
    expect(r.calls).toEqual([['refresh']]);
    session.receive({ token: jwt({ sub: 'w', exp }), userId: 'w', source: 'widget' });
    expect(timers).toHaveLength(1);
  });

  it('reads the player id from sub, userId or user_id, and none from a non-JWT', () => {
    expect(userIdOfToken(jwt({ userId: 5 }))).toBe('5');
    expect(userIdOfToken(jwt({ user_id: 'x' }))).toBe('x');
    expect(userIdOfToken('opaque-token')).toBeNull();
  });
});
