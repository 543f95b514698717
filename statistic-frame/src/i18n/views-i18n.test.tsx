/**
 * The frame's views in Russian and Arabic: the real App, FrameRuntime and views render into a happy-dom page
 * whose fetch reaches a real HTTP server on 127.0.0.1 (the translation API over the SDK catalogue and two
 * statistics calls with fixed answers). No text node, aria-label or title may look like a dictionary key, and
 * the texts shown are the language's own. A language that cannot be loaded shows English.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dictionaryByPath, dictionaryMap, STATISTICS_DICTIONARY_ID, translationCatalogue } from '@betframe/sdk/i18n';
import type { GameSummary, StageTable, StandingRow, TeamProfile } from '@betframe/sdk/statistic';
import { Window } from 'happy-dom';
import { render } from 'react-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { App } from '../app/App';
import { FrameRuntime } from '../bridge/runtime';

const KEY_PATTERN = /\bstat_[a-z0-9_]+\b/;

const team = (id: number, name: string) => ({ id, name, short: name.slice(0, 3).toUpperCase() });
const game = (id: number, status: 1 | 2, score: [number, number] | null): GameSummary => ({
  id,
  sportId: 1,
  tournamentId: 300,
  seasonId: 3001,
  stageId: 4001,
  round: 3,
  startTime: '2026-03-14T17:30:00Z',
  status,
  team1: team(10, 'Northbridge'),
  team2: team(11, 'Eastvale'),
  score1: score?.[0] ?? null,
  score2: score?.[1] ?? null,
});
const row = (position: number, id: number, name: string, form: StandingRow['form']): StandingRow => ({
  position,
  team: team(id, name),
  played: 3,
  won: 2,
  drawn: 1,
  lost: 0,
  goalsFor: 5,
  goalsAgainst: 2,
  points: 7,
  form,
});
const teamProfile: TeamProfile = {
  team: team(10, 'Northbridge'),
  sportId: 1,
  country: 'Kazakhstan',
  founded: 1921,
  coach: 'A. Coach',
  stadium: {
    id: 7,
    name: 'Central',
    city: 'Astana',
    country: 'Kazakhstan',
    capacity: 30200,
    opened: 2009,
    surface: 'grass',
  },
  standing: { stageId: 4001, stageName: 'Premier', position: 1, points: 7, played: 3 },
  players: [
    {
      id: 501,
      name: 'P. Player',
      teamId: 10,
      teamName: 'Northbridge',
      number: 9,
      position: 'FW',
      nationality: 'KZ',
      birthDate: '1999-04-02',
      height: 181,
    },
  ],
  lastGames: [game(900, 2, [2, 1]), game(901, 2, [0, 0])],
  nextGames: [game(902, 1, null)],
};
const stageTable: StageTable = {
  stageId: 4001,
  name: 'Premier',
  sportId: 1,
  tournamentId: 300,
  seasonId: 3001,
  tableType: 1,
  rows: [row(1, 10, 'Northbridge', ['W', 'D', 'W']), row(2, 11, 'Eastvale', ['L', 'W', 'D'])],
};

let server: Server;
let base = '';
const requests: string[] = [];

function handle(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', base);
  requests.push(url.pathname);
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const byLang = /^\/translation-api\/by-lang\/(\w+)$/.exec(url.pathname);
  const map = byLang ? dictionaryMap(byLang[1] ?? '') : undefined;
  const dictionaryFile = url.pathname.startsWith('/genfiles/web-app-v2/')
    ? dictionaryByPath(url.pathname.slice('/genfiles/web-app-v2/'.length))
    : undefined;
  if (map) send(200, { data: { type: 'translation', attributes: { dictionaryMap: JSON.stringify(map) } } });
  else if (dictionaryFile) send(200, dictionaryFile);
  else if (url.pathname === '/service-api/statisticfeed/Team')
    send(200, { data: { type: 'team', id: '10', attributes: teamProfile } });
  else if (url.pathname === '/service-api/SiteService/StageTable')
    send(200, { data: { type: 'stage-table', id: '4001', attributes: stageTable } });
  else send(404, { success: false, message: 'not found', errors: [{ code: 'not_found', detail: 'not found' }] });
}

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The page globals Preact and the views reach for, taken from the happy-dom window of the test. */
const PAGE_GLOBALS = [
  'window',
  'document',
  'location',
  'history',
  'localStorage',
  'fetch',
  'AbortController',
  'Node',
  'HTMLElement',
  'Event',
  'requestAnimationFrame',
  'cancelAnimationFrame',
] as const;
const saved = new Map<string, PropertyDescriptor | undefined>();
let mounted: { runtime: FrameRuntime; root: HTMLElement; win: Window } | undefined;

function mount(path: string) {
  const win = new Window({ url: `${base}${path}` });
  for (const name of PAGE_GLOBALS) {
    if (!saved.has(name)) saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
    const value = name === 'window' ? win : (win as unknown as Record<string, unknown>)[name];
    Object.defineProperty(globalThis, name, {
      // Functions (fetch, requestAnimationFrame) need the window as `this`; classes are taken as they are.
      value: typeof value === 'function' && /^[a-z]/.test(name) ? value.bind(win) : value,
      configurable: true,
      writable: true,
    });
  }
  win.document.head.innerHTML = '<title>Statistics</title>';
  const page = win as unknown as globalThis.Window;
  const runtime = new FrameRuntime({
    win: page,
    query: { minHeight: 280 },
    allowedOrigins: Promise.resolve([]),
    couponTimeoutMs: 50,
  });
  const root = win.document.createElement('div') as unknown as HTMLElement;
  win.document.body.appendChild(root as never);
  render(<App runtime={runtime} />, root);
  mounted = { runtime, root, win };
  return mounted;
}

afterEach(async () => {
  if (mounted) {
    render(null, mounted.root);
    mounted.runtime.destroy();
    await mounted.win.happyDOM.close();
    mounted = undefined;
  }
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else delete (globalThis as Record<string, unknown>)[name];
  }
  saved.clear();
});

async function settled(root: HTMLElement, source: 'loaded' | 'fallback' | 'bundled'): Promise<void> {
  const started = Date.now();
  for (;;) {
    const frame = root.querySelector('.frame');
    const ready =
      frame?.getAttribute('data-i18n') === source &&
      root.querySelector('[data-view], [role="alert"]') &&
      !root.querySelector('[data-state="loading"]');
    if (ready) return;
    if (Date.now() - started > 8000) throw new Error(`not rendered: ${root.innerHTML.slice(0, 400)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function until(check: () => boolean): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > 4000) throw new Error('condition not met');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Every text node plus every aria-label and title: what a reader or a screen reader gets. */
function shownTexts(root: HTMLElement): string[] {
  const texts: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeType === 3) texts.push(node.textContent ?? '');
    if (node.nodeType === 1) {
      const element = node as Element;
      for (const name of ['aria-label', 'title']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    for (const child of Array.from(node.childNodes)) visit(child);
  };
  visit(root);
  return texts.map((text) => text.trim()).filter((text) => text !== '');
}

const untranslated = (root: HTMLElement) => shownTexts(root).filter((text) => KEY_PATTERN.test(text));
const dictionary = (lang: string) => translationCatalogue()[lang]?.[STATISTICS_DICTIONARY_ID]?.messages ?? {};
const textOf = (root: HTMLElement, selector: string) => root.querySelector(selector)?.textContent?.trim();

describe('the key check itself', () => {
  it('a key-looking text is caught', () => {
    const win = new Window();
    const root = win.document.createElement('div');
    root.innerHTML = '<p>ok</p><button aria-label="stat_nav_back">‹</button>';
    expect(untranslated(root as unknown as HTMLElement)).toEqual(['stat_nav_back']);
  });
});

describe.each(['ru', 'ar'] as const)('the frame in %s', (lang) => {
  const texts = dictionary(lang);
  const english = dictionary('en');

  it('the team view shows its headings, table headers, badges and labels from the dictionary, no key', async () => {
    const { root, win } = mount(`/${lang}/statisticpopup/team/1/10`);
    await settled(root, 'loaded');
    expect(untranslated(root)).toEqual([]);
    const headings = Array.from(root.querySelectorAll('section h2')).map((h) => h.textContent?.trim());
    expect(headings).toEqual([texts.stat_last_games, texts.stat_next_games, texts.stat_squad]);
    expect(headings).not.toContain(english.stat_squad);
    expect(Array.from(root.querySelectorAll('table.squad thead th')).map((th) => th.textContent)).toEqual([
      texts.stat_col_number,
      texts.stat_col_player,
      texts.stat_position,
      texts.stat_born,
    ]);
    expect(textOf(root, '.section-head button')).toBe(texts.stat_hide);
    expect(root.querySelector('.badge-W')?.textContent).toBe(texts.stat_badge_w);
    expect(root.querySelector('.badge-W')?.getAttribute('title')).toBe(texts.stat_won);
    expect(root.querySelector('button.nav-back')?.getAttribute('aria-label')).toBe(texts.stat_nav_back);
    // The title is set from an effect, after the paint.
    await until(() => win.document.title !== 'Statistics');
    expect(win.document.title).toBe(texts.stat_title_suffix?.replace('{{name}}', 'Northbridge'));
    expect(win.document.documentElement.getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
  });

  it('the stage view shows table types and the standings columns translated', async () => {
    const { root } = mount(`/${lang}/statisticpopup/stage/1/4001?tt=1`);
    await settled(root, 'loaded');
    expect(untranslated(root)).toEqual([]);
    expect(Array.from(root.querySelectorAll('nav.tabs a')).map((a) => a.textContent)).toEqual([
      texts.stat_tt_1,
      texts.stat_tt_2,
      texts.stat_tt_3,
    ]);
    expect(textOf(root, '[data-section="stageTable"] h2')).toBe(texts.stat_tt_table_1);
    const columns = Array.from(root.querySelectorAll('table.standings thead th'));
    expect(columns.map((th) => th.textContent)).toContain(texts.stat_col_team);
    expect(columns.map((th) => th.getAttribute('title'))).toContain(texts.stat_col_points);
  });

  it('a wrong route parameter names it in the language, with the same [name]', async () => {
    const { root } = mount(`/${lang}/statisticpopup/team/1`);
    await settled(root, 'loaded');
    expect(untranslated(root)).toEqual([]);
    expect(textOf(root, '[role="alert"] strong')).toBe(texts.stat_wrong_param?.replace('{{name}}', 'teamId'));
    expect(textOf(root, '[role="alert"] strong')).toContain('[teamId]');
  });

  it('an invalid query parameter is explained in the language', async () => {
    const { root } = mount(`/${lang}/statisticpopup/team/1/10?tz=15`);
    await settled(root, 'loaded');
    expect(untranslated(root)).toEqual([]);
    expect(textOf(root, '[role="alert"] strong')).toBe(texts.stat_invalid_query_one?.replace('{{names}}', 'tz'));
    expect(textOf(root, '[role="alert"] p')).toBe(`tz=15: ${texts.stat_rule_tz}`);
  });

  it('a not-found answer keeps the error title translated', async () => {
    const { root } = mount(`/${lang}/statisticpopup/player/1/77`);
    await settled(root, 'loaded');
    expect(untranslated(root)).toEqual([]);
    expect(textOf(root, '[role="alert"] strong')).toBe(texts.stat_player_error);
  });
});

describe('never blank', () => {
  it('a language the translation API does not know shows the bundled English texts', async () => {
    const { root } = mount('/de/statisticpopup/team/1/10');
    await settled(root, 'fallback');
    expect(untranslated(root)).toEqual([]);
    expect(textOf(root, '[data-section="squad"] h2')).toBe('Squad');
  });

  it('English is bundled and needs no translation request', async () => {
    requests.length = 0;
    const { root } = mount('/en/statisticpopup/team/1/10');
    await settled(root, 'bundled');
    expect(textOf(root, '[data-section="squad"] h2')).toBe('Squad');
    expect(requests.filter((path) => path.startsWith('/translation-api') || path.startsWith('/genfiles'))).toEqual([]);
  });
});
