/**
 * The connection handshake and RPC between a host page and a widget frame on another origin (CONTRACTS §3):
 * either side may load first, a reloaded frame reconnects, only the frame's own window is heard, and RPC runs
 * over the handed-over port.
 */
import { expect } from '@esm-bundle/chai';
import {
  frameOrigin,
  loadFrame,
  Puppet,
  protocolFrameUrl,
  sleep,
  storeIdOf,
  waitFor,
} from '../../test/embedding-frames';
import type { FrameEvent } from './envelope';
import { connectFrame, type WidgetConnection } from './widget-connection';

interface Inspected {
  connections: number;
  loadedAt: number;
  state: Record<string, unknown>;
  session: unknown;
  props: unknown;
}

describe('handshake', () => {
  const origin = frameOrigin();
  let frame: HTMLIFrameElement | undefined;
  let connection: WidgetConnection | undefined;
  let events: FrameEvent[] = [];

  afterEach(() => {
    connection?.destroy();
    frame?.remove();
    connection = undefined;
    frame = undefined;
    events = [];
  });

  it('connects when the host listens before the frame loads', async () => {
    frame = document.createElement('iframe');
    frame.src = protocolFrameUrl(origin, { store: storeIdOf('a') });
    connection = connectFrame(window, frame, origin, (e) => events.push(e), undefined, false);
    document.body.append(frame);
    await waitFor(() => events.some((e) => e.name === 'ready'));
    const inspected = (await connection.call('inspect', [])) as Inspected;
    expect(inspected.connections).to.equal(1);
  });

  it('connects when the frame loaded (and sent its SYN) before the host listened', async () => {
    frame = await loadFrame(protocolFrameUrl(origin, { store: storeIdOf('b') }));
    await sleep(100);
    connection = connectFrame(window, frame, origin, (e) => events.push(e));
    await waitFor(() => events.some((e) => e.name === 'ready'));
    const inspected = (await connection.call('inspect', [])) as Inspected;
    expect(inspected.connections).to.equal(1);
  });

  it('reconnects a reloaded frame over a new port, and calls work again', async () => {
    frame = document.createElement('iframe');
    frame.src = protocolFrameUrl(origin, { store: storeIdOf('c') });
    let connects = 0;
    connection = connectFrame(
      window,
      frame,
      origin,
      (e) => events.push(e),
      () => connects++,
      false,
    );
    document.body.append(frame);
    await waitFor(() => connects === 1);
    const before = (await connection.call('inspect', [])) as Inspected;
    await connection.call('reload', []);
    await waitFor(() => connects === 2);
    const after = (await connection.call('inspect', [])) as Inspected;
    expect(after.loadedAt).to.not.equal(before.loadedAt);
    expect(events.filter((e) => e.name === 'ready')).to.have.length(2);
  });

  it('rejects a call to a method the widget does not expose instead of hanging', async () => {
    frame = document.createElement('iframe');
    frame.src = protocolFrameUrl(origin, { store: storeIdOf('d') });
    connection = connectFrame(window, frame, origin, (e) => events.push(e), undefined, false);
    document.body.append(frame);
    const error = await connection.call('constructor', []).then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.message).to.contain('no method');
    const thrown = await connection.call('fail', []).then(
      () => null,
      (e: Error) => e,
    );
    expect(thrown?.name).to.equal('RangeError');
  });

  it('does not answer a SYN from a window that is not its frame, even on the right origin', async () => {
    frame = document.createElement('iframe');
    frame.src = protocolFrameUrl(origin, { store: storeIdOf('e') });
    connection = connectFrame(window, frame, origin, (e) => events.push(e), undefined, false);
    document.body.append(frame);
    await waitFor(() => events.some((e) => e.name === 'ready'));
    const stranger = await Puppet.open(origin);
    await stranger.post({ ns: 'betframe:rpc', v: 1, type: 'syn' });
    await sleep(100);
    expect(await stranger.log()).to.deep.equal([]);
    const inspected = (await connection.call('inspect', [])) as Inspected;
    expect(inspected.connections).to.equal(1);
    stranger.remove();
  });

  it('reports the frame content height rounded up, and again only when it changes', async () => {
    frame = document.createElement('iframe');
    frame.src = protocolFrameUrl(origin, { store: storeIdOf('f'), height: 80 });
    connection = connectFrame(window, frame, origin, (e) => events.push(e), undefined, false);
    document.body.append(frame);
    await waitFor(() => events.some((e) => e.name === 'resize'));
    await connection.call('setHeight', [120.4]);
    await waitFor(() => events.some((e) => e.name === 'resize' && e.data.height === 121));
    await connection.call('setHeight', [120.4]);
    await sleep(100);
    const heights = events.filter((e) => e.name === 'resize').map((e) => e.data.height);
    expect(heights).to.deep.equal([80, 121]);
  });
});
