// @vitest-environment happy-dom
import type { OddsFormat } from '@betframe/sdk/format';
import type { CouponOutcome } from '@betframe/sdk/protocol';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { dictionaries, envelope, type ShelfLang, useShelfPage } from '../../test/shelf-page';
import { DuelShelf } from './duel-shelf';

const START = Date.UTC(2026, 10, 22, 18, 0) / 1000;
const player = (gameId: number, side: 1 | 2, slot: number) => ({
  gameId,
  side,
  teamId: gameId * 10 + side,
  name: `Team ${gameId}-${side}`,
  opponent: `Team ${gameId}-${3 - side}`,
  sportId: 1,
  champName: 'Premier League',
  start: START,
  slot,
});

const page = useShelfPage();

function stubFetch(refuse = false) {
  return page.stubFetch((path, body) => {
    if (path.endsWith('/GetAvailablePlayersForDuel'))
      return [
        200,
        envelope('duel-players', {
          players: [player(101, 1, 9), player(101, 2, 9), player(102, 1, 9), player(102, 2, 9), player(201, 1, 10)],
        }),
      ];
    if (path.endsWith('/BuildDuel')) {
      if (refuse) return [400, { success: false, data: { validation_errors: { team2: ['other_slot'] } } }];
      const { team1, team2 } = body as Record<'team1' | 'team2', { gameId: number; side: 1 | 2 }>;
      const side = (p: { gameId: number; side: 1 | 2 }) => ({
        ...p,
        name: `Team ${p.gameId}-${p.side}`,
        gameName: `Team ${p.gameId}-1 — Team ${p.gameId}-2`,
      });
      return [
        200,
        envelope('duel', {
          id: 900_000_000_000_123,
          sportId: 1,
          start: START,
          status: 1,
          team1: side(team1),
          team2: side(team2),
          outcomes: [
            { type: 1, param: 0, coef: 2.4 },
            { type: 2, param: 0, coef: 3.6 },
            { type: 3, param: 0, coef: 2.9 },
          ],
        }),
      ];
    }
    return undefined;
  });
}

const settle = page.settle;
const key = (target: Element, name: string) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
  });

const mount = (lang: ShelfLang, toggle: (o: CouponOutcome) => void, format: OddsFormat = 'fractional') =>
  page.mount(lang, (t) => <DuelShelf lang={lang} t={t} picked={new Set()} toggle={toggle} format={format} />);

describe('the duel builder', () => {
  it('pairs two teams by keyboard, shows the duel prices and adds one to the slip', async () => {
    const calls = stubFetch();
    const added: CouponOutcome[] = [];
    const root = await mount('en', (o) => added.push(o));
    expect(root.querySelector('#shelf-duels')?.textContent).toBe('Duels');
    const first = root.querySelector('#duel-team1') as HTMLElement;
    key(first, 'ArrowDown');
    key(first, 'Enter');
    await settle();
    const second = root.querySelector('#duel-team2') as HTMLElement;
    // Only teams of another game of the same slot can be the second team.
    const options = [...(second.closest('.bf-ui-select')?.querySelectorAll('[role="option"]') ?? [])];
    expect(options.map((o) => o.textContent?.split(' (')[0])).toEqual(['Team 102-1', 'Team 102-2']);
    key(second, 'ArrowDown');
    key(second, 'Enter');
    await settle();
    expect(calls.find((c) => c.path.endsWith('/BuildDuel'))?.body).toMatchObject({
      lng: 'en',
      team1: { gameId: 101, side: 1 },
      team2: { gameId: 102, side: 1 },
    });
    const prices = root.querySelectorAll('[data-testid="duel-prices"] button');
    expect(prices).toHaveLength(3);
    expect(prices[1]?.textContent).toContain('Equal goals');
    // In the player's odds format (fractional here): 2.4, 3.6, 2.9.
    expect([...prices].map((p) => p.querySelector('.bf-ui-odds-price')?.textContent)).toEqual(['7/5', '13/5', '19/10']);
    (prices[0] as HTMLElement).click();
    expect(added[0]).toMatchObject({ id: '900000000000123:1:0', gameId: 900_000_000_000_123, coefficient: 2.4 });
  });

  it('says so in every language when a pair is refused, and has all its texts', async () => {
    stubFetch(true);
    for (const lang of ['ru', 'kk', 'ar'] as const) {
      const root = await mount(lang, () => undefined);
      expect(root.textContent).not.toMatch(/duel_/);
      key(root.querySelector('#duel-team1') as HTMLElement, 'ArrowDown');
      key(root.querySelector('#duel-team1') as HTMLElement, 'Enter');
      await settle();
      key(root.querySelector('#duel-team2') as HTMLElement, 'ArrowDown');
      key(root.querySelector('#duel-team2') as HTMLElement, 'Enter');
      await settle();
      expect(root.querySelector('[role="alert"]')?.textContent).toBe(dictionaries[lang].duel_refused);
      render(null, root);
    }
  });
});
