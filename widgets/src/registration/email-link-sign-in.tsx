/**
 * Sign-in by a one-time link sent to the player's confirmed e-mail (SPEC §2 "security auth by email"): e-mail →
 * captcha → "link sent". The link opens this page again signed in (or with the two-factor step).
 */
import { emailSchema } from '@betframe/sdk/account';
import { type FormEvent, useState } from 'react';
import type { AppT } from '../runtime';
import type { AccountsClient } from '../runtime/accounts/accounts-client';
import { failureText, fieldTexts, ruleError } from '../runtime/accounts/form-parts';
import { Button } from '../runtime/ui/button';
import { TextField } from '../runtime/ui/field';
import { currentReturnPath } from './social';

export function EmailLinkSignIn({
  client,
  t,
  runCaptcha,
}: {
  client: AccountsClient;
  t: AppT;
  runCaptcha: () => Promise<string | undefined>;
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const rule = ruleError(t, emailSchema, email);
    setError(rule);
    setFailure('');
    if (rule) return;
    const captcha = await runCaptcha();
    if (captcha === undefined) return;
    setBusy(true);
    const result = await client.sendEmailLink(email.trim(), currentReturnPath(window.location), captcha || undefined);
    setBusy(false);
    if (!result.ok) {
      setError(fieldTexts(t, result).email ?? '');
      setFailure(failureText(t, result));
      return;
    }
    setSentTo(email.trim());
  };

  return (
    <form onSubmit={send} noValidate data-testid="email-link-form" aria-label={t('reg_by_email_link')}>
      <p className="bf-muted">{t('reg_email_link_hint')}</p>
      <TextField
        id="bf-email-link"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t('reg_email')}
        value={email}
        onValue={setEmail}
        error={error || undefined}
      />
      {sentTo && (
        <p className="bf-ok" role="status" data-testid="email-link-sent">
          {t('reg_email_link_sent', { email: sentTo })}
        </p>
      )}
      {failure && (
        <p className="bf-error" role="alert">
          {failure}
        </p>
      )}
      <div className="bf-row bf-wrap">
        <Button type="submit" variant="primary" busy={busy}>
          {t(sentTo ? 'reg_email_link_resend' : 'reg_email_link_send')}
        </Button>
      </div>
    </form>
  );
}
