/** The bet types the outcomes allow (single, express, several singles, system k of n) and the system size. */
import type { Translate as BetT } from '../runtime/use-texts';
import { kindsFor, type SlipKind } from './slip';
import { slipActions as act, type SlipStore } from './slip-store';

export function BetTypeChooser({
  store,
  t,
  kind,
  k,
  n,
}: {
  store: SlipStore;
  t: BetT;
  kind: SlipKind;
  k: number;
  n: number;
}) {
  return (
    <fieldset className="bf-row" aria-label={t('coupon_bet_type')}>
      {kindsFor(n).map((x) => (
        <label key={x}>
          <input
            type="radio"
            name="bet-kind"
            value={x}
            checked={kind === x}
            onChange={() => store.setState(act.choose(x))}
          />{' '}
          {t(`coupon_${x}`)}
        </label>
      ))}
      {kind === 'system' ? (
        <select
          aria-label={t('coupon_system')}
          value={k}
          onChange={(e) => store.setState(act.chooseSize(Number(e.currentTarget.value)))}
        >
          {Array.from({ length: n - 2 }, (_, i) => i + 2).map((size) => (
            <option key={size} value={size}>
              {t('coupon_system_size', { k: size, n })}
            </option>
          ))}
        </select>
      ) : null}
    </fieldset>
  );
}
