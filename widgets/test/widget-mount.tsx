/**
 * A widget mounted for a test (happy-dom) with a runtime of its own — shared store, session, props, recorded host
 * events — and the ways a test acts on it and waits for it (betting-harness.tsx re-exports them).
 */
import { siteConfigSchema } from '@betframe/sdk/config';
import { type SharedStore, sharedStateDefaults } from '@betframe/sdk/protocol';
import { createWidgetSession } from '@betframe/sdk/session';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { createStore } from 'zustand/vanilla';
import { RuntimeContext } from '../src/runtime/context';
import type { BalanceNotice, WidgetDefinition, WidgetRuntime } from '../src/runtime/widget';

export interface MountedTestWidget {
  root: HTMLElement;
  runtime: WidgetRuntime;
  events: Array<{ event: string; data: unknown }>;
  unmount(): void;
}

export function mountTestWidget(
  widget: WidgetDefinition,
  origin: string,
  { lang = 'en', config = {} }: { lang?: string; config?: Record<string, unknown> } = {},
): MountedTestWidget {
  const shared = createStore<SharedStore>()((set) => ({
    ...sharedStateDefaults,
    linkStatus: 'handshaked',
    patch: (p) => set(p),
  }));
  const events: MountedTestWidget['events'] = [];
  const runtime: WidgetRuntime = {
    name: widget.name,
    origin,
    options: { partner: 1, lang, dir: 'ltr', theme: 'light' },
    config: siteConfigSchema.parse(config),
    shared,
    session: createWidgetSession({ login: () => {}, logout: () => {}, refresh: () => {} }),
    props: createStore<{ props: Record<string, unknown> }>()(() => ({ props: {} })),
    balance: createStore<{ notice: BalanceNotice | null }>()(() => ({ notice: null })),
    emit: (event, data) => {
      events.push({ event, data });
    },
  };
  const root = document.createElement('div');
  document.body.append(root);
  const { Component } = widget;
  act(() => {
    render(
      <RuntimeContext.Provider value={runtime}>
        <Component />
      </RuntimeContext.Provider>,
      root,
    );
  });
  return {
    root,
    runtime,
    events,
    unmount: () => {
      act(() => {
        render(null, root);
      });
      root.remove();
    },
  };
}

/** Waits (re-rendering) until `check` returns a value that is not undefined/false, or fails after `ms`. */
export async function waitFor<T>(check: () => T | undefined | false | null, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    const value = check();
    if (value !== undefined && value !== false && value !== null) return value;
    if (Date.now() > deadline) throw new Error(`waitFor: condition not met within ${ms} ms`);
  }
}

/** Types into an input the way preact listens for it. */
export function typeInto(input: HTMLInputElement, text: string): void {
  act(() => {
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function click(element: Element | null | undefined): void {
  if (!element) throw new Error('click: no element');
  act(() => {
    (element as HTMLElement).click();
  });
}

/**
 * Picks an option of a kit Select (runtime/ui/select.tsx) as a player does: a click on the combobox opens its
 * list, a click on the option chooses it. Waits for the combobox first (the coupon loads its controls lazily).
 */
export async function choose(root: ParentNode, combobox: string, value: string): Promise<void> {
  const box = await waitFor(() => root.querySelector(combobox));
  click(box);
  click(root.querySelector(`#${box.getAttribute('aria-controls')} [role="option"][data-value="${value}"]`));
}

/** The value a kit Select holds (its selected option's), or undefined while it is not there. */
export function chosen(root: ParentNode, combobox: string): string | undefined {
  const list = root.querySelector(combobox)?.getAttribute('aria-controls');
  return list
    ? (root.querySelector(`#${list} [role="option"][aria-selected="true"]`)?.getAttribute('data-value') ?? undefined)
    : undefined;
}

/** Clicks a control once it is there (the coupon's kit controls arrive lazily). */
export async function clickWhenThere(root: ParentNode, selector: string): Promise<void> {
  click(await waitFor(() => root.querySelector(selector)));
}
