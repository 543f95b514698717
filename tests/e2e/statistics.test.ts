/**
 * The statistics frame end to end, against the real server and the built frame: every view renders for ids
 * taken from the running server's catalogue, every bad parameter shows its error, and the parent example on
 * the second origin (PORT+1) drives the frame (PORT) through every parent message and logs every frame message.
 */
import { type Browser, chromium, type Frame, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, findChromium } from '../support/chromium';
import { type RunningServer, startServer } from '../support/server-process';

interface Catalog {
  games: Array<{ sportId: number; gameId: number; status: number }>;
  teams: Array<{ sportId: number; teamId: number }>;
  players: Array<{ sportId: number; playerId: number }>;
  stages: Array<{ sportId: number; stageId: number }>;
  tournaments: Array<{ sportId: number; tournamentId: number; seasonId: number }>;
  ratings: Array<{ sportId: number; ratingId: number; name: string }>;
  horses: Array<{ horseId: number }>;
  cyber: Array<{ sportId: number; tournId: number; seasonId: number }>;
  feedGames: Array<{ sportId: number; gameId: number; phase: string }>;
}

let server: RunningServer;
let browser: Browser;
let catalog: Catalog;
let page: Page;

beforeAll(async () => {
  // The demo partner allows every loopback origin in development (vitest's own NODE_ENV must not leak in).
  server = await startServer({ env: { NODE_ENV: 'development' } });
  browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs] });
  const response = await fetch(`${server.origin}/service-api/statisticfeed/Catalog`);
  catalog = ((await response.json()) as { data: { attributes: Catalog } }).data.attributes;
  page = await browser.newPage();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const first = <T>(items: T[], what: string): T => {
  const item = items[0];
  if (!item) throw new Error(`the catalogue has no ${what}`);
  return item;
};

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${server.origin}/service-api/${path}`);
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: { attributes: T } }).data.attributes;
}

async function open(path: string, target: Page | Frame = page) {
  if ('goto' in target) await target.goto(`${server.origin}/en/statisticpopup/${path}`);
  await target.waitForSelector('[data-view], [role="alert"]', { timeout: 30_000 });
}

const viewText = (target: Page | Frame = page) => target.textContent('main').then((text) => text ?? '');

describe('every view renders', () => {
  it('game: every tab (main, line-ups, head-to-head, last games, standings, stadium)', async () => {
    const game = catalog.games.find((g) => g.status === 2) ?? first(catalog.games, 'game');
    const status = await api<{ team1: { name: string }; team2: { name: string }; stageId: number }>(
      `statisticfeed/Status?gameId=${game.gameId}`,
    );
    await open(`game/${game.sportId}/${game.gameId}`);
    expect(await page.getAttribute('[data-view]', 'data-view')).toBe('game');
    const head = await viewText();
    expect(head).toContain(status.team1.name);
    expect(head).toContain(status.team2.name);
    await page.waitForSelector('[data-section="timeline"]');

    await open(`game/${game.sportId}/${game.gameId}/lineups`);
    await page.waitForSelector('.lineup');
    expect(await page.locator('.lineup').count()).toBe(2);

    const h2h = await api<{ summary: { wins1: number; draws: number; wins2: number }; games: unknown[] }>(
      `statisticfeed/Game/h2h?gameId=${game.gameId}`,
    );
    await open(`game/${game.sportId}/${game.gameId}/h2h`);
    const summary = await page.waitForSelector('[data-testid="h2h-summary"]');
    const text = (await summary.textContent()) ?? '';
    expect(text).toContain(`wins ${h2h.summary.wins1}`);
    expect(text).toContain(`Draws ${h2h.summary.draws}`);
    expect(await page.locator('[data-section="h2h"] .game-row').count()).toBe(h2h.games.length);

    await open(`game/${game.sportId}/${game.gameId}/last`);
    await page.waitForSelector('[data-section="last1"] .game-row');
    await page.waitForSelector('[data-section="last2"] .game-row');

    await open(`game/${game.sportId}/${game.gameId}/standings`);
    await page.waitForSelector('table.standings tbody tr');
    expect(await page.locator('tr.highlight').count()).toBe(2);

    await open(`game/${game.sportId}/${game.gameId}/stadium`);
    await page.waitForSelector('[data-section="stadium"] dl.facts');
  });

  it('game in progress: score, live status and odds', async () => {
    const live = catalog.games.find((g) => g.status === 3);
    if (!live) throw new Error('no live game in the catalogue');
    await open(`game/${live.sportId}/${live.gameId}`);
    expect(await page.textContent('[data-testid="score"]')).toMatch(/\d+:\d+\s*Live \d+'/);
    await page.waitForSelector('button.odd[data-outcome="1"]');
  });

  it('team', async () => {
    const team = first(catalog.teams, 'team');
    const profile = await api<{ team: { name: string }; players: unknown[] }>(
      `statisticfeed/Team?teamId=${team.teamId}`,
    );
    await open(`team/${team.sportId}/${team.teamId}`);
    expect(await page.textContent('h1')).toBe(profile.team.name);
    expect(await page.locator('table.squad tbody tr').count()).toBe(profile.players.length);
  });

  it('player', async () => {
    const player = first(catalog.players, 'player');
    const profile = await api<{ player: { name: string }; stats: { goals: number } }>(
      `statisticfeed/Player?playerId=${player.playerId}`,
    );
    await open(`player/${player.sportId}/${player.playerId}`);
    expect(await page.textContent('h1')).toContain(profile.player.name);
    expect(await viewText()).toContain(`Goals${profile.stats.goals}`);
  });

  it('stage: total, home and away tables', async () => {
    const stage = first(catalog.stages, 'stage');
    for (const tt of [1, 2, 3]) {
      const table = await api<{ rows: Array<{ team: { name: string }; points: number }> }>(
        `SiteService/StageTable?stageId=${stage.stageId}&tt=${tt}`,
      );
      await open(`stage/${stage.sportId}/${stage.stageId}?tt=${tt}`);
      await page.waitForSelector('table.standings tbody tr');
      const firstRow = (await page.textContent('table.standings tbody tr')) ?? '';
      expect(firstRow).toContain(table.rows[0]?.team.name);
      expect(await page.textContent('.tab.active')).toBe(['Total', 'Home', 'Away'][tt - 1]);
    }
  });

  it('tournament season', async () => {
    const t = first(catalog.tournaments, 'tournament');
    await open(`tournament/${t.sportId}/${t.tournamentId}/${t.seasonId}`);
    expect(await page.getAttribute('[data-view]', 'data-view')).toBe('tournament');
    await page.waitForSelector('[data-section="tournamentRounds"] .game-row');
    await page.waitForSelector('table.standings tbody tr');
  });

  it('rating', async () => {
    const rating = first(catalog.ratings, 'rating');
    await open(`rating/${rating.sportId}/${rating.ratingId}`);
    expect(await page.textContent('h1')).toBe(rating.name);
    await page.waitForSelector('table.rating tbody tr');
  });

  it('horse race card', async () => {
    const horse = first(catalog.horses, 'horse');
    await open(`horse/${horse.horseId}`);
    expect(await page.getAttribute('[data-view]', 'data-view')).toBe('horse');
    await page.waitForSelector('table.race-card tbody tr.highlight');
  });

  it('graph: an accessible SVG chart in the chosen coefficient view', async () => {
    const game = first(catalog.games, 'game');
    await open(`graph/${game.gameId}`);
    const svg = await page.waitForSelector('svg[role="img"]');
    expect(await svg.getAttribute('aria-labelledby')).toBeTruthy();
    expect(await page.textContent('svg title')).toContain('(Decimal)');
    expect(await page.locator('svg polyline').count()).toBeGreaterThanOrEqual(2);
    await open(`graph/${game.gameId}/2`);
    await page.waitForSelector('svg[role="img"]');
    expect(await page.textContent('svg title')).toContain('(American)');
    expect(await page.textContent('svg desc')).toMatch(/[+-]\d+/);
  });

  it('cyber tournaments of sports 85, 144 and 89', async () => {
    expect(catalog.cyber.map((c) => c.sportId).sort((a, b) => a - b)).toEqual([85, 89, 144]);
    for (const c of catalog.cyber) {
      await open(`cyber/${c.sportId}/${c.tournId}/${c.seasonId}`);
      expect(await page.getAttribute('[data-view]', 'data-view')).toBe('cyber');
      await page.waitForSelector('table.standings tbody tr');
    }
  });

  it('a game of the betting feed: the feed’s teams and prices, head-to-head, last games and table', async () => {
    const game = first(catalog.feedGames, 'feed game');
    const status = await api<{ team1: { name: string }; team2: { name: string }; odds: { w1: number } }>(
      `statisticfeed/Status?gameId=${game.gameId}`,
    );
    await open(`game/${game.sportId}/${game.gameId}`);
    const head = await viewText();
    expect(head).toContain(status.team1.name);
    expect(head).toContain(status.team2.name);
    await open(`game/${game.sportId}/${game.gameId}/h2h`);
    await page.waitForSelector('[data-testid="h2h-summary"]');
    await open(`game/${game.sportId}/${game.gameId}/last`);
    await page.waitForSelector('[data-section="last1"] .game-row');
    await open(`game/${game.sportId}/${game.gameId}/standings`);
    await page.waitForSelector('table.standings tbody tr.highlight');
    await open(`game/${game.sportId}/${game.gameId}/lineups`);
    expect(await page.textContent('[data-state="empty"]')).toContain('No line-ups');
  });

  it('light and dark themes and right-to-left from the query', async () => {
    const team = first(catalog.teams, 'team');
    await open(`team/${team.sportId}/${team.teamId}?dark=1&rtl=true`);
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await open(`team/${team.sportId}/${team.teamId}?lang=ar`);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await open(`team/${team.sportId}/${team.teamId}`);
    expect(await page.getAttribute('html', 'data-theme')).toBe('light');
  });
});

describe('translated frame (ru, kk, ar)', () => {
  /** A dictionary key (`stat_…`) on screen means a text was not translated. */
  const KEY_PATTERN = /\bstat_[a-z0-9_]+\b/;

  async function statisticsDictionary(lang: string): Promise<Record<string, string>> {
    const map = await fetch(`${server.origin}/translation-api/by-lang/${lang}`);
    expect(map.status).toBe(200);
    const body = (await map.json()) as { data: { attributes: { dictionaryMap: string } } };
    const path = (JSON.parse(body.data.attributes.dictionaryMap) as Record<string, string>)['5'];
    expect(path).toMatch(new RegExp(`^${lang}/statistics\\.`));
    const file = await fetch(`${server.origin}/genfiles/web-app-v2/${path}`);
    expect(file.status).toBe(200);
    return (await file.json()) as Record<string, string>;
  }

  /** Every text node, every aria-label and title attribute and the document title of the page. */
  const visibleTexts = () =>
    page.evaluate(() => {
      const texts: string[] = [document.title];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
      for (const element of document.querySelectorAll('[aria-label], [title]'))
        texts.push(element.getAttribute('aria-label') ?? '', element.getAttribute('title') ?? '');
      return texts.filter((text) => text.trim() !== '');
    });

  async function openIn(lang: string, path: string) {
    await page.goto(`${server.origin}/${lang}/statisticpopup/${path}`);
    await page.waitForSelector('.frame[data-i18n="loaded"]', { timeout: 30_000 });
    await page.waitForSelector('[data-view], [role="alert"]', { timeout: 30_000 });
    await page.waitForFunction(() => !document.querySelector('[data-state="loading"]'), undefined, {
      timeout: 30_000,
    });
    const untranslated = (await visibleTexts()).filter((text) => KEY_PATTERN.test(text));
    expect({ lang, path, untranslated }).toEqual({ lang, path, untranslated: [] });
  }

  for (const lang of ['ru', 'kk', 'ar'] as const) {
    it(`${lang}: every view shows its texts from the ${lang} dictionary, no key${lang === 'ar' ? ', right to left' : ''}`, async () => {
      const texts = await statisticsDictionary(lang);
      const english = await statisticsDictionary('en');
      const game = catalog.games.find((g) => g.status === 2) ?? first(catalog.games, 'game');
      const team = first(catalog.teams, 'team');
      const player = first(catalog.players, 'player');
      const stage = first(catalog.stages, 'stage');
      const tournament = first(catalog.tournaments, 'tournament');
      const rating = first(catalog.ratings, 'rating');
      const horse = first(catalog.horses, 'horse');
      const cyber = first(catalog.cyber, 'cyber tournament');

      await openIn(lang, `game/${game.sportId}/${game.gameId}`);
      expect(await page.getAttribute('html', 'dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      const tabs = (await page.locator('nav.tabs a').allTextContents()).map((text) => text.trim());
      expect(tabs.slice(0, 5)).toEqual(
        ['stat_tab_main', 'stat_tab_lineups', 'stat_tab_h2h', 'stat_tab_last', 'stat_tab_standings'].map(
          (key) => texts[key],
        ),
      );
      expect(tabs).not.toContain(english.stat_tab_main);
      expect(await page.getAttribute('button.nav-back', 'aria-label')).toBe(texts.stat_nav_back);
      expect(await page.textContent('[data-section="timeline"] h2')).toBe(texts.stat_timeline);
      expect(await page.title()).toContain(texts.stat_statistics);

      for (const tab of ['lineups', 'h2h', 'last', 'standings', 'stadium']) {
        await openIn(lang, `game/${game.sportId}/${game.gameId}/${tab}`);
        if (tab === 'standings')
          expect(await page.locator('table.standings thead th').allTextContents()).toContain(texts.stat_col_team);
      }

      await openIn(lang, `team/${team.sportId}/${team.teamId}`);
      expect(await page.textContent('[data-section="squad"] h2')).toBe(texts.stat_squad);
      await openIn(lang, `player/${player.sportId}/${player.playerId}`);
      await openIn(lang, `stage/${stage.sportId}/${stage.stageId}?tt=2`);
      expect(await page.textContent('[data-section="stageTable"] h2')).toBe(texts.stat_tt_table_2);
      await openIn(lang, `tournament/${tournament.sportId}/${tournament.tournamentId}/${tournament.seasonId}`);
      await openIn(lang, `rating/${rating.sportId}/${rating.ratingId}`);
      await openIn(lang, `horse/${horse.horseId}`);
      await openIn(lang, `cyber/${cyber.sportId}/${cyber.tournId}/${cyber.seasonId}`);
      await openIn(lang, `graph/${game.gameId}/2`);
      expect(await page.textContent('svg title')).toContain(`(${texts.stat_cf_2})`);

      await openIn(lang, 'game/1');
      expect(await page.textContent('[role="alert"]')).toContain(texts.stat_wrong_param?.replace('{{name}}', 'gameId'));
      await openIn(lang, `team/${team.sportId}/${team.teamId}?tz=15`);
      expect(await page.textContent('[role="alert"]')).toContain(
        texts.stat_invalid_query_one?.replace('{{names}}', 'tz'),
      );
    });
  }

  it('a language without a dictionary falls back to English, never blank', async () => {
    const team = first(catalog.teams, 'team');
    await page.goto(`${server.origin}/de/statisticpopup/team/${team.sportId}/${team.teamId}`);
    await page.waitForSelector('.frame[data-i18n="fallback"]', { timeout: 30_000 });
    await page.waitForSelector('[data-section="squad"] h2', { timeout: 30_000 });
    expect(await page.textContent('[data-section="squad"] h2')).toBe('Squad');
  });
});

describe('bad parameters', () => {
  const missing: Array<[string, string]> = [
    ['game/1', 'gameId'],
    ['game', 'sportId'],
    ['game/1/abc', 'gameId'],
    ['game/1/5/weather', 'tabName'],
    ['team/1', 'teamId'],
    ['player/1', 'playerId'],
    ['stage/1', 'stageId'],
    ['tournament/1/300', 'seasonId'],
    ['rating/1', 'ratingId'],
    ['horse', 'horseId'],
    ['graph', 'gameId'],
    ['graph/5/9', 'coefficientView'],
    ['cyber/85/303', 'seasonId'],
    ['cyber/1/303/4007', 'sportId'],
    ['weather/1', 'kind'],
  ];
  for (const [path, param] of missing) {
    it(`${path} shows 'Wrong input param [${param}]'`, async () => {
      await open(path);
      expect(await page.textContent('[role="alert"]')).toContain(`Wrong input param [${param}]`);
    });
  }

  const queries: Array<[string, string]> = [
    ['lang=EN', 'lang'],
    ['locale=en-gb', 'locale'],
    ['tz=15', 'tz'],
    ['tz=-13', 'tz'],
    ['tt=4', 'tt'],
    ['geo=0', 'geo'],
    ['project=x', 'project'],
    ['ref=-1', 'ref'],
    ['minHeight=-5', 'minHeight'],
  ];
  for (const [query, param] of queries) {
    it(`?${query} shows an error naming ${param}`, async () => {
      const team = first(catalog.teams, 'team');
      await open(`team/${team.sportId}/${team.teamId}?${query}`);
      const alert = (await page.textContent('[role="alert"]')) ?? '';
      expect(alert).toContain(`Invalid query parameter: ${param}`);
    });
  }

  it('an id the server does not know shows a clear not-found error', async () => {
    await open('game/1/999999999');
    expect(await page.textContent('[role="alert"]')).toContain('not found');
    await open('horse/999999');
    expect(await page.textContent('[role="alert"]')).toContain('not found');
  });

  it('an id of another sport names sportId', async () => {
    const team = first(catalog.teams, 'team');
    await open(`team/2/${team.teamId}`);
    expect(await page.textContent('[role="alert"]')).toContain('Wrong input param [sportId]');
  });
});

describe('the parent example on another origin', () => {
  interface Logged {
    type: string;
    [field: string]: unknown;
  }
  const log = (parent: Page) => parent.evaluate(() => (window as unknown as { statisticLog: Logged[] }).statisticLog);

  async function waitForLog(parent: Page, check: (entries: Logged[]) => boolean, what: string) {
    for (let i = 0; i < 200; i += 1) {
      if (check(await log(parent))) return log(parent);
      await parent.waitForTimeout(50);
    }
    throw new Error(`the parent never logged ${what}: ${JSON.stringify(await log(parent))}`);
  }

  async function frameOf(parent: Page): Promise<Frame> {
    for (let i = 0; i < 200; i += 1) {
      const frame = parent.frames().find((f) => f.url().includes('/statisticpopup/'));
      if (frame) return frame;
      await parent.waitForTimeout(50);
    }
    throw new Error('no statistics frame');
  }

  it('exchanges every message type with the frame across origins', async () => {
    const live = catalog.games.find((g) => g.status === 3) ?? first(catalog.games, 'game');
    const team = first(catalog.teams, 'team');
    const parent = await browser.newPage();
    await parent.goto(
      `${server.secondOrigin}/examples/statistic-parent/?frame=${encodeURIComponent(server.origin)}&path=game/${live.sportId}/${live.gameId}`,
    );
    await parent.click('#open-iframe');
    const frame = await frameOf(parent);
    await frame.waitForSelector('[data-view="game"]');

    // height, title, coupon-request → coupon-data (bets available) from the parent
    await waitForLog(parent, (l) => l.some((m) => m.type === 'height'), 'height');
    await waitForLog(parent, (l) => l.some((m) => m.type === 'title'), 'title');
    await waitForLog(parent, (l) => l.some((m) => m.type === 'coupon-request'), 'coupon-request');
    const iframeHeight = await parent.$eval('#slot iframe', (el) => (el as HTMLElement).offsetHeight);
    expect(iframeHeight).toBeGreaterThanOrEqual(280);
    await frame.waitForSelector('.odds[data-bets="available"]');

    // bets from the parent show in the frame; send-bet back
    await parent.fill('#b-game', String(live.gameId));
    await parent.fill('#b-coefficient', '4.44');
    await parent.click('#send-bets');
    await frame.waitForSelector('button.odd.selected[data-outcome="1"]');
    expect(await frame.textContent('button.odd[data-outcome="1"]')).toContain('4.44');
    await frame.click('button.odd[data-outcome="1"]');
    const bets = await waitForLog(parent, (l) => l.some((m) => m.type === 'send-bet'), 'send-bet');
    expect(bets.find((m) => m.type === 'send-bet')).toMatchObject({
      gameId: live.gameId,
      outcome: '1',
      coefficient: 4.44,
    });

    // settings applied live: theme, direction, time zone, clock
    const before = await frame.textContent('[data-testid="kickoff"]');
    await parent.check('#s-dark');
    await parent.check('#s-rtl');
    await parent.check('#s-hour12');
    await parent.fill('#s-timezone', '5.5');
    await parent.click('#send-settings');
    await frame.waitForSelector('html[data-theme="dark"][dir="rtl"]');
    const after = await frame.textContent('[data-testid="kickoff"]');
    expect(after).not.toBe(before);
    expect(after).toMatch(/AM|PM/);

    // hidden-items toggle, route push on a tab, back and forward
    await frame.click('[data-hide-item="timeline"]');
    await waitForLog(parent, (l) => l.some((m) => m.type === 'hidden-items'), 'hidden-items');
    await frame.click('.tab >> text=Standings');
    await waitForLog(
      parent,
      (l) => l.some((m) => m.type === 'route' && String(m.path).includes('/standings')),
      'route',
    );
    await frame.click('button.nav-back');
    await waitForLog(parent, (l) => l.some((m) => m.type === 'back'), 'back');
    await frame.click('button.nav-forward');
    await waitForLog(parent, (l) => l.some((m) => m.type === 'forward'), 'forward');

    // path from the parent
    await parent.fill('#path', `team/${team.sportId}/${team.teamId}`);
    await parent.click('#send-path');
    await frame.waitForSelector('[data-view="team"]');
    await parent.close();
  });

  it('opens the frame in a window of its own that talks to its opener', async () => {
    const team = first(catalog.teams, 'team');
    const parent = await browser.newPage();
    await parent.goto(
      `${server.secondOrigin}/examples/statistic-parent/?frame=${encodeURIComponent(server.origin)}&path=team/${team.sportId}/${team.teamId}`,
    );
    const [popup] = await Promise.all([parent.waitForEvent('popup'), parent.click('#open-window')]);
    await popup.waitForSelector('[data-view="team"]');
    await waitForLog(parent, (l) => l.some((m) => m.type === 'title'), 'title from the window');
    await parent.check('#s-dark');
    await parent.click('#send-settings');
    await popup.waitForSelector('html[data-theme="dark"]');
    await parent.close();
  });

  it('without a coupon-data answer the frame treats bets as unavailable after 2 seconds', async () => {
    const live = catalog.games.find((g) => g.status === 3) ?? first(catalog.games, 'game');
    const parent = await browser.newPage();
    await parent.goto(
      `${server.secondOrigin}/examples/statistic-parent/?frame=${encodeURIComponent(server.origin)}&path=game/${live.sportId}/${live.gameId}`,
    );
    await parent.check('input[name="coupon"][value="silent"]');
    await parent.click('#open-iframe');
    const frame = await frameOf(parent);
    await frame.waitForSelector('.odds[data-bets="pending"]');
    const started = Date.now();
    await frame.waitForSelector('.odds[data-bets="unavailable"]', { timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThan(1000);
    expect(await frame.isDisabled('button.odd[data-outcome="1"]')).toBe(true);
    await parent.close();
  });
});
