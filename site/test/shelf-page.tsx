/**
 * The home page shelves' tests' set-up (the feed shelves and the duel builder, happy-dom), as `useLineWidget` is
 * the line's: the texts in four languages, a stand-in `fetch` that records every call (its path and JSON body) and
 * answers what the test routes (404 otherwise), a shelf rendered into a container of its own, settled (a few
 * tasks for its calls), and after each test every container emptied and removed and `fetch` restored.
 */
import { createTranslate, type Translate } from '@betframe/sdk/i18n';
import type { ComponentChild } from 'preact';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, vi } from 'vitest';
import ar from '../../sdk/src/i18n/dictionaries/ar/app.json';
import en from '../../sdk/src/i18n/dictionaries/en/app.json';
import kk from '../../sdk/src/i18n/dictionaries/kk/app.json';
import ru from '../../sdk/src/i18n/dictionaries/ru/app.json';

export const dictionaries = { ru, en, kk, ar } as const;
export type ShelfLang = keyof typeof dictionaries;

/** The feed's answer envelope. */
export const envelope = (type: string, attributes: unknown) => ({ data: { type, attributes } });

/** A call the shelf made: its path and its JSON body (if it had one). */
export interface ShelfCall {
  path: string;
  // biome-ignore lint/suspicious/noExplicitAny: a test reads the body it expects (toMatchObject).
  body?: any;
}

/** The answer to a call: [status, JSON body], or undefined for 404. */
export type Route = (path: string, body: unknown) => readonly [number, unknown] | undefined;

export interface ShelfPage {
  /** Stubs `fetch` with `route`; the calls made from then on. */
  stubFetch(route: Route): ShelfCall[];
  /** Renders `shelf(t)` in `lang` into a new container and lets its calls settle; the container. */
  mount(lang: ShelfLang, shelf: (t: Translate) => ComponentChild): Promise<HTMLElement>;
  /** Runs the pending tasks (the shelf's calls and their renders). */
  settle(): Promise<void>;
}

export function useShelfPage(): ShelfPage {
  const containers: HTMLElement[] = [];
  const settle = async () => {
    for (let i = 0; i < 8; i += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  };
  afterEach(() => {
    for (const container of containers.splice(0)) {
      render(null, container);
      container.remove();
    }
    vi.unstubAllGlobals();
  });
  return {
    stubFetch(route) {
      const calls: ShelfCall[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
          const request = input instanceof Request ? input : undefined;
          const url = new URL(String(request ? request.url : input), 'http://site.test');
          const raw = request ? await request.text() : init?.body;
          const body = raw ? JSON.parse(String(raw)) : undefined;
          calls.push({ path: url.pathname, ...(body !== undefined ? { body } : {}) });
          const [status, answer] = route(url.pathname, body) ?? [404, {}];
          return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
        }),
      );
      return calls;
    },
    async mount(lang, shelf) {
      const container = document.body.appendChild(document.createElement('div'));
      containers.push(container);
      await act(async () => {
        render(shelf(createTranslate(dictionaries[lang])), container);
      });
      await settle();
      return container;
    },
    settle,
  };
}
