// @vitest-environment happy-dom
/**
 * The runtime's side of "balance updated everywhere": the host calls `balanceChanged` on a mounted widget (over
 * the same port and RPC the host uses for every call), and the widget's `useBalanceNotice` hears it.
 */
import { siteConfigSchema } from '@betframe/sdk/config';
import { connectInline, portEndpoint } from '@betframe/sdk/protocol';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useBalanceNotice } from './context';
import { type MountedWidget, mountWidget } from './mount';
import { defineWidget } from './widget';

function Probe() {
  const [seen, setSeen] = useState<string[]>([]);
  useBalanceNotice((n) => setSeen((all) => [...all, `${n.seq}:${n.amount} ${n.currency}`]));
  return <p data-testid="seen">{seen.join(', ')}</p>;
}
const probe = defineWidget({ name: 'office', Component: Probe });

let mounted: MountedWidget | undefined;
afterEach(() => mounted?.unmount());

const until = async (check: () => boolean) => {
  const deadline = Date.now() + 3000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('balance notices', () => {
  it('a balance the host forwards reaches the widget through useBalanceNotice; a malformed one is refused', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const state = new MessageChannel();
    mounted = await mountWidget({
      widget: probe,
      container,
      origin: 'http://127.0.0.1:1',
      storeId: 'a'.repeat(21),
      stateEndpoint: portEndpoint(state.port1),
      options: { partner: 1, lang: 'en', theme: 'light' },
      config: siteConfigSchema.parse({}),
    });
    // The widget's subscription to notices is an effect, which Preact runs after paint: a notice sent before it
    // would be one from before the mount, which the hook leaves out by design.
    await new Promise((r) => setTimeout(r, 100));
    const { connection, port } = connectInline(() => {});
    mounted.connect(port);
    const seen = () => container.querySelector('[data-testid="seen"]')?.textContent ?? '';
    await connection.call('balanceChanged', [{ currency: 'RUB', amount: 900 }]);
    await until(() => seen() === '1:900 RUB');
    await expect(connection.call('balanceChanged', [{ currency: 'RUB', amount: 'lots' }])).rejects.toThrow();
    await connection.call('balanceChanged', [{ currency: 'RUB', amount: 850.5 }]);
    await until(() => seen() === '1:900 RUB, 2:850.5 RUB');
    connection.destroy();
    state.port1.close();
    state.port2.close();
  });
});
