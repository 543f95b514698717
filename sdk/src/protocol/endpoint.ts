/**
 * A message endpoint with the checks of CONTRACTS §3 built in: a window endpoint only hears messages whose
 * `event.source` is the peer window and whose `event.origin` is the pinned peer origin, and only posts to that
 * exact origin; a port endpoint is private by construction (only the handshaked peer holds the other end).
 */

export interface Endpoint {
  post(message: unknown, transfer?: Transferable[]): void;
  /** Subscribes to messages from the peer; returns the unsubscribe function. */
  listen(handler: (data: unknown, ports: readonly MessagePort[]) => void): () => void;
}

export function windowEndpoint(self: Window, peer: Window, peerOrigin: string): Endpoint {
  return {
    post(message, transfer = []) {
      peer.postMessage(message, peerOrigin, transfer);
    },
    listen(handler) {
      const onMessage = (event: MessageEvent) => {
        if (event.source !== peer || event.origin !== peerOrigin) return;
        handler(event.data, event.ports);
      };
      self.addEventListener('message', onMessage);
      return () => self.removeEventListener('message', onMessage);
    },
  };
}

export function portEndpoint(port: MessagePort): Endpoint {
  return {
    post(message, transfer = []) {
      port.postMessage(message, transfer);
    },
    listen(handler) {
      const onMessage = (event: MessageEvent) => handler(event.data, event.ports);
      port.addEventListener('message', onMessage);
      port.start();
      return () => port.removeEventListener('message', onMessage);
    },
  };
}
