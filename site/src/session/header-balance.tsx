/**
 * The header's balance and account switcher: the player's currency accounts (`GET /web-api/account/balance`),
 * the active one shown with its balance, another picked with `POST /web-api/account/set-active`. It refreshes
 * when a widget reports a `balance` event (a bet placed, a deposit seen in the office) and, while a player is
 * signed in, on every balance the player's push stream sends (a settlement, a cash-out). When the configuration
 * says so (`show_bonus_in_header`, SPEC §9, default on) it shows beside the balance the active bonus's money and
 * the loyalty points (the accounts' bonus account and `points`), each a link to its office screen — from the tablet
 * width up (the phone's compact header keeps the balance and the deposit only).
 */
import { subscribeBets } from '@betframe/sdk/feed';
import { formatMoney, formatNumber } from '@betframe/sdk/format';
import type { BetframeApi } from '@betframe/sdk/loader';
import { useCallback, useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { Select } from '../../../widgets/src/runtime/ui/select';
import { siteHttp, streamToken } from '../http/site-http';
import type { SiteLanguage } from '../routing/normalize-path';
import { pathOf } from '../routing/routes';
import type { SiteT } from '../texts/site-texts';

const accountSchema = z.object({
  id: z.int(),
  money: z.number(),
  /** `money` in minor units, exact: what the header says in a machine-readable form (`data-amount-minor`). */
  moneyMinor: z.int(),
  currencyIso: z.string(),
  isActive: z.boolean(),
  isBonusAccount: z.boolean(),
  isPointsTypeBalance: z.optional(z.boolean()),
  /** On a money account: the player's loyalty points. */
  points: z.optional(z.number()),
});
export type HeaderAccount = z.infer<typeof accountSchema>;
const accountsBody = z.object({ data: z.object({ accounts: z.array(accountSchema) }) });

/** The accounts the call answers with, or null when it failed (the header then keeps what it shows). */
async function call(path: string, params?: { account_id: number }): Promise<HeaderAccount[] | null> {
  const result = await siteHttp.request({
    path,
    schema: accountsBody,
    ...(params ? { method: 'POST' as const, params } : {}),
  });
  return result.error ? null : result.data.data.accounts;
}

export function HeaderBalance({
  t,
  lang,
  api,
  showBonus = true,
}: {
  t: SiteT;
  lang: SiteLanguage;
  api: BetframeApi;
  /** `show_bonus_in_header`: the active bonus and the points beside the balance. */
  showBonus?: boolean;
}) {
  const [accounts, setAccounts] = useState<HeaderAccount[] | null>(null);
  const load = useCallback(() => {
    void call('/web-api/account/balance').then((next) => next && setAccounts(next));
  }, []);
  useEffect(() => {
    load();
    return api.on('balance', load);
  }, [api, load]);
  const signedIn = accounts !== null && accounts.length > 0;
  useEffect(() => {
    if (!signedIn) return;
    const token = streamToken();
    return subscribeBets({
      lng: lang,
      ...(token ? { token } : {}),
      onEvent: (event) => event.type === 'balance' && load(),
    });
  }, [signedIn, lang, load]);
  if (!accounts || accounts.length === 0) return null;
  const money = accounts.filter((a) => !a.isBonusAccount && !a.isPointsTypeBalance);
  const active = money.find((a) => a.isActive) ?? money[0];
  if (!active) return null;
  const bonus = showBonus
    ? accounts.find((a) => a.isBonusAccount && a.currencyIso === active.currencyIso && a.money > 0)
    : undefined;
  const points = showBonus ? (active.points ?? 0) : 0;
  const pick = async (id: number) => {
    const next = await call('/web-api/account/set-active', { account_id: id });
    if (next) setAccounts(next);
  };
  // The bonus and the points sit beside the balance, not in it: what `header-balance` says is the balance alone,
  // its text formatted for the page's language and its `data-amount-minor` the exact amount (as the office's).
  return (
    <>
      <div className="site-balance" data-testid="header-balance" data-amount-minor={active.moneyMinor}>
        {money.length > 1 ? (
          <Select
            id="site-account-switch"
            label={t('site_account_switch')}
            hideLabel
            options={money.map((account) => ({
              value: String(account.id),
              label: formatMoney(account.money, account.currencyIso, lang),
            }))}
            value={String(active.id)}
            onChange={(id) => void pick(Number(id))}
          />
        ) : (
          <span>{formatMoney(active.money, active.currencyIso, lang)}</span>
        )}
      </div>
      {bonus && (
        <a className="site-header-bonus" href={pathOf('officeBonuses', lang)} data-testid="header-bonus">
          {t('site_header_bonus', { amount: formatMoney(bonus.money, bonus.currencyIso, lang) })}
        </a>
      )}
      {points > 0 && (
        <a className="site-header-bonus" href={pathOf('officePoints', lang)} data-testid="header-points">
          {t('site_header_points', { points: formatNumber(points, lang) })}
        </a>
      )}
    </>
  );
}
