/**
 * Payment requests (SPEC §2 office): the player's pending withdrawals, each with a cancel button. Cancelling
 * returns the held amount to the account (the server does it once however often the button is pressed).
 */
import { formatDate, formatMoney } from '@betframe/sdk/format';
import { useEffect, useState } from 'react';
import type { AppT } from '../runtime';
import type { OfficeClient, PaymentRecord, PlayerAccount } from './office-client';

export function PaymentRequests({
  client,
  t,
  lang,
  accounts,
  onAccounts,
}: {
  client: OfficeClient;
  t: AppT;
  lang: string;
  accounts: PlayerAccount[];
  onAccounts: (accounts: PlayerAccount[]) => void;
}) {
  const [items, setItems] = useState<PaymentRecord[] | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState('');

  useEffect(() => {
    let live = true;
    client.requests().then((result) => {
      if (live) setItems(result.ok ? result.data.items : []);
    });
    return () => {
      live = false;
    };
  }, [client]);

  const cancel = async (id: number) => {
    setBusy(id);
    const result = await client.cancelRequest(id);
    setBusy(null);
    if (result.ok) {
      setItems(result.data.requests.items);
      onAccounts(result.data.accounts);
      setMessage(t('office_request_cancelled'));
      return;
    }
    setMessage(result.code === 'already_decided' ? t('office_request_already_decided') : result.message);
    const fresh = await client.requests();
    if (fresh.ok) setItems(fresh.data.items);
  };

  const iso = (accountId: number) => accounts.find((a) => a.id === accountId)?.currencyIso ?? '';
  return (
    <div data-testid="office-requests">
      {message && (
        <p role="status" className="bf-muted">
          {message}
        </p>
      )}
      {!items ? (
        <p className="bf-muted">{t('reg_loading')}</p>
      ) : items.length === 0 ? (
        <p className="bf-muted" data-testid="requests-empty">
          {t('office_requests_empty')}
        </p>
      ) : (
        <table className="bf-table">
          <caption className="bf-muted">{t('office_screen_requests')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('office_date')}</th>
              <th scope="col">{t('office_amount')}</th>
              <th scope="col">{t('office_status')}</th>
              <th scope="col">
                <span className="bf-visually-hidden">{t('office_request_cancel')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => {
              const amount = formatMoney(item.amountMinor / 100, iso(item.accountId) || item.currencyId, lang);
              return (
                <tr key={item.id} data-payment-id={item.id} data-status={item.status}>
                  <td>{formatDate(new Date(item.createdAt), { locale: lang }, 'dateTime')}</td>
                  <td>{amount}</td>
                  <td>{t(`office_status_${item.status}`)}</td>
                  <td>
                    <button
                      type="button"
                      className="bf-button"
                      disabled={busy === item.id}
                      aria-label={`${t('office_request_cancel')} ${amount}`}
                      onClick={() => cancel(item.id)}
                      data-testid="request-cancel"
                    >
                      {t('office_request_cancel')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
