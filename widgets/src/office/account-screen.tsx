/**
 * Balances per currency account, the active account, opening an account in another currency, and deleting one
 * (only an empty, inactive money account; the server also refuses one with a pending withdrawal or open bets).
 */
import type { WidgetConfig } from '@betframe/sdk/config';
import { formatMoney } from '@betframe/sdk/format';
import { useState } from 'react';
import type { AppT } from '../runtime';
import { Select } from '../runtime/ui/select';
import type { OfficeClient, PlayerAccount } from './office-client';

export function AccountScreen({
  client,
  t,
  config,
  lang,
  accounts,
  onAccounts,
}: {
  client: OfficeClient;
  t: AppT;
  config: WidgetConfig;
  lang: string;
  accounts: PlayerAccount[];
  onAccounts: (accounts: PlayerAccount[]) => void;
}) {
  const open = new Set(accounts.map((a) => a.currencyId));
  const available = config.currencies.filter((c) => !c.hide && !open.has(c.id));
  const [currency, setCurrency] = useState('');
  const [message, setMessage] = useState('');
  const chosen = currency || String(available[0]?.id ?? '');

  const setActive = async (id: number) => {
    const result = await client.setActive(id);
    if (result.ok) onAccounts(result.data.accounts);
    else setMessage(result.message);
  };
  const remove = async (account: PlayerAccount) => {
    const result = await client.deleteCurrency(account.id);
    if (result.ok) {
      onAccounts(result.data.accounts);
      setMessage(t('office_account_deleted'));
    } else
      setMessage(
        ['account_active', 'account_not_empty', 'account_in_use'].includes(result.code)
          ? t(`office_delete_refused_${result.code}`)
          : result.message,
      );
  };
  const create = async () => {
    if (!chosen) return;
    const result = await client.createCurrency(Number(chosen));
    if (result.ok) {
      onAccounts(result.data.accounts);
      setCurrency('');
      setMessage(t('office_account_created'));
    } else setMessage(result.message);
  };

  return (
    <div data-testid="office-accounts">
      <table className="bf-table">
        <caption className="bf-muted">{t('office_accounts')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('office_currency')}</th>
            <th scope="col">{t('office_balance')}</th>
            <th scope="col">{t('office_active')}</th>
            <th scope="col">
              <span className="bf-visually-hidden">{t('office_delete_account')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.id} data-account-id={account.id} data-currency={account.currencyIso}>
              <td>{account.isBonusAccount ? `${account.name}` : account.currencyIso}</td>
              <td data-testid="account-balance">{formatMoney(account.money, account.currencyIso, lang)}</td>
              <td>
                {account.isActive ? (
                  <span aria-current="true">{t('office_active_account')}</span>
                ) : (
                  <button type="button" className="bf-button" onClick={() => setActive(account.id)}>
                    {t('office_make_active')}
                  </button>
                )}
              </td>
              <td>
                {account.type === 'money' && !account.isActive && account.moneyMinor === 0 && (
                  <button
                    type="button"
                    className="bf-button"
                    aria-label={`${t('office_delete_account')} ${account.currencyIso}`}
                    onClick={() => remove(account)}
                    data-testid="account-delete"
                  >
                    {t('office_delete_account')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {available.length > 0 && (
        <div className="bf-row bf-wrap">
          <Select
            id="bf-new-currency"
            label={t('office_new_account')}
            options={available.map((c) => ({ value: String(c.id), label: `${c.code} — ${c.name}` }))}
            value={String(chosen)}
            onChange={setCurrency}
          />
          <button type="button" className="bf-button" onClick={create}>
            {t('office_open_account')}
          </button>
        </div>
      )}
      {message && (
        <p role="status" className="bf-muted">
          {message}
        </p>
      )}
    </div>
  );
}
