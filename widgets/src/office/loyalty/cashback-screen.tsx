/**
 * Cashback (SPEC §2 office "cashback, VIP cashback, premium cashback"): the levels as the server configures them
 * (percent, minimum loss, cap, paid as money or a bonus, the points each needs) with the player's own marked, the
 * way to the next level, this week's net loss so far and the cashback it would give, the next payout date, and
 * the weeks paid. The server computes and pays; this screen only reads.
 */

import { formatDate, formatMoney, formatNumber } from '@betframe/sdk/format';
import { useMemo } from 'react';
import type { AppT } from '../../runtime';
import { EmptyState, ErrorState, SkeletonList } from '../../runtime/ui/states';
import type { OfficeClient } from '../office-client';
import { useOfficeLoad } from '../use-office-load';
import { loyaltyCalls } from './loyalty-client';
import { loyaltyStyle, progressFill } from './loyalty-styles';

interface Props {
  client: OfficeClient;
  t: AppT;
  lang: string;
}

export function CashbackScreen({ client, t, lang }: Props) {
  const calls = useMemo(() => loyaltyCalls(client), [client]);
  const { data, failed, reload: load } = useOfficeLoad(() => calls.cashback(), [calls]);

  if (failed) return <ErrorState text={t('office_loyalty_load_failed')} onRetry={() => void load()} />;
  if (!data) return <SkeletonList rows={3} />;
  const date = (iso: string) => formatDate(new Date(iso), { locale: lang }, 'date');
  const money = (amount: number, iso = data.currencyIso) => formatMoney(amount, iso, lang);
  const level = data.levels.find((l) => l.code === data.level);
  const toNext = data.nextLevel ? Math.floor((data.earnedPoints * 100) / Math.max(1, data.nextLevel.minPoints)) : 100;
  return (
    <section
      ref={loyaltyStyle}
      className="bf-loyalty"
      aria-label={t('office_screen_cashback')}
      data-testid="office-cashback"
    >
      <div className="bf-loyalty-card">
        <p className="bf-loyalty-meta">{t('office_loyalty_your_level')}</p>
        <p className="bf-loyalty-big" data-testid="cashback-level">
          {t(`office_loyalty_level_${data.level}`)}
          {level && ` · ${t('office_loyalty_percent', { percent: formatNumber(level.percent, lang) })}`}
        </p>
        {data.nextLevel && (
          <>
            <div
              className="bf-loyalty-bar"
              role="progressbar"
              aria-label={t('office_loyalty_to_next', { level: t(`office_loyalty_level_${data.nextLevel.code}`) })}
              aria-valuemin={0}
              aria-valuemax={data.nextLevel.minPoints}
              aria-valuenow={Math.min(data.earnedPoints, data.nextLevel.minPoints)}
              data-testid="cashback-next-progress"
            >
              <div className="bf-loyalty-fill" style={progressFill(toNext)} />
            </div>
            <p className="bf-loyalty-meta">
              {t('office_loyalty_points_of', {
                points: formatNumber(data.earnedPoints, lang),
                needed: formatNumber(data.nextLevel.minPoints, lang),
                level: t(`office_loyalty_level_${data.nextLevel.code}`),
              })}
            </p>
          </>
        )}
      </div>

      <h3>{t('office_loyalty_this_week')}</h3>
      {data.thisWeek.length === 0 ? (
        <p className="bf-muted" data-testid="cashback-week-none">
          {t('office_loyalty_no_loss')}
        </p>
      ) : (
        <ul className="bf-loyalty-list" data-testid="cashback-week">
          {data.thisWeek.map((w) => (
            <li key={w.currencyIso} className="bf-loyalty-card">
              <div className="bf-loyalty-head">
                <span className="bf-grow">{t('office_loyalty_loss', { amount: money(w.loss, w.currencyIso) })}</span>
                <strong>{t('office_loyalty_cashback_now', { amount: money(w.cashback, w.currencyIso) })}</strong>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="bf-loyalty-meta" data-testid="cashback-next-payout">
        {t('office_loyalty_next_payout', { date: date(data.week.nextPayout) })}
      </p>

      <h3>{t('office_loyalty_levels')}</h3>
      <ul className="bf-loyalty-list" data-testid="cashback-levels">
        {data.levels.map((l) => (
          <li
            key={l.code}
            className="bf-loyalty-card"
            aria-current={l.code === data.level ? 'true' : undefined}
            data-level={l.code}
          >
            <div className="bf-loyalty-head">
              <strong className="bf-grow">{t(`office_loyalty_level_${l.code}`)}</strong>
              <span>{t('office_loyalty_percent', { percent: formatNumber(l.percent, lang) })}</span>
            </div>
            <p className="bf-loyalty-meta">
              {t('office_loyalty_level_terms', {
                points: formatNumber(l.minPoints, lang),
                min: money(l.minLoss),
                cap: money(l.cap),
              })}{' '}
              · {t(`office_loyalty_paid_as_${l.payAs}`)}
            </p>
          </li>
        ))}
      </ul>

      <h3>{t('office_loyalty_cashback_history')}</h3>
      {data.history.length === 0 ? (
        <EmptyState title={t('office_loyalty_cashback_none')} icon="info" />
      ) : (
        <ul className="bf-loyalty-list" data-testid="cashback-history">
          {data.history.map((p) => (
            <li key={`${p.weekStart}-${p.currencyIso}`} className="bf-loyalty-card" data-testid="cashback-paid">
              <div className="bf-loyalty-head">
                <span className="bf-grow">{t('office_loyalty_week_of', { date: date(p.weekStart) })}</span>
                <strong>{money(p.amount, p.currencyIso)}</strong>
              </div>
              <p className="bf-loyalty-meta">
                {t('office_loyalty_loss', { amount: money(p.loss, p.currencyIso) })} ·{' '}
                {t(`office_loyalty_level_${p.level}`)} · {t(`office_loyalty_paid_as_${p.paidAs}`)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
