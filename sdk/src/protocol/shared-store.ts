/**
 * The zustand store every widget binds to the shared-state link: one vanilla store (usable outside React, in the
 * runtime and in tests) whose local `patch` goes to the hub and whose remote changes come from it.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Endpoint } from './endpoint';
import { type SharedState, type SharedStatePatch, sharedStateDefaults, sharedStateSchema } from './shared-state';
import { createSharedStateLink, type LinkStatus } from './shared-state-link';

export interface SharedStore extends SharedState {
  /** Applies a change locally and sends it to every other window of the same store. */
  patch(patch: SharedStatePatch): void;
  linkStatus: LinkStatus;
}

export interface BoundSharedStore {
  store: StoreApi<SharedStore>;
  destroy(): void;
}

export function bindSharedStore(endpoint: Endpoint, storeId: string): BoundSharedStore {
  const store = createStore<SharedStore>()((set) => ({
    ...sharedStateDefaults,
    linkStatus: 'initial',
    patch(patch) {
      const checked = sharedStateSchema.safeParse(patch);
      if (!checked.success) throw new TypeError(`invalid shared-state patch: ${checked.error.message}`);
      set(checked.data);
      link.send(checked.data);
    },
  }));
  const link = createSharedStateLink({
    endpoint,
    storeId,
    onState: (state) => store.setState({ ...sharedStateDefaults, ...state, linkStatus: 'handshaked' }),
    onPatch: (patch) => store.setState(patch),
  });
  return { store, destroy: () => link.destroy() };
}
