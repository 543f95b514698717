// @vitest-environment happy-dom
/**
 * The kit's search listbox (the phone-country picker's) and the radio group's inline layout in happy-dom with
 * Preact: combobox ARIA state, arrows and Enter, a click, the empty message, right to left, and axe-core on the
 * markup (contrast is the tokens' own test).
 */
import axe from 'axe-core';
import { type ComponentChild, render } from 'preact';
import { act } from 'preact/test-utils';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RadioGroup } from './choice';
import { SearchListbox } from './search-listbox';

let host: HTMLElement | undefined;
function mount(node: ComponentChild, dir: 'ltr' | 'rtl' = 'ltr') {
  host = document.createElement('div');
  host.setAttribute('dir', dir);
  document.body.append(host);
  act(() => render(node, host as HTMLElement));
  return host;
}
afterEach(() => {
  if (host) render(null, host);
  host?.remove();
  host = undefined;
  for (const style of document.head.querySelectorAll('style[data-bf-kit]')) style.remove();
});

const key = (target: Element, name: string) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
  });
const type = (input: HTMLInputElement, text: string) =>
  act(() => {
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });

async function axeViolations(root: Element) {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

const countries = [
  { value: 'kz', label: 'Kazakhstan (+7)' },
  { value: 'ke', label: 'Kenya (+254)' },
  { value: 'ru', label: 'Russia (+7)' },
];

function Harness({ onPick }: { onPick: (value: string) => void }) {
  const [query, setQuery] = useState('');
  const shown = countries.filter((c) => c.label.toLowerCase().includes(query.toLowerCase()));
  return (
    <SearchListbox
      id="country-search"
      label="Country or code"
      query={query}
      onQuery={setQuery}
      options={shown}
      onPick={onPick}
      empty="Nothing found"
    />
  );
}

describe('SearchListbox (combobox with list autocomplete)', () => {
  it('filters as the text changes; the arrows move the active option, Enter picks it', async () => {
    const picked: string[] = [];
    const root = mount(<Harness onPick={(v) => picked.push(v)} />);
    const input = root.querySelector('#country-search') as HTMLInputElement;
    const list = root.querySelector(`#${CSS.escape(input.getAttribute('aria-controls') ?? '')}`);
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(list?.getAttribute('role')).toBe('listbox');
    expect(root.querySelector('label')?.getAttribute('for')).toBe('country-search');
    expect(list?.querySelectorAll('[role="option"]')).toHaveLength(3);

    type(input, 'k');
    expect([...(list?.querySelectorAll('[role="option"]') ?? [])].map((o) => o.getAttribute('data-value'))).toEqual([
      'kz',
      'ke',
    ]);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    const active = root.querySelector(`#${CSS.escape(input.getAttribute('aria-activedescendant') ?? '')}`);
    expect(active?.getAttribute('data-value')).toBe('ke');
    expect(active?.getAttribute('aria-selected')).toBe('true');
    key(input, 'ArrowUp');
    key(input, 'Enter');
    expect(picked).toEqual(['kz']);
    expect(await axeViolations(root)).toEqual([]);
  });

  it('a click picks; nothing matching says so and the list is gone; the same in right to left', async () => {
    const picked: string[] = [];
    const root = mount(<Harness onPick={(v) => picked.push(v)} />, 'rtl');
    const input = root.querySelector('#country-search') as HTMLInputElement;
    act(() => (root.querySelector('[data-value="ru"]') as HTMLElement).click());
    expect(picked).toEqual(['ru']);
    type(input, 'zzz');
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Nothing found');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(root.querySelector('[role="listbox"]')?.hasAttribute('hidden')).toBe(true);
    key(input, 'Enter');
    expect(picked).toEqual(['ru']);
    expect(await axeViolations(root)).toEqual([]);
  });
});

describe('RadioGroup', () => {
  it('is native radios of one name in a fieldset named by its legend; inline lays them in a row', async () => {
    let value: 'single' | 'express' = 'single';
    const root = mount(
      <RadioGroup
        legend="Bet type"
        name="bet-kind"
        inline
        options={[
          { value: 'single', label: 'Single' },
          { value: 'express', label: 'Express' },
        ]}
        value={value}
        onChange={(v) => {
          value = v;
        }}
      />,
    );
    const fieldset = root.querySelector('fieldset');
    expect(fieldset?.hasAttribute('data-inline')).toBe(true);
    expect(fieldset?.querySelector('legend')?.textContent).toBe('Bet type');
    const radios = [...root.querySelectorAll<HTMLInputElement>('input[type="radio"][name="bet-kind"]')];
    expect(radios.map((r) => [r.value, r.checked])).toEqual([
      ['single', true],
      ['express', false],
    ]);
    act(() => radios[1]?.click());
    expect(value).toBe('express');
    expect(await axeViolations(root)).toEqual([]);
  });
});
