// @vitest-environment happy-dom
/**
 * The virtual race view (through the match view's default export, as the game page loads it): the runners' lanes
 * and markers at their progress, the order now said in a polite live region, the finishing order kept at the end,
 * reduced motion and logical sides in its CSS, four languages (Arabic right to left), axe on the markup.
 */
import { type Game, VIRTUAL_RACING_IDS } from '@betframe/sdk/feed';
import { createTranslate } from '@betframe/sdk/i18n';
import axe from 'axe-core';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../sdk/src/i18n/dictionaries/ar/app.json';
import en from '../../../sdk/src/i18n/dictionaries/en/app.json';
import kk from '../../../sdk/src/i18n/dictionaries/kk/app.json';
import ru from '../../../sdk/src/i18n/dictionaries/ru/app.json';
import { makeGame } from '../../test/feed-games';
import { mainCells } from './main-market';
import VirtualView from './virtual-match';

const dates = { locale: 'en', hour12: false };
let host: HTMLElement | undefined;

function show(game: Game, dict: Record<string, string> = en, dir: 'ltr' | 'rtl' = 'ltr') {
  host ??= document.createElement('div');
  host.setAttribute('dir', dir);
  document.body.append(host);
  act(() => render(<VirtualView game={game} t={createTranslate(dict)} dates={dates} />, host as HTMLElement));
  return host;
}
afterEach(() => {
  if (host) render(null, host);
  host?.remove();
  host = undefined;
  for (const style of document.head.querySelectorAll('style[data-bf-kit]')) style.remove();
});

const runners = [
  { id: 11, number: 1, name: 'Storm King' },
  { id: 12, number: 2, name: 'Desert Rose' },
  { id: 13, number: 3, name: 'Tulpar' },
];
const title = { id: 0, name: 'Mile, 1600 m' };
const at = (order: Array<[number, number]>) => ({
  total: [0, 0] as [number, number],
  periods: [],
  period: 1,
  periodName: 'Race',
  inBreak: false,
  race: order.map(([id, progress]) => ({ id, progress })),
});

function race(patch: Partial<Game> = {}): Game {
  return {
    ...makeGame(9),
    sportId: VIRTUAL_RACING_IDS[0] as number,
    team1: title,
    team2: title,
    runners,
    score: undefined,
    kind: 3,
    ...patch,
  };
}

describe('virtual race view', () => {
  it('before the off: the start and the field, every runner at the start', () => {
    const root = show(race({ start: Date.UTC(2026, 10, 22, 12, 3) / 1000 }));
    expect(root.querySelector('[data-testid="virtual-race"]')?.getAttribute('data-phase')).toBe('upcoming');
    expect(root.querySelector('[role="status"]')?.textContent).toMatch(/^Starts at \d\d:\d\d\. Runners: 3$/);
    const horses = [...root.querySelectorAll<HTMLElement>('.bf-vr-horse')];
    expect(horses.map((h) => h.textContent)).toEqual(['1', '2', '3']);
    expect(horses.every((h) => h.style.insetInlineStart === '0%')).toBe(true);
    expect(root.querySelector('.bf-vr-track')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('during the race: markers at their progress, the leader marked, the order said politely', async () => {
    const root = show(
      race({
        kind: 1,
        score: at([
          [13, 0.4],
          [11, 0.35],
          [12, 0.3],
        ]),
      }),
    );
    const horse = (n: number) => root.querySelector<HTMLElement>(`[data-runner="${n}"]`);
    expect(horse(3)?.style.insetInlineStart).toBe('40%');
    expect(horse(3)?.hasAttribute('data-lead')).toBe(true);
    expect(horse(1)?.hasAttribute('data-lead')).toBe(false);
    const status = root.querySelector('[role="status"]');
    expect(status?.getAttribute('aria-live')).toBe('polite');
    expect(status?.textContent).toBe('Order now: 3. Tulpar, 1. Storm King, 2. Desert Rose');
    show(
      race({
        kind: 1,
        score: at([
          [11, 0.8],
          [13, 0.78],
          [12, 0.7],
        ]),
      }),
    );
    expect(horse(1)?.style.insetInlineStart).toBe('80%');
    expect(root.querySelector('[role="status"]')?.textContent).toMatch(/^Order now: 1\. Storm King/);
    const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('keeps the finishing order once the race is over', async () => {
    const root = show(
      race({
        status: 2,
        score: at([
          [12, 1],
          [11, 1],
          [13, 1],
        ]),
      }),
    );
    const list = [...root.querySelectorAll('[data-testid="virtual-result"] li')].map((li) => li.textContent);
    expect(list).toEqual(['Desert Rose (2)', 'Storm King (1)', 'Tulpar (3)']);
    expect(root.querySelector('[role="status"]')?.textContent).toBe(
      'Finishing order: 2. Desert Rose, 1. Storm King, 3. Tulpar',
    );
    const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('opens with every runner at its place at once; glides only on later reports, never under reduced motion', () => {
    const root = show(race({ kind: 1, score: undefined }));
    const horse = (n: number) => root.querySelector<HTMLElement>(`[data-runner="${n}"]`);
    const glides = () => [1, 2, 3].filter((n) => horse(n)?.hasAttribute('data-glide'));
    expect(glides()).toEqual([]);
    // The first positions the view learns (the race view opened mid-race): placed, not slid out from the start.
    const first = at([
      [11, 0.5],
      [12, 0.45],
      [13, 0.4],
    ]);
    show(race({ kind: 1, score: first }));
    expect(horse(1)?.style.insetInlineStart).toBe('50%');
    expect(glides()).toEqual([]);
    // The next report: each runner glides from where it stood.
    show(
      race({
        kind: 1,
        score: at([
          [11, 0.6],
          [12, 0.55],
          [13, 0.5],
        ]),
      }),
    );
    expect(horse(1)?.style.insetInlineStart).toBe('60%');
    expect(glides()).toEqual([1, 2, 3]);
    const css = document.head.querySelector('style[data-bf-kit="virtual-race"]')?.textContent ?? '';
    expect(css).toMatch(/\.bf-vr-horse\[data-glide\] \{ transition: inset-inline-start 2s linear; \}/);
    expect(css).toMatch(
      /@media \(prefers-reduced-motion: reduce\) \{ \.bf-vr-horse\[data-glide\] \{ transition: none; \} \}/,
    );
    // Only the gliding rule animates: a marker without `data-glide` has no transition at all.
    expect(css.replace(/\.bf-vr-horse\[data-glide\] \{[^}]*\}/g, '')).not.toMatch(/transition: inset/);
    expect(css).not.toMatch(/\b(left|right):/);
  });

  it('a runner opened already placed (the list had the positions) does not glide on the first render', () => {
    const root = show(race({ kind: 1, score: at([[11, 0.7]]) }));
    expect(root.querySelector('[data-runner="1"]')?.hasAttribute('data-glide')).toBe(false);
  });

  it('speaks every language, Arabic right to left', () => {
    for (const dict of [ru, kk, ar, en] as Array<Record<string, string>>) {
      const root = show(
        race({
          status: 2,
          score: at([
            [13, 1],
            [11, 1],
            [12, 1],
          ]),
        }),
        dict,
        dict === ar ? 'rtl' : 'ltr',
      );
      const said = root.querySelector('[role="status"]')?.textContent ?? '';
      expect(said).toBe((dict.race_result ?? '').replace('{{order}}', '3. Tulpar, 1. Storm King, 2. Desert Rose'));
      expect(root.querySelector('[data-testid="virtual-race"]')?.getAttribute('aria-label')).toBe(dict.race_view);
      render(null, root);
    }
  });

  it("the line's row takes the two favourites' Win prices, one a column", () => {
    const win = (param: number, coef: number) => ({ type: 80, param, name: `${param}`, coef, blocked: false });
    const g = race({
      markets: [{ group: 2910, name: 'Win', period: 0, suspended: false, outcomes: [win(13, 2.1), win(11, 3.4)] }],
    });
    expect(mainCells(g).map((c) => c.outcome?.param)).toEqual([13, 11]);
  });
});
