/**
 * The registration bonus popup (SPEC §3 "Registration bonus response", §4 "Registration bonus popup"): the wire
 * shapes of the user config and of `GET /api/v3/bonuses/first-deposit`, the stored flag set at registration, and
 * the decision when to show the popup. Browser-safe; the server validates its answers with the same schemas.
 */
import * as z from 'zod/mini';

export const bonusPaths = {
  /** GET — the signed-in player's configuration (SPEC §7 "GET user config"). */
  userConfig: '/web-api/user/config',
  /** GET — the registration bonus response (SPEC §7). */
  firstDeposit: '/api/v3/bonuses/first-deposit',
} as const;

/** Data of GET /web-api/user/config. */
export const userConfigData = z.object({
  userId: z.number().check(z.int()),
  currencyId: z.number().check(z.int()),
  /** The partner offers a first-deposit bonus and the player has not made a deposit yet. */
  hasFirstBonus: z.boolean(),
  /** The registration bonus popup is switched on (`registration.bonusPopup`). */
  registrationBonusPopup: z.boolean(),
  /** SPEC §3 first-deposit bonus key: '1st' for sport, 'slot_first_deposit' for casino. */
  firstDepositBonusKey: z.string(),
});
export type UserConfigData = z.infer<typeof userConfigData>;

/** SPEC §3 first-deposit bonus keys ('1st' sport, 'slot_first_deposit' casino) and 'cancel' for none. */
export const FIRST_DEPOSIT_CHOICES = ['1st', 'slot_first_deposit', 'cancel'] as const;
export type FirstDepositChoice = (typeof FIRST_DEPOSIT_CHOICES)[number];

/**
 * A first-deposit offer the player may choose with the deposit: its key, the percent of the deposit up to a cap (or
 * a fixed amount), both in minor units of the deposit's currency, and the wagering multiple.
 */
export const firstDepositOfferData = z.object({
  key: z.enum(['1st', 'slot_first_deposit']),
  percent: z.optional(z.number()),
  capMinor: z.optional(z.number().check(z.int())),
  fixedMinor: z.optional(z.number().check(z.int())),
  wagerMultiple: z.number(),
});
export type FirstDepositOfferData = z.infer<typeof firstDepositOfferData>;

/** Data of GET /api/v3/bonuses/first-deposit (SPEC §3), texts in the request's language. */
export const firstDepositData = z.object({
  hasFirstDeposit: z.boolean(),
  bonusPopupTitle: z.string(),
  bonusPopupDescription: z.string(),
  bonusPopupBtnText: z.string(),
  /** The offers to choose from with the deposit (empty when `hasFirstDeposit` is false). */
  offers: z.optional(z.array(firstDepositOfferData)),
  /** The preselected choice: the partner's first-deposit key (`promo.firstDepositBonus.key`). */
  defaultChoice: z.optional(z.enum(FIRST_DEPOSIT_CHOICES)),
});
export type FirstDepositData = z.infer<typeof firstDepositData>;

/** Browser storage key of the flag "show the registration bonus popup", set when a registration succeeds. */
export const REGISTRATION_BONUS_POPUP_KEY = 'registration-bonus-popup';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function markRegistrationBonusPopup(storage: FlagStorage): void {
  storage.setItem(REGISTRATION_BONUS_POPUP_KEY, '1');
}
export function registrationBonusPopupMarked(storage: FlagStorage): boolean {
  return storage.getItem(REGISTRATION_BONUS_POPUP_KEY) === '1';
}
export function clearRegistrationBonusPopup(storage: FlagStorage): void {
  storage.removeItem(REGISTRATION_BONUS_POPUP_KEY);
}

/**
 * Routes on which the popup is not shown (SPEC §2, §4): menu-profile — the office's profile menu, our `office`
 * route — and recharge (`officeRecharge`), where the player is already on the way to a deposit.
 */
export const REGISTRATION_BONUS_SKIPPED_ROUTES: readonly string[] = ['office', 'officeRecharge'];

export interface RegistrationBonusInput {
  /** The stored flag set at registration. */
  flagSet: boolean;
  signedIn: boolean;
  /** The name of the route on screen (undefined when none matches). */
  route: string | undefined;
  /** The user config once loaded. */
  userConfig?: UserConfigData | undefined;
  /** The first-deposit answer once loaded. */
  firstDeposit?: FirstDepositData | undefined;
}

/**
 * What to do next about the popup:
 * - `idle`: nothing (no flag, or a guest — the flag waits for the player's sign-in);
 * - `wait`: a skipped route; decide again on the next route;
 * - `load-user-config`, `load-first-deposit`: the answer needed next;
 * - `drop`: the popup is not for this player — clear the flag;
 * - `show`: show it with the first-deposit texts (then clear the flag).
 */
export type RegistrationBonusStep =
  | { step: 'idle' | 'wait' | 'load-user-config' | 'load-first-deposit' | 'drop' }
  | { step: 'show'; bonus: FirstDepositData };

export function registrationBonusStep(input: RegistrationBonusInput): RegistrationBonusStep {
  if (!input.flagSet || !input.signedIn) return { step: 'idle' };
  if (input.route !== undefined && REGISTRATION_BONUS_SKIPPED_ROUTES.includes(input.route)) return { step: 'wait' };
  if (!input.userConfig) return { step: 'load-user-config' };
  if (!input.userConfig.hasFirstBonus || !input.userConfig.registrationBonusPopup) return { step: 'drop' };
  if (!input.firstDeposit) return { step: 'load-first-deposit' };
  if (!input.firstDeposit.hasFirstDeposit) return { step: 'drop' };
  return { step: 'show', bonus: input.firstDeposit };
}
