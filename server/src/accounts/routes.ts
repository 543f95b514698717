import type { Context } from 'hono';
import type { RouteModule } from '../app/types';
import { authServiceOf, crossOriginGuard } from '../auth';
import { captchaVerifiers, DevCaptcha, registerCaptchaRoutes } from '../captcha';
import { createOutboxSender, type MessageSender, registerDevOutbox } from '../messaging';
import { SandboxPaymentProvider } from '../payments';
import {
  DEV_CLIENT_ID,
  DEV_CLIENT_SECRET,
  devIdentityProviderApp,
  oidcProvidersFromEnv,
  oidcSocialProvider,
  registerDevIdentityProvider,
  type SocialProvider,
} from '../social';
import { registerContactChangeRoutes } from './contact-change-routes';
import type { AccountsContext, FirstAccountOpener } from './context';
import { registerCustomRegistration } from './custom-registration';
import { registerEmailLinkRoutes } from './email-link-routes';
import { registerLoginRoutes } from './login-routes';
import { OneTimeCodes } from './one-time-codes';
import { registerPasswordRoutes } from './password-routes';
import { registerPayAndPlayRoutes } from './pay-and-play';
import { registerSandboxBank } from './pay-and-play-bank';
import { registerRegistrationRoutes } from './registration-routes';
import { registerSecurityQuestionRoutes } from './security-question-routes';
import { registerSessionRoutes } from './session-routes';
import { registerSocialRoutes } from './social-routes';
import { startSweeper } from './sweeper';
import { registerTwoFactorRoutes } from './two-factor-routes';

export interface AccountsOptions {
  /** Opens the first currency account in the registration transaction (the wallet ledger). */
  openFirstAccount?: FirstAccountOpener;
  /** Where SMS and e-mail go; the outbox sender by default. */
  sender?: MessageSender;
  /**
   * Real sign-in providers by id; the OpenID Connect providers of the environment (`OIDC_<ID>_ISSUER`, …) by
   * default. Ids without one get the development identity provider outside production.
   */
  socialProviders?: Record<string, SocialProvider>;
}

/** Paths whose unsafe calls always get the cross-origin check: they create sessions (login CSRF). */
const signInPaths = [
  '/web-api/account/login',
  '/web-api/account/login/*',
  '/web-api/account/sms-auth/*',
  '/web-api/registration/*',
];

/**
 * The accounts/auth route module: registration, login, sessions, tokens, passwords, two-factor, secure
 * questions, contact changes, social sign-in, the development captcha, outbox and identity provider.
 * `deps.auth` must be the AuthService (`createAuthService`).
 */
export function accountsRoutesWith(options: AccountsOptions = {}): RouteModule {
  return (app, deps) => {
    const auth = authServiceOf(deps);
    const db = deps.database.db;
    const now = () => auth.now();
    const captcha = new DevCaptcha(db, now);
    const production = deps.mode === 'production';
    const devProviders = new Map<string, SocialProvider>();
    const onSocialError = (err: unknown) => deps.logger.warn({ err }, 'social sign-in exchange failed');
    const realProviders = options.socialProviders ?? oidcProvidersFromEnv(process.env, now, onSocialError);
    // The server's OIDC client calls the development provider in process, on the origin the browser used.
    const devIdp = production ? undefined : devIdentityProviderApp(db, deps.secret, now);
    const ctx: AccountsContext = {
      deps,
      db,
      auth,
      codes: new OneTimeCodes(db, Buffer.from(deps.secret, 'utf8'), now),
      sender: options.sender ?? createOutboxSender(db),
      captcha,
      captchaVerifiers: captchaVerifiers(captcha, production ? undefined : deps.captchaTestToken),
      socialProvider(id) {
        const real = realProviders[id];
        if (real) return real;
        if (!devIdp || !/^[a-z0-9_-]{2,32}$/.test(id)) return undefined;
        let dev = devProviders.get(id);
        if (!dev) {
          dev = oidcSocialProvider({
            id,
            issuer: (origin) => `${origin}/dev/oauth/${id}`,
            clientId: DEV_CLIENT_ID,
            clientSecret: DEV_CLIENT_SECRET,
            fetch: async (url, init) => devIdp.fetch(new Request(url, init as RequestInit)),
            allowHttp: true,
            now,
            onError: onSocialError,
          });
          devProviders.set(id, dev);
        }
        return dev;
      },
      openFirstAccount: options.openFirstAccount,
      now,
      config: (c: Context) => auth.config(c),
    };

    const trusted = async (c: Context) => (await auth.config(c)).partner.allowedOrigins;
    // Cookie-authenticated writes anywhere under /web-api (other areas' routes registered after this module
    // included), and every sign-in call.
    app.use('/web-api/*', crossOriginGuard(trusted, { onlyWithSessionCookie: true }));
    for (const path of signInPaths) app.use(path, crossOriginGuard(trusted, { onlyWithSessionCookie: false }));

    registerRegistrationRoutes(app, ctx);
    registerCustomRegistration(app, ctx);
    registerLoginRoutes(app, ctx);
    registerEmailLinkRoutes(app, ctx);
    registerSessionRoutes(app, ctx);
    registerPasswordRoutes(app, ctx);
    registerTwoFactorRoutes(app, ctx);
    registerSecurityQuestionRoutes(app, ctx);
    registerContactChangeRoutes(app, ctx);
    registerSocialRoutes(app, ctx);
    registerCaptchaRoutes(app, captcha);
    if (!production) {
      // Pay-and-play registration needs a bank; the sandbox bank is the one there is (docs/api-accounts.md).
      const bank = new SandboxPaymentProvider(deps.secret);
      registerPayAndPlayRoutes(app, ctx, bank);
      registerSandboxBank(app, db, bank, deps.secret);
      registerDevOutbox(app, db, deps.secret);
      registerDevIdentityProvider(app, db, deps.secret, now);
    }
    if (deps.mode !== 'test') {
      const stop = startSweeper(db, now, (err) => deps.logger.error({ err }, 'accounts sweep failed'));
      deps.onClose(stop);
    }
  };
}

export const accountsRoutes: RouteModule = accountsRoutesWith();
