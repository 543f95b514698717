/**
 * Sign-in (SPEC §4): by phone or e-mail (tabs per `auth.loginTypes`), the captcha before the call, and the
 * second step with an authenticator code when the player has two-factor on. Password reset by a code sent to
 * the phone or e-mail. With phone sign-in enabled, an "SMS code" tab signs in with a one-time code sent to the
 * phone instead of the password (SPEC §7 sms-auth send-code and check-code); two-factor still follows.
 */
import {
  appCodeSchema,
  confirmCodeSchema,
  currentPasswordSchema,
  passwordSchema,
  phoneSchema,
} from '@betframe/sdk/account';
import { type FormEvent, useState } from 'react';
import * as z from 'zod/mini';
import type { AppT } from '../runtime';
import type { AccountsClient } from '../runtime/accounts/accounts-client';
import { Field, failureText, fieldTexts, inputProps, messageText, ruleError } from '../runtime/accounts/form-parts';
import { TabList } from '../runtime/tab-list';
import { currentReturnPath, goToProvider, SocialButtons, socialStartUrl } from './social';

export interface SignedIn {
  token: string;
  userId: number;
}

const loginSchema = z.string().check(z.trim(), z.minLength(1, 'required'));

type SignInBy = 'phone' | 'email' | 'sms';

/** The sign-in tabs: the configured login types, and the SMS code when phone sign-in is on. */
export function signInTabsOf(loginTypes: readonly ('phone' | 'email')[]): SignInBy[] {
  return loginTypes.includes('phone') ? [...loginTypes, 'sms'] : [...loginTypes];
}

export function SignInForm({
  client,
  t,
  loginTypes,
  runCaptcha,
  onSignedIn,
  origin,
  providers,
  socialTwoFactorToken,
}: {
  client: AccountsClient;
  t: AppT;
  loginTypes: readonly ('phone' | 'email')[];
  runCaptcha: () => Promise<string | undefined>;
  onSignedIn: (player: SignedIn) => void;
  origin: string;
  providers: string[];
  /** A social sign-in of a player with two-factor on: the code step follows. */
  socialTwoFactorToken?: string | undefined;
}) {
  const tabs = signInTabsOf(loginTypes);
  const [by, setBy] = useState<SignInBy>(tabs[0] ?? 'phone');
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [twoFactorToken, setTwoFactorToken] = useState<string | null>(socialTwoFactorToken ?? null);
  const [resetting, setResetting] = useState(false);

  if (twoFactorToken)
    return (
      <TwoFactorStep
        client={client}
        t={t}
        token={twoFactorToken}
        onSignedIn={onSignedIn}
        onBack={() => setTwoFactorToken(null)}
      />
    );
  if (resetting)
    return <PasswordReset client={client} t={t} runCaptcha={runCaptcha} onDone={() => setResetting(false)} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      login: ruleError(t, loginSchema, login),
      password: ruleError(t, currentPasswordSchema, password),
    };
    setErrors(next);
    setFailure('');
    if (next.login || next.password) return;
    const captcha = await runCaptcha();
    if (captcha === undefined) return;
    setBusy(true);
    const result = await client.login(login.trim(), password, captcha || undefined);
    setBusy(false);
    if (!result.ok) {
      setErrors(fieldTexts(t, result));
      setFailure(failureText(t, result));
      return;
    }
    if (result.data.twoFactorRequired) setTwoFactorToken(result.data.twoFactorToken);
    else onSignedIn({ token: result.data.token, userId: result.data.userId });
  };

  const tabList = tabs.length > 1 && (
    <TabList
      label={t('reg_sign_in_by')}
      items={tabs}
      selected={by}
      onSelect={setBy}
      text={(type) => t(`reg_by_${type}`)}
      dataKey="login-type"
    />
  );

  if (by === 'sms')
    return (
      <>
        {tabList}
        <SmsSignIn
          client={client}
          t={t}
          runCaptcha={runCaptcha}
          onSignedIn={onSignedIn}
          onTwoFactor={setTwoFactorToken}
        />
      </>
    );

  return (
    <form onSubmit={submit} noValidate data-testid="sign-in-form" aria-label={t('reg_sign_in')}>
      {tabList}
      <Field id="bf-login" label={t(by === 'email' ? 'reg_email' : 'reg_phone_or_login')} error={errors.login}>
        <input
          {...inputProps('bf-login', errors.login)}
          type={by === 'email' ? 'email' : 'text'}
          inputMode={by === 'email' ? 'email' : 'tel'}
          autoComplete="username"
          value={login}
          onInput={(e) => setLogin(e.currentTarget.value)}
        />
      </Field>
      <Field id="bf-password" label={t('reg_password')} error={errors.password}>
        <input
          {...inputProps('bf-password', errors.password)}
          type="password"
          autoComplete="current-password"
          value={password}
          onInput={(e) => setPassword(e.currentTarget.value)}
        />
      </Field>
      {failure && (
        <p className="bf-error" role="alert" data-testid="sign-in-error">
          {failure}
        </p>
      )}
      <div className="bf-row bf-wrap">
        <button type="submit" className="bf-button" data-primary disabled={busy}>
          {t('reg_sign_in')}
        </button>
        <button type="button" className="bf-link" onClick={() => setResetting(true)}>
          {t('reg_forgot_password')}
        </button>
      </div>
      <SocialButtons
        t={t}
        providers={providers}
        onPick={(provider) => goToProvider(socialStartUrl(origin, provider, currentReturnPath(window.location)))}
      />
    </form>
  );
}

/** Sign-in with a one-time code sent by SMS: phone → captcha → code → signed in (or the two-factor step). */
function SmsSignIn({
  client,
  t,
  runCaptcha,
  onSignedIn,
  onTwoFactor,
}: {
  client: AccountsClient;
  t: AppT;
  runCaptcha: () => Promise<string | undefined>;
  onSignedIn: (player: SignedIn) => void;
  onTwoFactor: (token: string) => void;
}) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async () => {
    const rule = ruleError(t, phoneSchema, phone);
    setErrors({ phone: rule });
    setFailure('');
    if (rule) return;
    const captcha = await runCaptcha();
    if (captcha === undefined) return;
    setBusy(true);
    const result = await client.sendSmsLoginCode(phone.trim(), captcha || undefined);
    setBusy(false);
    if (!result.ok) {
      setErrors(fieldTexts(t, result));
      setFailure(failureText(t, result));
      return;
    }
    setSent(true);
  };

  const check = async () => {
    const rule = ruleError(t, confirmCodeSchema, code);
    setErrors({ confirm_code: rule });
    setFailure('');
    if (rule) return;
    setBusy(true);
    const result = await client.smsLogin(phone.trim(), code.trim());
    setBusy(false);
    if (!result.ok) {
      setErrors(fieldTexts(t, result));
      if (!result.fieldErrors.confirm_code) setFailure(failureText(t, result));
      return;
    }
    if (result.data.twoFactorRequired) onTwoFactor(result.data.twoFactorToken);
    else onSignedIn({ token: result.data.token, userId: result.data.userId });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (sent ? check() : send());
  };

  return (
    <form onSubmit={submit} noValidate data-testid="sms-sign-in-form" aria-label={t('reg_by_sms')}>
      <Field id="bf-sms-phone" label={t('reg_phone')} error={errors.phone}>
        <input
          {...inputProps('bf-sms-phone', errors.phone)}
          type="tel"
          autoComplete="tel"
          placeholder="+7 900 000-00-00"
          value={phone}
          readOnly={sent}
          onInput={(e) => setPhone(e.currentTarget.value)}
        />
      </Field>
      {sent && (
        <>
          <p className="bf-ok" role="status">
            {t('reg_sms_sent', { phone })}
          </p>
          <Field id="bf-sms-code" label={t('reg_code')} error={errors.confirm_code}>
            <input
              {...inputProps('bf-sms-code', errors.confirm_code)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              value={code}
              onInput={(e) => setCode(e.currentTarget.value)}
              // biome-ignore lint/a11y/noAutofocus: the code field appears in place of the step the player just finished
              autoFocus
            />
          </Field>
        </>
      )}
      {failure && (
        <p className="bf-error" role="alert" data-testid="sms-sign-in-error">
          {failure}
        </p>
      )}
      <div className="bf-row bf-wrap">
        <button type="submit" className="bf-button" data-primary disabled={busy}>
          {t(sent ? 'reg_sign_in' : 'reg_sms_send')}
        </button>
        {sent && (
          <button
            type="button"
            className="bf-link"
            disabled={busy}
            onClick={() => {
              setCode('');
              void send();
            }}
          >
            {t('reg_sms_resend')}
          </button>
        )}
      </div>
    </form>
  );
}

function TwoFactorStep({
  client,
  t,
  token,
  onSignedIn,
  onBack,
}: {
  client: AccountsClient;
  t: AppT;
  token: string;
  onSignedIn: (player: SignedIn) => void;
  onBack: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rule = ruleError(t, appCodeSchema, code.trim());
    setError(rule);
    if (rule) return;
    setBusy(true);
    const result = await client.loginTwoFactor(token, code.trim());
    setBusy(false);
    if (!result.ok) {
      setError(failureText(t, result));
      if (result.code === 'two_factor_expired') onBack();
      return;
    }
    if (!result.data.twoFactorRequired) onSignedIn({ token: result.data.token, userId: result.data.userId });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="two-factor-form" aria-label={t('reg_two_factor_title')}>
      <p className="bf-muted">{t('reg_two_factor_hint')}</p>
      <Field id="bf-2fa-code" label={t('reg_two_factor_code')} error={error}>
        <input
          {...inputProps('bf-2fa-code', error)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onInput={(e) => setCode(e.currentTarget.value)}
          // biome-ignore lint/a11y/noAutofocus: the second step replaces the form the player was typing in
          autoFocus
        />
      </Field>
      <div className="bf-row bf-wrap">
        <button type="submit" className="bf-button" data-primary disabled={busy}>
          {t('reg_confirm')}
        </button>
        <button type="button" className="bf-link" onClick={onBack}>
          {t('reg_back')}
        </button>
      </div>
    </form>
  );
}

function PasswordReset({
  client,
  t,
  runCaptcha,
  onDone,
}: {
  client: AccountsClient;
  t: AppT;
  runCaptcha: () => Promise<string | undefined>;
  onDone: () => void;
}) {
  const [login, setLogin] = useState('');
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const rule = ruleError(t, loginSchema, login);
    setErrors({ login: rule });
    if (rule) return;
    const captcha = await runCaptcha();
    if (captcha === undefined) return;
    const result = await client.sendResetCode(login.trim(), captcha || undefined);
    if (result.ok) setSent(true);
    else setFailure(failureText(t, result));
  };
  const reset = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      confirm_code: code.trim() ? '' : messageText(t, 'required'),
      password: ruleError(t, passwordSchema, password),
    };
    setErrors(next);
    if (next.confirm_code || next.password) return;
    const result = await client.resetPassword(login.trim(), code.trim(), password);
    if (result.ok) setDone(true);
    else {
      setErrors(fieldTexts(t, result));
      setFailure(failureText(t, result));
    }
  };

  if (done)
    return (
      <div>
        <p className="bf-ok" role="status">
          {t('reg_reset_done')}
        </p>
        <button type="button" className="bf-button" onClick={onDone}>
          {t('reg_sign_in')}
        </button>
      </div>
    );
  return (
    <form onSubmit={sent ? reset : send} noValidate aria-label={t('reg_reset_title')} data-testid="reset-form">
      <p className="bf-title">{t('reg_reset_title')}</p>
      <Field id="bf-reset-login" label={t('reg_phone_or_email')} error={errors.login}>
        <input
          {...inputProps('bf-reset-login', errors.login)}
          value={login}
          readOnly={sent}
          onInput={(e) => setLogin(e.currentTarget.value)}
        />
      </Field>
      {sent && (
        <>
          <Field id="bf-reset-code" label={t('reg_code')} error={errors.confirm_code}>
            <input
              {...inputProps('bf-reset-code', errors.confirm_code)}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onInput={(e) => setCode(e.currentTarget.value)}
            />
          </Field>
          <Field id="bf-reset-password" label={t('reg_new_password')} error={errors.password}>
            <input
              {...inputProps('bf-reset-password', errors.password)}
              type="password"
              autoComplete="new-password"
              value={password}
              onInput={(e) => setPassword(e.currentTarget.value)}
            />
          </Field>
        </>
      )}
      {failure && (
        <p className="bf-error" role="alert">
          {failure}
        </p>
      )}
      <div className="bf-row bf-wrap">
        <button type="submit" className="bf-button" data-primary>
          {t(sent ? 'reg_reset_submit' : 'reg_send_code')}
        </button>
        <button type="button" className="bf-link" onClick={onDone}>
          {t('reg_back')}
        </button>
      </div>
    </form>
  );
}
