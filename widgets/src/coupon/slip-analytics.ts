/**
 * The slip's funnel steps (`add_to_slip`, `bet_placed`). The widgets' analytics module (runtime/analytics.ts)
 * loads with the first step, so the slip does not carry it on first load.
 */
import type { EventMetadata } from '@betframe/sdk/analytics';
import type { CouponOutcome } from '@betframe/sdk/protocol';
import { useEffect, useRef } from 'react';

export function trackSlipStep(origin: string, code: string, metadata: EventMetadata): void {
  import('../runtime/analytics').then(
    ({ trackStep }) => trackStep(origin, code, metadata),
    (error: unknown) => console.warn('analytics: the tracker did not load', error),
  );
}

/**
 * `add_to_slip`: an outcome that appears in the shared coupon (from any widget of the page, the host or a loaded
 * code), not the ones already there when the slip mounted.
 */
export function useSlipAdditions(origin: string, outcomes: readonly CouponOutcome[]): void {
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    const before = seen.current;
    seen.current = new Set(outcomes.map((o) => o.id));
    if (!before) return;
    for (const o of outcomes) {
      if (!before.has(o.id))
        trackSlipStep(origin, 'add_to_slip', {
          ...(o.gameId === undefined ? {} : { i1: o.gameId }),
          f1: o.coefficient,
          s1: o.id,
        });
    }
  }, [origin, outcomes]);
}
