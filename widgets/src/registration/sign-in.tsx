/**
 * Sign-in (SPEC §4): by phone or e-mail (tabs per `auth.loginTypes`), the captcha before the call, and the
 * second step with an authenticator code when the player has two-factor on. Password reset by a code sent to
 * the phone or e-mail. With phone sign-in enabled, an "SMS code" tab signs in with a one-time code sent to the
 * phone instead of the password (SPEC §7 sms-auth send-code and check-code); two-factor still follows. With
 * e-mail sign-in enabled, an "E-mail link" tab sends a one-time sign-in link (SPEC §2 security auth by email).
 */
import { currentPasswordSchema } from '@betframe/sdk/account';
import { type FormEvent, lazy, type ReactNode, Suspense, useState } from 'react';
import type { AppT } from '../runtime';
import type { AccountsClient } from '../runtime/accounts/accounts-client';
import { Field, failureText, fieldTexts, inputProps, ruleError } from '../runtime/accounts/form-parts';
import { TabPanel, Tabs } from '../runtime/ui/tabs';
import { loginSchema } from './register-rules';
import { currentReturnPath, goToProvider, SocialButtons, socialStartUrl } from './social';

// The second step, the password reset and the SMS way arrive when the player takes them (size budgets).
const TwoFactorStep = lazy(() => import('./two-factor-step').then((m) => ({ default: m.TwoFactorStep })));
const PasswordReset = lazy(() => import('./password-reset').then((m) => ({ default: m.PasswordReset })));
const SmsSignIn = lazy(() => import('./sms-sign-in').then((m) => ({ default: m.SmsSignIn })));
const EmailLinkSignIn = lazy(() => import('./email-link-sign-in').then((m) => ({ default: m.EmailLinkSignIn })));

export interface SignedIn {
  token: string;
  userId: number;
}

type SignInBy = 'phone' | 'email' | 'sms' | 'email_link';

/**
 * The sign-in tabs: the configured login types, the SMS code when phone sign-in is on, the e-mail link when
 * e-mail sign-in is.
 */
export function signInTabsOf(loginTypes: readonly ('phone' | 'email')[]): SignInBy[] {
  return [
    ...loginTypes,
    ...(loginTypes.includes('phone') ? (['sms'] as const) : []),
    ...(loginTypes.includes('email') ? (['email_link'] as const) : []),
  ];
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
  runCaptcha: (options?: { force?: boolean }) => Promise<string | undefined>;
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
      <Suspense fallback={null}>
        <TwoFactorStep
          client={client}
          t={t}
          token={twoFactorToken}
          onSignedIn={onSignedIn}
          onBack={() => setTwoFactorToken(null)}
        />
      </Suspense>
    );
  if (resetting)
    return (
      <Suspense fallback={null}>
        <PasswordReset client={client} t={t} runCaptcha={runCaptcha} onDone={() => setResetting(false)} />
      </Suspense>
    );

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
    let result = await client.login(login.trim(), password, captcha || undefined);
    setBusy(false);
    if (!result.ok && result.code === 'captcha_required' && !captcha) {
      // After repeated failures the server wants a captcha even where the site has none configured.
      const forced = await runCaptcha({ force: true });
      if (forced === undefined) return;
      setBusy(true);
      result = await client.login(login.trim(), password, forced);
      setBusy(false);
    }
    if (!result.ok) {
      setErrors(fieldTexts(t, result));
      setFailure(failureText(t, result));
      return;
    }
    if (result.data.twoFactorRequired) setTwoFactorToken(result.data.twoFactorToken);
    else onSignedIn({ token: result.data.token, userId: result.data.userId });
  };

  // The login-type tabs over their panel (the form of the chosen way), or the form alone when there is one way.
  const withTabs = (panel: ReactNode) =>
    tabs.length > 1 ? (
      <>
        <Tabs
          label={t('reg_sign_in_by')}
          idBase="bf-login-type"
          items={tabs.map((type) => ({ id: type, label: t(`reg_by_${type}`) }))}
          selected={by}
          onSelect={setBy}
          dataKey="login-type"
        />
        <TabPanel idBase="bf-login-type" id={by}>
          {panel}
        </TabPanel>
      </>
    ) : (
      panel
    );

  if (by === 'sms')
    return withTabs(
      <Suspense fallback={null}>
        <SmsSignIn
          client={client}
          t={t}
          runCaptcha={runCaptcha}
          onSignedIn={onSignedIn}
          onTwoFactor={setTwoFactorToken}
        />
      </Suspense>,
    );

  if (by === 'email_link')
    return withTabs(
      <Suspense fallback={null}>
        <EmailLinkSignIn client={client} t={t} runCaptcha={runCaptcha} />
      </Suspense>,
    );

  return withTabs(
    <form onSubmit={submit} noValidate data-testid="sign-in-form" aria-label={t('reg_sign_in')}>
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
    </form>,
  );
}
