/**
 * The stake: the amount through the numeric formatter with quick stakes, a stake per single when several singles
 * carry their own, the autobet's target coefficient on a single, and what breaks the limits.
 */
import { useStore } from 'zustand';
import type { Translate as BetT } from '../runtime/use-texts';
import { Checkbox } from './lazy-kit';
import { quickStakes } from './slip';
import { slipActions as act, type SlipStore } from './slip-store';
import type { SlipView } from './slip-view';

export interface Formatters {
  t: BetT;
  money: (value: number) => string;
  /** An amount in a given currency (a bet's own). */
  moneyIn: (value: number, currency: string) => string;
  odds: (value: number) => string;
}

export function StakePanel({ store, view, f }: { store: SlipStore; view: SlipView; f: Formatters }) {
  const { t, money } = f;
  const stakeText = useStore(store, (s) => s.stakeText);
  const separate = useStore(store, (s) => s.separate);
  const autobet = useStore(store, (s) => s.autobet);
  const autoCfText = useStore(store, (s) => s.autoCfText);
  const { kind, stakeProblem } = view;
  return (
    <>
      <div className="bf-row bf-stake">
        <label>
          {t('stake')}
          <input
            inputMode="decimal"
            data-testid="coupon-stake"
            value={stakeText}
            onInput={(e) => store.setState(act.typeStake(e.currentTarget.value))}
          />
        </label>
        {quickStakes(view.min, view.balance).map((q) => (
          <button type="button" className="bf-button" key={q} onClick={() => store.setState(act.setStake(q))}>
            {money(q)}
          </button>
        ))}
      </div>
      {kind === 'singles' ? (
        <Checkbox
          name="coupon-separate"
          label={t('coupon_separate_stakes')}
          checked={separate}
          onChange={(on) => store.setState(act.setSeparate(on))}
        />
      ) : null}
      {kind === 'single' ? (
        <div className="bf-row">
          <Checkbox
            name="coupon-autobet"
            label={t('coupon_autobet')}
            checked={autobet}
            onChange={(on) => store.setState(act.setAutobet(on))}
          />
          {autobet ? (
            <input
              inputMode="decimal"
              aria-label={t('coupon_autobet')}
              data-testid="coupon-autobet-cf"
              value={autoCfText}
              onInput={(e) => store.setState(act.typeAutoCf(e.currentTarget.value))}
            />
          ) : null}
        </div>
      ) : null}
      {stakeProblem ? (
        <p role="alert" data-testid="coupon-stake-problem">
          {t(stakeProblem.key, { amount: money(stakeProblem.amount) })}
        </p>
      ) : null}
    </>
  );
}

/** The total odds, the potential win and the betting taxes of the stake. */
export function WinPanel({ view, f }: { view: SlipView; f: Formatters }) {
  const { t, money, odds } = f;
  const { summary, kind, n, lowest } = view;
  const cover = view.betKind.type === 'cover';
  const perLine = cover ? view.stake : view.lines > 0 ? Math.floor((view.stake / view.lines) * 100) / 100 : 0;
  return (
    <>
      {summary === undefined && n > 0 ? <p role="alert">{t('coupon_wrong_shape')}</p> : null}
      {/* Several lines: a system, several singles or a full cover. */}
      {view.lines > 1 ? (
        <dl className="bf-figures" data-testid="coupon-lines">
          <dt>{t('coupon_lines')}</dt>
          <dd data-testid="coupon-lines-count">{view.lines}</dd>
          {kind !== 'singles' && lowest > 0 ? (
            <>
              <dt>{t('coupon_stake_per_line')}</dt>
              <dd data-testid="coupon-stake-per-line">{money(perLine)}</dd>
            </>
          ) : null}
          <dt>{t('coupon_total_stake')}</dt>
          <dd data-testid="coupon-total-stake">{money(view.totalStake)}</dd>
        </dl>
      ) : null}
      {summary && kind !== 'singles' ? (
        <div className="bf-row">
          <span className="bf-grow">{t('coupon_total_odds')}</span>
          <span className="bf-odds" data-testid="coupon-total">
            {odds(summary.coefficient)}
          </span>
        </div>
      ) : null}
      {summary && lowest > 0 ? (
        <dl className="bf-figures" data-testid="coupon-win">
          {summary.stakeTax > 0 ? (
            <>
              <dt>{t('coupon_stake_tax')}</dt>
              <dd>{money(summary.stakeTax)}</dd>
            </>
          ) : null}
          <dt>{t('possible_win')}</dt>
          <dd data-testid="coupon-potential-win">{money(summary.potentialWin)}</dd>
          {summary.payoutTax > 0 ? (
            <>
              <dt>{t('coupon_payout_tax')}</dt>
              <dd>{money(summary.payoutTax)}</dd>
              <dt>{t('coupon_win_after_tax')}</dt>
              <dd data-testid="coupon-net-win">{money(summary.net)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </>
  );
}

/** The slip's label and amount pairs (lines, stake per line, total stake, possible win): one pair a row at any width. */
export const figuresCss = `
.bf-figures { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 4px 8px; margin: 0; padding: 8px 0;
  border-block-end: 1px solid var(--bf-line); }
.bf-figures dd { margin: 0; text-align: end; white-space: nowrap; font-variant-numeric: tabular-nums; }
`;
