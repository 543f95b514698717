/**
 * Bring a friend (SPEC §2 office "bring a friend", §7 "Referral"): the wire shapes of the referral calls and the
 * configuration group the server reads. zod/mini; the server validates its answers with the same schemas.
 */
import * as z from 'zod/mini';
import { referralRules } from './link';

/**
 * The site configuration's `bringfriend` group, read by the server (docs/promotions.md): `rule` — `stakePercent`
 * (`percent` of each friend's settled stakes), `netLossPercent` (`percent` of what each settled bet lost) or
 * `firstDeposit` (`fixedAmount`, major units of the deposit's currency, once after the friend's first approved
 * deposit); `maxFriends` referred players at most. Every key has a default.
 */
export const bringfriendConfigSchema = z.object({
  enabled: z._default(z.boolean(), false),
  rule: z._default(z.enum(referralRules), 'stakePercent'),
  percent: z._default(z.number().check(z.gte(0), z.lte(100)), 5),
  fixedAmount: z._default(z.number().check(z.gte(0), z.lte(1_000_000)), 0),
  maxFriends: z._default(z.number().check(z.int(), z.gte(0)), 100),
});
export type BringfriendConfig = z.output<typeof bringfriendConfigSchema>;

const int = z.number().check(z.int());

export const referralAmount = z.object({ currencyIso: z.string(), amountMinor: int, amount: z.number() });
export type ReferralAmount = z.infer<typeof referralAmount>;

export const referralRuleData = z.object({
  rule: z.enum(referralRules),
  /** Percent of the friends' settled stakes or net losses (stakePercent, netLossPercent). */
  percent: z.number(),
  /** The fixed sum after a friend's first deposit, major units of the deposit's currency (firstDeposit). */
  fixedAmount: z.number(),
  /** How many friends may be referred at most. */
  maxFriends: int,
});
export type ReferralRuleData = z.infer<typeof referralRuleData>;

export const friendReferTagData = z.object({
  refCode: z.string(),
  link: z.string(),
  enabled: z.boolean(),
  rules: referralRuleData,
  /** What waits on the referral account, per currency (only non-zero ones). */
  balances: z.array(referralAmount),
});
export type FriendReferTagData = z.infer<typeof friendReferTagData>;

export const referralBanner = z.object({
  id: z.string(),
  lang: z.string(),
  width: int,
  height: int,
  /** The SVG's address (absolute). */
  url: z.string(),
  /** The HTML to paste on a page: the image linked to the referral link. */
  html: z.string(),
});
export const bannersData = z.object({ link: z.string(), refCode: z.string(), banners: z.array(referralBanner) });
export type BannersData = z.infer<typeof bannersData>;
export type ReferralBanner = z.infer<typeof referralBanner>;

export const referralStates = ['registered', 'deposited', 'playing', 'removed'] as const;
export type ReferralState = (typeof referralStates)[number];

export const referralUser = z.object({
  /** The referral's id (`referral_user_id` of the remove call). */
  id: int,
  /** The friend's login, masked. */
  login: z.string(),
  registeredAt: z.string(),
  state: z.enum(referralStates),
  earnings: z.array(referralAmount),
});
export type ReferralUser = z.infer<typeof referralUser>;

export const extendedReferralUser = z.extend(referralUser, {
  settledBets: int,
  stakes: z.array(referralAmount),
  firstDepositAt: z.nullable(z.string()),
  removedAt: z.nullable(z.string()),
});
export type ExtendedReferralUser = z.infer<typeof extendedReferralUser>;

const page = { page: int, pageSize: int, total: int };
export const referralUsersData = z.object({ items: z.array(referralUser), ...page });
export const extendedReferralUsersData = z.object({ items: z.array(extendedReferralUser), ...page });
export type ReferralUsersData = z.infer<typeof referralUsersData>;
export type ExtendedReferralUsersData = z.infer<typeof extendedReferralUsersData>;

export const referralRegistrationData = z.object({ referralId: int, state: z.enum(referralStates) });
export const transferData = z.object({ transferred: z.array(referralAmount) });
export type TransferData = z.infer<typeof transferData>;
