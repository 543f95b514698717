/**
 * The welcome dialog after a registration that signs the player in (SPEC §2 "welcome modal; bonus welcome
 * modal"; config `registration.welcomeModal`, `registration.bonusWelcomeModal`). The sign-in is reported to the
 * page only when the dialog closes, since the page leaves the registration form as soon as it hears of it.
 */

import type { SiteConfig } from '@betframe/sdk/config';
import { useEffect, useRef } from 'react';
import type { AppT } from '../runtime';

export type WelcomeKind = 'plain' | 'bonus';

/** Which dialog the configuration asks for: the bonus one needs a first-deposit bonus on offer. */
export function welcomeKindOf(config: SiteConfig): WelcomeKind | null {
  if (config.registration.bonusWelcomeModal && config.promo.firstDepositBonus.enabled) return 'bonus';
  return config.registration.welcomeModal ? 'plain' : null;
}

export function WelcomeModal({
  t,
  kind,
  percent,
  onClose,
}: {
  t: AppT;
  kind: WelcomeKind;
  percent: number;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDivElement | null>(null);
  const primary = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    primary.current?.focus();
  }, []);

  const onKeyDown = (event: { key: string; shiftKey: boolean; preventDefault(): void }) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    // Tab cycles through the dialog's own buttons: it is modal.
    const buttons = [...(dialog.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const first = buttons[0];
    const last = buttons.at(-1);
    const active = (dialog.current?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement;
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const prefix = kind === 'bonus' ? 'reg_bonus_welcome' : 'reg_welcome';
  return (
    <div className="bf-welcome-layer">
      <div
        ref={dialog}
        className="bf-welcome"
        role="dialog"
        aria-modal="true"
        aria-labelledby="bf-welcome-title"
        aria-describedby="bf-welcome-text"
        data-testid={kind === 'bonus' ? 'bonus-welcome-modal' : 'welcome-modal'}
        onKeyDown={onKeyDown}
      >
        <button type="button" className="bf-welcome-close" aria-label={t('reg_close')} onClick={onClose}>
          ×
        </button>
        <p id="bf-welcome-title" className="bf-title">
          {t(`${prefix}_title`)}
        </p>
        <p id="bf-welcome-text">{t(`${prefix}_text`, { percent })}</p>
        <button
          ref={primary}
          type="button"
          className="bf-button"
          data-primary
          data-testid="welcome-continue"
          onClick={onClose}
        >
          {t('reg_continue')}
        </button>
      </div>
    </div>
  );
}

export const welcomeStyles = `
.bf-welcome-layer { position: fixed; inset: 0; z-index: 1000; display: flex; align-items: center;
  justify-content: center; background: rgb(0 0 0 / 45%); }
.bf-welcome { position: relative; max-width: 360px; margin: 16px; padding: 20px; border-radius: 10px;
  background: var(--bf-bg); color: var(--bf-fg); box-shadow: 0 8px 32px rgb(0 0 0 / 30%); }
.bf-welcome-close { position: absolute; inset-block-start: 6px; inset-inline-end: 8px; font: inherit;
  font-size: 20px; line-height: 1; border: 0; background: none; color: var(--bf-muted); cursor: pointer; }
`;
