/** Password reset by a code sent to the phone or e-mail (after the captcha), then the new password. */
import { passwordSchema } from '@betframe/sdk/account';
import { type FormEvent, useState } from 'react';
import type { AppT } from '../runtime';
import type { AccountsClient } from '../runtime/accounts/accounts-client';
import { Field, failureText, fieldTexts, inputProps, messageText, ruleError } from '../runtime/accounts/form-parts';
import { loginSchema } from './register-rules';

export function PasswordReset({
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
