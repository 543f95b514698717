/**
 * The cookie consent (SPEC §3 levels 0–3, `cookiesAgreeTime`): a banner at the top of the page, in the page's
 * flow, so it never covers what the player wants to click and is the first thing a keyboard or screen reader
 * meets. It asks until the player chooses; the choice and its time are kept in the browser.
 */
import { useEffect, useState } from 'react';
import type { SiteLanguage } from '../routing/normalize-path';
import { pathOf } from '../routing/routes';
import type { SiteT } from '../texts/site-texts';
import { CookieLevel, type CookieLevelValue, readConsent, saveConsent, shareConsentWithServer } from './cookie-consent';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export function CookieBanner({
  t,
  lang,
  storage,
  onChosen,
}: {
  t: SiteT;
  lang: SiteLanguage;
  storage: KeyValueStore;
  onChosen?: (level: CookieLevelValue) => void;
}) {
  const [open, setOpen] = useState(() => readConsent(storage) === null);
  // A choice made before the cookie existed reaches the server from the next page on.
  useEffect(() => {
    const made = readConsent(storage);
    if (made) shareConsentWithServer(document, made);
  }, [storage]);
  if (!open) return null;
  const choose = (level: CookieLevelValue) => {
    shareConsentWithServer(document, saveConsent(storage, level));
    setOpen(false);
    onChosen?.(level);
    // The banner leaves; focus goes to the page rather than getting lost on <body>.
    document.getElementById('main')?.focus();
  };
  const options: [CookieLevelValue, string][] = [
    [CookieLevel.all, 'site_cookies_all'],
    [CookieLevel.functional, 'site_cookies_functional'],
    [CookieLevel.marketing, 'site_cookies_marketing'],
    [CookieLevel.disabled, 'site_cookies_necessary'],
  ];
  return (
    <section
      className="site-cookie-banner"
      aria-labelledby="site-cookies-title"
      aria-describedby="site-cookies-text"
      data-testid="cookie-consent"
    >
      <h2 id="site-cookies-title">{t('site_cookies_title')}</h2>
      <p id="site-cookies-text">
        {t('site_cookies_text')}{' '}
        <a href={pathOf('information', lang, { kind: 'cookies' })}>{t('site_cookies_policy')}</a>
      </p>
      <div className="site-modal-actions">
        {options.map(([level, key]) => (
          <button key={level} type="button" data-level={level} onClick={() => choose(level)}>
            {t(key)}
          </button>
        ))}
      </div>
    </section>
  );
}
