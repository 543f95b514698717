/**
 * The frame side of the connection handshake (CONTRACTS §3), after penpal: both sides may speak first. The frame
 * sends a SYN to its parent at start; a host that was not listening yet sends its own SYN once it is, and the
 * frame answers every host SYN with a SYN. The host answers a frame SYN with an ACK that carries a fresh
 * `MessagePort`; every later message goes over that port. A reloaded frame simply starts again: its SYN makes the
 * host hand over a new port and drop the old one, so no retry timer is needed.
 *
 * The frame knows its host origin up front (the frame page was served for it), so even the SYN goes to that exact
 * origin; messages from any other window or origin are ignored.
 */

import { type Endpoint, windowEndpoint } from './endpoint';
import { handshakeSchema, synMessage } from './envelope';

export interface HostConnection {
  /** Called with each port the host hands over (again after a host restart). */
  onPort(port: MessagePort): void;
}

export function connectToHost(
  self: Window,
  parent: Window,
  hostOrigin: string,
  connection: HostConnection,
): () => void {
  const endpoint: Endpoint = windowEndpoint(self, parent, hostOrigin);
  let current: MessagePort | null = null;
  const stop = endpoint.listen((data, ports) => {
    const parsed = handshakeSchema.safeParse(data);
    if (!parsed.success) return;
    if (parsed.data.type === 'syn') {
      endpoint.post(synMessage());
      return;
    }
    const port = ports[0];
    if (!port || ports.length !== 1) return;
    current?.close();
    current = port;
    connection.onPort(port);
  });
  endpoint.post(synMessage());
  return () => {
    stop();
    current?.close();
    current = null;
  };
}
