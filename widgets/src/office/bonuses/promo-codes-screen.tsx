/**
 * Promo codes (SPEC §2 office settings "promo code check", "promo code history"): check a code (what it gives, or
 * why it cannot be used, in words), activate it (its bonus then appears on the bonuses screen), and the codes this
 * player activated. The server keeps the limits; nothing is decided here.
 */
import { type PromoCheckData, promoRefusals } from '@betframe/sdk/bonuses';
import { formatDate } from '@betframe/sdk/format';
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import type { AppT } from '../../runtime';
import { Button } from '../../runtime/ui/button';
import { TextField } from '../../runtime/ui/field';
import type { OfficeClient } from '../office-client';
import { refusal } from '../profile/form-status';
import { bonusCalls, kindKey } from './bonus-client';
import { bonusStyle } from './bonus-styles';

type History = { code: string; activatedAt: string; bonusId: number; kind: number }[];

/** A refused activation in words: the coded refusals the check also gives, else the office's general texts. */
function activationRefusal(t: AppT, failure: Parameters<typeof refusal>[1]): string {
  if (failure.code === 'not_found') return t('office_promo_refusal_unknown_code');
  if ((promoRefusals as readonly string[]).includes(failure.code)) return t(`office_promo_refusal_${failure.code}`);
  return refusal(t, failure).message;
}

export function PromoCodesScreen({ client, t, lang }: { client: OfficeClient; t: AppT; lang: string }) {
  const calls = useMemo(() => bonusCalls(client), [client]);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [checked, setChecked] = useState<PromoCheckData | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState<'' | 'check' | 'activate'>('');
  const [history, setHistory] = useState<History | null>(null);
  const loadHistory = useCallback(async () => {
    const result = await calls.history();
    if (result.ok) setHistory(result.data.items);
  }, [calls]);
  useEffect(() => {
    void loadHistory();
  }, [loadHistory]);

  const valid = () => {
    const value = code.trim();
    setError(value ? (value.length > 32 ? t('office_promo_too_long') : '') : t('office_promo_required'));
    return value.length > 0 && value.length <= 32 ? value : null;
  };
  const check = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    const value = valid();
    if (!value) return;
    setBusy('check');
    const result = await calls.check(value);
    setBusy('');
    if (!result.ok) return setStatus(refusal(t, result).message);
    setChecked(result.data);
  };
  const activate = async () => {
    const value = valid();
    if (!value) return;
    setBusy('activate');
    const result = await calls.activate(value);
    setBusy('');
    setChecked(null);
    if (!result.ok) return setStatus(activationRefusal(t, result));
    setCode('');
    setStatus(t('office_promo_activated', { kind: t(kindKey(result.data.kind)) }));
    void loadHistory();
  };

  return (
    <section ref={bonusStyle} className="bf-bonuses" aria-label={t('office_screen_promo')} data-testid="office-promo">
      <form className="bf-promo-form" onSubmit={check} noValidate>
        <TextField
          label={t('office_promo_code')}
          value={code}
          onValue={(next) => {
            setCode(next);
            setChecked(null);
          }}
          error={error}
          maxLength={32}
          autoComplete="off"
          data-testid="promo-code"
        />
        <Button type="submit" busy={busy === 'check'} data-testid="promo-check">
          {t('office_promo_check')}
        </Button>
      </form>
      {checked && (
        <div role="status" data-testid="promo-result" data-valid={checked.valid}>
          {checked.valid ? (
            <>
              <p>{t('office_promo_gives', { code: checked.code, kind: t(kindKey(checked.kind)) })}</p>
              <Button
                variant="primary"
                busy={busy === 'activate'}
                onClick={() => void activate()}
                data-testid="promo-activate"
              >
                {t('office_promo_activate')}
              </Button>
            </>
          ) : (
            <p>{t(`office_promo_refusal_${checked.reason}`)}</p>
          )}
        </div>
      )}
      {status && (
        <p className="bf-muted" role="status" data-testid="promo-status">
          {status}
        </p>
      )}
      <h3>{t('office_promo_history')}</h3>
      {history && history.length === 0 && <p className="bf-muted">{t('office_promo_history_none')}</p>}
      {history && history.length > 0 && (
        <ul className="bf-bonus-list" data-testid="promo-history">
          {history.map((item) => (
            <li key={`${item.code}-${item.bonusId}`} className="bf-bonus-card">
              <div className="bf-bonus-head">
                <strong className="bf-grow" dir="ltr">
                  {item.code}
                </strong>
                <span>{t(kindKey(item.kind))}</span>
              </div>
              <p className="bf-bonus-meta">{formatDate(new Date(item.activatedAt), { locale: lang }, 'dateTime')}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
