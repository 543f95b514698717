// @vitest-environment happy-dom
/**
 * `@betframe/react` with real React 19 and ReactDOM (this project is not aliased to Preact): server rendering
 * touches no browser API, StrictMode's double effects mount a widget once, props go to `update`, events reach
 * `onEvent` and `useBetframeEvent`, and the state hook follows the page's and the frames' changes. The loader is
 * a stand-in installed on `window` (loadBetframe reuses an installed loader); the packed packages are driven
 * against the real loader and server in tests/e2e/packages.test.ts.
 */
import { act, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BetframeProvider, BetframeWidget, useBetframeEvent, useBetframeState } from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Cb = (data: Record<string, unknown>) => void;

function fakeLoader() {
  const pageListeners = new Map<string, Set<Cb>>();
  const state: Record<string, unknown> = {};
  const handles: {
    name: string;
    props: unknown;
    updates: unknown[];
    destroyed: boolean;
    emit: (e: string, d: object) => void;
  }[] = [];
  const api = {
    init: vi.fn(),
    mount: vi.fn(async (name: string, options: { props?: unknown }) => {
      const listeners = new Map<string, Set<Cb>>();
      const entry = {
        name,
        props: options.props,
        updates: [] as unknown[],
        destroyed: false,
        emit: (event: string, data: object) => {
          for (const cb of listeners.get(event) ?? []) cb({ ...data, widget: name });
        },
      };
      handles.push(entry);
      return {
        name,
        update: async (props: unknown) => void entry.updates.push(props),
        call: async () => undefined,
        on: (event: string, cb: Cb) => {
          listeners.set(event, (listeners.get(event) ?? new Set()).add(cb));
          return () => void listeners.get(event)?.delete(cb);
        },
        destroy: () => {
          entry.destroyed = true;
        },
      };
    }),
    on: (event: string, cb: Cb) => {
      pageListeners.set(event, (pageListeners.get(event) ?? new Set()).add(cb));
      return () => void pageListeners.get(event)?.delete(cb);
    },
    getState: () => ({ ...state }),
    setState: (patch: Record<string, unknown>) => Object.assign(state, patch),
    login: vi.fn(),
    logout: vi.fn(),
    destroy: vi.fn(),
    /** A frame changed the shared state: the loader emits `state` to the page. */
    frameChange(patch: Record<string, unknown>) {
      Object.assign(state, patch);
      for (const cb of pageListeners.get('state') ?? []) cb({ patch, storeId: 'x'.repeat(21) });
    },
    emitPage(event: string, data: Record<string, unknown>) {
      for (const cb of pageListeners.get(event) ?? []) cb(data);
    },
  };
  (window as unknown as { Betframe: unknown }).Betframe = Object.assign(() => {}, api);
  return { api, handles };
}

const origin = 'https://sport.example.test';
const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

function StateView() {
  const route = useBetframeState('routePath');
  const all = useBetframeState();
  return <p data-testid="state">{`${route}|${String(all.quickCouponClickable)}`}</p>;
}

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as { Betframe?: unknown }).Betframe;
  delete (window as unknown as Record<symbol, unknown>)[Symbol.for('betframe.loadBetframe')];
});

describe('@betframe/react', () => {
  it('renders on the server without a browser API: the widget slot and the state defaults', () => {
    const html = renderToString(
      <BetframeProvider origin={origin}>
        <BetframeWidget name="coupon" />
        <StateView />
      </BetframeProvider>,
    );
    expect(html).toContain('data-betframe-react="coupon"');
    expect(html).toContain('/|true');
  });

  it('mounts once under StrictMode, passes new props to update and destroys on unmount', async () => {
    const { api, handles } = fakeLoader();
    const events: string[] = [];
    let setSport: (n: number) => void = () => {};
    function App() {
      const [sport, set] = useState(1);
      setSport = set;
      return (
        <BetframeProvider origin={origin} options={{ partner: 1, lang: 'en' }}>
          <BetframeWidget name="line" props={{ sport }} onEvent={(event) => events.push(event)} />
        </BetframeProvider>
      );
    }
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
    await flush();
    expect(api.mount).toHaveBeenCalledTimes(1);
    expect(api.init).toHaveBeenCalledWith(expect.objectContaining({ origin, partner: 1, lang: 'en' }));
    expect(handles[0]?.props).toEqual({ sport: 1 });
    await act(async () => setSport(2));
    expect(handles[0]?.updates).toEqual([{ sport: 2 }]);
    await act(async () => handles[0]?.emit('resize', { height: 300 }));
    await act(async () => handles[0]?.emit('bet:placed', { betId: 7, coupon: {} }));
    expect(events).toEqual(['ready', 'resize', 'bet:placed']);
    await act(async () => root.unmount());
    expect(handles[0]?.destroyed).toBe(true);
  });

  it('follows the shared state from the page and the frames, and hears page events', async () => {
    const { api } = fakeLoader();
    const logins: unknown[] = [];
    function Logins() {
      useBetframeEvent('login', (data) => logins.push(data.userId));
      return null;
    }
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    await act(async () =>
      root.render(
        <BetframeProvider origin={origin}>
          <StateView />
          <Logins />
        </BetframeProvider>,
      ),
    );
    await flush();
    const text = () => host.querySelector('[data-testid="state"]')?.textContent;
    expect(text()).toBe('/|true');
    await act(async () => api.frameChange({ routePath: '/live' }));
    expect(text()).toBe('/live|true');
    const typed = (window as unknown as { Betframe: { setState: (p: object) => void } }).Betframe;
    expect(typeof typed.setState).toBe('function');
    await act(async () => api.emitPage('login', { userId: '42' }));
    expect(logins).toEqual(['42']);
    await act(async () => root.unmount());
  });
});
