import { type SharedStore, sharedStateDefaults } from '@betframe/sdk/protocol';
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { addOutcome, CouponFullError, clearCoupon, removeOutcome, totalOdds } from './outcomes';

function shared() {
  const patches: unknown[] = [];
  const store = createStore<SharedStore>()((set) => ({
    ...sharedStateDefaults,
    linkStatus: 'handshaked',
    patch: (p) => {
      patches.push(p);
      set(p);
    },
  }));
  return { store, patches };
}

const outcome = (id: string, coefficient = 2) => ({ id, label: `Outcome ${id}`, coefficient });

describe('coupon outcomes in the shared store', () => {
  it('adds an outcome once, however often it is picked', () => {
    const { store, patches } = shared();
    expect(addOutcome(store, outcome('1:1'))).toBe(1);
    expect(addOutcome(store, outcome('1:1'))).toBe(1);
    expect(store.getState().couponOutcomes).toEqual([outcome('1:1')]);
    expect(patches).toHaveLength(1);
  });

  it('refuses an invalid outcome and a 51st one', () => {
    const { store } = shared();
    expect(() => addOutcome(store, { id: '', label: 'x', coefficient: 2 })).toThrow();
    expect(() => addOutcome(store, { id: 'a', label: 'x', coefficient: 0.9 })).toThrow();
    for (let i = 0; i < 50; i += 1) addOutcome(store, outcome(String(i)));
    expect(() => addOutcome(store, outcome('50'))).toThrow(CouponFullError);
  });

  it('removes one outcome and clears all', () => {
    const { store } = shared();
    addOutcome(store, outcome('a'));
    addOutcome(store, outcome('b'));
    expect(removeOutcome(store, 'a')).toBe(1);
    expect(store.getState().couponOutcomes.map((o) => o.id)).toEqual(['b']);
    clearCoupon(store);
    expect(store.getState().couponOutcomes).toEqual([]);
  });

  it('multiplies the coefficients for the total odds, rounded to 2 decimals', () => {
    expect(totalOdds([outcome('a', 1.5), outcome('b', 2.25)])).toBe(3.38);
    expect(totalOdds([])).toBe(1);
  });
});
