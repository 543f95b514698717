/**
 * The site's quick actions, each governed by a key of the embedded mode (docs/site.md "Embedded mode"): the bet
 * slip shortcut (header, and in the mobile bottom action bar, `quickCouponClickable`), the bottom action bar with
 * the bet slip count and deposit — a guest's sign-in and registration instead — (`bottomActionsVisible`), the
 * consultant entry (`consultantAvailable`) and the "Install app" button (`canInstallPwa`, only while the browser
 * offers installation).
 */
import type { SiteConfig } from '@betframe/sdk/config';
import { useEffect, useState } from 'react';
import { readOutcomes } from '../../../widgets/src/coupon/persist';
import { Icon } from '../../../widgets/src/runtime/ui/icon';
import type { EmbeddedChrome } from '../embedded/embedded-chrome';
import { consultantChannel, showConsultant } from '../embedded/embedded-chrome';
import type { InstallPrompt } from '../embedded/install-prompt';
import type { SiteLanguage } from '../routing/normalize-path';
import { pathOf } from '../routing/routes';
import type { SiteT } from '../texts/site-texts';
import { navigate } from './navigation';
import { OPEN_SLIP_EVENT } from './slip-panel';

/**
 * How many picks the shared coupon holds (`couponOutcomes` of the page's store, kept by the coupon widget); on a
 * page without the coupon (the office, the casino) the page's store has none, so the picks the coupon keeps in the
 * browser are counted — the slip button says 2 where the line's slip will show 2, not 0.
 */
export function useCouponCount(api: {
  getState(): Record<string, unknown>;
  on(event: string, callback: (data: Record<string, unknown>) => void): () => void;
}): number {
  const count = () => {
    const outcomes = api.getState().couponOutcomes;
    return Array.isArray(outcomes) && outcomes.length > 0 ? outcomes.length : readOutcomes().length;
  };
  const [value, setValue] = useState(count);
  useEffect(() => {
    setValue(count());
    return api.on('state', () => setValue(count()));
  }, [api]);
  return value;
}

/**
 * Takes the player to the bet slip: the one on this page (raised first where it is a panel or a sheet:
 * OPEN_SLIP_EVENT), else the line's (the coupon sits beside it).
 */
export function openCoupon(lang: SiteLanguage, doc: Document = document): void {
  const slot = doc.querySelector<HTMLElement>('[data-widget-slot="coupon"]');
  if (!slot) {
    navigate(pathOf('bettingHome', lang));
    return;
  }
  doc.defaultView?.dispatchEvent(new Event(OPEN_SLIP_EVENT));
  if (!slot.hasAttribute('tabindex')) slot.setAttribute('tabindex', '-1');
  slot.scrollIntoView?.({ block: 'start' });
  slot.focus();
}

export function CouponShortcut({
  t,
  lang,
  count,
  clickable,
  testId,
}: {
  t: SiteT;
  lang: SiteLanguage;
  count: number;
  clickable: boolean;
  testId: string;
}) {
  return (
    <button
      type="button"
      className="site-coupon-shortcut"
      data-testid={testId}
      disabled={!clickable}
      // The name is the visible text (WCAG 2.5.3 label in name); the longer wording is the description.
      title={t('site_embed_bet_slip_count', { count })}
      onClick={() => openCoupon(lang)}
    >
      <Icon name="slip" />
      {t('site_embed_bet_slip')} <span className="site-count">{count}</span>
    </button>
  );
}

/** The phone's bottom navigation item that raises the bet slip sheet, its pick count as a badge. */
export function SlipButton({
  t,
  lang,
  count,
  clickable,
}: {
  t: SiteT;
  lang: SiteLanguage;
  count: number;
  clickable: boolean;
}) {
  return (
    <button
      type="button"
      className="site-bottom-slip"
      data-testid="bottom-slip"
      disabled={!clickable}
      title={t('site_embed_bet_slip_count', { count })}
      onClick={() => openCoupon(lang)}
    >
      <span className="site-bottom-icon">
        <Icon name="slip" />
        <span className="site-badge" data-empty={count === 0 ? '' : undefined}>
          {count}
        </span>
      </span>
      <span>{t('site_embed_bet_slip')}</span>
    </button>
  );
}

/**
 * What a guest is offered in place of the deposit and the account: sign-in and registration, as the configuration
 * switches them (`show_login_btn`, `has_registration`); the header and the bottom action bar both read it here.
 */
export interface GuestActions {
  loginHref: string;
  signIn: boolean;
  registration: boolean;
}

export const guestActionsOf = (config: Pick<SiteConfig, 'flags'>, loginHref: string): GuestActions => ({
  loginHref,
  signIn: config.flags.show_login_btn !== false,
  registration: config.flags.has_registration !== false,
});

/** A guest's sign-in and registration links (the header's and the bottom bar's, `<place>-sign-in` test ids). */
export function GuestLinks({
  t,
  lang,
  guest,
  place,
}: {
  t: SiteT;
  lang: SiteLanguage;
  guest: GuestActions;
  place: 'header' | 'bottom';
}) {
  return (
    <>
      {guest.signIn && (
        <a href={guest.loginHref} className="site-button" data-testid={`${place}-sign-in`}>
          {t('site_sign_in')}
        </a>
      )}
      {guest.registration && (
        <a href={pathOf('registration', lang)} className="site-primary" data-testid={`${place}-registration`}>
          {t('site_registration')}
        </a>
      )}
    </>
  );
}

/** The mobile bottom action bar: the bet slip with its count, and deposit (a guest: sign-in and registration). */
export function BottomActions({
  t,
  lang,
  chrome,
  count,
  guest,
}: {
  t: SiteT;
  lang: SiteLanguage;
  chrome: EmbeddedChrome;
  count: number;
  guest: GuestActions | null;
}) {
  return (
    <section
      className="site-bottom-actions"
      aria-label={t('site_embed_actions_label')}
      data-testid="bottom-actions"
      hidden={!chrome.bottomActionsVisible}
    >
      <CouponShortcut t={t} lang={lang} count={count} clickable={chrome.quickCouponClickable} testId="bottom-coupon" />
      {guest === null ? (
        <a href={pathOf('officeRecharge', lang)} className="site-primary" data-testid="bottom-deposit">
          {t('site_embed_deposit')}
        </a>
      ) : (
        <GuestLinks t={t} lang={lang} guest={guest} place="bottom" />
      )}
    </section>
  );
}

/** Whether the browser's install offer is held right now. */
export function useInstallAvailable(prompt: InstallPrompt | undefined): boolean {
  const [available, setAvailable] = useState(() => prompt?.available() ?? false);
  useEffect(() => {
    if (!prompt) return;
    setAvailable(prompt.available());
    return prompt.subscribe(setAvailable);
  }, [prompt]);
  return available;
}

/** The consultant entry and the "Install app" button, in the footer (they stay when the header is hidden). */
export function ServiceActions({
  t,
  lang,
  config,
  chrome,
  installPrompt,
}: {
  t: SiteT;
  lang: SiteLanguage;
  config: SiteConfig;
  chrome: EmbeddedChrome;
  installPrompt?: InstallPrompt | undefined;
}) {
  const installOffered = useInstallAvailable(installPrompt);
  const consultant = showConsultant(chrome, config, lang) ? consultantChannel(config, lang) : null;
  const install = installOffered && chrome.canInstallPwa;
  if (!consultant && !install) return null;
  return (
    <div className="site-service-actions" data-testid="service-actions">
      {consultant && (
        <a
          href={consultant.href}
          data-testid="consultant-link"
          {...(consultant.configured ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {t('site_embed_consultant')}
        </a>
      )}
      {install && (
        <button type="button" data-testid="install-app" onClick={() => void installPrompt?.prompt()}>
          {t('site_embed_install')}
        </button>
      )}
    </div>
  );
}
