import { describe, expect, it } from 'vitest';
import {
  afterSignIn,
  guardRoute,
  isRouteHidden,
  matchRoute,
  pathOf,
  RETURN_URL_KEY,
  routeByName,
  safeReturnUrl,
} from './routes';

describe('site routes', () => {
  it('matches a route and its parameters under the language', () => {
    const match = matchRoute('/line/1/88/12345', 'en');
    expect(match?.route.name).toBe('bettingMainGame');
    expect(match?.params).toEqual({ sportId: '1', champId: '88', gameId: '12345' });
  });

  it('refuses parameters that break their rule (drawId, page, rundownNumber digits; drawStatus a draw status)', () => {
    expect(matchRoute('/toto/12', 'ru')?.route.name).toBe('toto');
    expect(matchRoute('/toto/12a', 'ru')).toBeNull();
    expect(matchRoute('/toto/draws/finished/2', 'ru')?.params).toEqual({ drawStatus: 'finished', page: '2' });
    expect(matchRoute('/toto/draws/lost/2', 'ru')).toBeNull();
    expect(matchRoute('/toto/draws/finished/x', 'ru')).toBeNull();
    expect(matchRoute('/toto/rundown/7', 'ru')?.route.name).toBe('totoRundown');
    expect(matchRoute('/toto/rundown/seven', 'ru')).toBeNull();
  });

  it('prefers a fixed segment over a parameter and limits routes to their languages', () => {
    expect(matchRoute('/information/smsbets', 'ru')?.route.name).toBe('smsBets');
    expect(matchRoute('/information/smsbets', 'en')?.route.name).toBe('information');
  });

  it('unknown paths match nothing (not-found)', () => {
    expect(matchRoute('/no/such/page', 'en')).toBeNull();
  });

  it('builds paths of named routes with the language', () => {
    expect(pathOf('home', 'kk')).toBe('/kk');
    expect(pathOf('bettingMainSection', 'en', { sportId: 1 })).toBe('/en/line/1');
  });

  it('a signed-in-only route sends a guest to sign-in with return-url', () => {
    const office = routeByName('office');
    if (!office) throw new Error('office route missing');
    const guard = guardRoute(office, false, 'en', '/en/office?tab=1', new URLSearchParams());
    expect(guard).toEqual({
      kind: 'redirect',
      to: `/en/login?${RETURN_URL_KEY}=${encodeURIComponent('/en/office?tab=1')}`,
    });
    expect(guardRoute(office, true, 'en', '/en/office', new URLSearchParams())).toEqual({ kind: 'show' });
  });

  it('a guest-only route sends a signed-in player to the return-url or home', () => {
    const login = routeByName('login');
    if (!login) throw new Error('login route missing');
    expect(guardRoute(login, true, 'ru', '/ru/login', new URLSearchParams('return-url=/ru/office'))).toEqual({
      kind: 'redirect',
      to: '/ru/office',
    });
    expect(guardRoute(login, true, 'ru', '/ru/login', new URLSearchParams())).toEqual({ kind: 'redirect', to: '/ru' });
  });

  it('return-url accepts only this site’s language paths', () => {
    expect(safeReturnUrl('/en/office/security')).toBe('/en/office/security');
    expect(safeReturnUrl('//evil.example/en')).toBeNull();
    expect(safeReturnUrl('https://evil.example/en')).toBeNull();
    expect(safeReturnUrl('/\\evil.example')).toBeNull();
    expect(safeReturnUrl('/xx/office')).toBeNull();
  });

  it('after sign-in goes to return-url, else the first known route of the redirect list', () => {
    expect(afterSignIn('en', new URLSearchParams('return-url=%2Fen%2Foffice'))).toBe('/en/office');
    expect(afterSignIn('en', new URLSearchParams(), ['nope', 'office'])).toBe('/en/office');
    expect(afterSignIn('en', new URLSearchParams())).toBe('/en');
  });

  it('a route hidden by state (its flag off) is not found; others stay', () => {
    const registration = routeByName('registration');
    const home = routeByName('home');
    if (!registration || !home) throw new Error('routes missing');
    expect(isRouteHidden(registration, { has_registration: false })).toBe(true);
    expect(isRouteHidden(registration, { has_registration: true })).toBe(false);
    expect(isRouteHidden(home, { has_registration: false })).toBe(false);
  });
});
