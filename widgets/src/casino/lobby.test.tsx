// @vitest-environment happy-dom
/**
 * The casino lobby against a local casino (widgets/test/casino-book.ts): shelves and providers from the lobby's
 * counts (a provider without games is not offered), a category and a provider narrow the games, search goes once
 * typing pauses, the order is asked of the server, "more" appends the next page, a signed-in player's star is
 * kept on the server, and opening a game reports its address and launches it in a sandboxed frame.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { click, type MountedTestWidget, mountTestWidget, typeInto, waitFor } from '../../test/betting-harness';
import { type CasinoBook, lobbyGame, startCasinoBook } from '../../test/casino-book';
import { GAME_SANDBOX } from './game-page';
import casino from './index';
import { SEARCH_DEBOUNCE_MS } from './lobby-query';

let book: CasinoBook;
let mounted: MountedTestWidget | undefined;
beforeAll(async () => {
  book = await startCasinoBook([
    lobbyGame(1, { name: 'Dice', slug: 'dice', categoryIds: [1010], providerId: 1 }),
    lobbyGame(2, { name: 'Roulette', slug: 'roulette', categoryIds: [1004], providerId: 1, isNew: true }),
    lobbyGame(3, { name: 'Aztec Reels', slug: 'aztec', categoryIds: [1001], providerId: 2 }),
    ...Array.from({ length: 50 }, (_, i) => lobbyGame(100 + i, { name: `Zeta ${i}`, categoryIds: [1001] })),
  ]);
});
afterAll(() => book.close());
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  book.lobbyQueries.length = 0;
  localStorage.clear();
});

const tiles = (m: MountedTestWidget) =>
  [...m.root.querySelectorAll('[data-testid="casino-tile"]')].map((el) => el.getAttribute('data-game'));
const lastQuery = () => book.lobbyQueries.at(-1);

async function open(player = false) {
  mounted = mountTestWidget(casino, book.origin);
  if (player) mounted.runtime.session.receive({ token: 'player-token', userId: '7', source: 'partner' });
  const m = mounted;
  await waitFor(() => tiles(m).length > 0);
  return m;
}

function pick(m: MountedTestWidget, name: string, label: RegExp) {
  click(m.root.querySelector(`[role="combobox"][name="${name}"]`));
  const option = [...m.root.querySelectorAll('[role="option"]')].find((o) => label.test(o.textContent ?? ''));
  click(option);
}

describe('casino lobby', () => {
  it('shows the first page of games, the shelves with counts, and only providers that have games', async () => {
    const m = await open();
    expect(tiles(m)).toHaveLength(48);
    expect(lastQuery()?.get('sort')).toBe('popular');
    const shelves = [...m.root.querySelectorAll('[data-shelf]')].map((c) => c.getAttribute('data-shelf'));
    // Categories with games only (1009 has none); no favourites shelf for a guest.
    expect(shelves).toEqual(['all', '1001', '1004']);
    const providerBox = m.root.querySelector('[role="combobox"][name="provider"]');
    click(providerBox);
    const listbox = m.root.querySelector(`#${providerBox?.getAttribute('aria-controls')}`);
    const providers = [...(listbox?.querySelectorAll('[role="option"]') ?? [])].map((o) => o.textContent);
    expect(providers).toHaveLength(3);
    expect(providers.join()).not.toContain('Named 7');
    expect(m.root.querySelector('[data-testid="casino-favourite"]')).toBeNull();
    const winners = await waitFor(() => m.root.querySelector('[data-testid="casino-winners"]'));
    expect(winners.textContent).toContain('pl***r');
    // Every tile draws its own artwork (no image elements).
    expect(m.root.querySelectorAll('.bf-casino-tile svg.bf-casino-art').length).toBe(48);
    expect(m.root.querySelector('.bf-casino-tile img')).toBeNull();
  });

  it('filters by category and provider through the lobby call', async () => {
    const m = await open();
    click(m.root.querySelector('[data-shelf="1004"]'));
    await waitFor(() => tiles(m).length === 1);
    expect(tiles(m)).toEqual(['roulette']);
    expect(lastQuery()?.get('category')).toBe('1004');
    click(m.root.querySelector('[data-shelf="all"]'));
    await waitFor(() => tiles(m).length === 48);
    pick(m, 'provider', /Named 2/);
    await waitFor(() => tiles(m).length === 1);
    expect(tiles(m)).toEqual(['aztec']);
    expect(lastQuery()?.get('provider')).toBe('2');
  });

  it('searches as you type, with one call once typing pauses', async () => {
    const m = await open();
    const before = book.lobbyQueries.length;
    const input = m.root.querySelector<HTMLInputElement>('[data-testid="casino-search"]');
    if (!input) throw new Error('no search field');
    typeInto(input, 'r');
    typeInto(input, 'ro');
    typeInto(input, 'rou');
    await new Promise((r) => setTimeout(r, SEARCH_DEBOUNCE_MS / 2));
    expect(book.lobbyQueries.length).toBe(before);
    await waitFor(() => tiles(m).length === 1);
    expect(tiles(m)).toEqual(['roulette']);
    expect(book.lobbyQueries.length).toBe(before + 1);
    expect(lastQuery()?.get('search')).toBe('rou');
    typeInto(input, 'nothing like it');
    await waitFor(() => m.root.querySelector('[data-testid="casino-empty"]'));
  });

  it('orders A–Z on the server and pages with "more"', async () => {
    const m = await open();
    pick(m, 'sort', /A–Z/);
    await waitFor(() => tiles(m)[0] === 'aztec');
    expect(lastQuery()?.get('sort')).toBe('name');
    expect(tiles(m).slice(0, 3)).toEqual(['aztec', 'dice', 'roulette']);
    click(m.root.querySelector('[data-testid="casino-more"]'));
    await waitFor(() => tiles(m).length === 53);
    expect(lastQuery()?.get('page')).toBe('2');
    expect(m.root.querySelector('[data-testid="casino-more"]')).toBeNull();
  });

  it("keeps a player's favourites on the server and shows them as a shelf", async () => {
    const m = await open(true);
    await waitFor(() => m.root.querySelector('[data-shelf="favourites"]'));
    const star = m.root.querySelector('[data-game="roulette"] [data-testid="casino-favourite"]');
    expect(star?.getAttribute('aria-pressed')).toBe('false');
    click(star);
    await waitFor(() => book.favourites.includes(2));
    click(m.root.querySelector('[data-shelf="favourites"]'));
    await waitFor(() => tiles(m).length === 1);
    expect(tiles(m)).toEqual(['roulette']);
  });

  it('opens a game: reports its address, remembers it as recently played and launches it in a sandboxed frame', async () => {
    const m = await open();
    click(m.root.querySelector('[data-game="dice"] .bf-casino-open'));
    const frame = await waitFor(() => m.root.querySelector<HTMLIFrameElement>('[data-testid="casino-frame"]'));
    expect(m.events).toContainEqual({ event: 'navigate', data: { path: '/casino/game/1' } });
    expect(book.launches.at(-1)).toMatchObject({ gameId: 1, demo: true });
    expect(frame.getAttribute('src')).toBe(`${book.origin}/play/one-time-${book.launches.length}`);
    expect(frame.getAttribute('sandbox')).toBe(GAME_SANDBOX);
    expect(frame.hasAttribute('allowfullscreen')).toBe(true);
    // A guest plays demo only and is offered sign-in.
    expect(m.root.querySelector('[data-testid="casino-demo-note"]')).not.toBeNull();
    click(m.root.querySelector('[data-testid="casino-back"]'));
    await waitFor(() => m.root.querySelector('[data-shelf="recent"]'));
    click(m.root.querySelector('[data-shelf="recent"]'));
    await waitFor(() => tiles(m).length === 1);
    expect(tiles(m)).toEqual(['dice']);
  });

  it("a home page's casino section shows the newest games, asked of the server, and links to the lobby", async () => {
    mounted = mountTestWidget(casino, book.origin);
    const m = mounted;
    m.runtime.props.setState({ props: { view: 'section', section: 'new', count: 2 } });
    const section = await waitFor(() =>
      m.root.querySelector('[data-testid="casino-section"][data-section="new"] [data-testid="casino-tile"]')
        ? m.root.querySelector('[data-testid="casino-section"]')
        : null,
    );
    expect(lastQuery()?.get('sort')).toBe('new');
    expect(lastQuery()?.get('count')).toBe('2');
    expect(tiles(m)).toEqual(['roulette', 'game-149']);
    expect(section.querySelector('[data-testid="casino-shelf"], [data-shelf]')).toBeNull();
    click(m.root.querySelector('[data-testid="casino-all"]'));
    expect(m.events).toContainEqual({ event: 'navigate', data: { path: '/casino' } });
  });

  it('passes the balance a real game frame reports on to the page, and ignores other senders', async () => {
    const m = await open(true);
    click(m.root.querySelector('[data-game="dice"] .bf-casino-open'));
    const frame = await waitFor(() => m.root.querySelector<HTMLIFrameElement>('[data-testid="casino-frame"]'));
    expect(m.root.querySelector('[data-testid="casino-game"]')?.getAttribute('data-mode')).toBe('real');
    expect(book.launches.at(-1)).toMatchObject({ gameId: 1, demo: false, auth: 'Bearer player-token' });
    const message = { ns: 'betframe:casino', v: 1, type: 'balance', amount: 97.5, currency: 'USD', demo: false };
    window.dispatchEvent(new MessageEvent('message', { data: message, origin: 'https://evil.example' }));
    window.dispatchEvent(
      new MessageEvent('message', { data: message, origin: book.origin, source: frame.contentWindow }),
    );
    await waitFor(() => m.events.some((e) => e.event === 'balance'));
    expect(m.events.filter((e) => e.event === 'balance')).toEqual([
      { event: 'balance', data: { currency: 'USD', amount: 97.5 } },
    ]);
  });
});
