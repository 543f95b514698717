// @vitest-environment happy-dom
/**
 * A championship's outrights in the line widget: picking a championship loads its outrights (a lazy chunk) above
 * its games, each with its title and the teams' prices; a price goes into the shared coupon like any other.
 */
import type { Game } from '@betframe/sdk/feed';
import { describe, expect, it } from 'vitest';
import { click, waitFor } from '../../test/betting-harness';
import { makeGame } from '../../test/feed-games';
import { useLineWidget } from '../../test/line-widget';

const harness = useLineWidget();

const ID = 2_002_060_000;
const outright = (title: string, teams: string[]): Game => ({
  ...makeGame(ID, 10),
  kind: 3,
  team1: { id: 0, name: title },
  team2: { id: 0, name: title },
  markets: [
    {
      group: 2904,
      name: 'Championship winner',
      period: 0,
      suspended: false,
      outcomes: teams.map((name, i) => ({ type: 70, param: 1000 + i, name, coef: 2 + i, blocked: false })),
    },
  ],
  marketsCount: teams.length,
});

describe('line widget: outrights of a championship', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`shows the outrights of the championship picked (${lang}) and a price goes into the coupon`, async () => {
      harness.book.games = [makeGame(1, 10), makeGame(2, 11)];
      harness.book.outrights = [outright('Winner: Champ 10, 2026-11-29', ['Alpha', 'Beta', 'Gamma'])];
      const m = harness.mount({ lang });
      await waitFor(() => m.root.querySelector('[data-testid="line-top-champs"] [data-champ-id="10"]'));
      expect(m.root.querySelector('[data-testid="outrights"]')).toBeNull();
      click(m.root.querySelector('[data-testid="line-top-champs"] [data-champ-id="10"]'));
      await waitFor(() => m.root.querySelector('[data-testid="outrights"]'), 5000);
      const section = m.root.querySelector('[data-testid="outrights"]');
      const heading = section?.querySelector('h3')?.textContent;
      expect(heading).toBe(lang === 'en' ? 'Outrights' : 'الرهانات طويلة الأمد');
      expect(section?.getAttribute('aria-label')).toBe(heading);
      expect(section?.querySelector('h4')?.textContent).toBe('Winner: Champ 10, 2026-11-29');
      const buttons = [...(section?.querySelectorAll('button[data-outcome-id]') ?? [])];
      expect(buttons.map((b) => b.getAttribute('data-outcome-id'))).toEqual([
        `${ID}:70:1000`,
        `${ID}:70:1001`,
        `${ID}:70:1002`,
      ]);
      click(buttons[1]);
      expect(m.runtime.shared.getState().couponOutcomes).toMatchObject([
        { id: `${ID}:70:1001`, gameId: ID, coefficient: 3, market: 'Championship winner' },
      ]);
      await waitFor(() => section?.querySelector('[aria-pressed="true"]'));
      // The championship unpicked: the section goes.
      click(m.root.querySelector('[data-testid="line-top-champs"] [data-champ-id="10"]'));
      await waitFor(() => !m.root.querySelector('[data-testid="outrights"]'));
    });
  }

  it('shows the top scorer beside the winner, its players priced, and a player goes into the coupon (ar, RTL)', async () => {
    const scorer: Game = {
      ...outright('هدّاف البطولة: Champ 10, \u20662026-11-29\u2069', []),
      id: ID + 100_000_000,
      markets: [
        {
          group: 2905,
          name: 'هدّاف البطولة',
          period: 0,
          suspended: false,
          outcomes: ['Petrov I. (Alpha)', 'Rossi M. (Beta)'].map((name, i) => ({
            type: 71,
            param: 100_000 + i,
            name,
            coef: 6 + i,
            blocked: false,
          })),
        },
      ],
      marketsCount: 2,
    };
    harness.book.games = [makeGame(1, 10)];
    harness.book.outrights = [outright('الفائز: Champ 10, 2026-11-29', ['Alpha', 'Beta']), scorer];
    const m = harness.mount({ lang: 'ar' });
    await waitFor(() => m.root.querySelector('[data-testid="line-top-champs"] [data-champ-id="10"]'));
    click(m.root.querySelector('[data-testid="line-top-champs"] [data-champ-id="10"]'));
    await waitFor(() => m.root.querySelectorAll('[data-testid="outrights"] [data-outright]').length === 2, 5000);
    const section = m.root.querySelector('[data-testid="outrights"]');
    const titles = [...(section?.querySelectorAll('h4 bdi') ?? [])].map((h) => h.textContent);
    expect(titles).toEqual(['الفائز: Champ 10, 2026-11-29', scorer.team1.name]);
    const top = section?.querySelector(`[data-outright="${scorer.id}"]`);
    const buttons = [...(top?.querySelectorAll('button[data-outcome-id]') ?? [])];
    expect(buttons.map((b) => b.getAttribute('data-outcome-id'))).toEqual([
      `${scorer.id}:71:100000`,
      `${scorer.id}:71:100001`,
    ]);
    expect(buttons[0]?.textContent).toContain('Petrov I. (Alpha)');
    click(buttons[0]);
    expect(m.runtime.shared.getState().couponOutcomes).toMatchObject([
      { id: `${scorer.id}:71:100000`, gameId: scorer.id, coefficient: 6, market: 'هدّاف البطولة' },
    ]);
  });
});
