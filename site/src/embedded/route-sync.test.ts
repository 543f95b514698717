import { describe, expect, it } from 'vitest';
import { parentRoute, routeSyncStep } from './route-sync';

describe('embedded route sync (routePath)', () => {
  it('does nothing before the handshake', () => {
    expect(routeSyncStep({ handshaked: false, shared: '/line', lastSeen: undefined, here: '/' })).toEqual({
      lastSeen: undefined,
    });
  });

  it('at the handshake follows a route the parent chose, or reports its own when the parent has none', () => {
    expect(routeSyncStep({ handshaked: true, shared: '/line/1', lastSeen: undefined, here: '/' })).toEqual({
      navigateTo: '/line/1',
      lastSeen: '/line/1',
    });
    expect(routeSyncStep({ handshaked: true, shared: '/', lastSeen: undefined, here: '/cyber' })).toEqual({
      report: '/cyber',
      lastSeen: '/cyber',
    });
  });

  it('later follows every change the parent makes, home included', () => {
    expect(routeSyncStep({ handshaked: true, shared: '/', lastSeen: '/cyber', here: '/cyber' })).toEqual({
      navigateTo: '/',
      lastSeen: '/',
    });
  });

  it('its own report coming back changes nothing', () => {
    expect(routeSyncStep({ handshaked: true, shared: '/cyber', lastSeen: '/cyber', here: '/cyber' })).toEqual({
      lastSeen: '/cyber',
    });
  });

  it('only paths of the site are followed: normalised, never protocol-relative or with a query', () => {
    expect(parentRoute('/Line//1/')).toBe('/line/1');
    expect(parentRoute('//evil.example')).toBeNull();
    expect(parentRoute('https://evil.example/')).toBeNull();
    expect(parentRoute('/line?x=1')).toBeNull();
    expect(routeSyncStep({ handshaked: true, shared: '//evil', lastSeen: '/', here: '/' })).toEqual({
      report: '/',
      lastSeen: '/',
    });
  });
});
