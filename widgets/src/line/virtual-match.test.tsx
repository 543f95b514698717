// @vitest-environment happy-dom
/**
 * The virtual match view: its phases from the game the page follows (upcoming, live, finished), the goal or
 * game that flashes and is said in the live region, the drawing hidden from screen readers, reduced motion in its
 * CSS, and the texts in every language (right to left in Arabic). axe-core checks the markup.
 */
import { type Game, VIRTUAL_SPORT_IDS } from '@betframe/sdk/feed';
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
import VirtualMatch, { phaseOf } from './virtual-match';

const [FOOTBALL, TENNIS] = VIRTUAL_SPORT_IDS as readonly [number, number];
const dates = { locale: 'en', hour12: false };

let host: HTMLElement | undefined;
function show(game: Game, dict: Record<string, string> = en, dir: 'ltr' | 'rtl' = 'ltr') {
  host ??= document.createElement('div');
  host.setAttribute('dir', dir);
  document.body.append(host);
  const t = createTranslate(dict);
  act(() => render(<VirtualMatch game={game} t={t} dates={dates} />, host as HTMLElement));
  return host;
}
afterEach(() => {
  if (host) render(null, host);
  host?.remove();
  host = undefined;
  for (const style of document.head.querySelectorAll('style[data-bf-kit]')) style.remove();
});

function football(patch: Partial<Game> = {}): Game {
  return {
    ...makeGame(7),
    sportId: FOOTBALL,
    team1: { id: 1, name: 'Lions' },
    team2: { id: 2, name: 'Eagles' },
    ...patch,
  };
}
const live = (total: [number, number], periods: [number, number][] = [total]) => ({
  total,
  periods,
  period: 1,
  periodName: '1st half',
  inBreak: false,
});

describe('virtual match view', () => {
  it('shows the start before kick-off, with the ball still', () => {
    const root = show(football({ kind: 3, score: undefined, start: Date.UTC(2026, 10, 22, 12, 3) / 1000 }));
    expect(root.querySelector('[data-testid="virtual-match"]')?.getAttribute('data-phase')).toBe('upcoming');
    expect(root.querySelector('[role="status"]')?.textContent).toMatch(/^Starts at \d\d:\d\d/);
    expect(root.querySelector('.bf-vm-stage')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('follows the score: a goal flashes on its side and is said in the live region', async () => {
    const root = show(football({ score: live([0, 0]) }));
    const status = root.querySelector('[role="status"]');
    expect(status?.getAttribute('aria-live')).toBe('polite');
    expect(status?.textContent).toBe('1st half: Lions 0, Eagles 0.');
    expect(root.querySelector('.bf-vm-flash')).toBeNull();
    show(football({ score: live([0, 1]) }));
    expect(root.querySelector('.bf-vm-flash')?.getAttribute('data-side')).toBe('2');
    expect(root.querySelector('[role="status"]')?.textContent).toBe('1st half: Lions 0, Eagles 1. Goal for Eagles.');
    expect(root.querySelector('.bf-vm-board')?.textContent).toBe('01');
    const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('keeps the final score once the event is over', () => {
    show(football({ score: live([2, 1]) }));
    const root = show(football({ status: 2, score: live([2, 1]) }));
    const result = root.querySelector('[data-testid="virtual-result"]');
    expect(result?.textContent).toBe('Final result: Lions 2, Eagles 1');
    expect(root.querySelector('.bf-vm-flash')).toBeNull();
    expect(phaseOf({ status: 3, score: live([0, 0]) })).toBe('finished');
    expect(phaseOf({ status: 4 })).toBe('cancelled');
  });

  it('tennis: a court, the games of the set, a game won', () => {
    const root = show(football({ sportId: TENNIS, score: { ...live([0, 0], [[2, 1]]), periodName: 'Set 1' } }));
    expect(root.querySelector('.bf-vm-stage')?.getAttribute('data-sport')).toBe('tennis');
    expect(root.querySelector('.bf-vm-goal')).toBeNull();
    show(football({ sportId: TENNIS, score: { ...live([0, 0], [[3, 1]]), periodName: 'Set 1' } }));
    expect(root.querySelector('[role="status"]')?.textContent).toBe(
      'Set 1: Lions 0, Eagles 0. Games in this set: 3–1. Game won by Lions.',
    );
  });

  it('stills the ball and the flash under reduced motion', () => {
    show(football({ score: live([0, 0]) }));
    const css = document.head.querySelector('style[data-bf-kit="virtual-match"]')?.textContent ?? '';
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)[^@]*\.bf-vm-ball[^}]*animation: none/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)[^@]*\.bf-vm-flash \{ animation: none/);
    // Sides by logical properties only: the pitch mirrors in right-to-left pages.
    expect(css).not.toMatch(/\b(left|right):/);
  });

  it('speaks every language, Arabic right to left', () => {
    for (const [dict, word] of [
      [ru, 'Итоговый счёт'],
      [kk, 'Қорытынды есеп'],
      [ar, 'النتيجة النهائية'],
      [en, 'Final result'],
    ] as const) {
      const root = show(football({ status: 2, score: live([1, 0]) }), dict, dict === ar ? 'rtl' : 'ltr');
      expect(root.querySelector('[data-testid="virtual-result"]')?.textContent).toContain(word);
      expect(root.querySelector('[data-testid="virtual-match"]')?.getAttribute('aria-label')).toBe(dict.virtual_match);
      render(null, root);
    }
  });
});
