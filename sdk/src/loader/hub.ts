/**
 * The shared-state hub (CONTRACTS §4) that lives in the host page: each widget window (or inline widget port) asks
 * for a handshake (type 0) and gets the full state of its store (type 1); an update (type 2) from a handshaked peer
 * is applied and forwarded to every other handshaked peer of the same `storeId`, never back to its sender. An
 * update from a peer that has not handshaked is refused. One state per `storeId`, so several independent groups of
 * widgets can share one page.
 */
import { isSharedMessage, type Plain, SHARED } from './guards';

export type Send = (message: Plain) => void;

export interface Hub {
  /** A message from `peer` (a window or a port); `send` answers that peer. Drops anything malformed. */
  receive(peer: object, send: Send, data: unknown): void;
  /** A change made by the host page (`Betframe.setState`). */
  set(storeId: string, patch: Plain): void;
  get(storeId: string): Plain;
  drop(peer: object): void;
  clear(): void;
}

/**
 * The hub's window listener: messages from a window `accept` vouches for (the loader checks that `event.source` is
 * one of its frames and `event.origin` the sportsbook origin) go to the hub; answers go to that exact origin.
 */
export const hubListener =
  (hub: Hub, accept: (source: Window, origin: string) => boolean) =>
  (e: MessageEvent): void => {
    const w = e.source as Window | null;
    // The hub checks the message itself (isSharedMessage), so only the sender is vouched for here.
    if (w && accept(w, e.origin)) hub.receive(w, (m) => w.postMessage(m, e.origin), e.data);
  };

export function createHub(onChange: (storeId: string, patch: Plain) => void): Hub {
  const states = new Map<string, Plain>();
  const peers = new Map<object, [storeId: string, send: Send]>();
  const get = (id: string): Plain => {
    const state = states.get(id) ?? {};
    states.set(id, state);
    return state;
  };
  const apply = (id: string, patch: Plain, from?: object) => {
    Object.assign(get(id), patch);
    for (const [peer, [storeId, send]] of peers) {
      if (peer !== from && storeId === id) send({ ns: SHARED, v: 1, storeId, type: 2, patch });
    }
    onChange(id, patch);
  };
  return {
    receive(peer, send, d) {
      if (!isSharedMessage(d)) return;
      const id = d.storeId as string;
      if (d.type === 0) {
        peers.set(peer, [id, send]);
        send({ ns: SHARED, v: 1, storeId: id, type: 1, state: get(id) });
      } else if (peers.get(peer)?.[0] === id) {
        apply(id, d.patch as Plain, peer);
      }
    },
    set: (id, patch) => apply(id, patch),
    get: (id) => ({ ...get(id) }),
    drop: (peer) => peers.delete(peer),
    clear() {
      peers.clear();
      states.clear();
    },
  };
}
