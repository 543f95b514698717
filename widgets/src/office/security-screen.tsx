/**
 * Security (SPEC §4 two-factor, §5 password): change the password (captcha first), two-factor — get the QR code
 * and secret, enable with an authenticator code (the disable hash is shown once), disable with that hash — and
 * the sessions list with closing one session or every other one.
 */
import {
  passwordSchema,
  type SessionInfo,
  TWO_FACTOR_SMS_CODE_ERROR,
  type TwoFactorQrData,
} from '@betframe/sdk/account';
import { formatDate } from '@betframe/sdk/format';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type { AppT } from '../runtime';
import { Field, failureText, inputProps, messageText, ruleError } from '../runtime/accounts/form-parts';
import { Button } from '../runtime/ui/button';
import type { OfficeClient } from './office-client';
import { SessionHistory } from './session-history';
import { TwoFactorPhoneCode } from './two-factor-phone-code';

export function SecurityScreen({
  client,
  t,
  lang,
  runCaptcha,
}: {
  client: OfficeClient;
  t: AppT;
  lang: string;
  runCaptcha: () => Promise<string | undefined>;
}) {
  return (
    <div data-testid="office-security">
      <PasswordChange client={client} t={t} runCaptcha={runCaptcha} />
      <TwoFactor client={client} t={t} />
      <Sessions client={client} t={t} lang={lang} />
    </div>
  );
}

function PasswordChange({
  client,
  t,
  runCaptcha,
}: {
  client: OfficeClient;
  t: AppT;
  runCaptcha: () => Promise<string | undefined>;
}) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    const found = {
      old: current ? '' : t('auth_required_field'),
      next: ruleError(t, passwordSchema, next),
    };
    setErrors(found);
    if (found.old || found.next) return;
    const captcha = await runCaptcha();
    if (captcha === undefined) return;
    const result = await client.changePassword(current, next, captcha || undefined);
    if (!result.ok) {
      const field = result.fieldErrors;
      setErrors({
        old: field.old_password ? t('office_wrong_password') : '',
        next: field.password?.[0] ? messageText(t, field.password[0]) : '',
      });
      if (!field.old_password && !field.password) setStatus(failureText(t, result));
      return;
    }
    setCurrent('');
    setNext('');
    setStatus(t('office_password_changed'));
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('office_change_password')} data-testid="password-change">
      <h3 className="bf-title">{t('office_change_password')}</h3>
      <Field id="bf-old-password" label={t('office_current_password')} error={errors.old}>
        <input
          {...inputProps('bf-old-password', errors.old)}
          type="password"
          autoComplete="current-password"
          value={current}
          onInput={(e) => setCurrent(e.currentTarget.value)}
        />
      </Field>
      <Field id="bf-new-password" label={t('reg_new_password')} error={errors.next}>
        <input
          {...inputProps('bf-new-password', errors.next)}
          type="password"
          autoComplete="new-password"
          value={next}
          onInput={(e) => setNext(e.currentTarget.value)}
        />
      </Field>
      <Button type="submit" variant="primary">
        {t('office_change_password')}
      </Button>
      {status && (
        <p role="status" className="bf-muted">
          {status}
        </p>
      )}
    </form>
  );
}

function TwoFactor({ client, t }: { client: OfficeClient; t: AppT }) {
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [phone, setPhone] = useState<string | null>(null);
  const [qr, setQr] = useState<TwoFactorQrData | null>(null);
  const [code, setCode] = useState('');
  const [phoneCode, setPhoneCode] = useState('');
  const [phoneError, setPhoneError] = useState('');
  const [hash, setHash] = useState('');
  const [shownHash, setShownHash] = useState('');
  const [error, setError] = useState('');
  useEffect(() => {
    client.me().then((result) => {
      if (!result.ok) return;
      setEnabled(result.data.twoFactorEnabled);
      setPhone(result.data.phone);
    });
  }, [client]);
  const start = async () => {
    setError('');
    const result = await client.twoFactorQr();
    if (result.ok) setQr(result.data);
    else setError(failureText(t, result));
  };
  const enable = async (event: FormEvent) => {
    event.preventDefault();
    const result = await client.twoFactorEnable(code.trim(), phoneCode.trim() || undefined);
    setPhoneError('');
    if (!result.ok && result.code === TWO_FACTOR_SMS_CODE_ERROR)
      return setPhoneError(t('office_two_factor_wrong_phone_code'));
    if (!result.ok) return setError(t('office_two_factor_wrong_code'));
    setShownHash(result.data.hash);
    setPhoneCode('');
    setEnabled(true);
    setQr(null);
    setCode('');
    setError('');
  };
  const disable = async (event: FormEvent) => {
    event.preventDefault();
    const result = await client.twoFactorDisable(hash.trim());
    if (!result.ok) return setError(t('office_two_factor_wrong_hash'));
    setEnabled(false);
    setHash('');
    setShownHash('');
    setError('');
  };
  if (enabled === null) return null;
  return (
    <section aria-label={t('reg_two_factor_title')} data-testid="two-factor">
      <h3 className="bf-title">{t('reg_two_factor_title')}</h3>
      <p className="bf-muted" data-testid="two-factor-state">
        {t(enabled ? 'office_two_factor_on' : 'office_two_factor_off')}
      </p>
      {shownHash && (
        <p className="bf-ok" role="status">
          {t('office_two_factor_hash')}: <code data-testid="two-factor-hash">{shownHash}</code>
        </p>
      )}
      {!enabled && !qr && (
        <button type="button" className="bf-button" onClick={start}>
          {t('office_two_factor_enable')}
        </button>
      )}
      {!enabled && qr && (
        <form onSubmit={enable} noValidate>
          <img src={qr.qrCodeUrl} alt={t('office_two_factor_qr')} width={180} height={180} />
          <p className="bf-muted">
            {t('office_two_factor_secret')}: <code data-testid="two-factor-secret">{qr.secret}</code>
          </p>
          <Field id="bf-enable-code" label={t('reg_two_factor_code')} error={error}>
            <input
              {...inputProps('bf-enable-code', error)}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onInput={(e) => setCode(e.currentTarget.value)}
            />
          </Field>
          {phone && (
            <TwoFactorPhoneCode
              client={client}
              t={t}
              phone={phone}
              code={phoneCode}
              onCode={setPhoneCode}
              error={phoneError}
            />
          )}
          <Button type="submit" variant="primary">
            {t('office_two_factor_enable')}
          </Button>
        </form>
      )}
      {enabled && (
        <form onSubmit={disable} noValidate>
          <Field id="bf-disable-hash" label={t('office_two_factor_hash')} error={error}>
            <input
              {...inputProps('bf-disable-hash', error)}
              value={hash}
              onInput={(e) => setHash(e.currentTarget.value)}
            />
          </Field>
          <Button type="submit" variant="secondary">
            {t('office_two_factor_disable')}
          </Button>
        </form>
      )}
      {!qr && !enabled && error && (
        <p className="bf-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

function Sessions({ client, t, lang }: { client: OfficeClient; t: AppT; lang: string }) {
  const [sessions, setSessions] = useState<SessionInfo[] | null>(null);
  const [status, setStatus] = useState('');
  const [version, setVersion] = useState(0);
  const load = useCallback(() => {
    client.sessions().then((result) => {
      if (result.ok) setSessions(result.data.sessions);
    });
  }, [client]);
  useEffect(load, [load]);
  const close = async (id: string) => {
    await client.closeSession(id);
    load();
    setVersion((v) => v + 1);
  };
  const everywhere = async () => {
    const result = await client.disconnectEverywhere();
    if (result.ok) setStatus(t('office_sessions_ended', { count: result.data.ended }));
    load();
    setVersion((v) => v + 1);
  };
  if (!sessions) return null;
  // The ended sessions are a section of their own, beside the active ones (not inside their list's section).
  return (
    <>
      <section aria-label={t('office_sessions')} data-testid="sessions">
        <h3 className="bf-title">{t('office_sessions')}</h3>
        <ul className="bf-list">
          {sessions.map((session) => (
            <li key={session.sessionId} className="bf-row" data-session-id={session.sessionId}>
              <span className="bf-grow">
                {formatDate(new Date(session.lastSeenAt), { locale: lang }, 'dateTime')} · {session.ip} ·{' '}
                {session.userAgent.slice(0, 60)}
              </span>
              {session.current ? (
                <span>{t('office_session_current')}</span>
              ) : (
                <button type="button" className="bf-button" onClick={() => close(session.sessionId)}>
                  {t('office_session_close')}
                </button>
              )}
            </li>
          ))}
        </ul>
        <button type="button" className="bf-button" onClick={everywhere} data-testid="disconnect-everywhere">
          {t('office_disconnect_everywhere')}
        </button>
        {status && (
          <p role="status" className="bf-muted">
            {status}
          </p>
        )}
      </section>
      <SessionHistory client={client} t={t} lang={lang} version={version} />
    </>
  );
}
