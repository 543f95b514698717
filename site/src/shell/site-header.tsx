/**
 * The site header (DESIGN: compact on a phone — the menu button, the logo, balance and deposit or sign-in and
 * registration, the account; on wider screens the section links too, at most 9 and as many as fit in the row beside
 * the account's part (nav-fit.ts), the rest in a "More" menu).
 * The logo is the operator's (`customize.logo`) when it is set. Theme, text size and language live in the
 * sports menu's settings, which is a column on desktop and a drawer below it.
 */
import type { SiteConfig } from '@betframe/sdk/config';
import type { BetframeApi } from '@betframe/sdk/loader';
import { useRef, useState } from 'react';
import { IconButton } from '../../../widgets/src/runtime/ui/button';
import { Icon } from '../../../widgets/src/runtime/ui/icon';
import type { EmbeddedChrome } from '../embedded/embedded-chrome';
import type { SiteLanguage } from '../routing/normalize-path';
import { pathOf } from '../routing/routes';
import { HeaderBalance } from '../session/header-balance';
import type { SiteT } from '../texts/site-texts';
import { useNavFit } from './nav-fit';
import { CouponShortcut, GuestLinks, guestActionsOf } from './quick-actions';

export const MAX_VISIBLE_NAV_ITEMS = 9;

const navItems = [
  { route: 'home', key: 'site_nav_home' },
  { route: 'bettingHome', key: 'site_nav_line' },
  { route: 'bettingMultiLive', key: 'site_nav_live' },
  { route: 'casino', key: 'casino' },
  { route: 'tournaments', key: 'tournament_title' },
  { route: 'bettingCyber', key: 'site_nav_cyber' },
  { route: 'topEventsHome', key: 'site_nav_top_events' },
  { route: 'expressDay', key: 'site_nav_express_day' },
  { route: 'favorites', key: 'site_nav_favorites' },
  { route: 'searchEvents', key: 'site_nav_search' },
  { route: 'office', key: 'site_nav_office' },
  { route: 'officePaymentHistory', key: 'site_nav_payments' },
  { route: 'officeSecurity', key: 'site_nav_security' },
];

/** The header's section links for who is there: the first nine shown, the rest in "More". */
export function headerNavigation(signedIn: boolean) {
  const visible = navItems.filter((item) => signedIn || !item.route.startsWith('office'));
  return { shown: visible.slice(0, MAX_VISIBLE_NAV_ITEMS), overflow: visible.slice(MAX_VISIBLE_NAV_ITEMS) };
}

/** The operator's logo (`customize.logo`), else the Betframe mark and name. */
function Logo({ config, lang }: { config: SiteConfig; lang: SiteLanguage }) {
  const logo = config.customize.logo.trim();
  const name = config.application.name || 'Betframe';
  return (
    // The name stays the link's name where a narrow screen shows only the mark.
    <a className="site-logo" href={pathOf('home', lang)} data-testid="site-logo" aria-label={name}>
      {logo ? (
        <img src={logo} alt={name} />
      ) : (
        <>
          <svg className="site-logo-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="8" />
            <path d="M10 7h8a5 5 0 0 1 1.6 9.7A5.5 5.5 0 0 1 18 27h-8z M14 11v4h4a2 2 0 0 0 0-4z M14 19v4h4.5a2 2 0 0 0 0-4z" />
          </svg>
          <span className="site-logo-name">{name}</span>
        </>
      )}
    </a>
  );
}

export function SiteHeader({
  t,
  lang,
  config,
  api,
  signedIn,
  hidden,
  chrome,
  couponCount,
  loginHref,
  menuOpen,
  onMenu,
  onSignOut,
}: {
  t: SiteT;
  lang: SiteLanguage;
  config: SiteConfig;
  api: BetframeApi;
  signedIn: boolean;
  hidden: boolean;
  chrome: EmbeddedChrome;
  couponCount: number;
  loginHref: string;
  menuOpen: boolean;
  onMenu: () => void;
  onSignOut: () => void;
}) {
  const [moreOpen, setMoreOpen] = useState(false);
  const navigation = headerNavigation(signedIn);
  const navRef = useRef<HTMLElement>(null);
  // What does not fit beside the account's part goes into "More" too (long labels, narrower screens).
  const fit = useNavFit(
    navRef,
    navigation.shown.map((item) => t(item.key)),
    navigation.overflow.length > 0,
  );
  const shown = navigation.shown.slice(0, fit);
  const overflow = [...navigation.shown.slice(fit), ...navigation.overflow];
  return (
    <header className="site-header" hidden={hidden}>
      <IconButton
        icon="menu"
        label={t('site_menu_open')}
        className="site-menu-button"
        aria-expanded={menuOpen}
        aria-controls="site-sports"
        onClick={onMenu}
      />
      <Logo config={config} lang={lang} />
      <nav
        aria-label={t('site_nav_label')}
        className={shown.length === 0 ? 'site-nav site-nav-more-only' : 'site-nav'}
        ref={navRef}
      >
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
            <HeaderBalance t={t} lang={lang} api={api} showBonus={config.flags.show_bonus_in_header} />
            <a
              href={pathOf('officeRecharge', lang)}
              className="site-primary site-deposit"
              data-testid="header-deposit"
              aria-label={t('site_embed_deposit')}
            >
              <Icon name="wallet" />
              <span className="site-deposit-text">{t('site_embed_deposit')}</span>
            </a>
            <a
              href={pathOf('office', lang)}
              className="site-account-link"
              data-testid="header-office"
              aria-label={t('site_nav_office')}
            >
              <Icon name="user" />
              <span className="site-account-text">{t('site_nav_office')}</span>
            </a>
            <button type="button" className="site-sign-out" onClick={onSignOut} data-testid="header-sign-out">
              {t('site_sign_out')}
            </button>
          </>
        ) : (
          <GuestLinks t={t} lang={lang} guest={guestActionsOf(config, loginHref)} place="header" />
        )}
      </div>
    </header>
  );
}
