/**
 * What the main column shows for a matched route, and whether the page is a betting screen (the bet slip sits
 * beside it: a column on desktop, one tap away on a phone). One heading names each screen: where the page has
 * its own (a betting route, a home section, the shared coupon) the widget shows none (prop `title: false`);
 * sign-in, registration and the office have the widget's title as the page's `<h1>` (`title: 'h1'`), since the
 * widget's tabs move between its screens.
 */
import type { SiteConfig } from '@betframe/sdk/config';
import type { BetframeApi } from '@betframe/sdk/loader';
import type { Geo } from '@betframe/sdk/verification';
import type { ReactNode } from 'react';
import type { InformationLink } from '../content/content-client';
import type { EmbeddedChrome } from '../embedded/embedded-chrome';
import type { InstallPrompt } from '../embedded/install-prompt';
import { openWhileRestricted } from '../geo/geo-client';
import { GlobalEventBlock, hasGlobalEvent } from '../promotions/global-event';
import { isHomeSection } from '../routing/home-sections';
import type { SiteLanguage } from '../routing/normalize-path';
import { isBettingRoute, type MatchedRoute, RETURN_URL_KEY } from '../routing/routes';
import type { SiteT } from '../texts/site-texts';
import { WidgetSlot } from '../widgets/widget-slot';
import { BettingRoutePage } from './betting-page';
import { HomePage } from './home-page';
import {
  AppInstallPage,
  BlockAppealPage,
  BlockPage,
  BlogPage,
  CasinoPage,
  InformationLoading,
  InformationPage,
  LazyPage,
  PartnerProgrammePage,
  PromoStorePage,
  TotoDrawPage,
  TotoDrawsPage,
  TournamentsPage,
} from './lazy-pages';
import { NotFound } from './not-found';
import { VirtualSportsPage } from './virtual-sports-page';

const officeScreens: Record<string, string> = {
  office: 'account',
  officeAccount: 'account',
  officeRecharge: 'recharge',
  officeDeduce: 'deduce',
  officePaymentHistory: 'payments',
  officePaymentRequests: 'requests',
  officeBetsHistory: 'bets',
  officeSecurity: 'security',
  officeResponsibleGambling: 'limits',
  officeIdentification: 'identification',
  officeVerification: 'verification',
  officeProfile: 'profile',
  officeSettings: 'settings',
  officeMessages: 'messages',
  officeSupport: 'support',
  officePaymentConsultant: 'consultant',
  officeShareIdea: 'idea',
  officeManagerBets: 'managerbets',
  officePowerBet: 'powerbet',
  officeBonuses: 'bonuses',
  officePromoCodes: 'promo',
  officeBringFriend: 'friends',
  officeCashback: 'cashback',
  officePoints: 'points',
  officeGifts: 'gifts',
  officeSpecialOffers: 'offers',
  officePromotions: 'promotions',
  officeCasino: 'casino',
  officeTournaments: 'tournaments',
  officeToto: 'toto',
};

export interface RoutePage {
  page: ReactNode;
  /** A betting screen: the shell shows the bet slip beside it. */
  betting: boolean;
}

/** The page for a route; pages other than the betting screens arrive as chunks of their own (`lazy-pages.tsx`). */
export function routePage(args: Parameters<typeof pickPage>[0]): RoutePage {
  const { loading, ...shown } = pickPage(args);
  return shown.betting
    ? shown
    : {
        ...shown,
        page: (
          <LazyPage t={args.t} fallback={loading}>
            {shown.page}
          </LazyPage>
        ),
      };
}

function pickPage({
  match,
  lang,
  t,
  config,
  api,
  params,
  chrome,
  informationLinks,
  partner = 1,
  geo,
  installPrompt,
}: {
  match: MatchedRoute | null;
  lang: SiteLanguage;
  t: SiteT;
  config: SiteConfig;
  api: BetframeApi;
  params: URLSearchParams;
  chrome: EmbeddedChrome;
  informationLinks: readonly InformationLink[];
  partner?: number;
  /** The visitor's country as the server decided it; a restricted one sees the block page on most routes. */
  geo?: Geo;
  /** The browser's held install offer, for the app page's button. */
  installPrompt?: InstallPrompt | undefined;
}): RoutePage & { loading?: ReactNode } {
  if (!match) return { page: <NotFound lang={lang} t={t} />, betting: false };
  const name = match.route.name;
  if (geo?.restricted && !openWhileRestricted.includes(name))
    return { betting: false, page: <BlockPage lang={lang} t={t} country={geo.country} /> };
  if (name === 'login' || name === 'registration') {
    const title = t(name === 'login' ? 'site_sign_in' : 'site_registration');
    return {
      betting: false,
      page: (
        <section data-testid="auth-page" className="site-narrow">
          <WidgetSlot
            api={api}
            name="registration"
            props={{
              mode: name,
              returnUrl: params.get(RETURN_URL_KEY) ?? '',
              title: 'h1',
              refCode: params.get('refCode') ?? '',
            }}
            label={title}
          />
        </section>
      ),
    };
  }
  if (name === 'limitsPopup')
    // Loaded directly (not over another page): the popup's content as a page.
    return {
      betting: false,
      page: (
        <section data-testid="limits-page" className="site-narrow">
          <h1>{t('limits.title')}</h1>
          <WidgetSlot api={api} name="office" props={{ screen: 'limits', single: true }} label={t('limits.title')} />
        </section>
      ),
    };
  const screen = officeScreens[name];
  if (screen)
    return {
      betting: false,
      page: (
        <section data-testid="office-page">
          <WidgetSlot
            api={api}
            name="office"
            props={{ screen, typeFilterVisible: chrome.betsHistoryTypeFilterVisible, title: 'h1' }}
            label={t('site_nav_office')}
          />
        </section>
      ),
    };
  if (name === 'casino' || name === 'casinoGame' || name === 'casinoFairness')
    return { betting: false, page: <CasinoPage name={name} params={match.params} search={params} t={t} api={api} /> };
  if (name === 'promoStore') return { betting: false, page: <PromoStorePage lang={lang} t={t} /> };
  if (name === 'tournaments' || name === 'tournament')
    return {
      betting: false,
      page: (
        <TournamentsPage
          key={name}
          lang={lang}
          t={t}
          id={match.params.tournamentId ? Number(match.params.tournamentId) : null}
          config={config}
        />
      ),
    };
  if (name === 'virtualSports' || name === 'virtualSportsSection')
    return { betting: true, page: <VirtualSportsPage sportId={match.params.sportId} t={t} api={api} /> };
  if (name === 'home') return { betting: true, page: <HomePage lang={lang} config={config} api={api} t={t} /> };
  if (name === 'homeSection') {
    const section = match.params.section ?? '';
    return isHomeSection(section)
      ? { betting: true, page: <HomePage lang={lang} config={config} api={api} t={t} only={section} /> }
      : { betting: false, page: <NotFound lang={lang} t={t} /> };
  }
  if (name === 'partnerProgramme')
    return { betting: false, page: <PartnerProgrammePage lang={lang} t={t} config={config} /> };
  if (name === 'globalEvent')
    return hasGlobalEvent(config)
      ? { betting: true, page: <GlobalEventBlock lang={lang} t={t} config={config} api={api} alone /> }
      : { betting: false, page: <NotFound lang={lang} t={t} /> };
  if (name === 'app') return { betting: false, page: <AppInstallPage t={t} installPrompt={installPrompt} /> };
  if (name === 'blockAppeal')
    return { betting: false, page: <BlockAppealPage t={t} partner={partner} search={params.toString()} /> };
  if (name === 'information' || name === 'smsBets' || name === 'informationIndex')
    return {
      betting: false,
      loading: <InformationLoading t={t} />,
      page: (
        <InformationPage
          lang={lang}
          kind={name === 'smsBets' ? 'smsbets' : (match.params.kind ?? 'information')}
          t={t}
          links={informationLinks}
        />
      ),
    };
  if (name.startsWith('blog')) {
    const { article, category, page } = match.params;
    const request = article
      ? { kind: 'article' as const, slug: article }
      : { kind: 'list' as const, page: Number(page ?? '1'), ...(category ? { category } : {}) };
    return { betting: false, page: <BlogPage key={name} lang={lang} t={t} request={request} /> };
  }
  if (name === 'restricted')
    return { betting: false, page: <BlockPage lang={lang} t={t} country={geo?.country ?? null} /> };
  if (name === 'toto' || name === 'totoRundown') {
    const id = Number(match.params.drawId ?? match.params.rundownNumber);
    return { betting: false, page: <TotoDrawPage key={id} lang={lang} t={t} drawId={id} /> };
  }
  if (name === 'totoDraws')
    return {
      betting: false,
      page: (
        <TotoDrawsPage
          lang={lang}
          t={t}
          status={match.params.drawStatus ?? 'active'}
          page={Number(match.params.page)}
        />
      ),
    };
  if (name === 'coupon')
    // A shared coupon link: the bet slip loads the saved coupon by its code (the page is the slip itself).
    return {
      betting: false,
      page: (
        <section data-testid="coupon-page" className="site-narrow">
          <h1>{t('coupon')}</h1>
          <WidgetSlot
            api={api}
            name="coupon"
            props={{ code: match.params.couponNumber ?? '', title: false }}
            label={t('coupon')}
          />
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
