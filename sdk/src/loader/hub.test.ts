import { describe, expect, it } from 'vitest';
import { createHub } from './hub';

const ns = 'betframe:shared-state';
const A = 'AAAAAAAAAAAAAAAAAAAAA';
const B = 'BBBBBBBBBBBBBBBBBBBBB';

function peer() {
  const inbox: unknown[] = [];
  return { key: {}, inbox, send: (m: unknown) => inbox.push(m) };
}

describe('shared-state hub', () => {
  it('answers a handshake request with the full state of that store', () => {
    const hub = createHub(() => {});
    hub.set(A, { headerHidden: true });
    const p = peer();
    hub.receive(p.key, p.send, { ns, v: 1, storeId: A, type: 0 });
    expect(p.inbox).toEqual([{ ns, v: 1, storeId: A, type: 1, state: { headerHidden: true } }]);
  });

  it('refuses an update from a peer that has not handshaked, or handshaked another store', () => {
    const changes: unknown[] = [];
    const hub = createHub((storeId, patch) => changes.push({ storeId, patch }));
    const stranger = peer();
    const other = peer();
    hub.receive(other.key, other.send, { ns, v: 1, storeId: B, type: 0 });
    hub.receive(stranger.key, stranger.send, { ns, v: 1, storeId: A, type: 2, patch: { anyModalOpen: true } });
    hub.receive(other.key, other.send, { ns, v: 1, storeId: A, type: 2, patch: { anyModalOpen: true } });
    expect(hub.get(A)).toEqual({});
    expect(changes).toEqual([]);
    expect(stranger.inbox).toEqual([]);
  });

  it('applies an update and forwards it to the other peers of the store only, never to the sender', () => {
    const changes: unknown[] = [];
    const hub = createHub((storeId, patch) => changes.push({ storeId, patch }));
    const [sender, same, elsewhere] = [peer(), peer(), peer()];
    hub.receive(sender.key, sender.send, { ns, v: 1, storeId: A, type: 0 });
    hub.receive(same.key, same.send, { ns, v: 1, storeId: A, type: 0 });
    hub.receive(elsewhere.key, elsewhere.send, { ns, v: 1, storeId: B, type: 0 });
    for (const p of [sender, same, elsewhere]) p.inbox.length = 0;
    hub.receive(sender.key, sender.send, { ns, v: 1, storeId: A, type: 2, patch: { routePath: '/x' } });
    expect(same.inbox).toEqual([{ ns, v: 1, storeId: A, type: 2, patch: { routePath: '/x' } }]);
    expect(sender.inbox).toEqual([]);
    expect(elsewhere.inbox).toEqual([]);
    expect(hub.get(A)).toEqual({ routePath: '/x' });
    expect(changes).toEqual([{ storeId: A, patch: { routePath: '/x' } }]);
  });

  it('stops sending to a dropped peer and forgets everything on clear', () => {
    const hub = createHub(() => {});
    const p = peer();
    hub.receive(p.key, p.send, { ns, v: 1, storeId: A, type: 0 });
    hub.drop(p.key);
    p.inbox.length = 0;
    hub.set(A, { headerHidden: true });
    expect(p.inbox).toEqual([]);
    hub.clear();
    expect(hub.get(A)).toEqual({});
  });

  it('hands out copies: changing what get() returned does not change the state', () => {
    const hub = createHub(() => {});
    hub.set(A, { headerHidden: true });
    const state = hub.get(A);
    state.headerHidden = false;
    expect(hub.get(A)).toEqual({ headerHidden: true });
  });
});

describe('shared-state hub and hostile keys', () => {
  it('refuses a patch with a key named __proto__ from another window: the state and its prototype stay', () => {
    const hub = createHub(() => {});
    const p = peer();
    hub.receive(p.key, p.send, { ns, v: 1, storeId: A, type: 0 });
    const patch = JSON.parse('{"__proto__": {"polluted": true}, "anyModalOpen": true}') as Record<string, unknown>;
    hub.receive(p.key, p.send, { ns, v: 1, storeId: A, type: 2, patch });
    const state = hub.get(A) as Record<string, unknown>;
    expect(state).toEqual({});
    expect(state.polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
