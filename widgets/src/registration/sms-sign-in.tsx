/** Sign-in with a one-time code sent by SMS (SPEC §7 sms-auth send-code and check-code). */
import { confirmCodeSchema, phoneSchema } from '@betframe/sdk/account';
import { type FormEvent, useState } from 'react';
import type { AppT } from '../runtime';
import type { AccountsClient } from '../runtime/accounts/accounts-client';
import { Field, failureText, fieldTexts, inputProps, ruleError } from '../runtime/accounts/form-parts';
import type { SignedIn } from './sign-in';

/** Sign-in with a one-time code sent by SMS: phone → captcha → code → signed in (or the two-factor step). */
export function SmsSignIn({
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
