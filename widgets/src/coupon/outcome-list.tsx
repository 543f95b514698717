/**
 * The coupon's legs: each at its current price (old → new when it moved, the pick's own price while the slip
 * confirms a fresh pick), a leg that cannot be bet now marked with why, an own stake per single.
 */
import type { CouponOutcome } from '@betframe/sdk/protocol';
import { useStore } from 'zustand';
import type { WidgetRuntime } from '../runtime';
import { removeOutcome } from '../runtime/betting/outcomes';
import { slipActions as act, type SlipStore } from './slip-store';
import type { SlipView } from './slip-view';
import type { Formatters } from './stake-panel';

export function OutcomeList({
  runtime,
  store,
  outcomes,
  view,
  f,
}: {
  runtime: WidgetRuntime;
  store: SlipStore;
  outcomes: readonly CouponOutcome[];
  view: SlipView;
  f: Formatters;
}) {
  const { t, odds } = f;
  const ownStakes = useStore(store, (s) => s.ownStakes);
  const changeOf = new Map(view.changes.map((c) => [c.outcomeId, c]));
  return (
    <>
      <ul className="bf-list" data-testid="coupon-outcomes">
        {outcomes.map((o, i) => {
          const change = changeOf.get(o.id);
          const off = view.unavailable.has(o.id);
          const leg = view.legs[i];
          return (
            <li
              className="bf-row"
              key={o.id}
              data-outcome-id={o.id}
              data-unavailable={off ? '' : undefined}
              data-leg={leg?.state}
            >
              <span className="bf-grow">
                <bdi>{o.label}</bdi>
                {o.market ? (
                  <span className="bf-muted">
                    {' '}
                    · <bdi>{o.market}</bdi>
                  </span>
                ) : null}
                {off ? (
                  <span className="bf-muted" data-testid="coupon-leg-reason">
                    {' '}
                    · {t(leg?.state === 'suspended' ? 'coupon_leg_suspended' : 'coupon_leg_finished')}
                  </span>
                ) : null}
              </span>
              {view.separateStakes && !off ? (
                <input
                  inputMode="decimal"
                  className="bf-own-stake"
                  aria-label={`${t('stake')} ${o.label}`}
                  data-testid="coupon-own-stake"
                  value={ownStakes[o.id] ?? ''}
                  onInput={(e) => store.setState(act.typeOwnStake(o.id, e.currentTarget.value))}
                />
              ) : null}
              {change ? (
                <span
                  className="bf-odds"
                  data-testid="odds-change"
                  data-direction={change.to > change.from ? 'up' : 'down'}
                >
                  <s>{odds(change.from)}</s> → {odds(change.to)}
                </span>
              ) : (
                <span className="bf-odds">{odds(o.coefficient)}</span>
              )}
              <button
                type="button"
                className="bf-button"
                aria-label={`${t('coupon_remove')} ${o.label}`}
                onClick={() => removeOutcome(runtime.shared, o.id)}
              >
                ✕
              </button>
            </li>
          );
        })}
      </ul>
      {view.unavailable.size > 0 ? (
        <p role="alert" data-testid="coupon-blocked">
          {t('coupon_blocked', { count: view.unavailable.size })}
        </p>
      ) : null}
    </>
  );
}
