/**
 * What the main column shows for a matched route, and whether the page is a betting screen (the bet slip sits
 * beside it: a column on desktop, one tap away on a phone). Pages whose widget carries its own visible title
 * (sign-in, registration, office) keep their `<h1>` for the outline but do not show it twice.
 */
import type { SiteConfig } from '@betframe/sdk/config';
import type { BetframeApi } from '@betframe/sdk/loader';
import type { ReactNode } from 'react';
import type { InformationLink } from '../content/content-client';
import type { EmbeddedChrome } from '../embedded/embedded-chrome';
import { isHomeSection } from '../routing/home-sections';
import type { SiteLanguage } from '../routing/normalize-path';
import { isBettingRoute, type MatchedRoute, RETURN_URL_KEY } from '../routing/routes';
import type { SiteT } from '../texts/site-texts';
import { WidgetSlot } from '../widgets/widget-slot';
import { BettingRoutePage } from './betting-page';
import { CasinoPage } from './casino-page';
import { HomePage } from './home-page';
import { InformationPage } from './information-page';
import { NotFound } from './not-found';

const officeScreens: Record<string, string> = {
  office: 'account',
  officeAccount: 'account',
  officeRecharge: 'recharge',
  officeDeduce: 'deduce',
  officePaymentHistory: 'payments',
  officePaymentRequests: 'requests',
  officeBetsHistory: 'bets',
  officeSecurity: 'security',
  officeCasino: 'casino',
};

export interface RoutePage {
  page: ReactNode;
  /** A betting screen: the shell shows the bet slip beside it. */
  betting: boolean;
}

export function routePage({
  match,
  lang,
  t,
  config,
  api,
  params,
  chrome,
  informationLinks,
}: {
  match: MatchedRoute | null;
  lang: SiteLanguage;
  t: SiteT;
  config: SiteConfig;
  api: BetframeApi;
  params: URLSearchParams;
  chrome: EmbeddedChrome;
  informationLinks: readonly InformationLink[];
}): RoutePage {
  if (!match) return { page: <NotFound lang={lang} t={t} />, betting: false };
  const name = match.route.name;
  if (name === 'login' || name === 'registration') {
    const title = t(name === 'login' ? 'site_sign_in' : 'site_registration');
    return {
      betting: false,
      page: (
        <section data-testid="auth-page" className="site-narrow">
          <h1 className="site-visually-hidden">{title}</h1>
          <WidgetSlot
            api={api}
            name="registration"
            props={{ mode: name, returnUrl: params.get(RETURN_URL_KEY) ?? '' }}
            label={title}
          />
        </section>
      ),
    };
  }
  const screen = officeScreens[name];
  if (screen)
    return {
      betting: false,
      page: (
        <section data-testid="office-page">
          <h1 className="site-visually-hidden">{t('site_nav_office')}</h1>
          <WidgetSlot
            api={api}
            name="office"
            props={{ screen, typeFilterVisible: chrome.betsHistoryTypeFilterVisible }}
            label={t('site_nav_office')}
          />
        </section>
      ),
    };
  if (name === 'casino' || name === 'casinoGame' || name === 'casinoFairness')
    return { betting: false, page: <CasinoPage name={name} params={match.params} search={params} t={t} api={api} /> };
  if (name === 'home') return { betting: true, page: <HomePage lang={lang} config={config} api={api} t={t} /> };
  if (name === 'homeSection') {
    const section = match.params.section ?? '';
    return isHomeSection(section)
      ? { betting: true, page: <HomePage lang={lang} config={config} api={api} t={t} only={section} /> }
      : { betting: false, page: <NotFound lang={lang} t={t} /> };
  }
  if (name === 'blockAppeal')
    return {
      betting: false,
      page: (
        <section data-testid="block-appeal" className="site-card site-narrow">
          <h1>{t('site_block_appeal_title')}</h1>
          <p>{t('site_block_appeal_text')}</p>
          <a href={`mailto:${config.support.emails[0] ?? ''}`}>{config.support.emails[0]}</a>
        </section>
      ),
    };
  if (name === 'information' || name === 'smsBets' || name === 'informationIndex')
    return {
      betting: false,
      page: (
        <InformationPage
          lang={lang}
          kind={name === 'smsBets' ? 'smsbets' : (match.params.kind ?? 'information')}
          t={t}
          links={informationLinks}
        />
      ),
    };
  if (name === 'restricted')
    return {
      betting: false,
      page: (
        <section data-testid="restricted" className="site-card site-narrow">
          <h1>{t('site_restricted_title')}</h1>
          <p>{t('site_restricted_text')}</p>
        </section>
      ),
    };
  if (name === 'coupon')
    // A shared coupon link: the bet slip loads the saved coupon by its code (the page is the slip itself).
    return {
      betting: false,
      page: (
        <section data-testid="coupon-page" className="site-narrow">
          <h1>{t('coupon')}</h1>
          <WidgetSlot api={api} name="coupon" props={{ code: match.params.couponNumber ?? '' }} label={t('coupon')} />
        </section>
      ),
    };
  if (isBettingRoute(name))
    return {
      betting: true,
      page: (
        <BettingRoutePage
          name={name}
          params={match.params}
          lang={lang}
          search={params}
          config={config}
          api={api}
          t={t}
        />
      ),
    };
  return { betting: false, page: <NotFound lang={lang} t={t} /> };
}
