/** The second sign-in step of a player with two-factor on: the authenticator code. */
import { appCodeSchema } from '@betframe/sdk/account';
import { type FormEvent, useState } from 'react';
import type { AppT } from '../runtime';
import type { AccountsClient } from '../runtime/accounts/accounts-client';
import { Field, failureText, inputProps, ruleError } from '../runtime/accounts/form-parts';
import type { SignedIn } from './sign-in';

export function TwoFactorStep({
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
