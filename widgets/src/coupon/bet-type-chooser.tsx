/**
 * The bet types the outcomes allow (single, express, several singles, system k of n, the named full covers with
 * their lines) and the system size.
 */
import { coverOf, lineCount } from '@betframe/sdk/betting';
import type { Translate as BetT } from '../runtime/use-texts';
import { RadioGroup, Select } from './kit-controls';
import { betKindOf, kindsFor, type SlipKind } from './slip';
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
    <>
      <RadioGroup<SlipKind>
        legend={t('coupon_bet_type')}
        name="bet-kind"
        inline
        options={kindsFor(n).map((x) => {
          const kind = betKindOf(x, 2);
          // A full cover by its name and lines: "Yankee — 11 lines".
          const label =
            kind.type === 'cover'
              ? t('coupon_cover_option', {
                  name: t(`coupon_cover_${coverOf(n, kind.singles)}`),
                  lines: lineCount(kind, n),
                })
              : t(`coupon_${x}`);
          return { value: x, label };
        })}
        value={kind}
        onChange={(x) => store.setState(act.choose(x))}
      />
      {kind === 'system' ? (
        <Select
          id="bf-coupon-system"
          label={t('coupon_system')}
          options={Array.from({ length: n - 2 }, (_, i) => {
            const size = String(i + 2);
            return { value: size, label: t('coupon_system_size', { k: size, n }) };
          })}
          value={String(k)}
          onChange={(size) => store.setState(act.chooseSize(Number(size)))}
        />
      ) : null}
    </>
  );
}
