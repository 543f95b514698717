/**
 * The coupon widget shell: the outcomes of the shared coupon with remove and clear, and the total odds. The host
 * page adds outcomes with `handle.call('addOutcome', { id, label, coefficient, gameId?, market? })`.
 */
import type { CouponOutcome } from '@betframe/sdk/protocol';
import { defineWidget, Shell, useRuntime, useShared, useT } from '../runtime';
import { addOutcome, clearCoupon, removeOutcome, totalOdds } from './outcomes';

function Coupon() {
  const t = useT();
  const { shared } = useRuntime();
  const outcomes = useShared((s) => s.couponOutcomes);
  return (
    <Shell title="coupon.title">
      {outcomes.length === 0 ? (
        <p className="bf-muted" data-testid="coupon-empty">
          {t('coupon.empty')}
        </p>
      ) : (
        <>
          <ul className="bf-list" data-testid="coupon-outcomes">
            {outcomes.map((o: CouponOutcome) => (
              <li className="bf-row" key={o.id} data-outcome-id={o.id}>
                <span className="bf-grow">
                  {o.label}
                  {o.market ? <span className="bf-muted"> · {o.market}</span> : null}
                </span>
                <span className="bf-odds">{o.coefficient.toFixed(2)}</span>
                <button
                  type="button"
                  className="bf-button"
                  aria-label={`${t('coupon.remove')} ${o.label}`}
                  onClick={() => removeOutcome(shared, o.id)}
                >
                  ✕
                </button>
              </li>
            ))}
          </ul>
          <div className="bf-row">
            <span className="bf-grow">{t('coupon.total')}</span>
            <span className="bf-odds" data-testid="coupon-total">
              {totalOdds(outcomes).toFixed(2)}
            </span>
          </div>
          <button type="button" className="bf-button" onClick={() => clearCoupon(shared)}>
            {t('coupon.clear')}
          </button>
        </>
      )}
    </Shell>
  );
}

export default defineWidget({
  name: 'coupon',
  Component: Coupon,
  api: (runtime) => ({
    addOutcome: (outcome: unknown) => addOutcome(runtime.shared, outcome),
    removeOutcome: (id: unknown) => removeOutcome(runtime.shared, id),
    clear: () => clearCoupon(runtime.shared),
    getOutcomes: () => runtime.shared.getState().couponOutcomes,
  }),
});
