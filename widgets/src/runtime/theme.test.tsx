// @vitest-environment happy-dom
/**
 * A live theme flip: the page sets the shared state's `overlayTheme` (what `Betframe.setState` and the site's
 * theme toggle do) and a mounted widget repaints without a remount — the root's `data-theme` and a betting
 * widget's own wrapper (`useTheme`) alike; a widget's `theme` prop still wins.
 */
import { siteConfigSchema } from '@betframe/sdk/config';
import { connectInline, handshakeReplySchema, portEndpoint, stateUpdate } from '@betframe/sdk/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { useTheme } from './betting/theme';
import { type MountedWidget, mountWidget } from './mount';
import { themeOf } from './theme';
import { defineWidget } from './widget';

function Probe() {
  return <p data-testid="wrapper" data-theme={useTheme()} />;
}
const probe = defineWidget({ name: 'line', Component: Probe });

let mounted: MountedWidget | undefined;
afterEach(() => mounted?.unmount());

const until = async (check: () => boolean) => {
  // Generous: the first RPC call loads its adapters lazily, slow on a busy machine with other files in parallel.
  const deadline = Date.now() + 15_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('theme', () => {
  it('themeOf: the prop, else the page theme, else the mount option; other words are ignored', () => {
    expect(themeOf('dark', 'light', 'light')).toBe('dark');
    expect(themeOf(undefined, 'dark', 'light')).toBe('dark');
    expect(themeOf(undefined, 'sepia', 'dark')).toBe('dark');
    expect(themeOf('blue', null, 'light')).toBe('light');
  });

  it('a widget follows the page theme of the shared state at once; its own theme prop wins', async () => {
    const storeId = 'b'.repeat(21);
    const container = document.createElement('div');
    document.body.append(container);
    const state = new MessageChannel();
    // The hub's side of the link: answer the handshake with the page's state.
    let answered = false;
    state.port2.onmessage = (event) => {
      if ((event.data as { type?: number }).type !== 0) return;
      answered = true;
      state.port2.postMessage(
        handshakeReplySchema.parse({ ns: 'betframe:shared-state', v: 1, storeId, type: 1, state: {} }),
      );
    };
    state.port2.start();
    mounted = await mountWidget({
      widget: probe,
      container,
      origin: 'http://127.0.0.1:1',
      storeId,
      stateEndpoint: portEndpoint(state.port1),
      options: { partner: 1, lang: 'en', theme: 'light' },
      config: siteConfigSchema.parse({}),
    });
    const root = () => container.querySelector<HTMLElement>('.bf-root')?.dataset.theme;
    const wrapper = () => container.querySelector<HTMLElement>('[data-testid="wrapper"]')?.dataset.theme;
    expect(root()).toBe('light');
    expect(wrapper()).toBe('light');
    await until(() => answered);
    // The reply travels before the update: updates count only once the widget has shaken hands.
    await new Promise((r) => setTimeout(r, 20));

    state.port2.postMessage(stateUpdate(storeId, { overlayTheme: 'dark' }));
    await until(() => root() === 'dark' && wrapper() === 'dark');

    const { connection, port } = connectInline(() => {});
    mounted.connect(port);
    await connection.call('update', [{ theme: 'light' }]);
    await until(() => wrapper() === 'light');
    expect(root()).toBe('dark');

    state.port2.postMessage(stateUpdate(storeId, { overlayTheme: 'light' }));
    await until(() => root() === 'light');
    connection.destroy();
    state.port1.close();
    state.port2.close();
  });
});
