/**
 * What sits over the pages: the age-limit modal (minimum age from the configuration; flag `show_age_modal`), the
 * cookie consent (flag `show_cookie_consent`; levels 0–3 and `cookiesAgreeTime`), both through the modal manager
 * so they queue one after the other, the scroll-to-top button (SPEC §4) and the mobile bottom navigation.
 */
import type { SiteConfig } from '@betframe/sdk/config';
import { useEffect, useMemo, useState } from 'react';
import {
  ageConfirmed,
  CookieLevel,
  type CookieLevelValue,
  confirmAge,
  readConsent,
  saveConsent,
} from '../consent/cookie-consent';
import { ModalHost } from '../modals/modal-host';
import { createModalManager } from '../modals/modal-manager';
import type { SiteLanguage } from '../routing/normalize-path';
import { pathOf } from '../routing/routes';
import type { SiteT } from '../texts/site-texts';
import { showScrollToTop, throttle } from './scroll-to-top';

export function SiteOverlays({
  t,
  config,
  lang,
  signedIn,
  bottomNavigationHidden,
}: {
  t: SiteT;
  config: SiteConfig;
  lang: SiteLanguage;
  signedIn: boolean;
  bottomNavigationHidden: boolean;
}) {
  const manager = useMemo(() => createModalManager(), []);
  const minAge = config.global.minAge;

  useEffect(() => {
    if (config.flags.show_age_modal === true && !ageConfirmed(localStorage))
      manager.show('age', { closeOnClick: false, onBack: () => undefined });
    if (config.flags.show_cookie_consent === true && !readConsent(localStorage))
      manager.show('cookies', { closeOnClick: false });
  }, [config, manager]);

  const choose = (level: CookieLevelValue) => {
    saveConsent(localStorage, level);
    manager.hide('cookies');
  };

  return (
    <>
      <ModalHost
        manager={manager}
        label={(entry) => t(entry.name === 'age' ? 'site_age_title' : 'site_cookies_title')}
        render={(entry) =>
          entry.name === 'age' ? (
            <div data-testid="age-modal">
              <h2>{t('site_age_title')}</h2>
              <p>{t('site_age_question', { age: minAge })}</p>
              <div className="site-modal-actions">
                <button
                  type="button"
                  onClick={() => {
                    confirmAge(localStorage);
                    manager.hide('age');
                  }}
                >
                  {t('site_age_yes', { age: minAge })}
                </button>
                <a href={pathOf('information', lang, { kind: 'responsiblegaming' })}>{t('site_age_no')}</a>
              </div>
            </div>
          ) : (
            <div data-testid="cookie-consent">
              <h2>{t('site_cookies_title')}</h2>
              <p>{t('site_cookies_text')}</p>
              <div className="site-modal-actions">
                <button type="button" onClick={() => choose(CookieLevel.all)}>
                  {t('site_cookies_all')}
                </button>
                <button type="button" onClick={() => choose(CookieLevel.functional)}>
                  {t('site_cookies_functional')}
                </button>
                <button type="button" onClick={() => choose(CookieLevel.marketing)}>
                  {t('site_cookies_marketing')}
                </button>
              </div>
            </div>
          )
        }
      />
      <ScrollToTop t={t} />
      <nav className="site-bottom-nav" aria-label={t('site_bottom_nav_label')} hidden={bottomNavigationHidden}>
        <a href={pathOf('home', lang)}>{t('site_nav_home')}</a>
        <a href={pathOf('bettingHome', lang)}>{t('site_nav_line')}</a>
        <a href={pathOf('bettingMultiLive', lang)}>{t('site_nav_live')}</a>
        <a href={pathOf(signedIn ? 'office' : 'login', lang)}>{t(signedIn ? 'site_nav_office' : 'site_sign_in')}</a>
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
