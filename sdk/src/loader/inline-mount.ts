/**
 * Inline mode: the widget in a shadow root in its slot, in the page itself. The runtime and the widget's module are
 * imported from the widgets manifest in parallel; the widget talks to the host over a `MessageChannel` (no frame,
 * no handshake) and to the shared-state hub over a second one. The widget options go to the runtime as the partner
 * gave them; `mountInline` parses them (`widgetOptionsSchema`, sdk/src/protocol/widget-options.ts).
 */
import type { FrameEvent } from '../protocol/envelope';
import { connectInline, type WidgetConnection } from '../protocol/widget-connection';
import { pickWidgetOptions } from '../protocol/widget-option-keys';
import type { WidgetName, WidgetsManifest } from '../protocol/widgets';
import { type Cleanup, listen } from './cleanup';
import type { Plain } from './guards';
import type { HostBridge, InitOptions } from './host-contract';
import type { Slot } from './slot';

/** What the host needs of a mounted widget, whatever its mode. */
export interface WidgetView {
  connection: WidgetConnection;
  /** Makes the widget visible, a frame at `height` (an inline widget sizes itself). */
  show(height: number | undefined): void;
  /** A later height report (a frame follows it; an inline widget already has it). */
  resize(height: number): void;
}

/** The runtime's inline entry (widgets/src/runtime/inline.ts). */
export interface InlineRuntime {
  mountInline(options: {
    root: ShadowRoot;
    widget: unknown;
    port: MessagePort;
    statePort: MessagePort;
    storeId: string;
    origin: string;
    options: Plain;
  }): () => void;
}

export interface ShadowMount {
  bridge: Pick<HostBridge, 'win' | 'hub'>;
  slot: Slot;
  c: Cleanup;
  name: WidgetName;
  origin: string;
  storeId: string;
  options: InitOptions;
  manifest: () => Promise<WidgetsManifest>;
  onEvent: (event: FrameEvent) => void;
  /** The runtime or the widget could not be loaded, or refused the options. */
  onFail: (error: unknown) => void;
  /** False once the widget was destroyed (a late import must not mount it). */
  live: () => boolean;
}

export function mountShadow({
  bridge,
  slot,
  c,
  name,
  origin,
  storeId,
  options,
  manifest,
  onEvent,
  onFail,
  live,
}: ShadowMount): WidgetView {
  const { win, hub } = bridge;
  const { connection, port } = connectInline(onEvent);
  c.add(() => connection.destroy());
  let box: HTMLElement | undefined;
  manifest()
    .then((m) => {
      const base = `${origin}/sdk/widgets/`;
      return Promise.all([
        import(/* @vite-ignore */ base + m.runtime) as Promise<InlineRuntime>,
        import(/* @vite-ignore */ base + m.widgets[name]) as Promise<{ default: unknown }>,
      ]);
    })
    .then(([runtime, widget]) => {
      if (!live()) return;
      const { port1, port2 } = new MessageChannel();
      listen(c, port1, 'message', (e: MessageEvent) => hub.receive(port1, (m) => port1.postMessage(m), e.data));
      port1.start();
      c.add(() => {
        hub.drop(port1);
        port1.close();
      });
      // Laid out at the slot's width but out of the flow (and unseen) until it is revealed.
      box = win.document.createElement('div');
      box.style.cssText = 'position:absolute;inset:0 0 auto;visibility:hidden';
      slot.element.append(box);
      c.add(
        runtime.mountInline({
          root: box.attachShadow({ mode: 'open' }),
          widget: widget.default,
          port,
          statePort: port2,
          storeId,
          origin,
          options: pickWidgetOptions(options),
        }),
      );
    })
    .catch(onFail);
  return {
    connection,
    show() {
      if (box) box.style.cssText = '';
    },
    resize() {},
  };
}
