// @vitest-environment happy-dom
import type { OddsFormat } from '@betframe/sdk/format';
import type { BetframeApi } from '@betframe/sdk/loader';
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import ar from '../../../sdk/src/i18n/dictionaries/ar/app.json';
import { dictionaries, envelope, type ShelfLang, useShelfPage } from '../../test/shelf-page';
import { FeedShelves } from './feed-shelves';

const START = Date.UTC(2026, 10, 22, 18, 0) / 1000;

const preview = (id: number, kind = 3) => ({
  id,
  sportId: 1,
  sportName: 'Football',
  champId: 12,
  champName: 'Premier League',
  start: START + id,
  kind,
  status: 1,
  team1: { id: id * 10, name: `Home ${id}` },
  team2: { id: id * 10 + 1, name: `Away ${id}` },
  ...(kind === 1 ? { score: [1, 0] } : {}),
  outcomes: [
    { type: 1, param: 0, name: 'W1', coef: 1.8 },
    { type: 2, param: 0, name: 'X', coef: 3.4 },
    { type: 3, param: 0, name: 'W2', coef: 4.2 },
  ],
});
const game = (id: number) => {
  const p = preview(id);
  return {
    id,
    sportId: 1,
    sportName: 'Football',
    champId: 12,
    champName: 'Premier League',
    countryId: 1,
    gameType: 3,
    kind: 3,
    status: 1,
    start: p.start,
    team1: p.team1,
    team2: p.team2,
    suspended: false,
    markets: [
      {
        group: 1,
        name: '1X2',
        period: 0,
        suspended: false,
        outcomes: p.outcomes.map((o) => ({ ...o, blocked: false })),
      },
    ],
    marketsCount: 1,
  };
};

const page = useShelfPage();

function stubFetch(signedIn: boolean) {
  return page.stubFetch((path) => {
    if (path.endsWith('/getbanner'))
      return [
        200,
        envelope('banners', {
          banners: [{ id: 5, gameId: 5, title: 'Premier League', subtitle: 'Home 5 — Away 5', game: preview(5) }],
        }),
      ];
    if (path.endsWith('/GetGamesPreviewLight'))
      return [200, envelope('games-preview', { games: [preview(7, 1), preview(8)] })];
    if (path.endsWith('/ExpressHighlight'))
      return [
        200,
        envelope('express-highlight', {
          express: {
            coef: 3.24,
            events: [21, 22].map((id) => ({ gameId: id, type: 1, param: 0, coef: 1.8, game: game(id), name: 'W1' })),
          },
        }),
      ];
    if (path.endsWith('/GetAvailablePlayersForDuel')) return [200, envelope('duel-players', { players: [] })];
    if (path.endsWith('/GetPersonalGamesZip'))
      return signedIn
        ? [200, envelope('feed-personal', { games: [{ game: game(31), reason: 'team' }] })]
        : [401, { error: { code: 'unauthorized' } }];
    return undefined;
  });
}

function fakeApi(initial: Array<{ id: string; gameId?: number; label: string; coefficient: number }> = []) {
  let outcomes = initial;
  return {
    getState: () => ({ couponOutcomes: outcomes }),
    setState: (patch: { couponOutcomes: typeof outcomes }) => {
      outcomes = patch.couponOutcomes;
    },
    outcomes: () => outcomes,
  };
}

const mount = (lang: ShelfLang, api: ReturnType<typeof fakeApi>, format: OddsFormat = 'decimal') =>
  page.mount(lang, (t) => <FeedShelves lang={lang} t={t} api={api as unknown as BetframeApi} format={format} />);

describe('the home page feed shelves', () => {
  for (const lang of ['ru', 'en', 'kk', 'ar'] as const) {
    it(`in ${lang}: slider, top games and the suggested express, every heading translated; a guest sees no personal shelf`, async () => {
      stubFetch(false);
      const root = await mount(lang, fakeApi());
      const headings = [...root.querySelectorAll('h2')].map((h) => h.textContent);
      expect(headings).toEqual([
        dictionaries[lang].shelves_featured,
        dictionaries[lang].shelves_top_games,
        dictionaries[lang].shelves_express,
        dictionaries[lang].duel_title,
      ]);
      // No teams to pair (the duel builder's own test: duel-shelf.test.tsx): it says so.
      expect(root.textContent).toContain(dictionaries[lang].duel_none);
      expect(root.querySelectorAll('[data-testid="shelf-banner"]')).toHaveLength(1);
      expect(root.querySelectorAll('[data-testid="shelf-top-game"]')).toHaveLength(2);
      expect(root.querySelector('[data-testid="shelf-top-game"][data-game-id="7"]')?.textContent).toContain('1:0');
      expect(root.querySelector('[data-testid="shelf-express-coef"]')?.textContent).toBe('3.24');
      expect(root.querySelector('[data-testid="shelf-banner"] a')?.getAttribute('href')).toBe(`/${lang}/line/1/12/5`);
      expect(root.textContent).not.toMatch(/shelves_|site_info|express_day_|duel_/);
    });
  }

  for (const lang of ['en', 'ar'] as const) {
    it(`in ${lang}: every price in the player's odds format (American here), the express's legs and total too`, async () => {
      stubFetch(false);
      const root = await mount(lang, fakeApi(), 'american');
      const prices = (where: string) =>
        [...root.querySelectorAll(`[data-testid="${where}"] .bf-ui-odds-price`)].map((b) => b.textContent);
      // 1.8, 3.4, 4.2 in American odds.
      expect(prices('shelf-banner')).toEqual(['-125', '+240', '+320']);
      expect(prices('shelf-top-game')).toEqual(['-125', '+240', '+320', '-125', '+240', '+320']);
      expect([...root.querySelectorAll('[data-testid="shelf-express-leg"] strong')].map((s) => s.textContent)).toEqual([
        '-125',
        '-125',
      ]);
      expect(root.querySelector('[data-testid="shelf-express-coef"]')?.textContent).toBe('+224');
    });
  }

  it('until every shelf has its answer one placeholder holds their place; then they arrive together', async () => {
    stubFetch(false);
    const answer = globalThis.fetch;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The personal games answer last: the shelves already answered must not show (and then move) before it.
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input instanceof Request ? input.url : input).includes('GetPersonalGamesZip')) await held;
      return answer(input, init);
    });
    const root = await mount('en', fakeApi());
    expect(root.querySelector('.site-shelves-loading[aria-busy="true"]')).not.toBeNull();
    expect(root.querySelectorAll('h2')).toHaveLength(0);
    release();
    await page.settle();
    expect(root.querySelector('.site-shelves-loading')).toBeNull();
    expect([...root.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      dictionaries.en.shelves_featured,
      dictionaries.en.shelves_top_games,
      dictionaries.en.shelves_express,
      dictionaries.en.duel_title,
    ]);
  });

  it('a price toggles one outcome of its game in the slip; the express adds its legs beside the slip’s picks', async () => {
    const calls = stubFetch(false);
    const api = fakeApi([{ id: '21:3:0', gameId: 21, label: 'Home 21 — Away 21: W2', coefficient: 4.2 }]);
    const root = await mount('en', api);
    // The express is asked for beside the slip's events.
    expect(calls.find((c) => c.path.endsWith('/ExpressHighlight'))?.body).toMatchObject({
      lng: 'en',
      events: [{ gameId: 21, type: 3, param: 0, coef: 4.2 }],
    });
    const w1 = root.querySelector<HTMLButtonElement>('[data-testid="shelf-top-game"] [data-outcome="7:1:0"]');
    await act(async () => w1?.click());
    expect(api.outcomes().map((o) => o.id)).toEqual(['21:3:0', '7:1:0']);
    expect(w1?.getAttribute('aria-pressed')).toBe('true');
    const x = root.querySelector<HTMLButtonElement>('[data-testid="shelf-top-game"] [data-outcome="7:2:0"]');
    await act(async () => x?.click());
    expect(api.outcomes().map((o) => o.id)).toEqual(['21:3:0', '7:2:0']);
    await act(async () => x?.click());
    expect(api.outcomes().map((o) => o.id)).toEqual(['21:3:0']);
    const add = root.querySelector<HTMLButtonElement>('[data-testid="shelf-express-add"]');
    expect(add?.tagName).toBe('BUTTON');
    await act(async () => add?.click());
    expect(api.outcomes().map((o) => [o.id, o.label])).toEqual([
      ['21:1:0', 'Home 21 — Away 21: W1'],
      ['22:1:0', 'Home 22 — Away 22: W1'],
    ]);
  });

  it('a signed-in player sees the games of what they bet on, with the reason', async () => {
    stubFetch(true);
    const root = await mount('ar', fakeApi());
    const personal = root.querySelector('[data-testid="shelf-personal-game"]');
    expect(personal?.getAttribute('data-reason')).toBe('team');
    expect(personal?.textContent).toContain(ar.shelves_reason_team);
    expect(root.querySelectorAll('h2')).toHaveLength(5);
  });
});
