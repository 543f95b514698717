/**
 * The office's responsible-gambling screen (CONTRACTS §7): the player's limits with used/remaining bars and
 * their pending changes (time and cancel), a form to set one, reality checks, then the protection forms (break,
 * self-exclusion, closing the account) and the self-assessment test. Lower limits apply at once; raises and
 * removals wait 24 hours, as the server decides — this screen only shows what it answers.
 */
import { formatDate, formatMoney } from '@betframe/sdk/format';
import {
  type Limit,
  type LimitPeriod,
  type LimitType,
  limitPeriods,
  limitTypes,
  type Protection,
  realityCheckMinutes,
} from '@betframe/sdk/limits';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AppT } from '../runtime';
import { createLimitsClient, type LimitsClient } from '../runtime/limits/limits-client';
import { Button } from '../runtime/ui/button';
import { NumberField } from '../runtime/ui/field';
import { Select } from '../runtime/ui/select';
import { SkeletonList } from '../runtime/ui/states';
import { limitsStyles } from './limits-styles';
import { ProtectionForms } from './protection-forms';
import { SelfAssessment } from './self-assessment';

export interface Format {
  t: AppT;
  lang: string;
  date: (iso: string) => string;
}

function amountText(f: Format, limit: Pick<Limit, 'type' | 'currency'>, amount: number) {
  return limit.type === 'session'
    ? f.t('limits.minutes_value', { n: amount })
    : formatMoney(amount, limit.currency ?? 'RUB', f.lang);
}

function LimitCard({
  client,
  limit,
  f,
  onChange,
}: {
  client: LimitsClient;
  limit: Limit;
  f: Format;
  onChange: (run: Promise<unknown>) => void;
}) {
  const { t } = f;
  const title = `${t(`limits.type_${limit.type}`)} · ${t(`limits.period_${limit.period}`)}`;
  return (
    <li className="bf-limit" data-testid="limit" data-type={limit.type} data-period={limit.period}>
      <strong>{title}</strong>
      <meter
        className="bf-limit-bar"
        aria-label={title}
        min={0}
        max={limit.amount}
        low={limit.amount * 0.8}
        high={limit.amount * 0.99}
        optimum={0}
        value={Math.min(limit.used, limit.amount)}
      />
      <span>
        {t('limits.used', { used: amountText(f, limit, limit.used), amount: amountText(f, limit, limit.amount) })}
      </span>
      <span className="bf-muted">{t('limits.resets', { date: f.date(limit.resetsAt) })}</span>
      {limit.pending ? (
        <p className="bf-row bf-wrap" data-testid="limit-pending">
          <span className="bf-grow">
            {limit.pending.amount === null
              ? t('limits.pending_removal', { date: f.date(limit.pending.effectiveAt) })
              : t('limits.pending', {
                  amount: amountText(f, limit, limit.pending.amount),
                  date: f.date(limit.pending.effectiveAt),
                })}
          </span>
          {/* Asking for the amount in force again cancels the change (docs/responsible-gambling.md). */}
          <Button size="sm" onClick={() => onChange(client.set(limit.type, limit.period, limit.amount))}>
            {t('limits.cancel_pending')}
          </Button>
        </p>
      ) : (
        <div>
          <Button size="sm" variant="ghost" onClick={() => onChange(client.remove(limit.id))}>
            {t('limits.remove')}
          </Button>
        </div>
      )}
    </li>
  );
}

function SetLimitForm({
  client,
  f,
  onChange,
}: {
  client: LimitsClient;
  f: Format;
  onChange: (run: Promise<unknown>) => void;
}) {
  const { t } = f;
  const [type, setType] = useState<LimitType>('deposit');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const value = Number(amount.replace(',', '.'));
  return (
    <form
      className="bf-limit-form"
      data-testid="limit-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (value > 0) onChange(client.set(type, period, value));
      }}
    >
      <Select
        label={t('limits.type_label')}
        options={limitTypes.map((v) => ({ value: v, label: t(`limits.type_${v}`) }))}
        value={type}
        onChange={setType}
        name="limit-type"
      />
      <Select
        label={t('limits.period_label')}
        options={limitPeriods.map((v) => ({ value: v, label: t(`limits.period_${v}`) }))}
        value={period}
        onChange={setPeriod}
        name="limit-period"
      />
      <NumberField
        label={type === 'session' ? t('limits.minutes') : t('limits.amount')}
        value={amount}
        onValue={setAmount}
        min={0}
        name="limit-amount"
      />
      <Button type="submit" variant="primary" disabled={!(value > 0)} data-testid="limit-set">
        {t('limits.set')}
      </Button>
    </form>
  );
}

function RealityChecks({
  client,
  f,
  protection,
  onChange,
}: {
  client: LimitsClient;
  f: Format;
  protection: Protection;
  onChange: (run: Promise<unknown>) => void;
}) {
  const { t } = f;
  const [minutes, setMinutes] = useState(String(protection.realityCheckMinutes ?? 60));
  const value = Number(minutes);
  const valid = Number.isInteger(value) && value >= realityCheckMinutes.min && value <= realityCheckMinutes.max;
  return (
    <section data-testid="reality-settings">
      <h3>{t('limits.reality_title')}</h3>
      <p className="bf-muted">{t('limits.reality_hint')}</p>
      {protection.realityCheckMinutes ? (
        <p>{t('limits.reality_current', { n: protection.realityCheckMinutes })}</p>
      ) : null}
      <div className="bf-limit-form">
        <NumberField
          label={t('limits.reality_interval')}
          value={minutes}
          onValue={setMinutes}
          min={realityCheckMinutes.min}
          max={realityCheckMinutes.max}
          step={5}
          name="reality-minutes"
        />
        <Button
          variant="primary"
          disabled={!valid}
          onClick={() => onChange(client.action({ action: 'reality-check', duration: value }))}
          data-testid="reality-save"
        >
          {t('limits.reality_save')}
        </Button>
        {protection.realityCheckMinutes ? (
          <Button onClick={() => onChange(client.action({ action: 'reality-check', duration: 0 }))}>
            {t('limits.reality_off')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

export function LimitsScreen({
  origin,
  token,
  lang,
  t,
}: {
  origin: string;
  token: string | undefined;
  lang: string;
  t: AppT;
}) {
  const client = useMemo(() => createLimitsClient(origin, () => token, lang), [origin, token, lang]);
  const [limits, setLimits] = useState<Limit[] | null>(null);
  const [protection, setProtection] = useState<Protection | null>(null);
  const [message, setMessage] = useState('');
  const [version, setVersion] = useState(0);
  const f: Format = useMemo(
    () => ({ t, lang, date: (iso: string) => formatDate(new Date(iso), { locale: lang }, 'dateTime') }),
    [t, lang],
  );

  useEffect(() => {
    let live = true;
    void version;
    Promise.all([client.list(), client.status()]).then(([list, status]) => {
      if (!live) return;
      setLimits(list.ok ? list.data : []);
      if (status.ok) setProtection(status.data);
    });
    return () => {
      live = false;
    };
  }, [client, version]);

  const onChange = useCallback(
    (run: Promise<unknown>) => {
      void run.then((result) => {
        const r = result as { ok: boolean; message?: string };
        setMessage(r.ok ? t('limits.saved') : (r.message ?? ''));
        setVersion((v) => v + 1);
      });
    },
    [t],
  );

  if (!limits || !protection) return <SkeletonList rows={3} />;
  return (
    <div className="bf-limits" data-testid="office-limits">
      {/* The screen's own CSS comes with its chunk, not in every office's style sheet. */}
      <style>{limitsStyles}</style>
      <p className="bf-muted">{t('limits.intro')}</p>
      {message ? (
        <p role="status" data-testid="limits-message">
          {message}
        </p>
      ) : null}
      <section>
        <h3>{t('limits.title')}</h3>
        {limits.length === 0 ? (
          <p className="bf-muted">{t('limits.none')}</p>
        ) : (
          <ul className="bf-limits" style={{ padding: 0, listStyle: 'none', margin: 0 }}>
            {limits.map((limit) => (
              <LimitCard key={limit.id} client={client} limit={limit} f={f} onChange={onChange} />
            ))}
          </ul>
        )}
        <SetLimitForm client={client} f={f} onChange={onChange} />
      </section>
      <RealityChecks
        key={protection.realityCheckMinutes ?? 0}
        client={client}
        f={f}
        protection={protection}
        onChange={onChange}
      />
      <ProtectionForms client={client} f={f} protection={protection} onChange={onChange} />
      <SelfAssessment client={client} f={f} />
    </div>
  );
}
