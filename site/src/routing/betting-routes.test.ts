import { describe, expect, it } from 'vitest';
import { bettingPage } from './betting-pages';
import {
  afterSignIn,
  bettingPaths,
  bettingRouteNames,
  isNotFoundUrl,
  matchRoute,
  pathOf,
  redirectListFor,
  routeByName,
} from './routes';

/** Sample values for every parameter a betting path can hold. */
const samples: Record<string, string> = {
  sportId: '1',
  champId: '88',
  gameId: '12345',
  sectionId: '3',
  teamId: '77',
  playerId: '901',
};
const paramsOf = (path: string) =>
  Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, name]) => [name as string, samples[name as string] ?? '']));

describe('betting routes of SPEC §2', () => {
  it('all 47 names are routes of the site, each with its own path', () => {
    expect(bettingRouteNames).toHaveLength(47);
    for (const name of bettingRouteNames) expect(routeByName(name)?.path, name).toBe(bettingPaths[name]);
    expect(new Set(Object.values(bettingPaths)).size).toBe(47);
  });

  for (const name of bettingRouteNames) {
    it(`${name}: its path matches it with its parameters, and pathOf round-trips`, () => {
      const params = paramsOf(bettingPaths[name]);
      const path = pathOf(name, 'en', params);
      expect(path.startsWith('/en/')).toBe(true);
      const match = matchRoute(path.slice('/en'.length), 'en');
      expect(match?.route.name).toBe(name);
      expect(match?.params).toEqual(params);
      expect(pathOf(name, 'en', match?.params ?? {})).toBe(path);
    });
  }

  it('numeric parameters refuse anything but digits', () => {
    expect(matchRoute('/line/football', 'en')).toBeNull();
    expect(matchRoute('/cricket/player/x1', 'en')).toBeNull();
    expect(matchRoute('/team/1/abc', 'en')).toBeNull();
    expect(matchRoute('/betsonyour/-1', 'en')).toBeNull();
  });

  it('fixed segments win over parameters (filter, all, favorites, home under their sections)', () => {
    expect(matchRoute('/line/filter', 'en')?.route.name).toBe('bettingSportFilter');
    expect(matchRoute('/top-events/all', 'en')?.route.name).toBe('topEvents');
    expect(matchRoute('/top-events/favorites', 'en')?.route.name).toBe('topEventsFavorites');
    expect(matchRoute('/top-events/2', 'en')?.route.name).toBe('topEventsSection');
    expect(matchRoute('/team/1/77/games', 'en')?.route.name).toBe('teamGamesInfo');
    expect(matchRoute('/team/1/77/5', 'en')?.route.name).toBe('teamGame');
  });

  it('every betting route renders something real: the line, the statistics frame, results or the empty section', () => {
    for (const name of bettingRouteNames) {
      const page = bettingPage({
        name,
        params: paramsOf(bettingPaths[name]),
        lang: 'en',
        search: new URLSearchParams(),
        cyberSportIds: [85, 144, 89],
      });
      expect(page.title, name).toMatch(/^site_section_[a-z_]+$/);
      expect(['line', 'statistics', 'empty', 'express-day', 'results']).toContain(page.kind);
    }
  });
});

describe('what a betting route shows', () => {
  const show = (name: (typeof bettingRouteNames)[number], params: Record<string, string> = {}, search = '') =>
    bettingPage({ name, params, lang: 'kk', search: new URLSearchParams(search), cyberSportIds: [85, 144, 89] });

  it('a game route opens the line on that sport, championship and game', () => {
    expect(show('bettingMainGame', { sportId: '1', champId: '88', gameId: '5' })).toEqual({
      kind: 'line',
      title: 'site_section_line',
      props: { sport: 1, champ: 88, game: 5 },
    });
  });

  it('multi-live is the line in live mode; favourites the line with the favourites filter on', () => {
    expect(show('bettingMultiLive')).toMatchObject({ kind: 'line', props: { mode: 'live' } });
    expect(show('favorites')).toMatchObject({ kind: 'line', props: { favorites: true } });
    expect(show('topEventsFavorites')).toMatchObject({ kind: 'line', props: { favorites: true } });
  });

  it('cyber shows only the configured cyber sports, the first chosen unless the path names one', () => {
    expect(show('bettingCyber')).toMatchObject({ props: { sports: [85, 144, 89], sport: 85 } });
    expect(show('bettingCyberSection', { sportId: '144' })).toMatchObject({
      props: { sports: [85, 144, 89], sport: 144 },
    });
  });

  it('search takes its text from ?q=', () => {
    expect(show('searchEvents', {}, 'q=%20Arsenal%20')).toMatchObject({ props: { query: 'Arsenal' } });
    expect(show('searchEvents')).toMatchObject({ props: {} });
  });

  it('team pages show the statistics frame’s team page in the page’s language', () => {
    expect(show('teamSection', { sportId: '1', teamId: '77' })).toEqual({
      kind: 'statistics',
      title: 'site_section_team',
      frame: '/kk/statisticpopup/team/1/77',
    });
  });

  it('the sections’ own sports are the line narrowed to their sport (UFC, politics, marble, cricket)', () => {
    expect(show('ufc')).toMatchObject({ kind: 'line', title: 'site_section_ufc', props: { sport: 22 } });
    expect(show('politics')).toMatchObject({ kind: 'line', props: { sport: 151 } });
    expect(show('bettingMarbleGame', { sectionId: '8', gameId: '9' })).toMatchObject({
      kind: 'line',
      props: { sport: 150, game: 9 },
    });
    expect(show('bettingBetsonyourSection', { sectionId: '4' })).toMatchObject({ kind: 'line', props: { sport: 4 } });
    expect(show('cricketGame', { gameId: '7' })).toMatchObject({ kind: 'line', props: { sport: 18, game: 7 } });
    expect(show('cricketChamp', { champId: '1801' })).toMatchObject({ props: { sport: 18, champ: 1801 } });
    expect(show('cricketBroadcasts')).toMatchObject({ props: { sport: 18, mode: 'live' } });
    expect(show('cricketFavorites')).toMatchObject({ props: { sport: 18, favorites: true } });
    expect(show('cricketSearchEvents', {}, 'q=Leeds')).toMatchObject({ props: { sport: 18, query: 'Leeds' } });
  });

  it('cricket’s team and player pages say there are no statistics, with a link to the cricket line', () => {
    for (const name of ['cricketTeam', 'cricketPlayerInfo'] as const)
      expect(show(name, { teamId: '1', playerId: '1' })).toEqual({
        kind: 'empty',
        title: 'site_section_cricket',
        reason: 'site_section_cricket_no_stats',
        to: { route: 'cricket', text: 'site_section_to_cricket' },
      });
  });

  it('results show a day of finished games, of one championship when the route names it', () => {
    expect(show('bettingChampResults')).toEqual({ kind: 'results', title: 'site_section_results' });
    expect(show('bettingChampResultsChamp', { sportId: '1', champId: '12' })).toMatchObject({
      kind: 'results',
      sport: 1,
      champ: 12,
    });
    expect(show('bettingChampResults', {}, 'date=2026-11-20')).toMatchObject({ date: '2026-11-20' });
    expect(show('bettingChampResults', {}, 'date=soon')).not.toHaveProperty('date');
  });
});

describe('configurable redirects and not-found URLs', () => {
  const lists = {
    afterRegistration: { page: ['officeRecharge', 'home'], modal: ['officeRecharge'] },
    afterLogin: { page: ['home'], modal: [] },
  };

  it('picks the list for how the player got in and where the form was', () => {
    expect(redirectListFor(lists, 'registration', 'page')).toEqual(['officeRecharge', 'home']);
    expect(redirectListFor(lists, 'login', 'modal')).toEqual([]);
  });

  it('return-url wins, then the first known route of the list', () => {
    const none = new URLSearchParams();
    expect(afterSignIn('ru', new URLSearchParams('return-url=/ru/favorites'), ['officeRecharge'])).toBe(
      '/ru/favorites',
    );
    expect(afterSignIn('ru', none, ['noSuchRoute', 'officeRecharge'])).toBe('/ru/office/recharge');
  });

  it('an empty modal list keeps the player on the page behind the form; an empty page list goes home', () => {
    expect(afterSignIn('en', new URLSearchParams(), [], '/line/1')).toBe('/en/line/1');
    expect(afterSignIn('en', new URLSearchParams(), [], '/')).toBe('/en');
    expect(afterSignIn('en', new URLSearchParams(), [])).toBe('/en');
  });

  it('not-found URLs match exactly or, ending in *, everything under them', () => {
    expect(isNotFoundUrl('/ufc', ['/ufc'])).toBe(true);
    expect(isNotFoundUrl('/ufc', ['/UFC/'])).toBe(true);
    expect(isNotFoundUrl('/cricket/game/5', ['/cricket/*'])).toBe(true);
    expect(isNotFoundUrl('/cricketers', ['/cricket/*'])).toBe(false);
    expect(isNotFoundUrl('/line', ['/ufc', '/cricket/*'])).toBe(false);
  });
});
