/**
 * What sits over the pages: the age-limit modal (flag `show_age_modal`, off unless the operator turns it on —
 * docs/site.md; minimum age from `global.minAge`) through the modal manager, the scroll-to-top button (SPEC §4)
 * and the mobile bottom navigation. The cookie consent is a banner in the page's flow (`consent/cookie-banner`).
 * Whether a modal is open is reported for the embedded mode's `anyModalOpen`.
 */
import type { SiteConfig } from '@betframe/sdk/config';
import { Fragment, type ReactNode, useEffect, useMemo, useState } from 'react';
import { Icon } from '../../../widgets/src/runtime/ui/icon';
import type { IconName } from '../../../widgets/src/runtime/ui/icons/names';
import { RegistrationBonusPopup } from '../bonus/registration-bonus-popup';
import { ageConfirmed, confirmAge } from '../consent/cookie-consent';
import { type BottomNavItem, bottomNavLinks } from '../embedded/embedded-chrome';
import { ModalHost } from '../modals/modal-host';
import { createModalManager } from '../modals/modal-manager';
import type { SiteLanguage } from '../routing/normalize-path';
import { pathOf } from '../routing/routes';
import type { SiteT } from '../texts/site-texts';
import { AdBlockNotice } from './adblock-notice';
import { showScrollToTop, throttle } from './scroll-to-top';
import { siteStorage } from './site-storage';

const bottomIcons: Record<BottomNavItem, IconName> = {
  home: 'home',
  line: 'sport-football',
  live: 'live',
  account: 'user',
};

/** SPEC §9: 18 before the configuration applies; a value that is not a number counts as 0 (SPEC §5). */
export function minimumAge(config: SiteConfig): number {
  const age = Number(config.global.minAge);
  return Number.isFinite(age) ? age : 0;
}

export function SiteOverlays({
  t,
  config,
  lang,
  signedIn,
  bottomNavigationHidden,
  singleBottomNavItem = null,
  currentBottomNavItem = null,
  embedded = false,
  onModalOpen,
  storage = siteStorage,
  slipButton,
}: {
  t: SiteT;
  config: SiteConfig;
  lang: SiteLanguage;
  signedIn: boolean;
  bottomNavigationHidden: boolean;
  /** Embedded mode: the one item the bottom navigation keeps (`singleBottomNavItem`), or null for all. */
  singleBottomNavItem?: BottomNavItem | null;
  /** The item of the page shown (`bottomNavItemOfRoute`), marked as the current page. */
  currentBottomNavItem?: BottomNavItem | null;
  embedded?: boolean;
  onModalOpen?: ((open: boolean) => void) | undefined;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** The bet slip item between live and the account (all items shown only; `shell/quick-actions` SlipButton). */
  slipButton?: ReactNode;
}) {
  const manager = useMemo(() => createModalManager(), []);
  const minAge = minimumAge(config);
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    if (config.flags.show_age_modal === true && !ageConfirmed(storage))
      // The age question cannot be dismissed: no back, no click outside.
      manager.show('age', { closeOnClick: false, dismissible: false, onBack: () => undefined });
  }, [config, manager, storage]);

  useEffect(() => {
    if (!onModalOpen) return;
    onModalOpen(manager.open().length > 0);
    return manager.subscribe(() => onModalOpen(manager.open().length > 0));
  }, [manager, onModalOpen]);

  return (
    <>
      <ModalHost
        manager={manager}
        label={() => t('site_age_title')}
        describedBy={(entry) => (entry.name === 'age' ? 'site-age-question' : undefined)}
        render={(entry) =>
          entry.name === 'age' ? (
            <div data-testid="age-modal">
              <p id="site-age-question">{t('site_age_question', { age: minAge })}</p>
              <div className="site-modal-actions">
                <button
                  type="button"
                  data-testid="age-yes"
                  onClick={() => {
                    confirmAge(storage);
                    manager.hide('age');
                  }}
                >
                  {t('site_age_yes', { age: minAge })}
                </button>
                <button type="button" data-testid="age-no" onClick={() => setRefused(true)}>
                  {t('site_age_no')}
                </button>
              </div>
              {refused && (
                <p role="alert" data-testid="age-refused">
                  {t('site_age_refused', { age: minAge })}{' '}
                  <a href={pathOf('information', lang, { kind: 'responsiblegaming' })}>
                    {t('site_info_responsiblegaming')}
                  </a>
                </p>
              )}
            </div>
          ) : null
        }
      />
      <RegistrationBonusPopup t={t} lang={lang} signedIn={signedIn} />
      {/* In a partner's frame the partner's page decides what to say about blockers. */}
      {!embedded && <AdBlockNotice t={t} storage={storage} />}
      <ScrollToTop t={t} />
      <nav
        className="site-bottom-nav"
        aria-label={t('site_bottom_nav_label')}
        hidden={bottomNavigationHidden}
        data-single={singleBottomNavItem ?? undefined}
      >
        {bottomNavLinks(lang, signedIn, singleBottomNavItem).map((link) => (
          <Fragment key={link.item}>
            {link.item === 'account' && singleBottomNavItem === null && slipButton}
            <a
              href={link.href}
              data-item={link.item}
              aria-current={link.item === currentBottomNavItem ? 'page' : undefined}
            >
              <span className="site-bottom-icon">
                <Icon name={bottomIcons[link.item]} />
              </span>
              <span>{t(link.key)}</span>
            </a>
          </Fragment>
        ))}
      </nav>
    </>
  );
}

function ScrollToTop({ t }: { t: SiteT }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let previousY = window.scrollY;
    const check = throttle(() => {
      const sample = {
        scrollY: window.scrollY,
        previousY,
        viewportHeight: window.innerHeight,
        documentHeight: document.documentElement.scrollHeight,
      };
      previousY = window.scrollY;
      setShown(showScrollToTop(sample));
    });
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, []);
  if (!shown) return null;
  return (
    <button type="button" className="site-scroll-top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      {t('site_scroll_top')}
    </button>
  );
}
