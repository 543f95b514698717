/**
 * How a deposit ended, when the provider's page sends the player back (`?payment=<id>`): credited, declined, or
 * still on its way — a crypto payment's confirmations, the bank transfer's reference, the terminal's voucher —
 * asked again every few seconds until it is decided.
 */
import { formatMoney } from '@betframe/sdk/format';
import { minorToMajor, type PaymentStatusData } from '@betframe/sdk/payments';
import { useEffect, useRef, useState } from 'react';
import type { AppT } from '../../runtime';
import { Button } from '../../runtime/ui/button';
import { Icon } from '../../runtime/ui/icon';
import { ErrorState, SkeletonList } from '../../runtime/ui/states';
import type { DepositCalls } from './deposit-client';

/** How often a pending deposit is asked about (a crypto block is a minute of the app clock). */
export const depositPollMs = 3_000;

function pendingText(t: AppT, status: PaymentStatusData): string {
  if (status.kind === 'crypto')
    return t('office_deposit_pending_crypto', {
      count: status.confirmations ?? 0,
      required: status.confirmationsRequired ?? 1,
    });
  if (status.kind === 'bank') return t('office_deposit_pending_bank', { reference: status.reference ?? '' });
  if (status.kind === 'terminal') return t('office_deposit_pending_terminal', { reference: status.reference ?? '' });
  return t('office_deposit_pending');
}

export function DepositResult({
  calls,
  t,
  lang,
  paymentId,
  onDecided,
  onNew,
}: {
  calls: DepositCalls;
  t: AppT;
  lang: string;
  paymentId: number;
  onDecided: () => void;
  onNew: () => void;
}) {
  const [status, setStatus] = useState<PaymentStatusData | null>(null);
  const [failed, setFailed] = useState(false);
  const decided = useRef(onDecided);
  decided.current = onDecided;

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      const answer = await calls.status(paymentId);
      if (!live) return;
      if (!answer.ok) return setFailed(true);
      setStatus(answer.data);
      if (answer.data.status === 'pending') timer = setTimeout(ask, depositPollMs);
      else if (answer.data.status === 'approved') decided.current();
    };
    void ask();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [calls, paymentId]);

  if (failed) return <ErrorState title={t('office_deposit_unavailable')} />;
  if (!status) return <SkeletonList rows={2} />;
  const amount = formatMoney(minorToMajor(status.amountMinor, status.minorDigits), status.currencyIso, lang);
  const [title, text, icon, tone] =
    status.status === 'approved'
      ? [t('office_deposit_success_title'), t('office_deposit_success', { amount }), 'check', 'positive']
      : status.status === 'pending'
        ? [t('office_deposit_pending_title'), pendingText(t, status), 'clock', 'neutral']
        : [t('office_deposit_failure_title'), t('office_deposit_failure'), 'alert', 'negative'];
  return (
    <section
      className="bf-deposit-result"
      data-testid="deposit-result"
      data-status={status.status}
      aria-labelledby="bf-deposit-result-title"
    >
      <h2 id="bf-deposit-result-title" className="bf-row" data-tone={tone}>
        <Icon name={icon as 'check'} />
        {title}
      </h2>
      {/* Pending text changes as confirmations come in: read out politely. */}
      <p role="status" aria-live="polite" data-confirmations={status.confirmations ?? ''}>
        {text}
      </p>
      {status.bonusChoice && status.status !== 'declined' && status.status !== 'cancelled' && (
        <p data-testid="deposit-result-bonus" data-choice={status.bonusChoice}>
          {t('office_deposit_bonus_chosen', {
            name: t(status.bonusChoice === '1st' ? 'office_deposit_bonus_sport' : 'office_deposit_bonus_casino'),
          })}
        </p>
      )}
      <p className="bf-muted">
        {t('office_deposit_amount_line', { amount, method: t(`office_method_${status.kind}`) })}
      </p>
      <Button variant={status.status === 'pending' ? 'secondary' : 'primary'} onClick={onNew} data-testid="deposit-new">
        {t('office_deposit_new')}
      </Button>
    </section>
  );
}
