/**
 * The registration and sign-in widget (SPEC §3 Account, §4): sign-in with the captcha and the two-factor step,
 * password reset, and the registration types the configuration enables (`has_registration`, `registration.types`,
 * field orders, agreements). A signed-in player is handed to the page's shared session (`session.login`), which
 * tells every other widget and the host. Props: `{ mode: 'login' | 'registration' }`; a page can also switch the
 * form with `document.dispatchEvent(new CustomEvent('betframe:auth-form', { detail: { mode } }))`.
 */
import { markRegistrationBonusPopup } from '@betframe/sdk/bonuses';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { defineWidget, Title, useProps, useRuntime, useSession } from '../runtime';
import { createAccountsClient } from '../runtime/accounts/accounts-client';
import { CaptchaPopup, useCaptcha } from '../runtime/accounts/captcha';
import { formStyles } from '../runtime/accounts/form-parts';
import { trackStep } from '../runtime/analytics';
import { TabPanel, Tabs } from '../runtime/ui/tabs';
import { KitTexts } from '../runtime/ui/texts';
import { useTexts as useAppT } from '../runtime/use-texts';
import { payAndPlayResult } from './pay-and-play-result';
import { type FormType, formTypesOf, type Registered, RegisterForm } from './register';
import { type SignedIn, SignInForm } from './sign-in';
import { socialResult, useSocialProviders } from './social';
import { welcomeKindOf } from './welcome-kind';

// The welcome dialog (and the kit's Dialog with it) arrives with the first registration that shows it.
// The pay-and-play form arrives when its tab opens (the registration widget's size budget).
const PayAndPlayForm = lazy(() => import('./pay-and-play').then((m) => ({ default: m.PayAndPlayForm })));
const WelcomeModal = lazy(() => import('./welcome-modal').then((m) => ({ default: m.WelcomeModal })));

export const AUTH_FORM_EVENT = 'betframe:auth-form';
type Mode = 'login' | 'registration';

function modeOf(value: unknown): Mode | undefined {
  return value === 'login' || value === 'registration' ? value : undefined;
}

function Registration() {
  const t = useAppT();
  const runtime = useRuntime();
  const { config, options } = runtime;
  const props = useProps();
  const player = useSession((s) => s.session);
  const client = useMemo(() => createAccountsClient(runtime.origin), [runtime.origin]);
  const registrationOpen = config.flags.has_registration !== false;
  const loadedProviders = useSocialProviders(runtime.origin, config.auth.socialProviders);
  const providers = loadedProviders ?? [];
  const [social] = useState(() => socialResult(window.location));
  const [payAndPlay] = useState(() => payAndPlayResult(window.location));
  const types = formTypesOf(config).filter((type) => type !== 'soc_reg' || providers.length > 0);
  const [mode, setMode] = useState<Mode>(() =>
    socialResult(window.location).twoFactorToken ? 'login' : (modeOf(props.mode) ?? 'login'),
  );
  const [type, setType] = useState<FormType>(
    types.includes(config.registration.defaultType as FormType)
      ? (config.registration.defaultType as FormType)
      : (types[0] ?? 'phone_reg'),
  );
  const [done, setDone] = useState<Registered | null>(null);
  const [welcome, setWelcome] = useState<SignedIn | null>(null);
  const captcha = useCaptcha(config.captcha.type !== 'disabled');
  const continueButton = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (done?.kind === 'fast') continueButton.current?.focus();
  }, [done]);

  useEffect(() => {
    const next = modeOf(props.mode);
    if (next) setMode(next);
  }, [props.mode]);
  useEffect(() => {
    const onToggle = (event: Event) => {
      const next = modeOf((event as CustomEvent<{ mode?: unknown }>).detail?.mode);
      setMode((current) => next ?? (current === 'login' ? 'registration' : 'login'));
    };
    document.addEventListener(AUTH_FORM_EVENT, onToggle);
    return () => document.removeEventListener(AUTH_FORM_EVENT, onToggle);
  }, []);

  if (!t || loadedProviders === null) return <p className="bf-muted" aria-busy="true" />;

  const signIn = (signed: SignedIn) => runtime.session.login(signed.token, signed.userId);
  const welcomeKind = welcomeKindOf(config);
  /** A new player: through the welcome dialog when configured, then signed in on the page. */
  const finishRegistration = (signed: SignedIn) => (welcomeKind ? setWelcome(signed) : signIn(signed));
  const registered = (result: Registered) => {
    trackStep(runtime.origin, 'registration', { s1: type, s2: result.kind });
    try {
      markRegistrationBonusPopup(window.localStorage);
    } catch {
      // Storage blocked (privacy settings, sandboxed frame): the page simply shows no registration bonus popup.
    }
    // Through a referral link: recorded by a small chunk loaded only then (docs/promotions.md).
    const refCode = props.refCode;
    const token = result.player?.token;
    if (typeof refCode === 'string' && refCode && token)
      void import('./referral').then((m) => m.recordReferralOf(runtime.origin, token, refCode));
    setDone(result);
    // One-click credentials are shown once: the page may leave this widget on login, so the player confirms first.
    if (result.player && result.kind !== 'fast') finishRegistration(result.player);
  };

  const title = t(mode === 'login' ? 'reg_sign_in' : 'reg_title');
  let body: ReactNode;
  if (done?.kind === 'activation')
    body = (
      <p className="bf-ok" role="status" data-testid="registration-activation">
        {t('reg_activation_sent')}
      </p>
    );
  else if (done?.kind === 'fast')
    body = (
      <div role="status" data-testid="registration-fast-done">
        <p className="bf-ok">{t('reg_welcome')}</p>
        <p>
          {t('reg_your_login')}: <strong data-testid="fast-login">{done.login}</strong>
        </p>
        <p>
          {t('reg_your_password')}: <strong data-testid="fast-password">{done.password}</strong>
        </p>
        <p className="bf-muted">{t('reg_save_credentials')}</p>
        <button
          type="button"
          className="bf-button"
          data-primary
          data-testid="fast-continue"
          ref={continueButton}
          onClick={() => done.player && finishRegistration(done.player)}
        >
          {t('reg_continue')}
        </button>
      </div>
    );
  // A new player behind the welcome dialog is not signed in on the page yet, but the form is done.
  else if (player || welcome)
    body = (
      <p className="bf-ok" role="status" data-testid="registration-done">
        {done ? t('reg_welcome') : payAndPlay.done ? t('reg_pnp_done') : t('reg_signed_in')}
      </p>
    );
  else
    body = (
      <div data-testid="registration-open">
        <Tabs
          label={t('reg_title')}
          idBase="bf-auth-mode"
          items={(registrationOpen ? (['login', 'registration'] as const) : (['login'] as const)).map((item) => ({
            id: item,
            label: t(item === 'login' ? 'reg_sign_in' : 'reg_title'),
          }))}
          selected={mode}
          onSelect={setMode}
          dataKey="mode"
        />
        <TabPanel idBase="bf-auth-mode" id={mode}>
          {mode === 'login' ? (
            <SignInForm
              client={client}
              t={t}
              loginTypes={config.auth.loginTypes}
              runCaptcha={captcha.run}
              onSignedIn={signIn}
              origin={runtime.origin}
              providers={providers}
              socialTwoFactorToken={social.twoFactorToken}
            />
          ) : !registrationOpen ? (
            <p className="bf-muted" data-testid="registration-closed">
              {t('reg_closed')}
            </p>
          ) : (
            <>
              {types.length > 1 && (
                <Tabs
                  label={t('reg_types')}
                  idBase="bf-reg-type"
                  items={types.map((item) => ({ id: item, label: t(`reg_type_${item}`) }))}
                  selected={type}
                  onSelect={setType}
                  dataKey="registration-type"
                />
              )}
              <TabPanel idBase="bf-reg-type" id={type}>
                {type === 'pay_and_play_reg' ? (
                  <Suspense fallback={null}>
                    <PayAndPlayForm t={t} config={config} lang={options.lang} origin={runtime.origin} />
                  </Suspense>
                ) : (
                  <RegisterForm
                    key={type}
                    client={client}
                    t={t}
                    config={config}
                    lang={options.lang}
                    type={type}
                    runCaptcha={captcha.run}
                    onRegistered={registered}
                    origin={runtime.origin}
                    providers={providers}
                  />
                )}
              </TabPanel>
            </>
          )}
        </TabPanel>
      </div>
    );

  return (
    <KitTexts t={t}>
      <section aria-label={title} data-testid="registration-widget">
        {/* With the forms open the tabs name them: the heading stays for screen readers only. The host decides
          whether there is one at all (prop `title`: its own heading, a dialog's title, names the widget). */}
        <Title className={body && done === null && !player && !welcome ? 'bf-title bf-vh' : 'bf-title'}>{title}</Title>
        {social.error && !player && (
          <p className="bf-error" role="alert" data-testid="social-error">
            {t(social.error)}
          </p>
        )}
        {payAndPlay.error && !player && (
          <p className="bf-error" role="alert" data-testid="pay-and-play-error">
            {t(payAndPlay.error)}
          </p>
        )}
        {body}
        {captcha.pending && <CaptchaPopup client={client} t={t} onDone={captcha.settle} />}
        {welcome && welcomeKind && (
          <Suspense fallback={null}>
            <WelcomeModal
              t={t}
              kind={welcomeKind}
              percent={config.promo.firstDepositBonus.percent}
              onClose={() => {
                setWelcome(null);
                signIn(welcome);
              }}
            />
          </Suspense>
        )}
      </section>
    </KitTexts>
  );
}

export default defineWidget({
  name: 'registration',
  Component: Registration,
  styles: formStyles,
  api: () => ({
    /** Switches between the sign-in and registration forms. */
    setMode: (mode: string) => {
      document.dispatchEvent(new CustomEvent(AUTH_FORM_EVENT, { detail: { mode } }));
    },
  }),
});
