/**
 * The advance on offer when the stake is above the balance, and the advance debt still owed: a lazy chunk the
 * slip loads only when there is either (index.tsx), so the coupon's first paint does not carry it.
 */
import { useStore } from 'zustand';
import { Checkbox } from './lazy-kit';
import { slipActions as act, type SlipStore } from './slip-store';
import type { SlipView } from './slip-view';
import type { Formatters } from './stake-panel';

/** The advance on offer when the stake is above the balance, and the advance debt still owed. */
export default function AdvancePanel({ store, view, f }: { store: SlipStore; view: SlipView; f: Formatters }) {
  const { t, money } = f;
  const offer = useStore(store, (s) => s.offer);
  const useAdvance = useStore(store, (s) => s.useAdvance);
  const { shortfall } = view;
  return (
    <>
      {view.advanceOffered ? (
        <div data-testid="coupon-advance-offer">
          {shortfall > 0 && offer.balance !== undefined ? (
            <p className="bf-muted" data-testid="coupon-advance-shortfall">
              {t('coupon_advance_shortfall', { balance: money(offer.balance), shortfall: money(shortfall) })}
            </p>
          ) : null}
          <div data-testid="coupon-advance">
            <Checkbox
              name="coupon-advance"
              label={t('coupon_advance', { amount: money(offer.avance) })}
              checked={useAdvance}
              onChange={(on) => store.setState(act.setUseAdvance(on))}
            />
          </div>
        </div>
      ) : null}
      {offer.debt ? (
        <p className="bf-muted" data-testid="coupon-advance-debt">
          {t('coupon_advance_debt', { amount: money(offer.debt) })}
        </p>
      ) : null}
    </>
  );
}
