/** Change login (SPEC §2): a new login name, confirmed with the password. */
import { loginChangeRequest } from '@betframe/sdk/account';
import { type FormEvent, useState } from 'react';
import type { AppT } from '../../runtime';
import { Button } from '../../runtime/ui/button';
import { TextField } from '../../runtime/ui/field';
import { refusal, ruleText } from './form-status';
import type { ProfileCalls } from './profile-client';

export function LoginChange({
  calls,
  t,
  current,
  onChanged,
}: {
  calls: ProfileCalls;
  t: AppT;
  current: string;
  onChanged: () => void;
}) {
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    const found = {
      login: ruleText(t, loginChangeRequest.shape.login, login),
      password: password ? '' : t('auth_required_field'),
    };
    setErrors(found);
    if (found.login || found.password) return;
    setBusy(true);
    const result = await calls.changeLogin(login, password);
    setBusy(false);
    if (!result.ok) {
      const { fields, message } = refusal(t, result);
      setErrors(fields);
      setStatus(message);
      return;
    }
    setLogin('');
    setPassword('');
    setErrors({});
    setStatus(t('office_login_changed', { login: result.data.login }));
    onChanged();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="bf-login-change-title"
      data-testid="login-change"
      className="bf-profile-form"
    >
      <h3 className="bf-title" id="bf-login-change-title">
        {t('office_change_login')}
      </h3>
      <p className="bf-muted">{t('office_current_login', { login: current })}</p>
      <TextField
        id="bf-new-login"
        label={t('office_new_login')}
        hint={t('office_login_hint')}
        value={login}
        onValue={setLogin}
        error={errors.login}
        autoComplete="username"
        name="login"
      />
      <TextField
        id="bf-login-password"
        label={t('office_current_password')}
        type="password"
        value={password}
        onValue={setPassword}
        error={errors.password}
        autoComplete="current-password"
      />
      <Button type="submit" variant="primary" busy={busy}>
        {t('office_save')}
      </Button>
      {status && (
        <p role="status" className="bf-muted">
          {status}
        </p>
      )}
    </form>
  );
}
