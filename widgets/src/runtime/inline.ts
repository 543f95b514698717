/**
 * Inline mode: the host chunk imports this runtime into the partner page and mounts a widget into a shadow root
 * it made. The RPC/event port and the shared-state port come from the host chunk directly; there is no frame and
 * no handshake. The widget options arrive as the partner gave them: this is the inline path's one parse
 * (`widgetOptionsSchema`, sdk/src/protocol/widget-options.ts).
 */
import { portEndpoint, widgetOptionsSchema } from '@betframe/sdk/protocol';
import { mountWidget } from './mount';
import type { WidgetDefinition } from './widget';

export interface InlineMount {
  root: ShadowRoot;
  widget: unknown;
  port: MessagePort;
  statePort: MessagePort;
  storeId: string;
  origin: string;
  /** The partner's widget options, unchecked (`pickWidgetOptions` of its init options). */
  options: Record<string, unknown>;
}

function isWidget(value: unknown): value is WidgetDefinition {
  return typeof value === 'object' && value !== null && typeof (value as WidgetDefinition).Component === 'function';
}

/** Returns the unmount function at once; the widget appears when its configuration has loaded. */
export function mountInline(mount: InlineMount): () => void {
  if (!isWidget(mount.widget)) throw new TypeError('mountInline: not a widget module');
  const options = widgetOptionsSchema.safeParse(mount.options);
  // The host chunk reports it with this code (LoaderErrorCode of sdk/src/loader/host-contract.ts).
  if (!options.success)
    throw Object.assign(new TypeError('mountInline: invalid widget options'), { code: 'invalid_options' });
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
    options: options.data,
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
