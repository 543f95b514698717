/**
 * Fuzzing the receivers of CONTRACTS §3: thousands of random and malformed messages, from a foreign origin and
 * from the right origin with bad shapes, at the loader's hub and at a widget frame. Nothing may throw, change
 * state or answer.
 */
import { expect } from '@esm-bundle/chai';
import fc from 'fast-check';
import { frameOrigin, Puppet, protocolFrameUrl, sleep, storeIdOf, waitFor } from '../../test/embedding-frames';
import { createHub, type Hub, hubListener } from '../loader/hub';
import { handshakeSchema } from './envelope';
import { sharedStateMessageSchema } from './shared-state';
import { connectFrame } from './widget-connection';

const ns = 'betframe:shared-state';
const store = storeIdOf('F');

/** Messages built around the real envelopes, each part possibly wrong. */
const nearMisses = fc.record(
  {
    ns: fc.oneof(fc.constant(ns), fc.constant('betframe:rpc'), fc.constant('betframe:statistic'), fc.string()),
    v: fc.oneof(fc.constant(1), fc.constant(2), fc.constant('1'), fc.integer()),
    storeId: fc.oneof(
      fc.constant(store),
      fc.string({ minLength: 20, maxLength: 22 }),
      fc.constant(`${store.slice(0, 20)}!`),
      fc.integer(),
    ),
    type: fc.oneof(fc.constantFrom(0, 1, 2, 3, -1, '2', 'syn', 'ack', 'event', null)),
    patch: fc.oneof(
      fc.dictionary(
        fc.constantFrom(
          'headerHidden',
          'routePath',
          'overlayTheme',
          'couponOutcomes',
          'evil',
          '__proto__',
          'constructor',
        ),
        fc.anything({ maxDepth: 2 }),
      ),
      fc.anything({ maxDepth: 2 }),
      fc.constant({ couponOutcomes: [{ id: '', label: 'x', coefficient: 2 }] }),
      fc.constant({ couponOutcomes: [{ id: 'a', label: 'x', coefficient: 0.5 }] }),
      fc.constant({ routePath: 'x'.repeat(2049) }),
    ),
    state: fc.anything({ maxDepth: 2 }),
    extra: fc.anything({ maxDepth: 1 }),
  },
  { requiredKeys: [] },
);

const anyMessage = fc.oneof(
  nearMisses,
  fc.jsonValue(),
  fc.anything({ maxDepth: 3, withMap: true, withSet: true, withDate: true }),
);

describe('fuzzing the hub and a frame', () => {
  const origin = frameOrigin();
  let errors: unknown[];
  const onError = (e: ErrorEvent) => errors.push(e.error ?? e.message);
  const onRejection = (e: PromiseRejectionEvent) => errors.push(e.reason);

  beforeEach(() => {
    errors = [];
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  });
  afterEach(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  });

  it('the hub ignores 1,000+ random messages from a foreign origin and 1,000+ malformed ones from the widget origin', async function () {
    this.timeout(60_000);
    const changes: unknown[] = [];
    const hub: Hub = createHub((storeId, patch) => changes.push({ storeId, patch }));
    hub.set(store, { routePath: '/start' });
    changes.length = 0;
    const known = new Set<Window>();
    const listener = hubListener(hub, (w, o) => known.has(w) && o === origin);
    window.addEventListener('message', listener);
    try {
      const peer = await Puppet.open(origin);
      const observer = await Puppet.open(origin);
      const foreign = await Puppet.open(location.origin);
      for (const p of [peer, observer, foreign]) known.add(p.window);
      for (const p of [peer, observer]) await p.post({ ns, v: 1, storeId: store, type: 0 });
      await sleep(50);
      await Promise.all([peer.clear(), observer.clear()]);

      // From a foreign origin, anything at all — valid envelopes included.
      const fromForeign = fc.sample(anyMessage, 1200);
      fromForeign.push(
        { ns, v: 1, storeId: store, type: 0 },
        { ns, v: 1, storeId: store, type: 2, patch: { headerHidden: true } },
      );
      await foreign.postMany(fromForeign);
      // From the widget origin, by a handshaked window: everything the zod schema rejects.
      const malformed = fc.sample(anyMessage, 1500).filter((m) => !sharedStateMessageSchema.safeParse(m).success);
      expect(malformed.length).to.be.greaterThan(1000);
      await peer.postMany(malformed);
      await sleep(300);

      expect(errors).to.deep.equal([]);
      expect(changes).to.deep.equal([]);
      expect(hub.get(store)).to.deep.equal({ routePath: '/start' });
      expect(await peer.log()).to.deep.equal([]);
      expect(await observer.log()).to.deep.equal([]);
      expect(await foreign.log()).to.deep.equal([]);
      for (const p of [peer, observer, foreign]) p.remove();
    } finally {
      window.removeEventListener('message', listener);
    }
  });

  it('a frame ignores 1,000+ malformed messages from its host window: no reply, no state change, no reconnect', async function () {
    this.timeout(60_000);
    const frame = document.createElement('iframe');
    frame.src = protocolFrameUrl(origin, { store });
    let ready = 0;
    const connection = connectFrame(
      window,
      frame,
      origin,
      (e) => {
        if (e.name === 'ready') ready++;
      },
      undefined,
      false,
    );
    // The frame's shared-state link needs a hub to handshake with.
    const hub = createHub(() => {});
    const listener = hubListener(hub, (w, o) => w === frame.contentWindow && o === origin);
    window.addEventListener('message', listener);
    document.body.append(frame);
    await waitFor(() => ready === 1);
    await sleep(50);
    const before = await connection.call('inspect', []);

    const replies: unknown[] = [];
    const onReply = (e: MessageEvent) => {
      if (e.source === frame.contentWindow) replies.push(e.data);
    };
    window.addEventListener('message', onReply);
    const malformed = fc
      .sample(anyMessage, 1500)
      .filter((m) => !sharedStateMessageSchema.safeParse(m).success && !handshakeSchema.safeParse(m).success);
    expect(malformed.length).to.be.greaterThan(1000);
    const target = frame.contentWindow as Window;
    for (const message of malformed) target.postMessage(message, origin);
    await sleep(300);
    window.removeEventListener('message', onReply);

    const after = await connection.call('inspect', []);
    expect(errors).to.deep.equal([]);
    expect(replies).to.deep.equal([]);
    expect(after).to.deep.equal(before);
    expect(ready).to.equal(1);
    connection.destroy();
    window.removeEventListener('message', listener);
    frame.remove();
  });
});
