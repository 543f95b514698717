// @vitest-environment happy-dom
/**
 * The kit's interactive components in happy-dom with Preact: the select's keyboard and ARIA state, the dialog's
 * focus trap, Escape and returned focus, tabs' arrows (mirrored in RTL), the switch, the odds button's states,
 * and each component's CSS installed once per root. axe-core checks the rendered markup (contrast is the tokens'
 * own test: happy-dom does not lay out colours).
 */
import axe from 'axe-core';
import { type ComponentChild, render } from 'preact';
import { act } from 'preact/test-utils';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button';
import { Switch } from './choice';
import { Dialog } from './dialog';
import { NumberField, TextField } from './field';
import { OddsButton } from './odds-button';
import { Scoreboard } from './scoreboard';
import { Select } from './select';
import { Tabs } from './tabs';
import { KitTexts } from './texts';

let host: HTMLElement | undefined;
function mount(node: ComponentChild, dir: 'ltr' | 'rtl' = 'ltr') {
  host = document.createElement('div');
  host.setAttribute('dir', dir);
  document.body.append(host);
  act(() => render(<KitTexts t={(key) => `t:${key}`}>{node}</KitTexts>, host as HTMLElement));
  return host;
}
afterEach(() => {
  if (host) render(null, host);
  host?.remove();
  host = undefined;
  for (const style of document.head.querySelectorAll('style[data-bf-kit]')) style.remove();
});

const key = (target: Element, name: string, init: KeyboardEventInit = {}) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init }));
  });
const click = (target: Element) =>
  act(() => {
    (target as HTMLElement).click();
  });

async function axeViolations(root: Element) {
  const result = await axe.run(root, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

const fruits = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana', disabled: true },
  { value: 'cherry', label: 'Cherry' },
  { value: 'date', label: 'Date' },
] as const;
type Fruit = (typeof fruits)[number]['value'];

function SelectHarness({ onChange }: { onChange?: (v: Fruit) => void }) {
  const [value, setValue] = useState<Fruit | undefined>(undefined);
  return (
    <Select<Fruit>
      label="Fruit"
      options={fruits}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

describe('Select (select-only combobox)', () => {
  it('opens with the arrow, skips disabled options, chooses with Enter and closes', () => {
    const root = mount(<SelectHarness />);
    const combo = root.querySelector('[role="combobox"]') as HTMLElement;
    const listbox = root.querySelector('[role="listbox"]') as HTMLElement;
    expect(combo.getAttribute('aria-expanded')).toBe('false');
    expect(listbox.hidden).toBe(true);
    expect(combo.textContent).toContain('t:ui_choose');
    key(combo, 'ArrowDown');
    expect(combo.getAttribute('aria-expanded')).toBe('true');
    expect(listbox.hidden).toBe(false);
    const active = () => root.querySelector(`#${CSS.escape(combo.getAttribute('aria-activedescendant') ?? '')}`);
    expect(active()?.textContent).toBe('Apple');
    key(combo, 'ArrowDown');
    expect(active()?.textContent).toBe('Cherry');
    key(combo, 'End');
    expect(active()?.textContent).toBe('Date');
    key(combo, 'Home');
    key(combo, 'ArrowDown');
    key(combo, 'Enter');
    expect(combo.getAttribute('aria-expanded')).toBe('false');
    expect(combo.textContent).toContain('Cherry');
    expect(root.querySelector('[aria-selected="true"]')?.textContent).toContain('Cherry');
  });

  it('closes on Escape without choosing, and types ahead', () => {
    const chosen: Fruit[] = [];
    const root = mount(<SelectHarness onChange={(v) => chosen.push(v)} />);
    const combo = root.querySelector('[role="combobox"]') as HTMLElement;
    key(combo, 'Enter');
    key(combo, 'ArrowDown');
    key(combo, 'Escape');
    expect(combo.getAttribute('aria-expanded')).toBe('false');
    expect(chosen).toEqual([]);
    key(combo, 'd');
    key(combo, 'Enter');
    expect(chosen).toEqual(['date']);
  });

  it('chooses an option by click and has no serious axe violation', async () => {
    const root = mount(<SelectHarness />);
    const combo = root.querySelector('[role="combobox"]') as HTMLElement;
    click(combo);
    click(root.querySelector('[data-value="apple"]') as Element);
    expect(combo.textContent).toContain('Apple');
    click(combo);
    expect(await axeViolations(root)).toEqual([]);
  });
});

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Bet slip">
        <input aria-label="Stake" id="stake" />
        <button type="button" id="last">
          Place bet
        </button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('moves focus in, keeps Tab inside, closes on Escape and gives focus back', async () => {
    const root = mount(<DialogHarness />);
    const opener = root.querySelector('#opener') as HTMLElement;
    opener.focus();
    click(opener);
    const dialog = root.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(root.querySelector(`#${CSS.escape(dialog.getAttribute('aria-labelledby') ?? '')}`)?.textContent).toBe(
      'Bet slip',
    );
    expect(document.activeElement?.id).toBe('stake');
    // Tab past the last control lands on the end guard (the browser's move), which sends focus round to the first.
    const [start, end] = [...dialog.querySelectorAll<HTMLElement>('[data-focus-guard]')];
    act(() => end?.focus());
    expect(document.activeElement?.getAttribute('aria-label')).toBe('t:ui_close');
    act(() => start?.focus());
    expect(document.activeElement?.id).toBe('last');
    // A click or a script that moves focus behind the dialog brings it back inside.
    act(() => opener.focus());
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(await axeViolations(root)).toEqual([]);
    key(document.activeElement as Element, 'Escape');
    expect(root.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

/** A dialog over an inline widget's shadow root: its controls count for the edges; the dialog is not dismissible. */
function ShadowDialogHarness({ onBackdrop }: { onBackdrop: () => void }) {
  const [open, setOpen] = useState(false);
  const widget = (node: HTMLElement | null) => {
    if (!node || node.shadowRoot) return;
    const shadow = node.attachShadow({ mode: 'open' });
    for (const id of ['first', 'second']) {
      const button = document.createElement('button');
      button.id = id;
      button.textContent = id;
      shadow.append(button);
    }
  };
  return (
    <>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        onBackdrop={onBackdrop}
        dismissible={false}
        title="Age"
        name="age"
        initialFocus="#answer"
      >
        <div ref={widget} />
        <button type="button" id="answer" onClick={() => setOpen(false)}>
          Yes
        </button>
      </Dialog>
    </>
  );
}

describe('Dialog with a widget inside', () => {
  it('sends focus round through a shadow root; a question that must be answered ignores Escape; the opener gets focus back', () => {
    let backdrop = 0;
    const root = mount(<ShadowDialogHarness onBackdrop={() => backdrop++} />);
    const opener = root.querySelector('#opener') as HTMLElement;
    opener.focus();
    click(opener);
    const dialog = root.querySelector('[role="dialog"][data-modal="age"]') as HTMLElement;
    expect(document.activeElement?.id).toBe('answer');
    expect(dialog.querySelector('.bf-ui-dialog-close')).toBeNull();
    const [start, end] = [...dialog.querySelectorAll<HTMLElement>('[data-focus-guard]')];
    const host = dialog.querySelector('.bf-ui-dialog-body > div') as HTMLElement;
    act(() => end?.focus());
    expect(host.shadowRoot?.activeElement?.id).toBe('first');
    act(() => start?.focus());
    expect(document.activeElement?.id).toBe('answer');
    key(document.activeElement as Element, 'Escape');
    click(root.querySelector('.bf-ui-backdrop') as Element);
    expect(backdrop).toBe(1);
    expect(root.querySelector('[role="dialog"]')).not.toBeNull();
    click(root.querySelector('#answer') as Element);
    expect(root.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

function TabsHarness() {
  const [tab, setTab] = useState<'main' | 'goals' | 'halves'>('main');
  return (
    <Tabs
      label="Markets"
      idBase="m"
      items={[
        { id: 'main', label: 'Main' },
        { id: 'goals', label: 'Goals' },
        { id: 'halves', label: 'Halves' },
      ]}
      selected={tab}
      onSelect={setTab}
    />
  );
}

describe('Tabs', () => {
  it('arrows move and select, wrapping; Home and End jump; one tab stop', () => {
    const root = mount(<TabsHarness />);
    const selected = () => root.querySelector('[aria-selected="true"]')?.getAttribute('data-tab');
    const first = root.querySelector('[data-tab="main"]') as HTMLElement;
    expect([...root.querySelectorAll('[role="tab"]')].map((t) => t.getAttribute('tabindex'))).toEqual([
      '0',
      '-1',
      '-1',
    ]);
    key(first, 'ArrowRight');
    expect(selected()).toBe('goals');
    expect(document.activeElement?.getAttribute('data-tab')).toBe('goals');
    key(document.activeElement as Element, 'End');
    expect(selected()).toBe('halves');
    key(document.activeElement as Element, 'ArrowRight');
    expect(selected()).toBe('main');
    key(document.activeElement as Element, 'ArrowLeft');
    expect(selected()).toBe('halves');
  });

  it('in right-to-left the left arrow moves on', () => {
    const root = mount(<TabsHarness />, 'rtl');
    key(root.querySelector('[data-tab="main"]') as Element, 'ArrowLeft');
    expect(root.querySelector('[aria-selected="true"]')?.getAttribute('data-tab')).toBe('goals');
  });
});

describe('Switch', () => {
  it('is a switch whose aria-checked follows clicks', () => {
    function Harness() {
      const [on, setOn] = useState(false);
      return <Switch label="Accept odds changes" checked={on} onChange={setOn} />;
    }
    const root = mount(<Harness />);
    const sw = root.querySelector('[role="switch"]') as HTMLElement;
    expect(sw.getAttribute('aria-checked')).toBe('false');
    click(sw);
    expect(sw.getAttribute('aria-checked')).toBe('true');
    expect(sw.textContent).toBe('Accept odds changes');
  });
});

describe('OddsButton', () => {
  it('says its price and move, shows the arrow and restarts the flash per move without a new button', () => {
    const root = mount(<OddsButton label="1" name="Arsenal – Chelsea: 1" price="1.85" move="up" moveSeq={1} />);
    const button = root.querySelector('button') as HTMLElement;
    expect(button.getAttribute('aria-label')).toBe('Arsenal – Chelsea: 1, 1.85, t:ui_price_up');
    expect(button.dataset.move).toBe('up');
    expect(button.querySelector('use')?.getAttribute('href')).toMatch(/#bf-arrow-up$/);
    const flash = button.querySelector('.bf-ui-odds-flash');
    act(() =>
      render(
        <KitTexts t={(k) => `t:${k}`}>
          <OddsButton label="1" name="Arsenal – Chelsea: 1" price="1.80" move="down" moveSeq={2} />
        </KitTexts>,
        root,
      ),
    );
    expect(root.querySelector('button')).toBe(button);
    expect(button.querySelector('.bf-ui-odds-flash')).not.toBe(flash);
    expect(button.querySelector('.bf-ui-odds-flash')?.getAttribute('data-move')).toBe('down');
    expect(button.getAttribute('aria-label')).toContain('t:ui_price_down');
  });

  it('locks when suspended: a lock, no price, cannot be picked', () => {
    let picked = 0;
    const root = mount(<OddsButton label="X" price="3.40" suspended onClick={() => picked++} />);
    const button = root.querySelector('button') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).not.toContain('3.40');
    expect(button.querySelector('use')?.getAttribute('href')).toMatch(/#bf-lock$/);
    expect(button.getAttribute('aria-label')).toBe('X, t:ui_suspended');
    click(button);
    expect(picked).toBe(0);
  });

  it('is a toggle when picked', async () => {
    const root = mount(<OddsButton label="2" price="4.10" selected />);
    expect(root.querySelector('button')?.getAttribute('aria-pressed')).toBe('true');
    expect(await axeViolations(root)).toEqual([]);
  });
});

describe('fields, scoreboard and CSS', () => {
  it('an inline error is tied to its input and announced', async () => {
    const root = mount(<TextField label="E-mail" value="x" onValue={() => {}} error="Incorrect e-mail" />);
    const input = root.querySelector('input') as HTMLInputElement;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const error = root.querySelector(`#${CSS.escape(input.getAttribute('aria-describedby') ?? '')}`);
    expect(error?.textContent).toBe('Incorrect e-mail');
    expect(error?.getAttribute('role')).toBe('alert');
    expect(await axeViolations(root)).toEqual([]);
  });

  it('the number field steps within its bounds, rounded to the step', () => {
    const values: string[] = [];
    const root = mount(
      <NumberField label="Stake" value="0.2" step={0.1} min={0.1} max={0.3} onValue={(v) => values.push(v)} />,
    );
    click(root.querySelector('[aria-label="t:ui_increase"]') as Element);
    click(root.querySelector('[aria-label="t:ui_decrease"]') as Element);
    expect(values).toEqual(['0.3', '0.1']);
  });

  it('the scoreboard shows both names in full and the score by period as a table', async () => {
    const root = mount(
      <Scoreboard
        home="Manchester United"
        away="Borussia Mönchengladbach"
        sportId={1}
        score={[2, 1]}
        periods={[
          [1, 0],
          [1, 1],
        ]}
        live
        clock="67:12"
      />,
    );
    expect(root.textContent).toContain('Manchester United');
    expect(root.textContent).toContain('Borussia Mönchengladbach');
    expect(root.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(await axeViolations(root)).toEqual([]);
  });

  it('installs a component CSS once per document, however many instances', async () => {
    mount(
      <>
        <Button>One</Button>
        <Button>Two</Button>
        <OddsButton price="1.5" />
      </>,
    );
    await Promise.resolve();
    expect(document.head.querySelectorAll('style[data-bf-kit="button"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('style[data-bf-kit="odds"]')).toHaveLength(1);
  });
});
