// @vitest-environment happy-dom
import axe from 'axe-core';
import { act } from 'preact/test-utils';
import { useState } from 'react';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { OfficePanel, OfficeSidebar } from './office-sidebar';

type Id = 'account' | 'bets' | 'messages';

function Harness({ unread }: { unread: number }) {
  const [selected, setSelected] = useState<Id>('account');
  return (
    <div dir="ltr">
      <OfficeSidebar<Id>
        label="My account"
        idBase="t"
        selected={selected}
        onSelect={setSelected}
        items={[
          { id: 'account', label: 'Accounts' },
          { id: 'bets', label: 'Bets', count: 2, countLabel: '2 open bets' },
          { id: 'messages', label: 'Messages', count: unread, countLabel: `${unread} unread` },
        ]}
      />
      <OfficePanel idBase="t" id={selected}>
        <p>{selected}</p>
      </OfficePanel>
    </div>
  );
}

let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
});

async function show(unread: number) {
  container ??= document.body.appendChild(document.createElement('main'));
  const target = container;
  await act(async () => {
    render(<Harness unread={unread} />, target);
  });
  return target;
}

describe('office left sidebar', () => {
  it('lists every screen as a tab with its counter, named for screen readers, and no serious axe violation', async () => {
    const view = await show(3);
    const tabs = [...view.querySelectorAll('[role="tab"]')];
    expect(tabs.map((tab) => tab.getAttribute('data-screen'))).toEqual(['account', 'bets', 'messages']);
    expect(view.querySelector('[data-testid="office-count-messages"]')?.textContent).toContain('3 unread');
    expect(view.querySelector('[data-testid="office-count-bets"]')?.textContent).toContain('2 open bets');
    // No counter for a screen without one, nor for zero.
    expect(view.querySelector('[data-testid="office-count-account"]')).toBeNull();
    await show(0);
    expect(view.querySelector('[data-testid="office-count-messages"]')).toBeNull();
    const result = await axe.run(view, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
      [],
    );
  });

  it('moves with the keyboard and clicks, the panel labelled by the chosen tab', async () => {
    const view = await show(1);
    const list = view.querySelector('[role="tablist"]');
    if (!list) throw new Error('no tablist');
    await act(() => {
      list.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }));
    });
    expect(view.querySelector('[aria-selected="true"]')?.getAttribute('data-screen')).toBe('bets');
    await act(() => {
      list.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true, cancelable: true }));
    });
    expect(view.querySelector('[aria-selected="true"]')?.getAttribute('data-screen')).toBe('messages');
    expect(view.querySelector('[role="tabpanel"]')?.getAttribute('aria-labelledby')).toBe('t-tab-messages');
    await act(() => {
      view.querySelector<HTMLElement>('[data-screen="account"]')?.click();
    });
    expect(view.querySelector('[aria-selected="true"]')?.getAttribute('data-screen')).toBe('account');
    expect(view.querySelector('[data-screen="account"]')?.getAttribute('tabindex')).toBe('0');
    expect(view.querySelector('[data-screen="bets"]')?.getAttribute('tabindex')).toBe('-1');
  });
});
