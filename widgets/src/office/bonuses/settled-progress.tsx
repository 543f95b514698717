/**
 * The progress of the bonuses that are not wagered and not chosen in the slip (docs/bonuses.md): a coverage (lost
 * first bet, first bets cashback) shows its bets counted of N with their net loss and the refund's terms; a profit
 * pool (distribution of profits) the player's turnover in the open period against the minimum and the share's terms.
 * The server counts and pays; this only reads.
 */
import type { PlayerBonusWire } from '@betframe/sdk/bonuses';
import type { AppT } from '../../runtime';

interface Props {
  bonus: PlayerBonusWire;
  t: AppT;
  money: (amount: number) => string;
  date: (iso: string) => string;
}

function Bar({ percent, label, text }: { percent: number; label: string; text: string }) {
  return (
    <div
      className="bf-bonus-bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={text}
      data-testid="bonus-progress"
    >
      <div className="bf-bonus-fill" style={{ inlineSize: `${Math.min(100, Math.max(0, percent))}%` }} />
    </div>
  );
}

/** The bar with its progress text under it, then the terms. */
function ProgressAndTerms({
  percent,
  label,
  text,
  terms,
}: {
  percent: number;
  label: string;
  text: string;
  terms: string;
}) {
  return (
    <>
      <Bar percent={percent} label={label} text={text} />
      <p className="bf-bonus-meta" data-testid="bonus-progress-text">
        {text}
      </p>
      <p className="bf-bonus-meta" data-testid="bonus-terms">
        {terms}
      </p>
    </>
  );
}

/** The card body of a coverage or a pool bonus; null for the other mechanics. */
export function SettledProgress({ bonus, t, money, date }: Props) {
  const { coverage, pool } = bonus;
  if (coverage)
    return (
      <ProgressAndTerms
        percent={bonus.percent}
        label={t('office_bonus_cov_bar')}
        text={t('office_bonus_cov_progress', {
          counted: coverage.counted,
          bets: coverage.bets,
          loss: money(Math.max(0, coverage.netLoss)),
        })}
        terms={t('office_bonus_cov_terms', { percent: coverage.refundPercent, cap: money(coverage.cap) })}
      />
    );
  if (pool)
    return (
      <ProgressAndTerms
        percent={bonus.percent}
        label={t('office_bonus_pool_bar')}
        text={t('office_bonus_pool_progress', {
          turnover: money(pool.turnover),
          required: money(pool.minTurnover),
          date: date(pool.periodStart),
        })}
        terms={t('office_bonus_pool_terms', { percent: pool.profitPercent, cap: money(pool.cap) })}
      />
    );
  return null;
}

/** What a closed coverage or pool paid (the history shows it instead of the grant's amount). */
export const paidOf = (bonus: PlayerBonusWire): number | undefined => bonus.coverage?.paid ?? bonus.pool?.paid;
