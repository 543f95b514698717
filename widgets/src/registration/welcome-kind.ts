/** Which welcome dialog (welcome-modal.tsx) the configuration asks for, read before the dialog itself loads. */
import type { RegistrationWidgetConfig } from './register-rules';

export type WelcomeKind = 'plain' | 'bonus';

/** The bonus dialog needs a first-deposit bonus on offer. */
export function welcomeKindOf(config: RegistrationWidgetConfig): WelcomeKind | null {
  if (config.registration.bonusWelcomeModal && config.promo.firstDepositBonus.enabled) return 'bonus';
  return config.registration.welcomeModal ? 'plain' : null;
}
