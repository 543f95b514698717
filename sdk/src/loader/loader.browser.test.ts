/**
 * The loader's `Betframe` API end to end in a real page: frames on the widget origin (test fixtures behind the
 * sportsbook paths), the lazily imported host chunk, auto-mounting, load failures, shared state, the shared
 * session, the snippet queue, and `destroy()` leaving nothing behind — frames, nodes, listeners (counted through
 * wrapped add/removeEventListener) and observers.
 */
import { expect } from '@esm-bundle/chai';
import { eventually, frameOrigin, sleep, waitFor } from '../../test/embedding-frames';
import { sharedStateDefaults } from '../protocol/shared-state-defaults';
import { createBetframe } from './betframe';
import { frameSandbox } from './host';
import type { BetframeApi, LoaderError, WidgetHandle, WidgetName } from './host-contract';

type Listed = Array<[EventTarget, string, unknown]>;

/** Live listeners and observers created while `tracking` is on. */
const live = { listeners: [] as Listed, observers: new Set<object>(), tracking: false };
const originalAdd = EventTarget.prototype.addEventListener;
const originalRemove = EventTarget.prototype.removeEventListener;
const originalObserve = MutationObserver.prototype.observe;
const originalDisconnect = MutationObserver.prototype.disconnect;
const originalResizeObserve = ResizeObserver.prototype.observe;
const originalResizeDisconnect = ResizeObserver.prototype.disconnect;

before(() => {
  EventTarget.prototype.addEventListener = function (
    this: EventTarget,
    type: string,
    listener: unknown,
    options?: unknown,
  ) {
    if (live.tracking && listener) live.listeners.push([this, type, listener]);
    return originalAdd.call(this, type, listener as EventListener, options as AddEventListenerOptions);
  };
  EventTarget.prototype.removeEventListener = function (
    this: EventTarget,
    type: string,
    listener: unknown,
    options?: unknown,
  ) {
    const i = live.listeners.findIndex(([t, ty, l]) => t === this && ty === type && l === listener);
    if (i >= 0) live.listeners.splice(i, 1);
    return originalRemove.call(this, type, listener as EventListener, options as EventListenerOptions);
  };
  MutationObserver.prototype.observe = function (
    this: MutationObserver,
    ...args: Parameters<MutationObserver['observe']>
  ) {
    if (live.tracking) live.observers.add(this);
    return originalObserve.apply(this, args);
  };
  MutationObserver.prototype.disconnect = function (this: MutationObserver) {
    live.observers.delete(this);
    return originalDisconnect.call(this);
  };
  ResizeObserver.prototype.observe = function (this: ResizeObserver, ...args: Parameters<ResizeObserver['observe']>) {
    if (live.tracking) live.observers.add(this);
    return originalResizeObserve.apply(this, args);
  };
  ResizeObserver.prototype.disconnect = function (this: ResizeObserver) {
    live.observers.delete(this);
    return originalResizeDisconnect.call(this);
  };
});

after(() => {
  EventTarget.prototype.addEventListener = originalAdd;
  EventTarget.prototype.removeEventListener = originalRemove;
  MutationObserver.prototype.observe = originalObserve;
  MutationObserver.prototype.disconnect = originalDisconnect;
  ResizeObserver.prototype.observe = originalResizeObserve;
  ResizeObserver.prototype.disconnect = originalResizeDisconnect;
});

const origin = frameOrigin();

function container(html = ''): HTMLElement {
  const el = document.createElement('div');
  el.className = 'test-container';
  el.innerHTML = html;
  document.body.append(el);
  return el;
}

const stateIn = async (handle: WidgetHandle) =>
  ((await handle.call('inspect').catch(() => ({ state: {} }))) as { state: Record<string, unknown> }).state;

function recorder(api: BetframeApi, names: string[]) {
  const seen: Array<{ event: string; data: Record<string, unknown> }> = [];
  for (const event of names) api.on(event, (data) => seen.push({ event, data }));
  return seen;
}

describe('Betframe loader', () => {
  let api: BetframeApi;

  beforeEach(() => {
    api = createBetframe(window, origin);
  });

  afterEach(() => {
    api.destroy();
    for (const el of document.querySelectorAll('.test-container')) el.remove();
    live.tracking = false;
    live.listeners = [];
    live.observers.clear();
  });

  it('mounts a widget in a sandboxed frame on the widget origin and resolves when it is ready', async () => {
    const seen = recorder(api, ['ready', 'resize']);
    // A trailing slash in the sportsbook origin is normalised away.
    api.init({ partner: 1, lang: 'en', origin: `${origin}/` });
    const target = container();
    const handle = await api.mount('coupon', { target });
    const frame = target.querySelector('iframe') as HTMLIFrameElement;
    expect(handle.name).to.equal('coupon');
    expect(frame.src.startsWith(`${origin}/sdk/frame/coupon?`)).to.equal(true);
    expect(new URL(frame.src).searchParams.get('host')).to.equal(location.origin);
    expect(frame.getAttribute('sandbox')).to.equal(frameSandbox);
    await waitFor(() => seen.some((e) => e.event === 'resize'));
    expect(target.querySelector('[aria-busy]')).to.equal(null);
    expect(seen[0]).to.deep.equal({ event: 'ready', data: { widget: 'coupon' } });
    expect(frame.style.height).to.equal('50px');
  });

  it('holds the widget’s place from the mount call: one busy slot of its first-paint height, kept while the host chunk arrives, swapped for the frame at its height without collapsing', async () => {
    const target = container();
    const heights: number[] = [];
    const observer = new ResizeObserver(() => heights.push(Math.round(target.getBoundingClientRect().height)));
    observer.observe(target);
    const mounting = api.mount('coupon', { target });
    const held = target.firstElementChild as HTMLElement;
    expect(held.getAttribute('aria-busy')).to.equal('true');
    expect(held.getBoundingClientRect().height).to.equal(74);
    await mounting;
    await waitFor(() => !held.hasAttribute('aria-busy'));
    // The host chunk adopted the loader's element as the slot: nothing was removed and re-added.
    expect(target.children.length).to.equal(1);
    expect(target.firstElementChild).to.equal(held);
    expect(held.querySelector('[role="status"]')).to.equal(null);
    expect((held.querySelector('iframe') as HTMLIFrameElement).style.height).to.equal('50px');
    await sleep(100);
    observer.disconnect();
    // What was painted: the skeleton, then the widget — never an empty slot, never both at once.
    expect(heights).to.deep.equal([74, 50]);
  });

  it('shows the skeleton in the page’s theme and says it is loading; a timeout replaces it with an alert', async () => {
    api.init({ lang: 'silent', theme: 'dark', timeout: 400 });
    const target = container();
    const failed = api.mount('registration', { target }).catch(() => 'failed');
    const skeleton = await waitFor(() => target.querySelector<HTMLElement>('[role="status"]'));
    expect(skeleton.closest('[aria-busy="true"]')).to.not.equal(null);
    expect(skeleton.textContent).to.equal('Loading…');
    expect(getComputedStyle(skeleton).backgroundColor).to.equal('rgb(42, 52, 64)');
    expect(skeleton.getBoundingClientRect().height).to.equal(24);
    expect(await failed).to.equal('failed');
    const alert = target.querySelector('[role="alert"]') as HTMLElement;
    expect(alert.textContent).to.equal('This widget took too long to load.');
    expect(getComputedStyle(alert).backgroundColor).to.equal('rgb(42, 22, 24)');
    expect(target.querySelector('[aria-busy]')).to.equal(null);
  });

  it('sizes the frame to its content as it changes', async () => {
    const target = container();
    const handle = await api.mount('line', { target });
    await handle.call('setHeight', [240.2]);
    const frame = target.querySelector('iframe') as HTMLIFrameElement;
    await waitFor(() => frame.style.height === '241px');
  });

  it('auto-mounts data-betframe-widget elements present at load and added later, and unmounts removed ones', async () => {
    const seen = recorder(api, ['ready']);
    const present = container('<div data-betframe-widget="line" data-betframe-props=\'{"sport":1}\'></div>');
    api.init({});
    // Its place is held at once, before the host chunk has arrived.
    const held = present.querySelector('[data-betframe-widget] > [aria-busy="true"]') as HTMLElement;
    expect(held.getBoundingClientRect().height).to.equal(74);
    await waitFor(() => seen.length === 1);
    const later = container('<section><div data-betframe-widget="casino" data-betframe-mode="iframe"></div></section>');
    await waitFor(() => seen.length === 2);
    expect(seen.map((e) => e.data.widget)).to.deep.equal(['line', 'casino']);
    expect(present.querySelector('iframe')).to.not.equal(null);
    later.remove();
    await sleep(50);
    expect(later.querySelector('iframe')).to.equal(null);
  });

  it('shows a clear message and emits error when a widget does not load in time', async () => {
    const seen = recorder(api, ['error']);
    api.init({ lang: 'silent', timeout: 300 });
    const target = container();
    const error = await api.mount('office', { target }).then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.message).to.contain('took too long');
    expect((error as LoaderError).code).to.equal('load_timeout');
    expect(target.querySelector('[role="alert"]')?.textContent).to.contain('took too long');
    expect(seen).to.deep.equal([
      {
        event: 'error',
        data: { code: 'load_timeout', message: 'This widget took too long to load.', widget: 'office' },
      },
    ]);
  });

  it('shows a message and emits error when the runtime cannot be loaded at all', async () => {
    const seen = recorder(api, ['error']);
    api.init({ origin: 'http://127.0.0.1:9' });
    const target = container();
    const failed = await api.mount('coupon', { target }).then(
      () => false,
      () => true,
    );
    expect(failed).to.equal(true);
    expect(target.textContent).to.contain('could not be loaded');
    expect(target.querySelector('[aria-busy]')).to.equal(null);
    expect(seen[0]?.data.code).to.equal('load_failed');
  });

  it('rejects unknown widget names and missing targets without touching the page', async () => {
    const unknown = await api.mount('poker' as WidgetName, { target: 'body' }).then(
      () => null,
      (e: Error) => e,
    );
    expect(unknown).to.be.instanceOf(TypeError);
    expect((unknown as LoaderError).code).to.equal('unknown_widget');
    const missing = await api.mount('coupon', { target: '#nowhere' }).then(
      () => null,
      (e: Error) => e,
    );
    expect(missing?.message).to.contain('#nowhere');
    expect((missing as LoaderError).code).to.equal('target_missing');
    expect(document.querySelectorAll('iframe').length).to.equal(0);
  });

  it('shares state: setState reaches the frames, a frame’s change reaches getState and the state event', async () => {
    const seen = recorder(api, ['state']);
    // Before any change, every key of CONTRACTS §4 with its default, from the loader itself.
    expect(api.getState()).to.deep.equal(sharedStateDefaults);
    const [a, b] = await Promise.all([
      api.mount('line', { target: container() }),
      api.mount('coupon', { target: container() }),
    ]);
    api.setState({ headerHidden: true });
    await eventually(async () => (await stateIn(b)).headerHidden === true);
    const outcome = { id: '7:1', label: 'Home', coefficient: 2.5 };
    await a.call('patch', { couponOutcomes: [outcome] });
    await waitFor(() => (api.getState().couponOutcomes as unknown[] | undefined)?.length === 1);
    await eventually(async () => JSON.stringify((await stateIn(b)).couponOutcomes) === JSON.stringify([outcome]));
    expect(seen.map((e) => e.data.patch)).to.deep.equal([{ headerHidden: true }, { couponOutcomes: [outcome] }]);
    expect(() => api.setState({ headerHidden: 'yes' })).to.throw(TypeError);
  });

  it('shares the session: a login in one widget logs in the others and emits login; a partner token reaches all', async () => {
    const seen = recorder(api, ['login', 'logout']);
    const [a, b, c] = await Promise.all(
      (['line', 'coupon', 'office'] as const).map((n) => api.mount(n, { target: container() })),
    );
    await (a as WidgetHandle).call('login', 'widget-token', '42');
    await waitFor(() => seen.length === 1);
    expect(seen[0]).to.deep.equal({ event: 'login', data: { userId: '42' } });
    for (const other of [b, c] as WidgetHandle[]) {
      const { session } = (await other.call('inspect')) as { session: unknown };
      expect(session).to.deep.equal({ token: 'widget-token', userId: '42', source: 'widget' });
    }
    const claims = btoa(JSON.stringify({ sub: 'p-7', exp: Math.floor(Date.now() / 1000) + 3600 }));
    const token = `e30.${claims.replace(/=+$/, '')}.sig`;
    api.login(token);
    await waitFor(() => seen.length === 2);
    expect(seen[1]).to.deep.equal({ event: 'login', data: { userId: 'p-7' } });
    await eventually(async () => {
      const { session } = (await (a as WidgetHandle).call('inspect')) as { session: { token?: string } | null };
      return session?.token === token;
    });
    const { session } = (await (a as WidgetHandle).call('inspect')) as { session: unknown };
    expect(session).to.deep.equal({ token, userId: 'p-7', source: 'partner' });
    api.logout();
    await waitFor(() => seen.length === 3);
    expect(seen[2]?.event).to.equal('logout');
  });

  it('runs two pages’ worth of widgets side by side: each group (storeId) shares state only within itself', async () => {
    const first = 'pageAAAAAAAAAAAAAAAAA';
    const second = 'pageBBBBBBBBBBBBBBBBB';
    const [lineA, couponA, lineB, couponB] = await Promise.all([
      api.mount('line', { target: container(), storeId: first }),
      api.mount('coupon', { target: container(), storeId: first }),
      api.mount('line', { target: container(), storeId: second }),
      api.mount('coupon', { target: container(), storeId: second }),
    ]);
    const a = { id: 'a:1', label: 'A pick', coefficient: 1.5 };
    const b = { id: 'b:1', label: 'B pick', coefficient: 2.5 };
    for (const h of [lineA, couponA, lineB, couponB]) {
      await eventually(async () => (await stateIn(h)).linkStatus === 'handshaked');
    }
    await lineA.call('patch', { couponOutcomes: [a] });
    await lineB.call('patch', { couponOutcomes: [b] });
    await eventually(async () => JSON.stringify((await stateIn(couponA)).couponOutcomes) === JSON.stringify([a]));
    await eventually(async () => JSON.stringify((await stateIn(couponB)).couponOutcomes) === JSON.stringify([b]));
    await sleep(50);
    expect((await stateIn(couponA)).couponOutcomes).to.deep.equal([a]);
    expect((await stateIn(lineB)).couponOutcomes).to.deep.equal([b]);
    // The page's own store (getState) is a third one, untouched by either group: every key at its default.
    expect(api.getState()).to.deep.equal(sharedStateDefaults);
  });

  it('keeps a reloaded frame in the shared state: it handshakes again and its updates count', async () => {
    const seen = recorder(api, ['ready']);
    const [a, b] = await Promise.all([
      api.mount('line', { target: container() }),
      api.mount('coupon', { target: container() }),
    ]);
    api.setState({ routePath: '/before' });
    await a.call('reload');
    await waitFor(() => seen.filter((e) => e.data.widget === 'line').length === 2);
    await eventually(async () => (await stateIn(a)).linkStatus === 'handshaked');
    expect((await stateIn(a)).routePath).to.equal('/before');
    await a.call('patch', { routePath: '/after' });
    await waitFor(() => api.getState().routePath === '/after');
    await eventually(async () => (await stateIn(b)).routePath === '/after');
  });

  it('treats init with the same token again as no new login', async () => {
    const seen = recorder(api, ['login']);
    api.init({ token: 'partner-token' });
    api.init({ token: 'partner-token' });
    await waitFor(() => seen.length === 1);
    await sleep(100);
    expect(seen).to.have.length(1);
  });

  it('forwards a balance one widget reports to every other mounted widget, not back to the sender', async () => {
    const coupon = await api.mount('coupon', { target: container() });
    const office = await api.mount('office', { target: container() });
    const line = await api.mount('line', { target: container() });
    const balancesOf = async (h: WidgetHandle) => ((await h.call('inspect')) as { balances: unknown[] }).balances;
    await coupon.call('emit', 'balance', { currency: 'RUB', amount: 900 });
    // A malformed balance reaches nobody.
    await coupon.call('emit', 'balance', { currency: 'RUB', amount: 'lots' });
    await eventually(async () => (await balancesOf(office)).length === 1 && (await balancesOf(line)).length === 1);
    await sleep(50);
    expect(await balancesOf(office)).to.deep.equal([{ currency: 'RUB', amount: 900 }]);
    expect(await balancesOf(line)).to.deep.equal([{ currency: 'RUB', amount: 900 }]);
    expect(await balancesOf(coupon)).to.deep.equal([]);
  });

  it('passes widget events to the host only in their contract shape, with the widget name', async () => {
    const seen = recorder(api, ['navigate', 'balance']);
    const handle = await api.mount('office', { target: container() });
    const local: unknown[] = [];
    handle.on('navigate', (data) => local.push(data));
    await handle.call('emit', 'navigate', { path: 5 });
    await handle.call('emit', 'balance', { currency: 'EUR', amount: 12.5, extra: true });
    await handle.call('emit', 'navigate', { path: '/office/history' });
    await handle.call('emit', 'balance', { currency: 'EUR', amount: 12.5 });
    await waitFor(() => seen.length === 2);
    await sleep(50);
    expect(seen).to.deep.equal([
      { event: 'navigate', data: { path: '/office/history', widget: 'office' } },
      { event: 'balance', data: { currency: 'EUR', amount: 12.5, widget: 'office' } },
    ]);
    expect(local).to.deep.equal([{ path: '/office/history', widget: 'office' }]);
  });

  it('handle.destroy() removes its widget only', async () => {
    const one = container();
    const two = container();
    const [first] = await Promise.all([api.mount('line', { target: one }), api.mount('coupon', { target: two })]);
    first.destroy();
    expect(one.children.length).to.equal(0);
    expect(two.querySelectorAll('iframe').length).to.equal(1);
  });

  it('destroy() while the runtime is still loading cancels the pending mounts', async () => {
    const target = container();
    const pending = api.mount('coupon', { target });
    api.destroy();
    const outcome = await pending.then(
      () => 'mounted',
      (e: Error) => e.message,
    );
    expect(outcome).to.contain('destroyed');
    await sleep(100);
    expect(target.childNodes.length).to.equal(0);
    expect(document.querySelectorAll('iframe').length).to.equal(0);
  });

  it('destroy() leaves nothing behind: no frames, nodes, listeners or observers', async () => {
    live.tracking = true;
    const explicit = container();
    const auto = container('<div data-betframe-widget="registration"></div>');
    const seen = recorder(api, ['ready']);
    api.init({ partner: 1 });
    await api.mount('coupon', { target: explicit, props: { compact: true } });
    container('<div data-betframe-widget="line"></div>');
    await waitFor(() => seen.length === 3);
    api.setState({ anyModalOpen: true });
    await sleep(50);
    expect(document.querySelectorAll('iframe').length).to.equal(3);
    expect(live.listeners.length).to.be.greaterThan(0);
    expect(live.observers.size).to.be.greaterThan(0);

    api.destroy();

    expect(document.querySelectorAll('iframe').length).to.equal(0);
    expect(explicit.childNodes.length).to.equal(0);
    expect(auto.children[0]?.childNodes.length).to.equal(0);
    expect(live.listeners.map(([t, type]) => `${t.constructor.name}:${type}`)).to.deep.equal([]);
    expect(live.observers.size).to.equal(0);
  });
});

describe('the loader script (main.ts)', () => {
  it('replays the snippet queue in order, reports a failing call without stopping, and is harmless twice', async () => {
    const errors: unknown[] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    const target = container();
    const order: string[] = [];
    const stub = Object.assign(
      (...args: unknown[]) => {
        stub.q.push(args);
      },
      { q: [] as unknown[][] },
    );
    (window as unknown as { Betframe: unknown }).Betframe = stub;
    stub('on', 'ready', (data: { widget: string }) => order.push(`ready:${data.widget}`));
    stub('init', { origin, partner: 1 });
    stub('noSuchCall', 1);
    stub('mount', 'poker', { target });
    stub('mount', 'coupon', { target });
    try {
      await import('./main');
      const installed = (window as unknown as { Betframe: BetframeApi & { installed?: boolean } }).Betframe;
      expect(installed.installed).to.equal(true);
      await waitFor(() => order.length === 1);
      expect(order).to.deep.equal(['ready:coupon']);
      await waitFor(() => errors.length === 2);
      expect(String((errors[0] as unknown[])[1])).to.contain('noSuchCall');
      expect(String((errors[1] as unknown[])[1])).to.contain('poker');
      // @ts-expect-error a second copy of the loader, as when a page includes the script twice
      await import('./main?again');
      expect((window as unknown as { Betframe: unknown }).Betframe).to.equal(installed);
      installed.destroy();
      expect(target.children.length).to.equal(0);
    } finally {
      console.error = originalError;
      target.remove();
    }
  });
});
