/**
 * The deposit screen (office `recharge`): the account to pay into (each currency with its configured base rate),
 * the method (card, e-wallet, bank transfer, crypto, cash terminal, as the site configuration offers them), preset
 * amounts, the method's minimum and maximum, and the fee and the sum to pay shown before the player goes on to
 * the provider's page. Coming back (`?payment=<id>`), the result screen shows how that deposit ended.
 */
import type { FirstDepositChoice, FirstDepositData } from '@betframe/sdk/bonuses';
import { formatDate, formatMoney, formatNumber } from '@betframe/sdk/format';
import {
  amountTextToMinor,
  minorToMajor,
  paymentFeeMinor,
  type RechargeData,
  type RechargeMethod,
} from '@betframe/sdk/payments';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import type { AppT } from '../../runtime';
import { flushBeforeLeaving, trackStep } from '../../runtime/analytics';
import { limitRefusalOf, limitRefusalText } from '../../runtime/limits/refusal';
import { Button } from '../../runtime/ui/button';
import { Chip, ChipRail } from '../../runtime/ui/chip';
import { RadioGroup } from '../../runtime/ui/choice';
import { TextField } from '../../runtime/ui/field';
import { Select } from '../../runtime/ui/select';
import { ErrorState, SkeletonList } from '../../runtime/ui/states';
import type { OfficeClient, PlayerAccount } from '../office-client';
import { bonusOffersOf, DepositBonusChoice, defaultBonusChoice } from './deposit-bonus';
import { depositCalls } from './deposit-client';
import { DepositResult } from './deposit-result';

const css = `
.bf-deposit { display: grid; gap: var(--bf-space-4, 16px); max-inline-size: 36rem; }
.bf-deposit-summary { display: grid; grid-template-columns: 1fr auto; gap: 4px 16px; margin: 0; }
.bf-deposit-summary dt { color: var(--bf-color-muted); }
.bf-deposit-summary dd { margin: 0; text-align: end; font-variant-numeric: tabular-nums; }
.bf-deposit-summary dd[data-total] { font-weight: 700; }
`;

/** The `payment` query parameter the provider's page sends the player back with. */
export function returnedPayment(search: string): number | undefined {
  const id = Number(new URLSearchParams(search).get('payment'));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** This page without the `payment` parameter (where the provider sends the player back). */
function returnPath(): string {
  const params = new URLSearchParams(window.location.search);
  params.delete('payment');
  const query = params.toString();
  return `${window.location.pathname}${query ? `?${query}` : ''}`;
}

export function DepositScreen({
  client,
  t,
  lang,
  accounts,
  onDone,
}: {
  client: OfficeClient;
  t: AppT;
  lang: string;
  accounts: PlayerAccount[];
  onDone: () => void;
}) {
  const calls = useMemo(() => depositCalls(client), [client]);
  const [result, setResult] = useState(() => returnedPayment(window.location.search));
  if (result !== undefined)
    return (
      <DepositResult
        calls={calls}
        t={t}
        lang={lang}
        paymentId={result}
        onDecided={onDone}
        onNew={() => {
          window.history.replaceState(window.history.state, '', returnPath());
          setResult(undefined);
        }}
      />
    );
  return <DepositForm client={client} t={t} lang={lang} accounts={accounts} />;
}

function DepositForm({
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
  const calls = useMemo(() => depositCalls(client), [client]);
  const money = accounts.filter((a) => a.type === 'money');
  const [accountId, setAccountId] = useState(() => (money.find((a) => a.isActive) ?? money[0])?.id);
  const [data, setData] = useState<RechargeData | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [methodId, setMethodId] = useState<string | undefined>();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [firstDeposit, setFirstDeposit] = useState<FirstDepositData | null>(null);
  const [bonusChoice, setBonusChoice] = useState<FirstDepositChoice | undefined>();

  useEffect(() => {
    let live = true;
    // The first-deposit offers: without an answer the form simply offers no bonus choice.
    calls.firstDeposit().then((answer) => {
      if (!live || !answer.ok) return;
      setFirstDeposit(answer.data);
      setBonusChoice(defaultBonusChoice(answer.data));
    });
    return () => {
      live = false;
    };
  }, [calls]);

  useEffect(() => {
    let live = true;
    setData(null);
    calls.data(accountId).then((answer) => {
      if (!live) return;
      if (!answer.ok) return setLoadFailed(true);
      setData(answer.data);
      setMethodId((current) =>
        answer.data.methods.some((m) => m.id === current) ? current : answer.data.methods[0]?.id,
      );
    });
    return () => {
      live = false;
    };
  }, [calls, accountId]);

  if (loadFailed) return <ErrorState title={t('office_deposit_unavailable')} />;
  if (!data) return <SkeletonList rows={4} />;
  if (data.methods.length === 0)
    return (
      <p className="bf-muted" data-testid="deposit-no-methods">
        {t('office_deposit_no_methods')}
      </p>
    );

  const digits = data.minorDigits;
  const show = (minor: number) => formatMoney(minorToMajor(minor, digits), data.currencyIso, lang);
  const method = data.methods.find((m) => m.id === methodId) ?? (data.methods[0] as RechargeMethod);
  const amountMinor = amountTextToMinor(amount, digits);
  const feeMinor = amountMinor && amountMinor > 0 ? paymentFeeMinor(amountMinor, method) : undefined;
  const methodName = (m: RechargeMethod) => m.name || t(`office_method_${m.kind}`);
  const limits = t('office_deposit_limits', { min: show(method.minMinor), max: show(method.maxMinor) });
  const rate = data.rates.find((r) => r.code === data.currencyIso);
  const bonusOffers = bonusOffersOf(firstDeposit);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (amountMinor === undefined || amountMinor <= 0) return setError(t('office_amount_invalid'));
    if (amountMinor < method.minMinor) return setError(t('office_deposit_below_min', { min: show(method.minMinor) }));
    if (amountMinor > method.maxMinor) return setError(t('office_deposit_above_max', { max: show(method.maxMinor) }));
    if (data.accountId === undefined) return;
    setError('');
    setBusy(true);
    const value = amount.trim().replace(',', '.');
    const answer = await calls.recharge({
      amount: value,
      accountId: data.accountId,
      method: method.id,
      returnUrl: returnPath(),
      bonusChoice: bonusOffers.length > 0 ? bonusChoice : undefined,
    });
    if (!answer.ok) {
      setBusy(false);
      // A deposit past a limit, or during a break or self-exclusion (CONTRACTS §7): the reason in words.
      const refusal = limitRefusalOf(answer);
      return setError(
        refusal
          ? limitRefusalText(t, refusal, {
              money: (v) => formatMoney(v, data.currencyIso, lang),
              date: (iso) => formatDate(new Date(iso), { locale: lang }, 'dateTime'),
            })
          : answer.code === 'amount_below_minimum'
            ? t('office_deposit_below_min', { min: show(method.minMinor) })
            : answer.code === 'amount_above_maximum'
              ? t('office_deposit_above_max', { max: show(method.maxMinor) })
              : answer.code === 'method_unavailable'
                ? t('office_deposit_method_unavailable')
                : answer.code === 'geo_restricted'
                  ? t('error_geo_restricted')
                  : answer.message,
      );
    }
    trackStep(client.origin, 'deposit', { f1: minorToMajor(amountMinor, digits), i1: data.accountId, s1: method.kind });
    await flushBeforeLeaving(client.origin);
    // The sandbox provider's pages belong to the sportsbook; the player comes back here with `?payment=<id>`.
    window.location.assign(new URL(answer.data.redirectUrl, client.origin).href);
  };

  return (
    <form
      className="bf-deposit"
      onSubmit={submit}
      noValidate
      data-testid="office-recharge"
      aria-label={t('office_recharge')}
      data-method={method.id}
    >
      <style>{css}</style>
      {money.length > 1 && (
        <Select
          id="bf-deposit-account"
          label={t('office_deposit_account')}
          options={money.map((a) => ({ value: String(a.id), label: a.currencyIso }))}
          value={accountId === undefined ? undefined : String(accountId)}
          onChange={(value) => setAccountId(Number(value))}
        />
      )}
      {rate && data.currencyIso !== data.baseCurrency && (
        <p className="bf-muted" data-testid="deposit-rate">
          {t('office_deposit_rate', {
            code: data.currencyIso,
            rate: formatNumber(rate.baseRate, lang),
            base: data.baseCurrency,
          })}
        </p>
      )}
      <RadioGroup
        legend={t('office_deposit_method')}
        name="bf-deposit-method"
        options={data.methods.map((m) => ({ value: m.id, label: methodName(m) }))}
        value={method.id}
        onChange={(id) => {
          setMethodId(id);
          setError('');
        }}
      />
      {bonusOffers.length > 0 && (
        <DepositBonusChoice
          t={t}
          lang={lang}
          offers={bonusOffers}
          money={{ currencyIso: data.currencyIso, minorDigits: digits }}
          value={bonusChoice}
          onChange={setBonusChoice}
        />
      )}
      <ChipRail label={t('office_deposit_presets')}>
        {data.presets.map((preset) => (
          <Chip
            key={preset}
            selected={amountMinor === amountTextToMinor(String(preset), digits)}
            onClick={() => {
              setAmount(String(preset));
              setError('');
            }}
            data={{ 'data-preset': preset }}
          >
            {formatMoney(preset, data.currencyIso, lang)}
          </Chip>
        ))}
      </ChipRail>
      <TextField
        id="bf-recharge-amount"
        label={`${t('office_amount')} (${data.currencyIso})`}
        value={amount}
        onValue={(value) => {
          setAmount(value);
          setError('');
        }}
        inputMode="decimal"
        hint={limits}
        {...(error ? { error } : {})}
      />
      <dl className="bf-deposit-summary" data-testid="deposit-summary" aria-live="polite">
        <dt>{t('office_deposit_fee')}</dt>
        <dd data-fee={feeMinor ?? ''}>
          {feeMinor === undefined ? '—' : feeMinor === 0 ? t('office_deposit_fee_free') : show(feeMinor)}
        </dd>
        <dt>{t('office_deposit_total')}</dt>
        <dd data-total={feeMinor === undefined || amountMinor === undefined ? '' : amountMinor + feeMinor}>
          {feeMinor === undefined || amountMinor === undefined ? '—' : show(amountMinor + feeMinor)}
        </dd>
        <dt>{t('office_deposit_credited')}</dt>
        <dd>{amountMinor && amountMinor > 0 ? show(amountMinor) : '—'}</dd>
      </dl>
      <Button type="submit" variant="primary" disabled={busy}>
        {t('office_deposit_continue')}
      </Button>
    </form>
  );
}
