/**
 * A pick keeps the names it was made with (the language of that page); the slip shows every pick in the page's
 * language instead: the feed's answers about the slip's games (UpdateCoupon, the slip's push) carry the game's,
 * the market's and the outcome's names in the language asked, and the picks take them over. A pick whose game the
 * feed no longer names keeps the names it has.
 */
import type { CouponEventState } from '@betframe/sdk/feed';
import type { CouponOutcome } from '@betframe/sdk/protocol';
import { eventOf, stateKey } from './slip';

/** The same limit the shared coupon's schema sets on a pick's texts. */
const MAX_TEXT = 200;

/** `outcomes` named as `states` name them now; `undefined` when no name changed (nothing to write). */
export function renamedPicks(
  outcomes: readonly CouponOutcome[],
  states: ReadonlyMap<string, CouponEventState>,
): CouponOutcome[] | undefined {
  let changed = false;
  const next = outcomes.map((o) => {
    const event = eventOf(o);
    const state = event && states.get(stateKey(event));
    if (!state?.gameName || !state.outcome) return o;
    const label = `${state.gameName}: ${state.outcome}`.slice(0, MAX_TEXT);
    const market = state.market ? state.market.slice(0, MAX_TEXT) : o.market;
    if (label === o.label && market === o.market) return o;
    changed = true;
    return { ...o, label, ...(market !== undefined ? { market } : {}) };
  });
  return changed ? next : undefined;
}
