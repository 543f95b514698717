/**
 * Withdrawal (deduce: held until the operator decides), the payment history, and the movements of virtual
 * (points, bonus) accounts when the player has one. Deposits have their own screen (deposit/deposit-screen.tsx).
 */
import { formatDate, formatMoney, formatNumber } from '@betframe/sdk/format';
import { type FormEvent, useEffect, useState } from 'react';
import type { AppT } from '../runtime';
import { Field, inputProps } from '../runtime/accounts/form-parts';
import { Button } from '../runtime/ui/button';
import type { OfficeClient, PaymentRecord, PlayerAccount, VirtualMovement } from './office-client';
import { Pager } from './pager';

const amountPattern = /^\d{1,8}([.,]\d{1,2})?$/;

export function MoneyForm({
  client,
  t,
  kind,
  account,
  onDone,
}: {
  client: OfficeClient;
  t: AppT;
  kind: 'deduce';
  account: PlayerAccount | undefined;
  onDone: () => void;
}) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const id = `bf-${kind}-amount`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    const value = amount.trim().replace(',', '.');
    if (!amountPattern.test(value) || Number(value) <= 0) {
      setError(t('office_amount_invalid'));
      return;
    }
    setError('');
    if (!account) return;
    const result = await client.deduce(value, account.id);
    if (!result.ok)
      return setError(
        result.code === 'insufficient_funds'
          ? t('office_insufficient_funds')
          : result.code === 'verification_required'
            ? t('error_verification_required')
            : result.message,
      );
    setAmount('');
    setStatus(t('office_withdrawal_pending'));
    onDone();
  };
  return (
    <form onSubmit={submit} noValidate data-testid={`office-${kind}`} aria-label={t(`office_${kind}`)}>
      <Field
        id={id}
        label={`${t('office_amount')} ${account ? `(${account.currencyIso})` : ''}`.trim()}
        error={error || undefined}
      >
        <input
          {...inputProps(id, error || undefined)}
          inputMode="decimal"
          value={amount}
          onInput={(e) => setAmount(e.currentTarget.value)}
        />
      </Field>
      <Button type="submit" variant="primary">
        {t(`office_${kind}`)}
      </Button>
      {status && (
        <p className="bf-ok" role="status">
          {status}
        </p>
      )}
    </form>
  );
}

export function PaymentHistory({
  client,
  t,
  lang,
  accounts,
  version,
}: {
  client: OfficeClient;
  t: AppT;
  lang: string;
  accounts: PlayerAccount[];
  version: number;
}) {
  const [items, setItems] = useState<PaymentRecord[] | null>(null);
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState(1);
  useEffect(() => {
    let live = true;
    void version;
    client.history(page).then((result) => {
      if (!live || !result.ok) return;
      setItems(result.data.items);
      setPages(Math.max(1, result.data.pages));
    });
    return () => {
      live = false;
    };
  }, [client, page, version]);
  const hasVirtual = accounts.some((a) => a.type !== 'money');
  if (!items) return <p className="bf-muted">{t('reg_loading')}</p>;
  if (items.length === 0)
    return (
      <>
        <p className="bf-muted" data-testid="payments-empty">
          {t('office_payments_empty')}
        </p>
        {hasVirtual && <VirtualHistory client={client} t={t} lang={lang} accounts={accounts} />}
      </>
    );
  const iso = (accountId: number) => accounts.find((a) => a.id === accountId)?.currencyIso ?? '';
  return (
    <div data-testid="office-payments">
      <table className="bf-table">
        <caption className="bf-muted">{t('office_payment_history')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('office_date')}</th>
            <th scope="col">{t('office_operation')}</th>
            <th scope="col">{t('office_amount')}</th>
            <th scope="col">{t('office_status')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-payment-id={item.id} data-status={item.status}>
              <td>{formatDate(new Date(item.createdAt), { locale: lang }, 'dateTime')}</td>
              <td>{t(`office_direction_${item.direction}`)}</td>
              <td>{formatMoney(item.amountMinor / 100, iso(item.accountId) || item.currencyId, lang)}</td>
              <td>{t(`office_status_${item.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={page} pages={pages} onPage={setPage} t={t} />
      {hasVirtual && <VirtualHistory client={client} t={t} lang={lang} accounts={accounts} />}
    </div>
  );
}

/** Movements of the player's virtual accounts (points, bonus): credits and debits, newest first, 50 a page. */
function VirtualHistory({
  client,
  t,
  lang,
  accounts,
}: {
  client: OfficeClient;
  t: AppT;
  lang: string;
  accounts: PlayerAccount[];
}) {
  const [items, setItems] = useState<VirtualMovement[] | null>(null);
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState(1);
  useEffect(() => {
    let live = true;
    client.virtualHistory(page).then((result) => {
      if (!live) return;
      setItems(result.ok ? result.data.items : []);
      setPages(result.ok ? Math.max(1, result.data.pages) : 1);
    });
    return () => {
      live = false;
    };
  }, [client, page]);
  if (!items || items.length === 0) return null;
  const name = (accountId: number) => accounts.find((a) => a.id === accountId)?.name ?? '';
  return (
    <div data-testid="office-virtual-history">
      <table className="bf-table">
        <caption className="bf-muted">{t('office_virtual_history')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('office_date')}</th>
            <th scope="col">{t('office_account')}</th>
            <th scope="col">{t('office_operation')}</th>
            <th scope="col">{t('office_amount')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-movement-id={item.id}>
              <td>{formatDate(new Date(item.createdAt), { locale: lang }, 'dateTime')}</td>
              <td>{name(item.accountId)}</td>
              <td>{t(item.amountMinor >= 0 ? 'office_movement_credit' : 'office_movement_debit')}</td>
              <td>{formatNumber(item.amount, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={page} pages={pages} onPage={setPage} t={t} />
    </div>
  );
}
