/**
 * The slip's funnel step `add_to_slip`: an outcome that appears in the shared coupon (from any widget of the page,
 * the host or a loaded code), not the ones already there when the slip mounted.
 */
import type { CouponOutcome } from '@betframe/sdk/protocol';
import { useEffect, useRef } from 'react';
import { trackStep } from '../runtime/analytics';

export function useSlipAdditions(origin: string, outcomes: readonly CouponOutcome[]): void {
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = new Set(outcomes.map((o) => o.id));
    if (!before) return;
    for (const o of outcomes) {
      if (!before.has(o.id))
        trackStep(origin, 'add_to_slip', {
          ...(o.gameId === undefined ? {} : { i1: o.gameId }),
          f1: o.coefficient,
          s1: o.id,
        });
    }
  }, [origin, outcomes]);
}
