/**
 * The shared-state link of CONTRACTS §4 between the loader's hub (in this page) and windows on the widget origin:
 * handshake (0 → 1), updates (2) only after the handshake, forwarded to every other window of the same
 * `storeId` and never echoed to the sender; several independent stores on one page.
 */
import { expect } from '@esm-bundle/chai';
import {
  eventually,
  frameOrigin,
  Puppet,
  protocolFrameUrl,
  sleep,
  storeIdOf,
  waitFor,
} from '../../test/embedding-frames';
import { createHub, type Hub, hubListener } from '../loader/hub';
import { connectFrame, type WidgetConnection } from './widget-connection';

const ns = 'betframe:shared-state';
const origin = frameOrigin();

describe('shared-state hub', () => {
  let hub: Hub;
  let changes: Array<{ storeId: string; patch: Record<string, unknown> }>;
  let known: Set<Window>;
  let listener: (e: MessageEvent) => void;
  let puppets: Puppet[];

  beforeEach(() => {
    changes = [];
    known = new Set();
    puppets = [];
    hub = createHub((storeId, patch) => changes.push({ storeId, patch }));
    listener = hubListener(hub, (w, o) => known.has(w) && o === origin);
    window.addEventListener('message', listener);
  });

  afterEach(() => {
    window.removeEventListener('message', listener);
    for (const p of puppets) p.remove();
  });

  async function puppet(): Promise<Puppet> {
    const p = await Puppet.open(origin);
    known.add(p.window);
    puppets.push(p);
    return p;
  }

  async function handshaked(storeId: string): Promise<Puppet> {
    const p = await puppet();
    await p.post({ ns, v: 1, storeId, type: 0 });
    await sleep(50);
    await p.clear();
    return p;
  }

  it('answers a handshake request with the full state of the store', async () => {
    const store = storeIdOf('s');
    hub.set(store, { headerHidden: true, routePath: '/line' });
    const p = await puppet();
    await p.post({ ns, v: 1, storeId: store, type: 0 });
    await sleep(50);
    expect(await p.log()).to.deep.equal([
      { ns, v: 1, storeId: store, type: 1, state: { headerHidden: true, routePath: '/line' } },
    ]);
  });

  it('refuses an update from a window that has not handshaked: no change, no forward, no reply', async () => {
    const store = storeIdOf('r');
    const other = await handshaked(store);
    const stranger = await puppet();
    await stranger.post({ ns, v: 1, storeId: store, type: 2, patch: { anyModalOpen: true } });
    await sleep(80);
    expect(hub.get(store)).to.deep.equal({});
    expect(changes).to.deep.equal([]);
    expect(await other.log()).to.deep.equal([]);
    expect(await stranger.log()).to.deep.equal([]);
  });

  it('forwards an update to every other window of the same store and never back to its sender', async () => {
    const store = storeIdOf('x');
    const elsewhere = storeIdOf('y');
    const [sender, b, c] = [await handshaked(store), await handshaked(store), await handshaked(store)];
    const d = await handshaked(elsewhere);
    const patch = { bottomNavigationHidden: true, overlayTheme: 'dark' };
    await sender.post({ ns, v: 1, storeId: store, type: 2, patch });
    await sleep(80);
    const forwarded = { ns, v: 1, storeId: store, type: 2, patch };
    expect(await b.log()).to.deep.equal([forwarded]);
    expect(await c.log()).to.deep.equal([forwarded]);
    expect(await sender.log()).to.deep.equal([]);
    expect(await d.log()).to.deep.equal([]);
    expect(hub.get(store)).to.deep.equal(patch);
    expect(hub.get(elsewhere)).to.deep.equal({});
    expect(changes).to.deep.equal([{ storeId: store, patch }]);
  });

  it('sends a change made by the host page to every window of the store', async () => {
    const store = storeIdOf('h');
    const [a, b] = [await handshaked(store), await handshaked(store)];
    hub.set(store, { quickCouponClickable: false });
    await sleep(50);
    const message = { ns, v: 1, storeId: store, type: 2, patch: { quickCouponClickable: false } };
    expect(await a.log()).to.deep.equal([message]);
    expect(await b.log()).to.deep.equal([message]);
  });

  it('ignores a window of the right origin that the loader did not create', async () => {
    const store = storeIdOf('u');
    const foreign = await Puppet.open(origin);
    puppets.push(foreign);
    await foreign.post({ ns, v: 1, storeId: store, type: 0 });
    await sleep(50);
    expect(await foreign.log()).to.deep.equal([]);
  });
});

describe('shared state across frames (zustand store bound in each frame)', () => {
  let hub: Hub;
  let listener: (e: MessageEvent) => void;
  const frames = new Set<Window>();
  const opened: Array<{ frame: HTMLIFrameElement; connection: WidgetConnection }> = [];

  beforeEach(() => {
    hub = createHub(() => {});
    listener = hubListener(hub, (w, o) => frames.has(w) && o === origin);
    window.addEventListener('message', listener);
  });

  afterEach(() => {
    window.removeEventListener('message', listener);
    for (const { frame, connection } of opened.splice(0)) {
      connection.destroy();
      frame.remove();
    }
    frames.clear();
  });

  async function open(store: string): Promise<WidgetConnection> {
    const frame = document.createElement('iframe');
    frame.src = protocolFrameUrl(origin, { store });
    let ready = false;
    const connection = connectFrame(
      window,
      frame,
      origin,
      (e) => {
        if (e.name === 'ready') ready = true;
      },
      undefined,
      false,
    );
    document.body.append(frame);
    frames.add(frame.contentWindow as Window);
    opened.push({ frame, connection });
    await waitFor(() => ready);
    return connection;
  }

  const stateOf = async (c: WidgetConnection) =>
    ((await c.call('inspect', [])) as { state: Record<string, unknown> }).state;

  it('keeps two pages’ worth of widgets on one page apart: each group shares only its own store', async () => {
    const pageA = storeIdOf('A');
    const pageB = storeIdOf('B');
    const [a1, a2, b1, b2] = [await open(pageA), await open(pageA), await open(pageB), await open(pageB)];
    for (const c of [a1, a2, b1, b2]) await eventually(async () => (await stateOf(c)).linkStatus === 'handshaked');
    await a1.call('patch', [{ routePath: '/a' }]);
    await b2.call('patch', [{ routePath: '/b', headerHidden: true }]);
    await eventually(async () => (await stateOf(a2)).routePath === '/a' && (await stateOf(b1)).routePath === '/b');
    expect((await stateOf(a2)).routePath).to.equal('/a');
    expect((await stateOf(a2)).headerHidden).to.equal(false);
    expect((await stateOf(b1)).routePath).to.equal('/b');
    expect((await stateOf(b1)).headerHidden).to.equal(true);
    expect((await stateOf(a1)).routePath).to.equal('/a');
    expect(hub.get(pageA)).to.deep.equal({ routePath: '/a' });
    expect(hub.get(pageB)).to.deep.equal({ routePath: '/b', headerHidden: true });
  });

  it('gives a frame that joins later the state so far, and keeps a reloaded frame in step', async () => {
    const store = storeIdOf('L');
    const first = await open(store);
    await first.call('patch', [{ anyModalOpen: true }]);
    await eventually(async () => hub.get(store).anyModalOpen === true);
    const late = await open(store);
    await eventually(async () => (await stateOf(late)).linkStatus === 'handshaked');
    expect((await stateOf(late)).anyModalOpen).to.equal(true);
    const before = ((await late.call('inspect', [])) as { loadedAt: number }).loadedAt;
    await late.call('reload', []);
    // A call that was on its way while the old document went away fails with widget_reloaded: poll again.
    await eventually(async () => {
      const now = (await late.call('inspect', []).catch(() => null)) as {
        loadedAt: number;
        state: Record<string, unknown>;
      } | null;
      return now !== null && now.loadedAt !== before && now.state.linkStatus === 'handshaked';
    }, 10_000);
    await first.call('patch', [{ canInstallPwa: true }]);
    await eventually(async () => (await stateOf(late)).canInstallPwa === true);
    expect((await stateOf(late)).anyModalOpen).to.equal(true);
  });
});
