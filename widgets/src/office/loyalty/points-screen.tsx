/**
 * Loyalty points (SPEC §3 Account `points`, `isPointsTypeBalance`; §2 office "rewards"): the balance and what
 * earns points, the rewards they buy (a bonus offer each: its kind, amount and wagering, for its price in points),
 * an exchange confirmed in a dialog, and the points history. The server spends the points atomically and grants
 * the bonus; this screen reads and asks.
 */
import { formatDate, formatMoney, formatNumber } from '@betframe/sdk/format';
import type { RewardWire } from '@betframe/sdk/loyalty';
import { useMemo, useState } from 'react';
import type { AppT } from '../../runtime';
import { Button } from '../../runtime/ui/button';
import { Dialog } from '../../runtime/ui/dialog';
import { EmptyState, ErrorState, SkeletonList } from '../../runtime/ui/states';
import { kindKey } from '../bonuses/bonus-client';
import type { OfficeClient } from '../office-client';
import { refusal } from '../profile/form-status';
import { useOfficeLoad } from '../use-office-load';
import { loyaltyCalls } from './loyalty-client';
import { loyaltyStyle, progressFill } from './loyalty-styles';

interface Props {
  client: OfficeClient;
  t: AppT;
  lang: string;
  /** After an exchange: a bonus was credited. */
  onBalanceChange?: () => void;
}

export function PointsScreen({ client, t, lang, onBalanceChange }: Props) {
  const calls = useMemo(() => loyaltyCalls(client), [client]);
  const { data, failed, reload: load } = useOfficeLoad(() => calls.points(), [calls]);
  const [pending, setPending] = useState<RewardWire | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  const exchange = async () => {
    if (!pending) return;
    setBusy(true);
    const result = await calls.exchange(pending.id);
    setBusy(false);
    setPending(null);
    if (!result.ok) {
      const known = ['insufficient_points', 'bonus_active', 'not_grantable'].includes(result.code);
      return setStatus(known ? t(`office_loyalty_refused_${result.code}`) : refusal(t, result).message);
    }
    setStatus(t('office_loyalty_exchanged'));
    onBalanceChange?.();
    await load();
  };

  if (failed) return <ErrorState text={t('office_loyalty_load_failed')} onRetry={() => void load()} />;
  if (!data) return <SkeletonList rows={3} />;
  const date = (iso: string) => formatDate(new Date(iso), { locale: lang }, 'date');
  const count = (points: number) => formatNumber(points, lang);
  const what = (r: RewardWire) =>
    r.amount === null
      ? t(kindKey(r.kind))
      : t(r.wagerMultiple > 0 ? 'office_loyalty_reward' : 'office_loyalty_reward_plain', {
          kind: t(kindKey(r.kind)),
          amount: formatMoney(r.amount, r.currencyIso, lang),
          wager: r.wagerMultiple,
        });
  return (
    <section
      ref={loyaltyStyle}
      className="bf-loyalty"
      aria-label={t('office_screen_points')}
      data-testid="office-points"
    >
      <div className="bf-loyalty-card">
        <p className="bf-loyalty-meta">{t('office_loyalty_balance')}</p>
        <p className="bf-loyalty-big" data-testid="points-balance">
          {t('office_loyalty_points', { points: count(data.balance) })}
        </p>
        <p className="bf-loyalty-meta">
          {t('office_loyalty_rates', { sport: data.rates.sport, casino: data.rates.casino })}
        </p>
        <p>
          <a href={`/${lang}/promo-store`} data-testid="points-promo-store">
            {t('promo_store_office_link')}
          </a>
        </p>
      </div>

      <h3>{t('office_loyalty_rewards')}</h3>
      {data.rewards.length === 0 ? (
        <EmptyState title={t('office_loyalty_rewards_none')} icon="info" />
      ) : (
        <ul className="bf-loyalty-list" data-testid="points-rewards">
          {data.rewards.map((r) => (
            <li key={r.id} className="bf-loyalty-card" data-testid="points-reward" data-reward={r.code}>
              <div className="bf-loyalty-head">
                <strong className="bf-grow">{what(r)}</strong>
                <span>{t('office_loyalty_points', { points: count(r.cost) })}</span>
                <Button
                  size="sm"
                  variant="primary"
                  disabled={data.balance < r.cost}
                  onClick={() => setPending(r)}
                  data-testid="points-exchange"
                >
                  {t('office_loyalty_exchange')}
                </Button>
              </div>
              <div
                className="bf-loyalty-bar"
                role="progressbar"
                aria-label={t('office_loyalty_saved_for', { reward: what(r) })}
                aria-valuemin={0}
                aria-valuemax={r.cost}
                aria-valuenow={Math.min(data.balance, r.cost)}
              >
                <div className="bf-loyalty-fill" style={progressFill((data.balance * 100) / r.cost)} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {status && (
        <p className="bf-muted" role="status" data-testid="points-status">
          {status}
        </p>
      )}

      <h3>{t('office_loyalty_points_history')}</h3>
      {data.history.length === 0 ? (
        <p className="bf-muted">{t('office_loyalty_points_none')}</p>
      ) : (
        <ul className="bf-loyalty-list" data-testid="points-history">
          {data.history.map((h) => (
            <li key={h.id} className="bf-loyalty-card" data-kind={h.kind}>
              <div className="bf-loyalty-head">
                <span className="bf-grow">
                  {t(`office_loyalty_entry_${h.kind}`)} · {date(h.at)}
                </span>
                <strong>{h.points > 0 ? `+${count(h.points)}` : count(h.points)}</strong>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={t('office_loyalty_exchange_title')}
        testId="points-exchange-dialog"
      >
        {pending && (
          <div>
            <p>{t('office_loyalty_exchange_text', { points: count(pending.cost), reward: what(pending) })}</p>
            <div className="bf-row bf-wrap">
              <Button variant="primary" busy={busy} onClick={() => void exchange()} data-testid="points-exchange-yes">
                {t('office_loyalty_exchange_confirm')}
              </Button>
              <Button onClick={() => setPending(null)}>{t('office_loyalty_keep')}</Button>
            </div>
          </div>
        )}
      </Dialog>
    </section>
  );
}
