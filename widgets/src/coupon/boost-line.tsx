/**
 * The express boost line of the slip (docs/promotions.md "Express boost"): for an express that qualifies under
 * `betting.expressBoost` of the site configuration, the boost and the possible win with it, before placement —
 * the same rule (`expressBoostPercent`) the server records on the bet and pays at settlement. Loaded with the
 * slip's lazily loaded controls (lazy-kit.tsx): the coupon's first chunk does not carry it.
 */
import { expressBoostAmount, expressBoostPercent } from '@betframe/sdk/betting';
import { useRuntime } from '../runtime';
import type { SlipView } from './slip-view';
import type { Formatters } from './stake-panel';

export function BoostLine({ view, f }: { view: SlipView; f: Formatters }) {
  const { config } = useRuntime();
  const rule = (config.betting as { expressBoost?: unknown }).expressBoost;
  const percent =
    view.kind === 'express'
      ? expressBoostPercent(
          rule,
          view.events.map((e) => e.coef ?? 0),
        )
      : 0;
  const win = view.summary?.potentialWin ?? 0;
  // On the stake that plays (after the stake tax), as the server counts it.
  const playing = view.stake - (view.summary?.stakeTax ?? 0);
  if (percent <= 0 || playing <= 0 || win <= 0) return null;
  return (
    <dl className="bf-row" data-testid="coupon-boost">
      <dt>{f.t('coupon_boost', { percent })}</dt>
      <dd data-testid="coupon-boost-win">{f.money(win + expressBoostAmount(win, playing, percent))}</dd>
    </dl>
  );
}
