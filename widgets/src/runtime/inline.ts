/**
 * Inline mode: the host chunk imports this runtime into the partner page and mounts a widget into a shadow root
 * it made. The RPC/event port and the shared-state port come from the host chunk directly; there is no frame and
 * no handshake.
 */
import { portEndpoint } from '@betframe/sdk/protocol';
import { mountWidget } from './mount';
import type { WidgetDefinition } from './widget';

export interface InlineMount {
  root: ShadowRoot;
  widget: unknown;
  port: MessagePort;
  statePort: MessagePort;
  storeId: string;
  origin: string;
  options: { partner: number; group?: number; lang?: string; country?: string; currency?: string; theme?: string };
}

function isWidget(value: unknown): value is WidgetDefinition {
  return typeof value === 'object' && value !== null && typeof (value as WidgetDefinition).Component === 'function';
}

/** Returns the unmount function at once; the widget appears when its configuration has loaded. */
export function mountInline(mount: InlineMount): () => void {
  if (!isWidget(mount.widget)) throw new TypeError('mountInline: not a widget module');
  let unmounted = false;
  let unmount = () => {
    unmounted = true;
  };
  mountWidget({
    widget: mount.widget,
    container: mount.root,
    origin: mount.origin,
    storeId: mount.storeId,
    stateEndpoint: portEndpoint(mount.statePort),
    options: mount.options,
  }).then((mounted) => {
    if (unmounted) return mounted.unmount();
    mounted.connect(mount.port);
    unmount = () => {
      mounted.unmount();
      mount.port.close();
      mount.statePort.close();
    };
  });
  return () => unmount();
}
