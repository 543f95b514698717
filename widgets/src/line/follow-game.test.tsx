// @vitest-environment happy-dom
/**
 * Following a game in the line widget against a local sportsbook: a guest has no bell; a player's bell opens the
 * dialog with the game's event types, saving sends the chosen events and fills the bell, "Turn off" ends it; a
 * `game` event on the player's push stream shows as a notice; the dialog speaks the widget's language.
 */
import { describe, expect, it } from 'vitest';
import { click, type MountedTestWidget, waitFor } from '../../test/betting-harness';
import { makeGame } from '../../test/feed-games';
import { useLineWidget } from '../../test/line-widget';

const harness = useLineWidget({
  started: (book) => {
    book.games = [makeGame(1), makeGame(2)];
  },
  cleanUp: (book) => book.follows.clear(),
});

function mount(player: boolean, lang = 'en') {
  const mounted = harness.mount({ lang });
  if (player) mounted.runtime.session.receive({ token: 'player-token', userId: '7', source: 'partner' });
  return mounted;
}

const bellOf = (m: MountedTestWidget, id: number) =>
  m.root.querySelector<HTMLButtonElement>(`[data-game-id="${id}"] [data-testid="follow-game"]`);
const dialog = (m: MountedTestWidget) => m.root.querySelector('[data-testid="follow-dialog"]');

describe('following a game', () => {
  it('a guest sees no bell', async () => {
    const m = mount(false);
    await waitFor(() => m.root.querySelector('[data-game-id="2"]'));
    expect(bellOf(m, 1)).toBeNull();
  });

  it('a player chooses the events, saves, hears a goal as a notice and turns it off', async () => {
    const m = mount(true);
    const bell = await waitFor(() => bellOf(m, 1));
    expect(bell.getAttribute('aria-pressed')).toBe('false');
    expect(bell.getAttribute('aria-label')).toBe('Game notifications');
    click(bell);
    const boxes = await waitFor(() => {
      const list = dialog(m)?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]');
      return list && list.length === 4 ? list : undefined;
    });
    // A new subscription starts with every event offered; the player leaves cards out.
    expect([...boxes].every((b) => b.checked)).toBe(true);
    const cards = [...(dialog(m)?.querySelectorAll('label') ?? [])].find((l) => l.textContent === 'Cards');
    click(cards?.querySelector('input'));
    click(dialog(m)?.querySelector('[data-testid="follow-save"]'));
    await waitFor(() => dialog(m) === null);
    expect(harness.book.follows.get(1)).toEqual([1, 2, 4]);
    expect(harness.book.calls.find((c) => c.call === 'save')?.body).toEqual({ gameId: 1, events: [1, 2, 4] });
    await waitFor(() => bellOf(m, 1)?.getAttribute('aria-pressed') === 'true');
    const notices = () => m.root.querySelector('[data-testid="game-notices"]')?.textContent ?? '';
    expect(notices()).toContain('Notifications for this game are saved');

    await waitFor(() => harness.book.calls.some((c) => c.call === 'BetsPush'));
    harness.book.pushBet({
      type: 'game',
      notice: { id: 9, gameId: 1, event: 2, title: 'Team 1 – Team 2', text: 'Goal! Score 1:0', score: [1, 0] },
    });
    await waitFor(() => notices().includes('Team 1 – Team 2: Goal! Score 1:0'));

    click(bellOf(m, 1));
    click(await waitFor(() => dialog(m)?.querySelector('[data-testid="follow-off"]')));
    await waitFor(() => bellOf(m, 1)?.getAttribute('aria-pressed') === 'false');
    expect(harness.book.follows.has(1)).toBe(false);
  });

  it('a player’s saved subscriptions fill the bells on load; the dialog speaks Arabic', async () => {
    harness.book.follows.set(2, [2]);
    const m = mount(true, 'ar');
    await waitFor(() => bellOf(m, 2)?.getAttribute('aria-pressed') === 'true');
    expect(bellOf(m, 1)?.getAttribute('aria-pressed')).toBe('false');
    click(bellOf(m, 2));
    await waitFor(() => dialog(m)?.querySelector('input[type="checkbox"]'));
    const text = dialog(m)?.textContent ?? '';
    expect(text).toContain('إشعارات المباراة');
    expect(text).toContain('اختر ما نخبرك به');
    expect(text).not.toMatch(/gamesub_/);
    // The saved events stay chosen; the others are not.
    const checked = [...(dialog(m)?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? [])].map(
      (b) => b.checked,
    );
    expect(checked).toEqual([false, true, false, false]);
    // No service worker here: no browser notifications switch.
    expect(dialog(m)?.querySelector('[data-testid="follow-browser"]')).toBeNull();
  });
});
