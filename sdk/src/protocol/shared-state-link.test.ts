import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint';
import { createStoreId, storeIdSchema } from './shared-state';
import { bindSharedStore } from './shared-store';

const ns = 'betframe:shared-state';
const store = 'SSSSSSSSSSSSSSSSSSSSS';

function fakeEndpoint() {
  const sent: unknown[] = [];
  let handler: ((data: unknown) => void) | undefined;
  const endpoint: Endpoint = {
    post: (m) => sent.push(m),
    listen(h) {
      handler = (data) => h(data, []);
      return () => {
        handler = undefined;
      };
    },
  };
  return { endpoint, sent, deliver: (data: unknown) => handler?.(data) };
}

describe('shared-state link (widget side)', () => {
  it('asks for a handshake, takes the full state from the reply and is then handshaked', () => {
    const { endpoint, sent, deliver } = fakeEndpoint();
    const { store: s } = bindSharedStore(endpoint, store);
    expect(sent).toEqual([{ ns, v: 1, storeId: store, type: 0 }]);
    expect(s.getState().linkStatus).toBe('initial');
    deliver({ ns, v: 1, storeId: store, type: 1, state: { routePath: '/live' } });
    expect(s.getState().linkStatus).toBe('handshaked');
    expect(s.getState().routePath).toBe('/live');
    expect(s.getState().headerHidden).toBe(false);
  });

  it('sends local changes only after the handshake, keeping those made before', () => {
    const { endpoint, sent, deliver } = fakeEndpoint();
    const { store: s } = bindSharedStore(endpoint, store);
    s.getState().patch({ anyModalOpen: true });
    expect(sent).toHaveLength(1);
    deliver({ ns, v: 1, storeId: store, type: 1, state: {} });
    expect(sent[1]).toEqual({ ns, v: 1, storeId: store, type: 2, patch: { anyModalOpen: true } });
    expect(s.getState().anyModalOpen).toBe(true);
    s.getState().patch({ headerHidden: true });
    expect(sent[2]).toEqual({ ns, v: 1, storeId: store, type: 2, patch: { headerHidden: true } });
  });

  it('ignores updates before the handshake, of another store, or of a bad shape', () => {
    const { endpoint, deliver } = fakeEndpoint();
    const { store: s } = bindSharedStore(endpoint, store);
    deliver({ ns, v: 1, storeId: store, type: 2, patch: { headerHidden: true } });
    expect(s.getState().headerHidden).toBe(false);
    deliver({ ns, v: 1, storeId: store, type: 1, state: {} });
    deliver({ ns, v: 1, storeId: 'TTTTTTTTTTTTTTTTTTTTT', type: 2, patch: { headerHidden: true } });
    deliver({ ns, v: 1, storeId: store, type: 2, patch: { headerHidden: 'yes' } });
    deliver({ ns, v: 2, storeId: store, type: 2, patch: { headerHidden: true } });
    expect(s.getState().headerHidden).toBe(false);
    deliver({ ns, v: 1, storeId: store, type: 2, patch: { headerHidden: true } });
    expect(s.getState().headerHidden).toBe(true);
  });

  it('refuses a local change the schema rejects', () => {
    const { endpoint } = fakeEndpoint();
    const { store: s } = bindSharedStore(endpoint, store);
    expect(() => s.getState().patch({ routePath: 7 } as never)).toThrow(TypeError);
  });

  it('makes store ids of 21 characters of the allowed alphabet', () => {
    for (let i = 0; i < 100; i += 1) expect(storeIdSchema.safeParse(createStoreId()).success).toBe(true);
  });
});
