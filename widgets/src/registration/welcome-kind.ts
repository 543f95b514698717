/** Which welcome dialog (welcome-modal.tsx) the configuration asks for, read before the dialog itself loads. */
import type { WidgetConfig } from '@betframe/sdk/config';

export type WelcomeKind = 'plain' | 'bonus';

/** The bonus dialog needs a first-deposit bonus on offer. */
export function welcomeKindOf(config: WidgetConfig): WelcomeKind | null {
  if (config.registration.bonusWelcomeModal && config.promo.firstDepositBonus.enabled) return 'bonus';
  return config.registration.welcomeModal ? 'plain' : null;
}
