/**
 * The player's bonuses (SPEC §2 office "bonuses — deposit and wager"): each active bonus with its wagering progress
 * (wagered of required, percent, expiry), refusal after a confirmation that the bonus money is forfeited, and the
 * history of completed and forfeited bonuses. The server does the wagering; this screen only reads and refuses.
 */
import type { PlayerBonusWire } from '@betframe/sdk/bonuses';
import { formatDate, formatMoney } from '@betframe/sdk/format';
import { useMemo, useState } from 'react';
import type { AppT } from '../../runtime';
import { Button } from '../../runtime/ui/button';
import { Dialog } from '../../runtime/ui/dialog';
import { EmptyState, ErrorState, SkeletonList } from '../../runtime/ui/states';
import type { OfficeClient } from '../office-client';
import { refusal } from '../profile/form-status';
import { useOfficeLoad } from '../use-office-load';
import { bonusCalls, kindKey } from './bonus-client';
import { bonusStyle } from './bonus-styles';
import { paidOf, SettledProgress } from './settled-progress';

interface Props {
  client: OfficeClient;
  t: AppT;
  lang: string;
  /** After a refusal: the balances changed. */
  onBalanceChange?: () => void;
}

export function BonusesScreen({ client, t, lang, onBalanceChange }: Props) {
  const calls = useMemo(() => bonusCalls(client), [client]);
  const { data, setData, failed, reload: load } = useOfficeLoad(() => calls.list(), [calls]);
  const [pending, setPending] = useState<PlayerBonusWire | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  const money = (bonus: PlayerBonusWire, amount: number) => formatMoney(amount, bonus.currencyIso, lang);
  const date = (iso: string) => formatDate(new Date(iso), { locale: lang }, 'date');
  const refuse = async () => {
    if (!pending) return;
    setBusy(true);
    const result = await calls.refuse(pending.id);
    setBusy(false);
    setPending(null);
    if (!result.ok) return setStatus(refusal(t, result).message);
    setData(result.data);
    setStatus(t('office_bonus_refused'));
    onBalanceChange?.();
  };

  if (failed) return <ErrorState text={t('office_bonus_load_failed')} onRetry={() => void load()} />;
  if (!data) return <SkeletonList rows={3} />;
  return (
    <section
      ref={bonusStyle}
      className="bf-bonuses"
      aria-label={t('office_screen_bonuses')}
      data-testid="office-bonuses"
    >
      <h3>{t('office_bonus_active')}</h3>
      {data.active.length === 0 ? (
        <EmptyState title={t('office_bonus_none')} icon="info" />
      ) : (
        <ul className="bf-bonus-list" data-testid="bonus-active">
          {data.active.map((bonus) => (
            <li key={bonus.id} className="bf-bonus-card" data-testid="bonus-card" data-bonus={bonus.id}>
              <div className="bf-bonus-head">
                <strong className="bf-grow">{t(kindKey(bonus.type))}</strong>
                {!bonus.coverage && !bonus.pool && <span data-testid="bonus-money">{money(bonus, bonus.money)}</span>}
                <Button size="sm" variant="ghost" onClick={() => setPending(bonus)} data-testid="bonus-refuse">
                  {t('office_bonus_refuse')}
                </Button>
              </div>
              {bonus.coverage || bonus.pool ? (
                // Lost first bet, first bets cashback, distribution of profits: counted and paid by the server.
                <SettledProgress bonus={bonus} t={t} money={(amount) => money(bonus, amount)} date={date} />
              ) : bonus.mechanic !== undefined && bonus.mechanic !== 'wagering' ? (
                // A freebet, insurance or boost is not wagered: it is chosen in the bet slip (docs/bonuses.md).
                <p className="bf-bonus-meta" data-testid="bonus-use-in-slip">
                  {t('office_bonus_use_in_slip')}
                </p>
              ) : (
                <>
                  <div
                    className="bf-bonus-bar"
                    role="progressbar"
                    aria-label={t('office_bonus_wagering')}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={bonus.percent}
                    aria-valuetext={t('office_bonus_progress', {
                      current: money(bonus, bonus.current),
                      required: money(bonus, bonus.required),
                      percent: bonus.percent,
                    })}
                    data-testid="bonus-progress"
                  >
                    <div
                      className="bf-bonus-fill"
                      style={{ inlineSize: `${Math.min(100, Math.max(0, bonus.percent))}%` }}
                    />
                  </div>
                  <p className="bf-bonus-meta" data-testid="bonus-progress-text">
                    {t('office_bonus_progress', {
                      current: money(bonus, bonus.current),
                      required: money(bonus, bonus.required),
                      percent: bonus.percent,
                    })}
                  </p>
                </>
              )}
              <p className="bf-bonus-meta" data-testid="bonus-expiry">
                {t('office_bonus_expires', { date: date(bonus.expirationDate) })}
                {bonus.maxStake !== null &&
                  ` · ${t('office_bonus_max_stake', { amount: money(bonus, bonus.maxStake) })}`}
              </p>
            </li>
          ))}
        </ul>
      )}
      {status && (
        <p className="bf-muted" role="status" data-testid="bonus-status">
          {status}
        </p>
      )}
      <h3>{t('office_bonus_history')}</h3>
      {data.history.length === 0 ? (
        <p className="bf-muted">{t('office_bonus_history_none')}</p>
      ) : (
        <ul className="bf-bonus-list" data-testid="bonus-history">
          {data.history.map((bonus) => (
            <li key={bonus.id} className="bf-bonus-card" data-status={bonus.status}>
              <div className="bf-bonus-head">
                <strong className="bf-grow">{t(kindKey(bonus.type))}</strong>
                <span data-testid="bonus-history-amount">
                  {paidOf(bonus) !== undefined
                    ? t('office_bonus_paid', { amount: money(bonus, paidOf(bonus) ?? 0) })
                    : money(bonus, bonus.amount)}
                </span>
              </div>
              <p className="bf-bonus-meta">
                {t(`office_bonus_closed_${bonus.closedReason ?? bonus.status}`)} · {date(bonus.end)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={t('office_bonus_refuse_title')}
        testId="bonus-refuse-dialog"
      >
        {pending && (
          <div data-testid="bonus-refuse-confirm">
            <p>{t('office_bonus_refuse_text', { amount: money(pending, pending.money) })}</p>
            <div className="bf-row bf-wrap">
              <Button variant="danger" busy={busy} onClick={() => void refuse()} data-testid="bonus-refuse-yes">
                {t('office_bonus_refuse_confirm')}
              </Button>
              <Button onClick={() => setPending(null)} data-testid="bonus-refuse-no">
                {t('office_bonus_keep')}
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </section>
  );
}
