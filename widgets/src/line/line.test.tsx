// @vitest-environment happy-dom
/**
 * The game list's live update handling, rendered with Preact in happy-dom: a price that moves flashes up or
 * down, a suspended game's prices lock, a finished game leaves the list, only the changed game's row renders
 * again, and thousands of games keep a screenful of rows in the DOM. The whole widget against a local sportsbook:
 * sports with counts, games grouped by championship, a pick goes into the shared coupon.
 */
import type { Game } from '@betframe/sdk/feed';
import { oddsFormatForView } from '@betframe/sdk/format';
import { describe, expect, it, vi } from 'vitest';
import { choose, click, type MountedTestWidget, typeInto, waitFor } from '../../test/betting-harness';
import { makeGame } from '../../test/feed-games';
import { useLineWidget } from '../../test/line-widget';
import { GameList } from './index';
import { createLiveStore, type LiveStore } from './live-store';

const harness = useLineWidget();

function mountList(store: LiveStore, cfview = 0) {
  return harness.mountParts(() => <GameList store={store} format={oddsFormatForView(cfview)} />);
}

function manualStore() {
  const frames: Array<() => void> = [];
  const store = createLiveStore({ schedule: (cb) => frames.push(cb) });
  return {
    store,
    runFrame: () => {
      for (const f of frames.splice(0)) f();
    },
  };
}

const row = (m: MountedTestWidget, id: number) => m.root.querySelector(`[data-game-id="${id}"]`);

describe('game list live updates', () => {
  it('a moved price flashes up or down and only its row renders again', async () => {
    const { store, runFrame } = manualStore();
    store.reset([makeGame(1), makeGame(2)]);
    const m = mountList(store);
    await waitFor(() => row(m, 2));
    const untouched = row(m, 2);
    store.push({
      type: 'odds',
      gameId: 1,
      changed: [
        { type: 1, param: 0, coef: 2.4 },
        { type: 3, param: 0, coef: 3.1 },
      ],
      removed: [],
    });
    runFrame();
    await waitFor(() => row(m, 1)?.getAttribute('data-version') === '1');
    const w1 = row(m, 1)?.querySelector('[data-outcome-id="1:1:0"]');
    expect(w1?.getAttribute('data-move')).toBe('up');
    expect(w1?.textContent).toContain('2.40');
    expect(row(m, 1)?.querySelector('[data-outcome-id="1:3:0"]')?.getAttribute('data-move')).toBe('down');
    expect(row(m, 2)).toBe(untouched);
    expect(row(m, 2)?.getAttribute('data-version')).toBe('0');
  });

  it('a suspended game locks its prices and a finished game leaves the list', async () => {
    const { store, runFrame } = manualStore();
    store.reset([makeGame(1), makeGame(2)]);
    const m = mountList(store);
    await waitFor(() => row(m, 2));
    store.push({ type: 'status', gameId: 1, status: 1, kind: 1, suspended: true });
    store.push({ type: 'settled', gameId: 2, status: 2 });
    runFrame();
    await waitFor(() => !row(m, 2));
    const buttons = [...(row(m, 1)?.querySelectorAll('button') ?? [])] as HTMLButtonElement[];
    expect(buttons.length).toBe(3);
    expect(buttons.every((b) => b.disabled)).toBe(true);
  });

  it('shows the live score, period and clock, and the coefficient format switches at once', async () => {
    const { store } = manualStore();
    store.reset([makeGame(1)]);
    const m = mountList(store, 2);
    await waitFor(() => row(m, 1));
    expect(row(m, 1)?.querySelector('[data-testid="score"]')?.textContent).toBe('0:0 1st half 10:00');
    // Both names, each whole in its title (the row cuts a long one with an ellipsis).
    expect(row(m, 1)?.getAttribute('data-testid')).toBe('event-row');
    const names = [...(row(m, 1)?.querySelectorAll('[data-testid="team-name"]') ?? [])];
    expect(names.map((n) => [n.textContent, n.getAttribute('title')])).toEqual([
      ['Home 1', 'Home 1'],
      ['Away 1', 'Away 1'],
    ]);
    // American odds: 2.00 → +100
    expect(row(m, 1)?.querySelector('[data-outcome-id="1:1:0"]')?.textContent).toContain('+100');
  });

  it('a sport the main-market table does not know gets the columns its game offers, header and rows alike', async () => {
    const { store } = manualStore();
    const darts: Game = {
      ...makeGame(7, 70),
      sportId: 999,
      markets: [
        {
          group: 101,
          name: 'Winner',
          period: 0,
          suspended: false,
          outcomes: [
            { type: 11, param: 0, name: 'W1', coef: 1.8, blocked: false },
            { type: 12, param: 0, name: 'W2', coef: 1.9, blocked: false },
          ],
        },
      ],
    };
    store.reset([darts]);
    const m = mountList(store);
    await waitFor(() => row(m, 7));
    expect([...m.root.querySelectorAll('.bf-champ[data-champ-id="70"] .bf-col')].map((e) => e.textContent)).toEqual([
      '1',
      '2',
    ]);
    expect(
      [...(row(m, 7)?.querySelectorAll('[data-column]') ?? [])].map((e) => e.getAttribute('data-outcome-id')),
    ).toEqual(['7:11:0', '7:12:0']);
  });

  it('keeps a screenful of rows in the DOM with 2,000 games', async () => {
    const { store } = manualStore();
    store.reset(Array.from({ length: 2000 }, (_, i) => makeGame(i + 1, 100 + (i % 40))));
    const m = mountList(store);
    await waitFor(() => row(m, 1));
    expect(m.root.querySelectorAll('[data-game-id]').length).toBeLessThan(30);
    expect(m.root.querySelectorAll('*').length).toBeLessThan(600);
  });
});

describe('line widget', () => {
  it('lists sports with counts and games grouped by championship; a pick goes into the shared coupon', async () => {
    harness.book.games = [makeGame(1, 10), makeGame(2, 11), makeGame(3, 10)];
    const m = harness.mount();
    await waitFor(() => m.root.querySelector('[data-sport-id="1"]'));
    expect(m.root.querySelector('[data-sport-id="1"]')?.textContent).toBe('Football 3');
    await waitFor(() => row(m, 3));
    const order = [...m.root.querySelectorAll('.bf-champ, [data-game-id]')].map(
      (e) => e.getAttribute('data-game-id') ?? e.textContent,
    );
    expect(order).toEqual([
      'Football · Champ 10 2W1XW2TotalsHandicaps',
      '1',
      '3',
      'Football · Champ 11 1W1XW2TotalsHandicaps',
      '2',
    ]);
    click(row(m, 3)?.querySelector('[data-outcome-id="3:2:0"]'));
    expect(m.runtime.shared.getState().couponOutcomes).toMatchObject([{ id: '3:2:0', gameId: 3, coefficient: 3.2 }]);
    await waitFor(() => row(m, 3)?.querySelector('[aria-pressed="true"]'));
  });

  it('each sport shows its own main market under translated column headers (tennis: winner, no draw)', async () => {
    const tennis: Game = {
      ...makeGame(4, 20),
      sportId: 4,
      sportName: 'Tennis',
      markets: [
        {
          group: 101,
          name: 'Winner',
          period: 0,
          suspended: false,
          outcomes: [
            { type: 11, param: 0, name: 'W1', coef: 1.5, blocked: false },
            { type: 12, param: 0, name: 'W2', coef: 2.5, blocked: false },
          ],
        },
      ],
    };
    const football = makeGame(1, 10, [2, 3.2, 3.5]);
    // The feed hides the very short home price: its column stays, empty.
    football.markets = football.markets.map((m) => ({ ...m, outcomes: m.outcomes.filter((o) => o.type !== 1) }));
    harness.book.games = [football, tennis];
    const m = harness.mount({ lang: 'ru' });
    await waitFor(() => row(m, 4));
    const headers = (champId: number) =>
      [...m.root.querySelectorAll(`.bf-champ[data-champ-id="${champId}"] .bf-col`)].map((e) => e.textContent);
    expect(headers(20)).toEqual(['П1', 'П2']);
    expect(headers(10)).toEqual(['П1', 'X', 'П2']);
    expect(m.root.querySelector('.bf-champ[data-champ-id="20"] .bf-col')?.getAttribute('title')).toBe('Победитель');
    const cells = (id: number) =>
      [...(row(m, id)?.querySelectorAll('[data-column]') ?? [])].map(
        (e) => `${e.getAttribute('data-column')}=${e.getAttribute('data-outcome-id') ?? '—'}`,
      );
    expect(cells(4)).toEqual(['line_col_w1=4:11:0', 'line_col_w2=4:12:0']);
    expect(cells(1)).toEqual(['line_col_w1=—', 'line_col_x=1:2:0', 'line_col_w2=1:3:0']);
    click(row(m, 4)?.querySelector('[data-outcome-id="4:12:0"]'));
    expect(m.runtime.shared.getState().couponOutcomes).toMatchObject([{ id: '4:12:0', market: 'Winner' }]);
  });

  it('search shows the matching games with the match highlighted', async () => {
    harness.book.games = [makeGame(1, 10), makeGame(2, 11), makeGame(3, 10)];
    const m = harness.mount();
    await waitFor(() => row(m, 3));
    typeInto(m.root.querySelector('[data-testid="line-search"]') as HTMLInputElement, 'home 2');
    await waitFor(() => !row(m, 1) && row(m, 2));
    expect(row(m, 2)?.querySelector('mark')?.textContent).toBe('Home 2');
    expect(m.root.querySelectorAll('[data-game-id]')).toHaveLength(1);
  });

  it('a guest keeps favourites in the browser; at login they move to the account', async () => {
    localStorage.clear();
    harness.book.favorites.clear();
    harness.book.games = [makeGame(1, 10), makeGame(2, 11), makeGame(3, 10)];
    const m = harness.mount();
    await waitFor(() => row(m, 3));
    click(row(m, 2)?.querySelector('[data-testid="favorite"]'));
    expect(JSON.parse(localStorage.getItem('betframe:favorites') ?? '[]')).toEqual([2]);
    click(m.root.querySelector('[data-testid="line-only-favorites"]'));
    await waitFor(() => !row(m, 1) && row(m, 2));
    m.runtime.session.receive({ token: 'player-token', userId: '7', source: 'partner' });
    await waitFor(() => harness.book.favorites.has(2));
    expect(harness.book.calls.some((c) => c.call === '/service-api/Favorite/migrate/Games')).toBe(true);
    await waitFor(() => localStorage.getItem('betframe:favorites') === null);
    click(row(m, 2)?.querySelector('[data-testid="favorite"]'));
    await waitFor(() => !harness.book.favorites.has(2));
    await waitFor(() => !row(m, 2));
  });

  it("a game page shows every market, remembers a hidden one, takes picks and lists the same teams' next games", async () => {
    localStorage.clear();
    const rival = { ...makeGame(5, 12), team1: makeGame(1).team1, start: 1_800_100_000 };
    const full = makeGame(1, 10);
    full.markets.push({
      group: 17,
      name: 'Total',
      period: 0,
      suspended: false,
      outcomes: [
        { type: 9, param: 2.5, name: 'Over 2.5', coef: 1.9, blocked: false },
        { type: 10, param: 2.5, name: 'Under 2.5', coef: 1.85, blocked: false },
      ],
    });
    harness.book.games = [full, makeGame(2, 11), rival];
    const m = harness.mount();
    await waitFor(() => row(m, 1));
    click(row(m, 1)?.querySelector('[data-testid="open-game"]'));
    await waitFor(() => m.root.querySelector('[data-testid="game-view"]'));
    expect(m.root.querySelector('[data-testid="scoreboard"]')?.textContent).toContain('Home 1');
    expect([...m.root.querySelectorAll('[data-market]')].map((e) => e.getAttribute('data-market'))).toEqual([
      '1:0:1X2',
      '17:0:Total',
    ]);
    click(m.root.querySelector('[data-outcome-id="1:9:2.5"]'));
    expect(m.runtime.shared.getState().couponOutcomes).toMatchObject([{ id: '1:9:2.5', market: 'Total' }]);
    click(m.root.querySelector('[data-market="17:0:Total"] button'));
    expect(m.root.querySelector('[data-outcome-id="1:9:2.5"]')).toBeNull();
    await waitFor(() => m.root.querySelector('[data-testid="game-upcoming"]'));
    expect(m.root.querySelector('[data-testid="game-upcoming"]')?.textContent).toContain('Home 1 — Away 5');
    click(m.root.querySelector('[data-testid="game-back"]'));
    await waitFor(() => row(m, 2));
    click(row(m, 1)?.querySelector('[data-testid="open-game"]'));
    await waitFor(() => m.root.querySelector('[data-market="17:0:Total"]'));
    expect(m.root.querySelector('[data-market="17:0:Total"] button')?.getAttribute('aria-expanded')).toBe('false');
  });

  it('the statistics link opens the frame as a modal inline, with the game URL and query; a 1/X/2 there picks in the coupon', async () => {
    harness.book.games = [makeGame(1, 10)];
    const m = harness.mount();
    m.runtime.props.setState({ props: { theme: 'dark' } });
    await waitFor(() => row(m, 1));
    click(row(m, 1)?.querySelector('[data-testid="open-game"]'));
    await waitFor(() => m.root.querySelector('[data-testid="game-statistics"]'));
    // happy-dom loads no frame pages: the frame's window is a stand-in that records what the parent posts.
    const frameWindow = { postMessage: vi.fn() };
    const contentWindow = vi
      .spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get')
      .mockReturnValue(frameWindow as unknown as Window);
    try {
      click(m.root.querySelector('[data-testid="game-statistics"]'));
      const dialog = await waitFor(() => document.querySelector('[role="dialog"]'));
      const iframe = dialog.querySelector('iframe') as HTMLIFrameElement;
      expect(iframe.src).toBe(`${harness.book.origin}/en/statisticpopup/game/1/1?dark=1`);
      // The frame's X button: a message from the frame's window at the frame's origin.
      const send = (data: Record<string, unknown>) =>
        window.dispatchEvent(
          new MessageEvent('message', {
            data: { ns: 'betframe:statistic', v: 1, ...data },
            origin: harness.book.origin,
            source: iframe.contentWindow,
          }),
        );
      send({ type: 'send-bet', gameId: 1, sportId: 1, market: '1X2', outcome: 'X', coefficient: 3.2 });
      await waitFor(() => m.runtime.shared.getState().couponOutcomes.length === 1);
      expect(m.runtime.shared.getState().couponOutcomes).toMatchObject([{ id: '1:2:0', coefficient: 3.2 }]);
      // The frame hears back the game's prices with the pick marked.
      const bets = frameWindow.postMessage.mock.calls
        .map(([message]) => message)
        .filter((x) => x.type === 'bets')
        .pop();
      expect(
        bets?.bets.map((b: { outcome: string; selected: boolean }) => `${b.outcome}${b.selected ? '*' : ''}`),
      ).toEqual(['1', 'X*', '2']);
      (dialog.querySelector('button[aria-label="Close"]') as HTMLButtonElement).click();
      expect(document.querySelector('[role="dialog"]')).toBeNull();
    } finally {
      contentWindow.mockRestore();
      for (const leftover of document.querySelectorAll('[role="dialog"]')) leftover.parentElement?.remove();
    }
  });

  it('the statistics link opens a centred window when the prop asks for one, and a modal when the popup is blocked', async () => {
    harness.book.games = [makeGame(1, 10)];
    const m = harness.mount({ config: { dateFormat: { hour12: true } } });
    m.runtime.props.setState({ props: { statisticsMode: 'window' } });
    await waitFor(() => row(m, 1));
    click(row(m, 1)?.querySelector('[data-testid="open-game"]'));
    await waitFor(() => m.root.querySelector('[data-testid="game-statistics"]'));
    const popup = { close: vi.fn(), postMessage: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    try {
      click(m.root.querySelector('[data-testid="game-statistics"]'));
      await waitFor(() => open.mock.calls.length === 1);
      const [url, name, features] = open.mock.calls[0] ?? [];
      expect(url).toBe(`${harness.book.origin}/en/statisticpopup/game/1/1?hour12=1`);
      expect(name).toBe('betframe-statistic');
      expect(String(features)).toMatch(/width=1024,height=(500|780|984|1000),left=\d+,top=\d+/);
      expect(document.querySelector('[role="dialog"]')).toBeNull();
      open.mockImplementation(() => null);
      click(m.root.querySelector('[data-testid="game-statistics"]'));
      const dialog = await waitFor(() => document.querySelector('[role="dialog"]'));
      expect(open).toHaveBeenCalledTimes(2);
      expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe(
        `${harness.book.origin}/en/statisticpopup/game/1/1?hour12=1`,
      );
      (dialog.querySelector('button[aria-label="Close"]') as HTMLButtonElement).click();
    } finally {
      open.mockRestore();
    }
  });

  it('top championships and championships by country narrow the list to one championship', async () => {
    harness.book.games = [makeGame(1, 10), makeGame(2, 11), makeGame(3, 10)];
    const m = harness.mount();
    await waitFor(() => row(m, 2));
    await waitFor(() => m.root.querySelector('[data-testid="line-top-champs"] [data-champ-id="10"]'));
    expect(m.root.querySelector('[data-testid="line-top-champs"]')?.textContent).toBe('Champ 10 2');
    click(m.root.querySelector('[data-testid="line-top-champs"] [data-champ-id="10"]'));
    await waitFor(() => !row(m, 2) && row(m, 3));
    click(m.root.querySelector('[data-testid="line-champs-toggle"]'));
    const groups = m.root.querySelector('[data-testid="line-champs"]')?.textContent ?? '';
    expect(groups).toBe('Country 0Champ 10 (2)Country 1Champ 11 (1)');
    click(m.root.querySelector('[data-testid="line-champs"] [data-champ-id="11"]'));
    await waitFor(() => row(m, 2) && !row(m, 1));
  });

  it("a guest's favourite championship is kept in the browser and its games pass the favourites filter", async () => {
    localStorage.clear();
    harness.book.calls.length = 0;
    harness.book.games = [makeGame(1, 10), makeGame(2, 11), makeGame(3, 10)];
    const m = harness.mount();
    await waitFor(() => row(m, 3));
    click(m.root.querySelector('.bf-champ[data-champ-id="11"] [data-testid="favorite-champ"]'));
    expect(JSON.parse(localStorage.getItem('betframe:favorite-champs') ?? '[]')).toEqual([11]);
    click(m.root.querySelector('[data-testid="line-only-favorites"]'));
    await waitFor(() => !row(m, 1) && row(m, 2));
  });

  it("at login a guest's favourite championships move to the account; a player's stars go to the server", async () => {
    localStorage.clear();
    harness.book.favorites.clear();
    harness.book.favoriteChamps.clear();
    harness.book.calls.length = 0;
    harness.book.games = [makeGame(1, 10), makeGame(2, 11), makeGame(3, 10)];
    const m = harness.mount();
    await waitFor(() => row(m, 3));
    const champStar = (id: number) =>
      m.root.querySelector(`.bf-champ[data-champ-id="${id}"] [data-testid="favorite-champ"]`);
    click(champStar(11));
    expect(harness.book.calls.some((c) => c.call.startsWith('/service-api/Favorite'))).toBe(false);
    m.runtime.session.receive({ token: 'player-token', userId: '7', source: 'partner' });
    await waitFor(() => harness.book.favoriteChamps.has(11));
    expect(harness.book.calls.find((c) => c.call === '/service-api/Favorite/migrate/Champs')).toMatchObject({
      body: { champIds: [11] },
      auth: 'Bearer player-token',
    });
    await waitFor(() => localStorage.getItem('betframe:favorite-champs') === null);
    click(champStar(10));
    await waitFor(() => harness.book.favoriteChamps.has(10));
    click(champStar(11));
    await waitFor(() => !harness.book.favoriteChamps.has(11));
    await waitFor(() => champStar(11)?.getAttribute('aria-pressed') === 'false');
    expect(champStar(10)?.getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem('betframe:favorite-champs')).toBeNull();
    click(m.root.querySelector('[data-testid="line-only-favorites"]'));
    await waitFor(() => !row(m, 2) && row(m, 1) && row(m, 3));
  });

  it("a player's favourite championships come from the server; a server keeping games only leaves them in the browser", async () => {
    localStorage.clear();
    harness.book.favorites.clear();
    harness.book.favoriteChamps = new Set([10]);
    harness.book.games = [makeGame(1, 10), makeGame(2, 11)];
    const m = harness.mount();
    await waitFor(() => row(m, 2));
    const champStar = (id: number) =>
      m.root.querySelector(`.bf-champ[data-champ-id="${id}"] [data-testid="favorite-champ"]`);
    m.runtime.session.receive({ token: 'player-token', userId: '7', source: 'partner' });
    await waitFor(() => champStar(10)?.getAttribute('aria-pressed') === 'true');
    harness.unmount();

    harness.book.gamesOnlyFavorites = true;
    harness.book.calls.length = 0;
    try {
      const other = harness.mount();
      await waitFor(() => row(other, 2));
      other.runtime.session.receive({ token: 'player-token', userId: '7', source: 'partner' });
      await waitFor(() => harness.book.calls.some((c) => c.call === '/service-api/Favorite'));
      click(other.root.querySelector('.bf-champ[data-champ-id="11"] [data-testid="favorite-champ"]'));
      await waitFor(() => localStorage.getItem('betframe:favorite-champs') === '[11]');
      expect(harness.book.favoriteChamps.has(11)).toBe(false);
    } finally {
      harness.book.gamesOnlyFavorites = false;
      harness.book.favoriteChamps.clear();
    }
  });

  it('the odds format switch applies at once and is remembered for the other widgets', async () => {
    localStorage.clear();
    harness.book.games = [makeGame(1, 10)];
    const m = harness.mount();
    await waitFor(() => row(m, 1));
    expect(row(m, 1)?.querySelector('[data-outcome-id="1:1:0"]')?.textContent).toContain('2.00');
    const box = m.root.querySelector('#bf-line-odds-format');
    const options = m.root.querySelectorAll(`#${box?.getAttribute('aria-controls')} [role="option"]`);
    expect([...options].map((o) => o.textContent)).toContain('American');
    await choose(m.root, '#bf-line-odds-format', '2');
    expect(box?.textContent).toBe('American');
    await waitFor(() => row(m, 1)?.querySelector('[data-outcome-id="1:1:0"]')?.textContent?.includes('+100'));
    expect(localStorage.getItem('betframe:cfview')).toBe('2');
  });
});
