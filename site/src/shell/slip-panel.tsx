/**
 * The bet slip's place in the layout (docs/design-system.md "Layouts"): one coupon widget, mounted once, in an
 * aside that CSS makes a sticky right column on desktop (always visible), a side panel on a tablet and a bottom
 * sheet on a phone, both raised by the bet slip buttons (header, bottom navigation) and closed by Escape, the
 * close button or the backdrop. Raised, the panel and the sheet are modal like the kit's Dialog (`modal-focus`:
 * Tab held inside, through the coupon's shadow root; focus back to the button that raised it) — not the Dialog
 * itself, whose content mounts with it: the coupon is mounted once. "My bets" leads to the bets history (sign-in
 * first for a guest).
 */
import type { BetframeApi } from '@betframe/sdk/loader';
import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import { IconButton } from '../../../widgets/src/runtime/ui/button';
import { Icon } from '../../../widgets/src/runtime/ui/icon';
import { FocusGuard, useModalFocus } from '../../../widgets/src/runtime/ui/modal-focus';
import type { SiteLanguage } from '../routing/normalize-path';
import { pathOf, RETURN_URL_KEY } from '../routing/routes';
import type { SiteT } from '../texts/site-texts';
import { WidgetSlot } from '../widgets/widget-slot';
import { breakpoints } from './layout-styles';

/** Asks the shell to raise the slip (the panel or the sheet; on desktop it is already there). */
export const OPEN_SLIP_EVENT = 'site:open-slip';

export function SlipPanel({
  api,
  t,
  lang,
  signedIn,
  open,
  count,
  onClose,
  returnTo,
}: {
  api: BetframeApi;
  t: SiteT;
  lang: SiteLanguage;
  signedIn: boolean;
  open: boolean;
  count: number;
  onClose: () => void;
  /** The button that raised the slip: focus goes back to it when the slip closes. */
  returnTo?: RefObject<HTMLElement | null>;
}) {
  const panel = useRef<HTMLElement | null>(null);
  // On desktop the slip is a column, never modal; below it a raised slip covers the page.
  const modal = open && !window.matchMedia(`(min-width: ${breakpoints.desktop}px)`).matches;
  useModalFocus(panel, modal, { initialFocus: '[data-widget-slot="coupon"]', returnTo });
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('[data-widget-slot="coupon"]')?.focus();
  }, [open]);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onClose();
    }
  };
  const bets = pathOf('officeBetsHistory', lang);
  return (
    <>
      {open && <div className="site-slip-backdrop" aria-hidden="true" onClick={onClose} />}
      <aside
        ref={panel}
        id="site-slip"
        className="site-slip"
        data-open={open ? '' : undefined}
        aria-labelledby="site-slip-title"
        {...(modal ? { role: 'dialog', 'aria-modal': true } : {})}
        data-testid="slip-panel"
        onKeyDown={onKeyDown}
      >
        {modal && <FocusGuard to="last" within={panel} />}
        <div className="site-slip-head">
          <span className="site-slip-grip" aria-hidden="true" />
          <h2 id="site-slip-title" className="site-slip-title">
            <Icon name="slip" />
            {t('site_embed_bet_slip')}
            <span className="site-count" data-testid="slip-count">
              {count}
            </span>
          </h2>
          <a
            className="site-slip-bets"
            href={signedIn ? bets : `${pathOf('login', lang)}?${RETURN_URL_KEY}=${encodeURIComponent(bets)}`}
          >
            {t('site_my_bets')}
          </a>
          <IconButton icon="close" label={t('ui_close')} className="site-slip-close" onClick={onClose} />
        </div>
        {/* `site-home-coupon`: the name the slip's box had on the home page, which partners' styles and tests use. */}
        <div className="site-slip-body site-home-coupon">
          <WidgetSlot api={api} name="coupon" props={{ title: false }} label={t('coupon')} />
        </div>
        {modal && <FocusGuard to="first" within={panel} />}
      </aside>
    </>
  );
}
