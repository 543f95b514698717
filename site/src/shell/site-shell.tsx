/**
 * The site frame (SPEC §2): header with navigation (at most 9 items, the rest in an overflow menu), the sign-in
 * and registration buttons per configuration flags, the language switch and theme; the page of the current route
 * — widgets mounted inline through the loader — and the footer with information links. Route guards send a guest
 * from a signed-in-only page to sign-in with `return-url`, and a signed-in player away from guest-only pages.
 */
import type { SiteConfig } from '@betframe/sdk/config';
import type { BetframeApi } from '@betframe/sdk/loader';
import { type ReactNode, useEffect, useState } from 'react';
import { CookieBanner } from '../consent/cookie-banner';
import type { FooterQuestion, InformationLink } from '../content/content-client';
import { footerGroups } from '../content/footer-groups';
import { type EmbeddedChrome, standaloneChrome } from '../embedded/embedded-chrome';
import type { InstallPrompt } from '../embedded/install-prompt';
import { BettingRoutePage } from '../pages/betting-page';
import { HomePage } from '../pages/home-page';
import { InformationPage } from '../pages/information-page';
import { NotFound } from '../pages/not-found';
import { isHomeSection } from '../routing/home-sections';
import { type SiteLanguage, siteLanguages } from '../routing/normalize-path';
import {
  guardRoute,
  isBettingRoute,
  isNotFoundUrl,
  isRouteHidden,
  matchRoute,
  pathOf,
  RETURN_URL_KEY,
} from '../routing/routes';
import { HeaderBalance } from '../session/header-balance';
import type { SiteT } from '../texts/site-texts';
import { WidgetSlot } from '../widgets/widget-slot';
import { type FontSize, fontSizeOf, fontSizes } from './font-size';
import { navigate } from './navigation';
import { BottomActions, CouponShortcut, ServiceActions, useCouponCount } from './quick-actions';
import { RouteModal } from './route-modal';
import { SiteOverlays } from './site-overlays';
import { siteStorage } from './site-storage';

const languageNames: Record<SiteLanguage, string> = { ru: 'Русский', en: 'English', kk: 'Қазақша', ar: 'العربية' };
export const MAX_VISIBLE_NAV_ITEMS = 9;

export interface SiteShellProps {
  lang: SiteLanguage;
  /** The path after the language segment. */
  path: string;
  search: string;
  t: SiteT;
  config: SiteConfig;
  api: BetframeApi;
  signedIn: boolean;
  onSignOut: () => void;
  theme: 'light' | 'dark';
  onTheme: (theme: 'light' | 'dark') => void;
  /** The page behind a modal route (its path after the language), when the player came from one. */
  background?: string | undefined;
  fontSize: FontSize;
  onFontSize: (size: FontSize) => void;
  /** Embedded mode (shared state of the parent page). */
  headerHidden?: boolean;
  bottomNavigationHidden?: boolean;
  /** Footer information links and questions from the content calls (SPEC §7; empty on failure). */
  informationLinks?: readonly InformationLink[];
  footerQuestions?: readonly FooterQuestion[];
  /** Reports whether any modal of the page is open (embedded mode: `anyModalOpen`). */
  onModalOpen?: (open: boolean) => void;
  /** The site runs in a partner's frame (the parent's consent banner governs; see docs/site.md). */
  embedded?: boolean;
  /** What the parent's shared state decides (embedded-chrome.ts); the site's own full chrome when absent. */
  chrome?: EmbeddedChrome;
  /** The browser's held install offer (the "Install app" button). */
  installPrompt?: InstallPrompt;
}

const navItems = [
  { route: 'home', key: 'site_nav_home' },
  { route: 'bettingHome', key: 'site_nav_line' },
  { route: 'bettingMultiLive', key: 'site_nav_live' },
  { route: 'bettingCyber', key: 'site_nav_cyber' },
  { route: 'topEventsHome', key: 'site_nav_top_events' },
  { route: 'expressDay', key: 'site_nav_express_day' },
  { route: 'favorites', key: 'site_nav_favorites' },
  { route: 'searchEvents', key: 'site_nav_search' },
  { route: 'office', key: 'site_nav_office' },
  { route: 'officePaymentHistory', key: 'site_nav_payments' },
  { route: 'officeSecurity', key: 'site_nav_security' },
];

const officeScreens: Record<string, string> = {
  office: 'account',
  officeAccount: 'account',
  officeRecharge: 'recharge',
  officeDeduce: 'deduce',
  officePaymentHistory: 'payments',
  officePaymentRequests: 'requests',
  officeBetsHistory: 'bets',
  officeSecurity: 'security',
};

export function SiteShell(props: SiteShellProps) {
  const { lang, path, search, t, config, api, signedIn } = props;
  const chrome = props.chrome ?? standaloneChrome;
  const couponCount = useCouponCount(api);
  const params = new URLSearchParams(search);
  const visibleRoute = (rest: string) => {
    if (isNotFoundUrl(rest, config.routing.notFoundUrls)) return null;
    const found = matchRoute(rest, lang);
    if (found?.route.name === 'homeSection' && !isHomeSection(found.params.section ?? '')) return null;
    return found && !isRouteHidden(found.route, config.flags) ? found : null;
  };
  const routeMatch = visibleRoute(path);
  const current = `/${lang}${path === '/' ? '' : path}${search}`;
  const guard = routeMatch ? guardRoute(routeMatch.route, signedIn, lang, current, params) : { kind: 'show' as const };
  // A modal route reached from another page opens over that page; loaded directly, it is a page of its own.
  const asModal = routeMatch?.route.modal === true && props.background !== undefined && guard.kind === 'show';
  const match = asModal && props.background !== undefined ? visibleRoute(props.background) : routeMatch;

  useEffect(() => {
    if (guard.kind === 'redirect') navigate(guard.to, true);
  }, [guard.kind, guard.kind === 'redirect' ? guard.to : '']);

  const [moreOpen, setMoreOpen] = useState(false);
  // Embedded mode reports whether any modal is open: a modal route or an overlay modal (the age question).
  const [overlayOpen, setOverlayOpen] = useState(false);
  const { onModalOpen } = props;
  useEffect(() => {
    onModalOpen?.(asModal || overlayOpen);
  }, [onModalOpen, asModal, overlayOpen]);
  const visible = navItems.filter((item) => signedIn || !item.route.startsWith('office'));
  const shown = visible.slice(0, MAX_VISIBLE_NAV_ITEMS);
  const overflow = visible.slice(MAX_VISIBLE_NAV_ITEMS);
  const hasRegistration = config.flags.has_registration !== false;

  let page: ReactNode;
  if (guard.kind === 'redirect') page = <p aria-busy="true">{t('site_redirecting')}</p>;
  else if (!match) page = <NotFound lang={lang} t={t} />;
  else {
    const name = match.route.name;
    if (name === 'login' || name === 'registration')
      page = (
        <section data-testid="auth-page">
          <h1>{t(name === 'login' ? 'site_sign_in' : 'site_registration')}</h1>
          <WidgetSlot
            api={api}
            name="registration"
            props={{ mode: name, returnUrl: params.get(RETURN_URL_KEY) ?? '' }}
            label={t(name === 'login' ? 'site_sign_in' : 'site_registration')}
          />
        </section>
      );
    else if (officeScreens[name])
      page = (
        <section data-testid="office-page">
          <h1>{t('site_nav_office')}</h1>
          <WidgetSlot
            api={api}
            name="office"
            props={{ screen: officeScreens[name], typeFilterVisible: chrome.betsHistoryTypeFilterVisible }}
            label={t('site_nav_office')}
          />
        </section>
      );
    else if (name === 'home') page = <HomePage lang={lang} config={config} api={api} t={t} />;
    else if (name === 'homeSection') {
      const section = match.params.section ?? '';
      page = isHomeSection(section) ? (
        <HomePage lang={lang} config={config} api={api} t={t} only={section} />
      ) : (
        <NotFound lang={lang} t={t} />
      );
    } else if (name === 'blockAppeal')
      page = (
        <section data-testid="block-appeal">
          <h1>{t('site_block_appeal_title')}</h1>
          <p>{t('site_block_appeal_text')}</p>
          <a href={`mailto:${config.support.emails[0] ?? ''}`}>{config.support.emails[0]}</a>
        </section>
      );
    else if (name === 'information' || name === 'smsBets' || name === 'informationIndex')
      page = (
        <InformationPage
          lang={lang}
          kind={name === 'smsBets' ? 'smsbets' : (match.params.kind ?? 'information')}
          t={t}
          links={props.informationLinks ?? []}
        />
      );
    else if (name === 'restricted')
      page = (
        <section data-testid="restricted">
          <h1>{t('site_restricted_title')}</h1>
          <p>{t('site_restricted_text')}</p>
        </section>
      );
    else if (name === 'coupon')
      // A shared coupon link: the bet slip loads the saved coupon by its code.
      page = (
        <section data-testid="coupon-page">
          <h1>{t('coupon')}</h1>
          <WidgetSlot api={api} name="coupon" props={{ code: match.params.couponNumber ?? '' }} label={t('coupon')} />
        </section>
      );
    else if (isBettingRoute(name))
      page = (
        <BettingRoutePage
          name={name}
          params={match.params}
          lang={lang}
          search={params}
          config={config}
          api={api}
          t={t}
        />
      );
    else page = <NotFound lang={lang} t={t} />;
  }

  const loginHref = `${pathOf('login', lang)}${params.get(RETURN_URL_KEY) ? `?${RETURN_URL_KEY}=${encodeURIComponent(params.get(RETURN_URL_KEY) ?? '')}` : ''}`;
  return (
    <>
      <a className="site-skip" href="#main">
        {t('site_skip_to_content')}
      </a>
      {config.flags.show_cookie_consent !== false && props.embedded !== true && (
        <CookieBanner t={t} lang={lang} storage={siteStorage} />
      )}
      <header className="site-header" hidden={props.headerHidden === true}>
        <a className="site-logo" href={pathOf('home', lang)}>
          Betframe
        </a>
        <nav aria-label={t('site_nav_label')} className="site-nav">
          {shown.map((item) => (
            <a key={item.route} href={pathOf(item.route, lang)}>
              {t(item.key)}
            </a>
          ))}
          {overflow.length > 0 && (
            <div className="site-more">
              <button type="button" aria-expanded={moreOpen} onClick={() => setMoreOpen((open) => !open)}>
                {t('site_nav_more')}
              </button>
              {moreOpen && (
                <div className="site-more-menu">
                  {overflow.map((item) => (
                    <a key={item.route} href={pathOf(item.route, lang)} onClick={() => setMoreOpen(false)}>
                      {t(item.key)}
                    </a>
                  ))}
                </div>
              )}
            </div>
          )}
        </nav>
        <div className="site-account">
          <CouponShortcut
            t={t}
            lang={lang}
            count={couponCount}
            clickable={chrome.quickCouponClickable}
            testId="header-coupon"
          />
          {signedIn ? (
            <>
              <HeaderBalance t={t} lang={lang} api={api} />
              <a href={pathOf('office', lang)} data-testid="header-office">
                {t('site_nav_office')}
              </a>
              <button type="button" onClick={props.onSignOut} data-testid="header-sign-out">
                {t('site_sign_out')}
              </button>
            </>
          ) : (
            <>
              {config.flags.show_login_btn !== false && (
                <a href={loginHref} data-testid="header-sign-in">
                  {t('site_sign_in')}
                </a>
              )}
              {hasRegistration && (
                <a href={pathOf('registration', lang)} className="site-primary" data-testid="header-registration">
                  {t('site_registration')}
                </a>
              )}
            </>
          )}
          <label htmlFor="site-font-size" className="site-visually-hidden">
            {t('site_font_size')}
          </label>
          <select
            id="site-font-size"
            value={props.fontSize}
            onChange={(e) => props.onFontSize(fontSizeOf(e.currentTarget.value))}
          >
            {(Object.keys(fontSizes) as FontSize[]).map((size) => (
              <option key={size} value={size}>
                {t(`site_font_size_${size}`)}
              </option>
            ))}
          </select>
          <button
            type="button"
            aria-pressed={props.theme === 'dark'}
            onClick={() => props.onTheme(props.theme === 'dark' ? 'light' : 'dark')}
          >
            {t('site_dark_theme')}
          </button>
        </div>
        <nav aria-label={t('site_language')} className="site-languages">
          {siteLanguages.map((code) => (
            <a
              key={code}
              href={`/${code}${path === '/' ? '' : path}${search}`}
              hrefLang={code}
              lang={code}
              aria-current={code === lang ? 'page' : undefined}
            >
              {languageNames[code]}
            </a>
          ))}
        </nav>
      </header>
      <main id="main" tabIndex={-1}>
        {page}
      </main>
      {asModal && routeMatch && (
        <RouteModal
          name={routeMatch.route.name}
          label={t(routeMatch.route.name === 'login' ? 'site_sign_in' : 'site_registration')}
        >
          <WidgetSlot
            api={api}
            name="registration"
            props={{ mode: routeMatch.route.name, returnUrl: params.get(RETURN_URL_KEY) ?? '' }}
            label={t(routeMatch.route.name === 'login' ? 'site_sign_in' : 'site_registration')}
          />
        </RouteModal>
      )}
      <footer className="site-footer">
        <nav aria-label={t('site_footer_label')} data-testid="footer-links" className="site-footer-links">
          {footerGroups(props.informationLinks ?? []).map((group) => (
            <section key={group.section} aria-labelledby={`footer-${group.section}`}>
              <h2 id={`footer-${group.section}`}>{t(`site_footer_section_${group.section}`)}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.kind}>
                    <a href={link.path}>{link.title}</a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        {config.footer.questions && (props.footerQuestions ?? []).length > 0 && (
          <section className="site-footer-questions" aria-label={t('site_footer_questions')}>
            {(props.footerQuestions ?? []).map((item) => (
              <details key={item.question}>
                <summary>{item.question}</summary>
                <p>{item.answer}</p>
              </details>
            ))}
          </section>
        )}
        <ServiceActions t={t} lang={lang} config={config} chrome={chrome} installPrompt={props.installPrompt} />
        <p>{t('site_age_notice', { age: config.global.minAge })}</p>
      </footer>
      <BottomActions t={t} lang={lang} chrome={chrome} count={couponCount} />
      <SiteOverlays
        t={t}
        config={config}
        lang={lang}
        signedIn={signedIn}
        bottomNavigationHidden={props.bottomNavigationHidden === true}
        singleBottomNavItem={chrome.singleBottomNavItem}
        embedded={props.embedded === true}
        onModalOpen={setOverlayOpen}
      />
    </>
  );
}
