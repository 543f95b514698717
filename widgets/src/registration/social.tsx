/**
 * Social sign-in and registration (OAuth 2 through the server, docs/api-accounts.md): buttons per provider of
 * `GET /web-api/social/providers`; a click navigates to `/web-api/social/{provider}/start` with the mode, the
 * registration fields and `return_to` (this page). Back on the page, `?social_error=` names a failure and
 * `#two_factor_token=` continues with the two-factor step.
 */
import { accountPaths } from '@betframe/sdk/account';
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import type { AppT } from '../runtime';
import type { CommonRegistration } from '../runtime/accounts/accounts-client';
import { httpFor } from '../runtime/http';

const providersBody = z.object({ data: z.object({ providers: z.array(z.string()) }) });

/** The providers to offer; null while they load (the form waits, so it changes height once, not twice). */
export function useSocialProviders(origin: string, configured: readonly string[]): string[] | null {
  const [providers, setProviders] = useState<string[] | null>(configured.length === 0 ? [] : null);
  useEffect(() => {
    if (configured.length === 0) return;
    let live = true;
    httpFor(origin)
      .request({ path: accountPaths.socialProviders, schema: providersBody })
      .then((result) => {
        if (live) setProviders(result.error ? [] : result.data.data.providers.filter((p) => configured.includes(p)));
      });
    return () => {
      live = false;
    };
  }, [origin, configured]);
  return providers;
}

/** The start URL of a social sign-in or registration that comes back to `returnTo`. */
export function socialStartUrl(
  origin: string,
  provider: string,
  returnTo: string,
  registration?: CommonRegistration,
): string {
  const url = new URL(accountPaths.socialStart(provider), origin);
  url.searchParams.set('mode', registration ? 'register' : 'login');
  url.searchParams.set('return_to', returnTo);
  if (registration) {
    url.searchParams.set('currency_id', String(registration.currencyId));
    url.searchParams.set('country_id', String(registration.countryId));
    if (registration.promoCode) url.searchParams.set('promo_code', registration.promoCode);
    url.searchParams.set('regRules', '1');
    url.searchParams.set('regPolitics', '1');
  }
  return url.href;
}

/** Where the provider sends the player back: this page without the social result markers. */
export function currentReturnPath(location: Location): string {
  const params = new URLSearchParams(location.search);
  params.delete('social_error');
  params.delete('email_link_error');
  params.delete('pay_and_play');
  params.delete('pay_and_play_error');
  const query = params.toString();
  const path = `${location.pathname}${query ? `?${query}` : ''}`;
  return path.startsWith('//') ? '/' : path;
}

/**
 * What the page address says about a social or e-mail-link sign-in that just came back: the text key of its
 * failure, or the two-factor step's token.
 */
export function socialResult(location: Location): { error?: string; twoFactorToken?: string } {
  const search = new URLSearchParams(location.search);
  const social = search.get('social_error');
  const emailLink = search.get('email_link_error');
  const error = social ? `reg_social_error_${social}` : emailLink ? `reg_email_link_error_${emailLink}` : undefined;
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const twoFactorToken = hash.get('two_factor_token') ?? undefined;
  return { ...(error ? { error } : {}), ...(twoFactorToken ? { twoFactorToken } : {}) };
}

/** Leaves for the provider: the page itself when the widget is part of it, a new window from a frame. */
export function goToProvider(url: string): void {
  if (window.parent === window) window.location.assign(url);
  else window.open(url, '_blank', 'noopener');
}

export function SocialButtons({
  t,
  providers,
  onPick,
}: {
  t: AppT;
  providers: string[];
  onPick: (provider: string) => void;
}) {
  if (providers.length === 0) return null;
  return (
    <div className="bf-row bf-wrap" data-testid="social-buttons">
      <span className="bf-muted">{t('reg_social_with')}</span>
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className="bf-button"
          data-provider={provider}
          onClick={() => onPick(provider)}
        >
          {t(`reg_social_${provider}`)}
        </button>
      ))}
    </div>
  );
}
