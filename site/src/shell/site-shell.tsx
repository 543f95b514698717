/**
 * The site frame (SPEC §2) in the layouts of docs/design-system.md: the header (shell/site-header.tsx); the
 * sports menu with the display settings (a left column from 1200 px, a drawer below); the page of the current
 * route — widgets mounted inline through the loader — and, beside a betting screen, the bet slip
 * (shell/slip-panel.tsx: a sticky right column from 1200 px, a side panel on a tablet, a bottom sheet on a phone);
 * the footer with information links; the phone's bottom navigation with the slip's count. Route guards send a
 * guest from a signed-in-only page to sign-in with `return-url`, and a signed-in player away from guest-only pages.
 */
import type { SiteConfig } from '@betframe/sdk/config';
import type { BetframeApi } from '@betframe/sdk/loader';
import type { Geo } from '@betframe/sdk/verification';
import { useEffect, useRef, useState } from 'react';
import { IconButton } from '../../../widgets/src/runtime/ui/button';
import { deepActive } from '../../../widgets/src/runtime/ui/modal-focus';
import { KitTexts } from '../../../widgets/src/runtime/ui/texts';
import { CookieBanner } from '../consent/cookie-banner';
import type { FooterQuestion, InformationLink } from '../content/content-client';
import { footerGroups } from '../content/footer-groups';
import { bottomNavItemOfRoute, type EmbeddedChrome, standaloneChrome } from '../embedded/embedded-chrome';
import type { InstallPrompt } from '../embedded/install-prompt';
import { routePage } from '../pages/route-page';
import { isHomeSection } from '../routing/home-sections';
import type { SiteLanguage } from '../routing/normalize-path';
import { guardRoute, isNotFoundUrl, isRouteHidden, matchRoute, pathOf, RETURN_URL_KEY } from '../routing/routes';
import { logCookieAgreement } from '../session/site-session';
import { SportsMenu } from '../sports-menu/sports-menu';
import type { SiteT } from '../texts/site-texts';
import { WidgetSlot } from '../widgets/widget-slot';
import type { FontSize } from './font-size';
import { breakpoints } from './layout-styles';
import { NAVIGATE_EVENT, navigate } from './navigation';
import { BottomActions, guestActionsOf, ServiceActions, SlipButton, useCouponCount } from './quick-actions';
import { RouteModal } from './route-modal';
import { SiteHeader } from './site-header';
import { SiteOverlays } from './site-overlays';
import { SiteSettings } from './site-settings';
import { siteStorage } from './site-storage';
import { OPEN_SLIP_EVENT, SlipPanel } from './slip-panel';
import { Deferred } from './yield-to-main';

export { MAX_VISIBLE_NAV_ITEMS } from './site-header';

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
  /** The partner the site is for (the sports menu's feed calls). */
  partner?: number;
  /** The visitor's country and whether it is restricted (docs/verification.md "Geography"). */
  geo?: Geo;
}

const desktop = () => window.matchMedia?.(`(min-width: ${breakpoints.desktop}px)`);

/** The drawer (sports menu) and the raised slip close when the page changes. */
function useClosedOnNavigation(close: () => void) {
  useEffect(() => {
    window.addEventListener(NAVIGATE_EVENT, close);
    window.addEventListener('popstate', close);
    return () => {
      window.removeEventListener(NAVIGATE_EVENT, close);
      window.removeEventListener('popstate', close);
    };
  }, [close]);
}

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

  const [menuOpen, setMenuOpen] = useState(false);
  const [slipOpen, setSlipOpen] = useState(false);
  const [closeAll] = useState(() => () => {
    setMenuOpen(false);
    setSlipOpen(false);
  });
  useClosedOnNavigation(closeAll);
  // Below desktop the sports menu is a closed drawer: its feed calls and list wait until it is first opened or the
  // screen grows to the desktop column (docs/content-and-seo.md "Page speed"), then it stays.
  const [menuShown, setMenuShown] = useState(() => desktop()?.matches !== false);
  useEffect(() => {
    if (menuOpen) setMenuShown(true);
  }, [menuOpen]);
  useEffect(() => {
    const query = desktop();
    const grown = () => {
      if (query?.matches) setMenuShown(true);
    };
    query?.addEventListener('change', grown);
    return () => query?.removeEventListener('change', grown);
  }, []);
  // The button that raised the slip (a badge, a shortcut): focus returns to it when the slip closes.
  const slipOpener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const open = () => {
      slipOpener.current = deepActive();
      setSlipOpen(true);
    };
    window.addEventListener(OPEN_SLIP_EVENT, open);
    return () => window.removeEventListener(OPEN_SLIP_EVENT, open);
  }, []);

  // Embedded mode reports whether any modal is open: a modal route or an overlay modal (the age question).
  const [overlayOpen, setOverlayOpen] = useState(false);
  const { onModalOpen } = props;
  useEffect(() => {
    onModalOpen?.(asModal || overlayOpen);
  }, [onModalOpen, asModal, overlayOpen]);

  // The header, the page and the consent banner first; what is off screen or closed at first later, each part in a
  // task of its own and re-rendering alone (`Deferred`): the footer and the bottom bar two tasks later (after the
  // home page's sections, so nothing on screen is pushed), the drawer's settings, the slip beside a betting page and
  // the overlays three — so no one of these renders is a long task on a slow phone.
  const shown =
    guard.kind === 'redirect'
      ? { page: <p aria-busy="true">{t('site_redirecting')}</p>, betting: false }
      : routePage({
          match,
          lang,
          t,
          config,
          api,
          params,
          chrome,
          informationLinks: props.informationLinks ?? [],
          partner: props.partner ?? 1,
          ...(props.geo ? { geo: props.geo } : {}),
          installPrompt: props.installPrompt,
        });

  const loginHref = `${pathOf('login', lang)}${params.get(RETURN_URL_KEY) ? `?${RETURN_URL_KEY}=${encodeURIComponent(params.get(RETURN_URL_KEY) ?? '')}` : ''}`;
  return (
    <KitTexts t={t}>
      <a className="site-skip" href="#main">
        {t('site_skip_to_content')}
      </a>
      {config.flags.show_cookie_consent !== false && props.embedded !== true && (
        <CookieBanner
          t={t}
          lang={lang}
          storage={siteStorage}
          onChosen={(level) => signedIn && void logCookieAgreement(level).catch(() => undefined)}
        />
      )}
      <SiteHeader
        t={t}
        lang={lang}
        config={config}
        api={api}
        signedIn={signedIn}
        hidden={props.headerHidden === true}
        chrome={chrome}
        couponCount={couponCount}
        loginHref={loginHref}
        menuOpen={menuOpen}
        onMenu={() => setMenuOpen((open) => !open)}
        onSignOut={props.onSignOut}
      />
      <div className="site-layout" data-slip={shown.betting ? 'on' : 'off'}>
        {menuOpen && <div className="site-drawer-backdrop" aria-hidden="true" onClick={() => setMenuOpen(false)} />}
        <aside
          id="site-sports"
          className="site-sports"
          data-open={menuOpen ? '' : undefined}
          aria-label={t('site_sports_menu')}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && menuOpen) setMenuOpen(false);
          }}
        >
          <IconButton
            icon="close"
            label={t('ui_close')}
            className="site-drawer-close"
            onClick={() => setMenuOpen(false)}
          />
          {menuShown && <SportsMenu t={t} lang={lang} partner={props.partner ?? 1} path={path} />}
          <Deferred tasks={3}>
            <SiteSettings
              t={t}
              lang={lang}
              path={path}
              search={search}
              theme={props.theme}
              onTheme={props.onTheme}
              fontSize={props.fontSize}
              onFontSize={props.onFontSize}
              signedIn={signedIn}
              onSignOut={props.onSignOut}
            />
          </Deferred>
        </aside>
        <main id="main" tabIndex={-1}>
          {shown.page}
        </main>
        {shown.betting && (
          <Deferred tasks={3}>
            <SlipPanel
              api={api}
              t={t}
              lang={lang}
              signedIn={signedIn}
              open={slipOpen}
              count={couponCount}
              onClose={() => setSlipOpen(false)}
              returnTo={slipOpener}
            />
          </Deferred>
        )}
      </div>
      {asModal && routeMatch?.route.name === 'limitsPopup' && (
        <RouteModal name="limitsPopup" label={t('limits.title')}>
          <WidgetSlot api={api} name="office" props={{ screen: 'limits', single: true }} label={t('limits.title')} />
        </RouteModal>
      )}
      {asModal && routeMatch && routeMatch.route.name !== 'limitsPopup' && (
        <RouteModal
          name={routeMatch.route.name}
          label={t(routeMatch.route.name === 'login' ? 'site_sign_in' : 'site_registration')}
        >
          <WidgetSlot
            api={api}
            name="registration"
            // The dialog's title names the form: the widget shows no heading of its own.
            props={{
              mode: routeMatch.route.name,
              returnUrl: params.get(RETURN_URL_KEY) ?? '',
              title: false,
              refCode: params.get('refCode') ?? '',
            }}
            label={t(routeMatch.route.name === 'login' ? 'site_sign_in' : 'site_registration')}
          />
        </RouteModal>
      )}
      <Deferred tasks={2}>
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
          <p className="site-footer-blog">
            <a href={`/${lang}/blog`}>{t('seo.blog_heading')}</a>{' '}
            <a href={pathOf('app', lang)}>{t('content.app_title')}</a>
          </p>
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
        <BottomActions
          t={t}
          lang={lang}
          chrome={chrome}
          count={couponCount}
          guest={signedIn ? null : guestActionsOf(config, loginHref)}
        />
      </Deferred>
      <Deferred tasks={3}>
        <SiteOverlays
          t={t}
          config={config}
          lang={lang}
          signedIn={signedIn}
          bottomNavigationHidden={props.bottomNavigationHidden === true}
          singleBottomNavItem={chrome.singleBottomNavItem}
          currentBottomNavItem={bottomNavItemOfRoute(routeMatch?.route.name)}
          embedded={props.embedded === true}
          onModalOpen={setOverlayOpen}
          slipButton={<SlipButton t={t} lang={lang} count={couponCount} clickable={chrome.quickCouponClickable} />}
        />
      </Deferred>
    </KitTexts>
  );
}
