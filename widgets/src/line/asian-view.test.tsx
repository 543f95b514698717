// @vitest-environment happy-dom
/**
 * The Asian view of the line widget against the local sportsbook: on by default in a country with the Asian
 * betting view (with that country's odds format), the list then shows the Asian total and handicap beside 1X2
 * (GetAsiaGamesZip), a game's page only its Asian markets; the player's choice is remembered and switches back.
 */
import type { Game } from '@betframe/sdk/feed';
import { describe, expect, it } from 'vitest';
import { click, type MountedTestWidget, waitFor } from '../../test/betting-harness';
import { makeGame } from '../../test/feed-games';
import { useLineWidget } from '../../test/line-widget';

const harness = useLineWidget({ cleanUp: () => localStorage.clear() });

/** A football game with a European total and the Asian handicap and total (quarter lines) as its lists show them. */
function asianGame(id: number): Game {
  const game = makeGame(id, 10);
  const pair = (group: number, name: string, types: [number, number], params: [number, number], coef: number) => ({
    group,
    name,
    period: 0,
    suspended: false,
    outcomes: types.map((type, i) => ({
      type,
      param: params[i] ?? 0,
      name: `${name} ${i + 1}`,
      coef: i === 0 ? coef : 1.9,
      blocked: false,
    })),
  });
  game.markets.push(
    pair(17, 'Total', [9, 10], [2.5, 2.5], 1.8),
    pair(2854, 'Asian handicap', [27, 28], [-0.25, 0.25], 2.25),
    pair(99, 'Asian total', [29, 30], [2.75, 2.75], 1.8),
  );
  return game;
}

const MALAYSIA = { geo: { countryId: 132, countryCode: 'MY' }, bettingViews: { asianViewCountries: [132] } };
const row = (m: MountedTestWidget, id: number) =>
  m.root.querySelector(`[data-testid="event-row"][data-game-id="${id}"]`);
const chip = (m: MountedTestWidget, id: string) => m.root.querySelector(`[data-testid="${id}"]`);

describe('the Asian view', () => {
  it('is on in an Asian-view country: Asian lines beside 1X2 in Malay odds; the page shows Asian markets only', async () => {
    harness.book.games = [asianGame(1), { ...makeGame(2, 11), sportId: 4 }];
    const m = harness.mount({ config: MALAYSIA });
    await waitFor(() => row(m, 1));
    expect(chip(m, 'line-asian-view')?.getAttribute('aria-pressed')).toBe('true');
    // Only games with Asian lines (the tennis game is not in the Asia variant).
    expect(row(m, 2)).toBeNull();
    expect([...m.root.querySelectorAll('.bf-champ [data-extra]')].map((e) => e.getAttribute('data-extra'))).toEqual([
      'line_asian_totals',
      'line_asian_handicaps',
    ]);
    // Malay: 2.25 → −1 / 1.25 = −0.80; 1.80 → 0.80.
    expect(row(m, 1)?.querySelector('[data-outcome-id="1:27:-0.25"]')?.textContent).toContain('-0.80');
    expect(row(m, 1)?.querySelector('[data-outcome-id="1:29:2.75"]')?.textContent).toContain('0.80');

    click(row(m, 1)?.querySelector('[data-testid="open-game"]'));
    await waitFor(() => m.root.querySelector('[data-testid="game-view"]'));
    const markets = () => [...m.root.querySelectorAll('[data-market]')].map((e) => e.getAttribute('data-market'));
    expect(markets()).toEqual(['99:0:Asian total', '2854:0:Asian handicap']);
    click(m.root.querySelector('[data-outcome-id="1:27:-0.25"]'));
    expect(m.runtime.shared.getState().couponOutcomes).toMatchObject([{ id: '1:27:-0.25', market: 'Asian handicap' }]);
    // Switched off on the page: every market, and the choice is remembered.
    click(chip(m, 'game-asian-view'));
    await waitFor(() => markets().includes('1:0:1X2'));
    expect(markets()).toContain('17:0:Total');
    expect(localStorage.getItem('betframe:asian-view')).toBe('0');
  });

  it('is off elsewhere until the player turns it on in the line; the choice is remembered', async () => {
    harness.book.games = [asianGame(1), { ...makeGame(2, 11), sportId: 4 }];
    const m = harness.mount();
    await waitFor(() => row(m, 2));
    expect(chip(m, 'line-asian-view')?.getAttribute('aria-pressed')).toBe('false');
    expect(row(m, 1)?.querySelector('[data-outcome-id="1:27:-0.25"]')).toBeNull();
    click(chip(m, 'line-asian-view'));
    await waitFor(() => row(m, 1)?.querySelector('[data-outcome-id="1:27:-0.25"]'));
    expect(row(m, 2)).toBeNull();
    expect(localStorage.getItem('betframe:asian-view')).toBe('1');
    // Decimal odds where the site has no Asian default.
    expect(row(m, 1)?.querySelector('[data-outcome-id="1:27:-0.25"]')?.textContent).toContain('2.25');
    m.unmount();
    const again = harness.mount();
    await waitFor(() => row(again, 1)?.querySelector('[data-outcome-id="1:27:-0.25"]'));
    expect(chip(again, 'line-asian-view')?.getAttribute('aria-pressed')).toBe('true');
  });
});
