/**
 * Iframe mode: the widget in a sandboxed frame of the sportsbook origin (`/sdk/frame/:widget`), laid out hidden in
 * its slot, connected by the handshake and a port (CONTRACTS §3), registered with the shared-state hub as one of
 * the page's frames. The widget options go into the frame URL as the partner gave them; the server parses them
 * (`frameQuerySchema`, sdk/src/protocol/widget-options.ts).
 */
import type { FrameEvent } from '../protocol/envelope';
import { connectFrame } from '../protocol/widget-connection';
import { widgetOptionsQuery } from '../protocol/widget-option-keys';
import type { Cleanup } from './cleanup';
import type { HostBridge, InitOptions } from './host-contract';
import type { WidgetView } from './inline-mount';
import type { Slot } from './slot';

/**
 * The frames' sandbox: scripts and their own (sportsbook) origin for its cookies and API calls; forms for login
 * and registration; popups (payment pages, the statistics window) that may leave the sandbox; storage access on a
 * click (Storage Access API). No top navigation: a widget asks the host page with a `navigate` event instead.
 */
export const frameSandbox = [
  'allow-scripts',
  'allow-same-origin',
  'allow-forms',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
  'allow-storage-access-by-user-activation',
].join(' ');

export interface FrameMount {
  bridge: Pick<HostBridge, 'win' | 'hub' | 'frames'>;
  slot: Slot;
  /** The widget's cleanup registry: the frame, its hub registration and its connection are undone with it. */
  c: Cleanup;
  name: string;
  origin: string;
  storeId: string;
  options: InitOptions;
  onEvent: (event: FrameEvent) => void;
}

export function mountFrame({ bridge, slot, c, name, origin, storeId, options, onEvent }: FrameMount): WidgetView {
  const { win, hub, frames } = bridge;
  const frame = win.document.createElement('iframe');
  const query = new URLSearchParams([
    ['host', win.location.origin],
    ['store', storeId],
    ...widgetOptionsQuery(options),
  ]);
  frame.src = `${origin}/sdk/frame/${name}?${query}`;
  frame.title = `${name[0]?.toUpperCase()}${name.slice(1)}`;
  frame.setAttribute('sandbox', frameSandbox);
  frame.setAttribute('allow', 'storage-access');
  // Hidden but laid out at full width, so its first `resize` is already the right height.
  frame.style.cssText = 'display:block;width:100%;border:0;height:0;visibility:hidden';
  slot.element.append(frame);
  const w = frame.contentWindow as Window;
  frames.add(w);
  c.add(() => {
    frames.delete(w);
    hub.drop(w);
  });
  const connection = connectFrame(win, frame, origin, onEvent, undefined, false);
  c.add(() => connection.destroy());
  return {
    connection,
    show(height) {
      if (height !== undefined) frame.style.height = `${height}px`;
      frame.style.visibility = '';
    },
    resize(height) {
      frame.style.height = `${height}px`;
    },
  };
}
