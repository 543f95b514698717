/**
 * Change e-mail and activation e-mail (SPEC §2): the new address and the password send a code to that address
 * (the development outbox in development); the code confirms it, and the address becomes the confirmed one.
 */
import { confirmCodeSchema, emailSchema } from '@betframe/sdk/account';
import { type FormEvent, useState } from 'react';
import type { AppT } from '../../runtime';
import { Button } from '../../runtime/ui/button';
import { TextField } from '../../runtime/ui/field';
import { refusal, ruleText } from './form-status';
import type { ProfileCalls } from './profile-client';

export function EmailChange({
  calls,
  t,
  current,
  confirmed,
  onChanged,
}: {
  calls: ProfileCalls;
  t: AppT;
  current: string | null;
  confirmed: boolean;
  onChanged: () => void;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    const found = {
      email: email.trim() ? ruleText(t, emailSchema, email) : t('auth_required_field'),
      password: password ? '' : t('auth_required_field'),
    };
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    const result = await calls.emailSendCode(email.trim(), password);
    setBusy(false);
    if (!result.ok) {
      const { fields, message } = refusal(t, result);
      setErrors(fields);
      return setStatus(message);
    }
    setSentTo(email.trim().toLowerCase());
    setPassword('');
    setStatus(t('office_code_sent', { to: email.trim().toLowerCase() }));
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const error = ruleText(t, confirmCodeSchema, code);
    setErrors({ code: error });
    if (error) return;
    setBusy(true);
    const result = await calls.emailConfirm(code);
    setBusy(false);
    if (!result.ok) {
      const { fields, message } = refusal(t, result);
      setErrors({ code: fields.confirm_code ?? '' });
      return setStatus(message);
    }
    setSentTo('');
    setEmail('');
    setCode('');
    setStatus(t('office_email_confirmed', { email: result.data.email }));
    onChanged();
  };

  return (
    <section aria-labelledby="bf-email-title" data-testid="email-change" className="bf-profile-form">
      <h3 className="bf-title" id="bf-email-title">
        {t('office_change_email')}
      </h3>
      <p className="bf-muted" data-testid="email-current">
        {current
          ? t(confirmed ? 'office_email_current_confirmed' : 'office_email_current_unconfirmed', { email: current })
          : t('office_email_none')}
      </p>
      {!sentTo ? (
        <form onSubmit={send} noValidate>
          <TextField
            id="bf-new-email"
            label={t(current && !confirmed ? 'office_email_to_activate' : 'office_new_email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onValue={setEmail}
            error={errors.email}
          />
          <TextField
            id="bf-email-password"
            label={t('office_current_password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onValue={setPassword}
            error={errors.password}
          />
          <Button type="submit" variant="primary" busy={busy}>
            {t('office_send_code')}
          </Button>
        </form>
      ) : (
        <form onSubmit={confirm} noValidate>
          <TextField
            id="bf-email-code"
            label={t('office_code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onValue={setCode}
            error={errors.code}
          />
          <div className="bf-row bf-wrap">
            <Button type="submit" variant="primary" busy={busy}>
              {t('office_confirm')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setSentTo('')}>
              {t('office_cancel')}
            </Button>
          </div>
        </form>
      )}
      {status && (
        <p role="status" className="bf-muted">
          {status}
        </p>
      )}
    </section>
  );
}
