/**
 * The widget side of the shared-state link (CONTRACTS §4): states `initial` → `handshaked`. It asks for a
 * handshake (type 0), takes the full state from the reply (type 1), and from then on applies incoming updates
 * (type 2) and sends its own. Local changes made before the handshake are kept and sent right after it, because
 * updates may only be sent once handshaked. Every incoming message is zod-parsed; anything else is dropped
 * without a reply and without throwing.
 */
import type { Endpoint } from './endpoint';
import { handshakeRequest, type SharedStatePatch, sharedStateMessageSchema, stateUpdate } from './shared-state';

export type LinkStatus = 'initial' | 'handshaked';

export interface SharedStateLink {
  readonly status: () => LinkStatus;
  /** Sends a local change (deferred until the handshake). */
  send(patch: SharedStatePatch): void;
  destroy(): void;
}

export interface SharedStateLinkOptions {
  endpoint: Endpoint;
  storeId: string;
  /** The full state of the hub (type 1): replace local state with it. */
  onState(state: SharedStatePatch): void;
  /** An update from another window (type 2): merge it. */
  onPatch(patch: SharedStatePatch): void;
}

export function createSharedStateLink({
  endpoint,
  storeId,
  onState,
  onPatch,
}: SharedStateLinkOptions): SharedStateLink {
  let status: LinkStatus = 'initial';
  let pending: SharedStatePatch | null = null;
  const stop = endpoint.listen((data) => {
    const parsed = sharedStateMessageSchema.safeParse(data);
    if (!parsed.success || parsed.data.storeId !== storeId) return;
    const message = parsed.data;
    if (message.type === 1) {
      const wasInitial = status === 'initial';
      status = 'handshaked';
      onState(message.state);
      if (wasInitial && pending) {
        const patch = pending;
        pending = null;
        onPatch(patch);
        endpoint.post(stateUpdate(storeId, patch));
      }
    } else if (message.type === 2 && status === 'handshaked') {
      onPatch(message.patch);
    }
  });
  endpoint.post(handshakeRequest(storeId));
  return {
    status: () => status,
    send(patch) {
      if (status === 'handshaked') endpoint.post(stateUpdate(storeId, patch));
      else pending = { ...pending, ...patch };
    },
    destroy() {
      stop();
      pending = null;
    },
  };
}
