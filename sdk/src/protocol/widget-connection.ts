/**
 * The host side of one widget connection, used by the host chunk in the partner page. For a frame: the handshake
 * (answer each frame SYN with an ACK carrying a fresh `MessagePort`; speak first with our own SYN in case the frame
 * loaded before we listened), then RPC into the widget with comlink over that port and the widget's events from
 * it. For an inline widget: the same over a port handed to it directly.
 *
 * Only the frame's own window at the sportsbook origin is heard (`event.source` and `event.origin` both checked),
 * and everything sent to it names that exact origin. A reloaded frame sends a new SYN and gets a new port; calls
 * still waiting on the old one fail with `WidgetReloadedError` instead of hanging.
 */
import { type Remote, wrap } from 'comlink';
import { ackMessage, type FrameEvent, frameEventSchema, handshakeSchema, synMessage } from './envelope';
import { hostRpcEndpoint } from './rpc-wire';

export class WidgetConnectionError extends Error {
  constructor(readonly code: 'widget_reloaded' | 'widget_destroyed') {
    super(code === 'widget_reloaded' ? 'the widget reloaded during the call' : 'the widget was destroyed');
    this.name = 'WidgetConnectionError';
  }
}

export interface WidgetConnection {
  call(method: string, args: readonly unknown[]): Promise<unknown>;
  destroy(): void;
}

type AnyRemote = Remote<Record<string, (...args: unknown[]) => unknown>>;

interface Current {
  port: MessagePort;
  remote: AnyRemote;
  /** Rejects when this port is replaced or the connection is destroyed. */
  ended: Promise<never>;
  end(error: WidgetConnectionError): void;
}

function portConnection(onEvent: (event: FrameEvent) => void) {
  let current: Current | null = null;
  let waiters: Array<(c: Current) => void> = [];
  const use = (port: MessagePort) => {
    current?.end(new WidgetConnectionError('widget_reloaded'));
    let end!: (error: WidgetConnectionError) => void;
    const ended = new Promise<never>((_, reject) => {
      end = reject;
    });
    ended.catch(() => {});
    // Comlink's listener goes through the envelope adapter, ours straight on the port; ending removes both.
    const endpoint = hostRpcEndpoint(port);
    const onMessage = (event: MessageEvent) => {
      const parsed = frameEventSchema.safeParse(event.data);
      if (parsed.success) onEvent(parsed.data);
    };
    port.addEventListener('message', onMessage);
    port.start();
    const remote = wrap(endpoint) as unknown as AnyRemote;
    current = {
      port,
      remote,
      ended,
      end(error) {
        end(error);
        endpoint.dispose();
        port.removeEventListener('message', onMessage);
        port.close();
      },
    };
    const ready = current;
    for (const waiter of waiters) waiter(ready);
    waiters = [];
  };
  const connection: WidgetConnection = {
    async call(method, args) {
      const target = current ?? (await new Promise<Current>((resolve) => waiters.push(resolve)));
      const fn = target.remote[method] as unknown as (...a: unknown[]) => Promise<unknown>;
      return Promise.race([fn(...args), target.ended]);
    },
    destroy() {
      current?.end(new WidgetConnectionError('widget_destroyed'));
      current = null;
      waiters = [];
    },
  };
  return { use, connection };
}

/** Connects to a frame the host created; `onConnect` runs after each handshake (first load and reloads). */
export function connectFrame(
  win: Window,
  frame: HTMLIFrameElement,
  origin: string,
  onEvent: (event: FrameEvent) => void,
  onConnect: () => void = () => {},
  /** Send our SYN right away: for a frame that may already be loaded. A frame just created sends its own. */
  speakNow = true,
): WidgetConnection {
  const { use, connection } = portConnection(onEvent);
  let connected = false;
  const post = (message: unknown, transfer: Transferable[] = []) =>
    frame.contentWindow?.postMessage(message, origin, transfer);
  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || event.origin !== origin) return;
    const parsed = handshakeSchema.safeParse(event.data);
    if (!parsed.success || parsed.data.type !== 'syn') return;
    const { port1, port2 } = new MessageChannel();
    post(ackMessage(), [port2]);
    use(port1);
    connected = true;
    onConnect();
  };
  const speakFirst = () => {
    if (!connected) post(synMessage());
  };
  win.addEventListener('message', onMessage);
  frame.addEventListener('load', speakFirst);
  if (speakNow) speakFirst();
  return {
    call: connection.call,
    destroy() {
      win.removeEventListener('message', onMessage);
      frame.removeEventListener('load', speakFirst);
      connection.destroy();
    },
  };
}

/** Connects to an inline widget: returns the connection and the port to hand to the widget's runtime. */
export function connectInline(onEvent: (event: FrameEvent) => void): {
  connection: WidgetConnection;
  port: MessagePort;
} {
  const { use, connection } = portConnection(onEvent);
  const { port1, port2 } = new MessageChannel();
  use(port1);
  port1.start();
  return { connection, port: port2 };
}
