/** One-click mode: on, and the stake each pick is placed with as soon as it arrives (placement.ts `useOneClick`). */
import { useStore } from 'zustand';
import type { Translate as BetT } from '../runtime/use-texts';
import { Checkbox } from './lazy-kit';
import { slipActions as act, type SlipStore } from './slip-store';

export function OneClickPanel({ store, t }: { store: SlipStore; t: BetT }) {
  const oneClick = useStore(store, (s) => s.oneClick);
  return (
    <div className="bf-row" data-testid="coupon-one-click">
      <Checkbox
        name="coupon-one-click-on"
        label={t('coupon_one_click')}
        checked={oneClick.on}
        onChange={(on) => store.setState(act.setOneClickOn(on))}
      />
      <input
        inputMode="decimal"
        aria-label={t('coupon_one_click_hint')}
        title={t('coupon_one_click_hint')}
        data-testid="coupon-one-click-stake"
        value={oneClick.stake}
        onInput={(e) => store.setState(act.typeOneClickStake(e.currentTarget.value))}
      />
    </div>
  );
}
