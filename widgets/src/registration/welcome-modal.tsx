/**
 * The welcome dialog after a registration that signs the player in (SPEC §2 "welcome modal; bonus welcome
 * modal"; config `registration.welcomeModal`, `registration.bonusWelcomeModal`). The sign-in is reported to the
 * page only when the dialog closes, since the page leaves the registration form as soon as it hears of it. The
 * kit's Dialog: focus on "Continue", Tab held inside, Escape and the close button close it.
 */

import type { AppT } from '../runtime';
import { Button } from '../runtime/ui/button';
import { Dialog } from '../runtime/ui/dialog';
import { KitTexts } from '../runtime/ui/texts';
import type { WelcomeKind } from './welcome-kind';

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
  const prefix = kind === 'bonus' ? 'reg_bonus_welcome' : 'reg_welcome';
  return (
    <KitTexts t={t}>
      <Dialog
        open
        onClose={onClose}
        title={t(`${prefix}_title`)}
        describedBy="bf-welcome-text"
        testId={kind === 'bonus' ? 'bonus-welcome-modal' : 'welcome-modal'}
      >
        <p id="bf-welcome-text">{t(`${prefix}_text`, { percent })}</p>
        <Button variant="primary" data-testid="welcome-continue" onClick={onClose}>
          {t('reg_continue')}
        </Button>
      </Dialog>
    </KitTexts>
  );
}
