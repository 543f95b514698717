/**
 * Every betting route of SPEC §2 (the 47 of `bettingRouteNames`) in Chromium at phone width (390 px), with one
 * browser, one server and one page navigated from route to route: each shows games (the line, a game, the express
 * of the day, results, the statistics frame's team page) or an honest translated explanation with links.
 *
 * Which routes may show an explanation, and why:
 * - cricketTeam, cricketPlayerInfo: always — cricket has no team or player statistics (the explanation links to
 *   the cricket line, the line and live);
 * - cricketBroadcasts, cricketBroadcast: the cricket games being played now; a T20 match lasts ~21 real minutes
 *   and four or five start every half hour, so one is nearly always live — if none is, the line says so;
 * - bettingChampResults, …Champ: in the first minutes of a UTC day no game of the day has finished yet.
 * Favourites (favorites, topEventsFavorites, cricketFavorites) show games: the test keeps two favourites in the
 * browser first, as a guest's favourites are kept.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bettingRouteNames } from '../../site/src/routing/routes';
import { useServerAndBrowser } from '../support/e2e-world';

const world = useServerAndBrowser();

const gamesBody = z.object({
  data: z.object({
    attributes: z.object({
      games: z.array(
        z
          .object({
            id: z.number(),
            champId: z.number(),
            start: z.number(),
            team1: z.object({ id: z.number(), name: z.string() }).loose(),
          })
          .loose(),
      ),
    }),
  }),
});
type Game = z.infer<typeof gamesBody>['data']['attributes']['games'][number];

/** A game of the sport starting four hours away or more, not the first of the line. */
async function farGame(sport: number, feed = 'LineFeed', period = '&period=3'): Promise<Game | undefined> {
  const res = await fetch(`${world.server.origin}/service-api/${feed}/Get1x2_VZip?lng=en&sports=${sport}${period}`);
  const games = gamesBody.parse(await res.json()).data.attributes.games.sort((a, b) => a.start - b.start);
  return games[1] ?? games[0];
}

let football: Game;
let cricket: Game;
let marble: Game;
let liveCricket: Game | undefined;

beforeAll(async () => {
  const [f, c, m] = await Promise.all([farGame(1), farGame(18), farGame(150, 'LineFeed', '')]);
  if (!f || !c || !m) throw new Error('the line has no football, cricket or marble game');
  football = f;
  cricket = c;
  marble = m;
  liveCricket = await farGame(18, 'LiveFeed', '');
}, 120_000);

type Expect = 'games' | 'game' | 'explanation' | 'express' | 'results' | 'statistics' | 'live-cricket';

/** The path of each route (under /en) and what it must show. */
function walk(): Array<{ name: string; path: string; expect: Expect; game?: number }> {
  const f = football;
  const live = liveCricket ?? cricket;
  const team = f.team1.name.split(' ')[0] ?? f.team1.name;
  const table: Record<(typeof bettingRouteNames)[number], [string, Expect, number?]> = {
    bettingHome: ['/line', 'games'],
    bettingMainSection: ['/line/1', 'games'],
    bettingMainSectionChamp: [`/line/1/${f.champId}`, 'games'],
    bettingMainGame: [`/line/1/${f.champId}/${f.id}`, 'game', f.id],
    bettingSportFilter: ['/line/filter', 'games'],
    bettingChampResults: ['/results', 'results'],
    bettingChampResultsChamp: [`/results/1/${f.champId}`, 'results'],
    bettingMultiLive: ['/live/multi', 'games'],
    bettingBetsonyourSection: ['/betsonyour/1', 'games'],
    bettingBetsonyourGame: [`/betsonyour/1/${f.id}`, 'game', f.id],
    bettingCyber: ['/cyber', 'games'],
    bettingCyberSection: ['/cyber/85', 'games'],
    bettingMarbleSection: ['/marble/8', 'games'],
    bettingMarbleGame: [`/marble/8/${marble.id}`, 'game', marble.id],
    bestEuroSection: [`/best/${f.champId}`, 'games'],
    bestEuroGame: [`/best/${f.champId}/${f.id}`, 'game', f.id],
    bettingRecommendation: ['/recommendation', 'games'],
    bettingRecommendationSection: ['/recommendation/1', 'games'],
    bettingRecommendationSectionChamp: [`/recommendation/1/${f.champId}`, 'games'],
    favorites: ['/favorites', 'games'],
    ufc: ['/ufc', 'games'],
    politics: ['/politics', 'games'],
    teamSection: [`/team/1/${f.team1.id}`, 'statistics'],
    teamGame: [`/team/1/${f.team1.id}/${f.id}`, 'game', f.id],
    teamGamesInfo: [`/team/1/${f.team1.id}/games`, 'statistics'],
    searchEvents: [`/search?q=${encodeURIComponent(team)}`, 'games'],
    bettingTopgameSection: ['/topgame/1', 'games'],
    bettingTopgameGame: [`/topgame/1/${f.id}`, 'game', f.id],
    expressDay: ['/express-day', 'express'],
    cricket: ['/cricket', 'games'],
    cricketHome: ['/cricket/home', 'games'],
    cricketAllChamps: ['/cricket/champs', 'games'],
    cricketAllEvents: ['/cricket/events', 'games'],
    cricketFavorites: ['/cricket/favorites', 'games'],
    cricketSearchEvents: [`/cricket/search?q=${encodeURIComponent(cricket.team1.name.split(' ')[0] ?? '')}`, 'games'],
    cricketBroadcasts: ['/cricket/broadcasts', 'live-cricket'],
    cricketBroadcast: [`/cricket/broadcasts/${live.id}`, liveCricket ? 'game' : 'live-cricket', live.id],
    cricketChamp: [`/cricket/champ/${cricket.champId}`, 'games'],
    cricketGame: [`/cricket/game/${cricket.id}`, 'game', cricket.id],
    cricketPlayerInfo: ['/cricket/player/1', 'explanation'],
    cricketTeam: [`/cricket/team/${cricket.team1.id}`, 'explanation'],
    topSportsSection: ['/top-sports/1', 'games'],
    topEvents: ['/top-events/all', 'games'],
    topEventsSection: ['/top-events/1', 'games'],
    topEventsHome: ['/top-events', 'games'],
    topEventsGame: [`/top-events/1/${f.id}`, 'game', f.id],
    topEventsFavorites: ['/top-events/favorites', 'games'],
  };
  return bettingRouteNames.map((name) => {
    const [path, expect, game] = table[name];
    return { name, path, expect, ...(game !== undefined ? { game } : {}) };
  });
}

/** Waits until the page shows what the route promises; answers what it showed. */
async function shown(page: Page, expect: Expect, game?: number): Promise<string> {
  const timeout = 60_000;
  switch (expect) {
    case 'games':
      await page.locator('[data-testid="event-row"]').first().waitFor({ timeout });
      return 'games';
    case 'game':
      await page.locator(`[data-testid="game-view"][data-game-id="${game}"]`).waitFor({ timeout });
      return 'game';
    case 'live-cricket': {
      const any = page.locator('[data-testid="event-row"], [data-testid="line-empty"]').first();
      await any.waitFor({ timeout });
      return (await any.getAttribute('data-testid')) === 'event-row' ? 'games' : 'explanation (no live cricket now)';
    }
    case 'explanation': {
      const empty = page.locator('[data-testid="section-empty"]');
      await empty.waitFor({ timeout });
      const text = (await empty.textContent()) ?? '';
      if (!/no team or player statistics/.test(text)) throw new Error(`no explanation: ${text}`);
      if ((await empty.locator('a[href^="/en/"]').count()) < 3) throw new Error('the explanation has no links');
      return 'explanation';
    }
    case 'express':
      await page.locator('[data-testid="express-day-leg"]').first().waitFor({ timeout });
      return 'games';
    case 'results': {
      const any = page.locator('[data-testid="results-champ"], [data-testid="results-none"]').first();
      await any.waitFor({ timeout });
      return (await any.getAttribute('data-testid')) === 'results-champ'
        ? 'games'
        : 'explanation (nothing finished yet today)';
    }
    case 'statistics': {
      const frame = page.frameLocator('[data-testid="team-statistics"]');
      await frame.locator('body *').first().waitFor({ timeout });
      return 'games';
    }
  }
}

describe('the 47 betting routes at 390 px', () => {
  it('each shows games or an honest explanation with links', async () => {
    const started = performance.now();
    const page = await world.browser.newPage({ viewport: { width: 390, height: 844 } });
    // A guest's favourites are kept in the browser: a football and a cricket game.
    await page.goto(`${world.server.origin}/en/line`, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    await page.evaluate(
      (ids) => localStorage.setItem('betframe:favorites', JSON.stringify(ids)),
      [football.id, cricket.id],
    );
    const routes = walk();
    expect(routes).toHaveLength(47);
    const report: string[] = [];
    const failed: string[] = [];
    for (const route of routes) {
      const t0 = performance.now();
      await page.goto(`${world.server.origin}/en${route.path}`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
      await page.locator(`[data-testid="betting-page"][data-route="${route.name}"]`).waitFor({ timeout: 30_000 });
      const what = await shown(page, route.expect, route.game).catch((e: Error) => {
        failed.push(`${route.name} ${route.path}: ${e.message.split('\n')[0]}`);
        return 'FAILED';
      });
      report.push(
        `${route.name.padEnd(34)} ${route.path.padEnd(40)} ${what} (${Math.round(performance.now() - t0)} ms)`,
      );
    }
    await page.close();
    console.log(
      `${report.join('\n')}\n47 betting routes in ${Math.round((performance.now() - started) / 1000)} s (one page)`,
    );
    expect(failed).toEqual([]);
  }, 900_000);
});
