// @vitest-environment happy-dom
import { createTranslate } from '@betframe/sdk/i18n';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../../sdk/src/i18n/dictionaries/ar/app.json';
import en from '../../../../sdk/src/i18n/dictionaries/en/app.json';
import kk from '../../../../sdk/src/i18n/dictionaries/kk/app.json';
import ru from '../../../../sdk/src/i18n/dictionaries/ru/app.json';
import { BetCalculator } from './bet-calculator';
import { OddsConverter } from './odds-converter';

const dictionaries: Record<string, Record<string, string>> = { ru, en, kk, ar };
let container: HTMLElement | undefined;
function mount(node: Parameters<typeof render>[0]) {
  container ??= document.body.appendChild(document.createElement('div'));
  const target = container;
  act(() => {
    render(node, target);
  });
  return target;
}
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
});

function type(input: HTMLInputElement | null | undefined, value: string) {
  if (!input) throw new Error('no input');
  act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const figure = (root: HTMLElement, name: string) => root.querySelector(`[data-figure="${name}"] dd`)?.textContent;

describe('the odds converter', () => {
  it('shows odds typed in one format in all six and as a probability', () => {
    const root = mount(<OddsConverter t={createTranslate(en)} locale="en" />);
    type(root.querySelector<HTMLInputElement>('[data-testid="odds-input"]'), '2.5');
    const shown = (format: string) => root.querySelector(`[data-format="${format}"] dd`)?.textContent;
    expect([
      shown('decimal'),
      shown('fractional'),
      shown('american'),
      shown('hongkong'),
      shown('indonesian'),
      shown('malay'),
    ]).toEqual(['2.50', '3/2', '+150', '1.50', '1.50', '-0.67']);
    expect(shown('probability')).toBe('40 %');
    type(root.querySelector<HTMLInputElement>('[data-testid="odds-input"]'), 'abc');
    expect(root.querySelector('[role="alert"]')?.textContent).toContain('These are not odds');
  });
});

describe('the betting calculator', () => {
  it('an accumulator of three at 2.00 for 10 returns 80; changed odds count at once', () => {
    const root = mount(<BetCalculator t={createTranslate(en)} locale="en" />);
    expect(figure(root, 'payout')).toBe('80.00');
    expect(figure(root, 'profit')).toBe('70.00');
    type(root.querySelectorAll<HTMLInputElement>('[data-testid="selection-odds"]')[0], '1.5');
    expect(figure(root, 'payout')).toBe('60.00');
  });

  it('a system 2 of 3 makes three lines; each way doubles the stake', () => {
    const root = mount(<BetCalculator t={createTranslate(en)} locale="en" />);
    act(() => root.querySelector<HTMLButtonElement>('[role="radio"][data-value="system"]')?.click());
    expect(figure(root, 'lines')).toBe('3');
    // Three doubles of 10/3 at 4.00 each: the whole stake × 4.
    expect(figure(root, 'payout')).toBe('40.00');
    act(() => root.querySelector<HTMLButtonElement>('[role="switch"]')?.click());
    expect(figure(root, 'stake')).toBe('20.00');
    expect(figure(root, 'lines')).toBe('6');
  });

  it('a dead heat halves the winning stake of a single', () => {
    const root = mount(<BetCalculator t={createTranslate(en)} locale="en" />);
    act(() => root.querySelector<HTMLButtonElement>('[role="radio"][data-value="single"]')?.click());
    expect(root.querySelectorAll('[data-testid="selection"]')).toHaveLength(1);
    type(root.querySelector<HTMLInputElement>('[data-testid="selection-odds"]'), '5');
    expect(figure(root, 'payout')).toBe('50.00');
    const deadHeat = Array.from(root.querySelectorAll<HTMLLabelElement>('label')).find((l) =>
      l.textContent?.includes('dead heat'),
    );
    type(root.querySelector<HTMLInputElement>(`#${CSS.escape(deadHeat?.htmlFor ?? '')}`), '2');
    expect(figure(root, 'payout')).toBe('25.00');
  });

  it('every text it shows is translated in ru, kk and ar', () => {
    for (const lang of ['ru', 'kk', 'ar']) {
      const root = mount(<BetCalculator t={createTranslate(dictionaries[lang] ?? {})} locale={lang} />);
      expect(root.textContent, lang).not.toMatch(/content\.|coupon_|odds_format/);
      render(null, root);
    }
    const root = mount(<OddsConverter t={createTranslate(ar)} locale="ar" />);
    expect(root.textContent).not.toMatch(/content\.|odds_format/);
  });
});
