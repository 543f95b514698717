/**
 * Deposit methods (docs/wallet.md "Deposit methods"): the kinds the sandbox provider offers, the site
 * configuration's per-method settings, the fee rule, the recharge data and payment status wire schemas
 * (zod/mini), shared by the server (which charges) and the office (which shows the fee before the player
 * confirms), so both compute the same figure.
 */
import * as z from 'zod/mini';

export const paymentMethodKinds = ['card', 'ewallet', 'bank', 'crypto', 'terminal'] as const;
export type PaymentMethodKind = (typeof paymentMethodKinds)[number];

/**
 * One deposit method of the site configuration (`payments.methods`). Amounts are major units of the base
 * currency (base rate 1) and scale by the account currency's base rate; `feePercent` of the amount plus
 * `feeFixed` is charged on top of it. `confirmations`: blocks a crypto deposit waits for.
 */
export const paymentMethodConfigSchema = z.object({
  id: z.string().check(z.regex(/^[a-z][a-z0-9_-]{0,31}$/)),
  kind: z.enum(paymentMethodKinds),
  name: z._default(z.string(), ''),
  enabled: z._default(z.boolean(), true),
  min: z._default(z.number().check(z.nonnegative()), 100),
  max: z._default(z.number().check(z.positive()), 500_000),
  feePercent: z._default(z.number().check(z.nonnegative(), z.maximum(50)), 0),
  feeFixed: z._default(z.number().check(z.nonnegative()), 0),
  confirmations: z._default(z.int().check(z.minimum(1), z.maximum(100)), 3),
});
export type PaymentMethodConfig = z.output<typeof paymentMethodConfigSchema>;

/** What an operator has unless it configures `payments` (the sandbox provider's five kinds). */
export const defaultPaymentMethods: z.input<typeof paymentMethodConfigSchema>[] = [
  { id: 'card', kind: 'card', min: 10, max: 500_000, feePercent: 0 },
  { id: 'ewallet', kind: 'ewallet', min: 10, max: 150_000, feePercent: 1.5 },
  { id: 'bank', kind: 'bank', min: 1_000, max: 1_000_000, feeFixed: 50 },
  { id: 'crypto', kind: 'crypto', min: 500, max: 1_000_000, feePercent: 0.5, confirmations: 3 },
  { id: 'terminal', kind: 'terminal', min: 10, max: 15_000, feePercent: 2 },
];

/** The site configuration's `payments` group: the methods (one of each kind when absent) and the preset amounts. */
export const paymentsConfigSchema = z.object({
  methods: z.prefault(z.array(paymentMethodConfigSchema), defaultPaymentMethods as never),
  presets: z._default(z.array(z.number().check(z.positive())), [500, 1_000, 5_000, 10_000]),
});
export type PaymentsConfig = z.output<typeof paymentsConfigSchema>;

/** The fee charged on top of a deposit of `amountMinor`: the percentage rounded half up, plus the fixed part. */
export function paymentFeeMinor(amountMinor: number, method: { feePercent: number; feeFixedMinor: number }): number {
  // Percent to hundredths of a percent as an integer keeps the product exact for amounts below 2^53 / 10^4.
  const basisPoints = Math.round(method.feePercent * 100);
  return Math.floor((amountMinor * basisPoints + 5_000) / 10_000) + method.feeFixedMinor;
}

const int = () => z.int();

/** A method as the deposit form sees it for one account: limits and the fixed fee in that account's currency. */
export const rechargeMethodSchema = z.object({
  id: z.string(),
  kind: z.enum(paymentMethodKinds),
  name: z.string(),
  minMinor: int(),
  maxMinor: int(),
  feePercent: z.number(),
  feeFixedMinor: int(),
  confirmations: z.optional(int()),
});
export type RechargeMethod = z.output<typeof rechargeMethodSchema>;

export const currencyRateSchema = z.object({ currencyId: int(), code: z.string(), baseRate: z.number() });

export const rechargeDataSchema = z.object({
  accountId: int(),
  currencyIso: z.string(),
  minorDigits: int(),
  methods: z.array(rechargeMethodSchema),
  /** Preset amounts in the account's currency (major units). */
  presets: z.array(z.number()),
  /** The configured base rates of the player's account currencies and the base currency's code. */
  baseCurrency: z.string(),
  rates: z.array(currencyRateSchema),
});
export type RechargeData = z.output<typeof rechargeDataSchema>;

export const paymentStatusSchema = z.object({
  id: int(),
  status: z.enum(['pending', 'approved', 'declined', 'cancelled']),
  method: z.string(),
  kind: z.string(),
  amountMinor: int(),
  feeMinor: int(),
  currencyIso: z.string(),
  minorDigits: int(),
  confirmations: z.optional(int()),
  confirmationsRequired: z.optional(int()),
  /** A bank transfer's reference or a cash terminal's voucher code. */
  reference: z.optional(z.string()),
  /** The first-deposit bonus chosen with this deposit and kept ('1st', 'slot_first_deposit'); absent: none. */
  bonusChoice: z.optional(z.string()),
});
export type PaymentStatusData = z.output<typeof paymentStatusSchema>;

export const paymentPaths = {
  rechargeData: '/web-api/account/recharge-data',
  recharge: '/web-api/payments/recharge',
  status: '/web-api/payments/status',
  registrationMethods: '/web-api/payments/registration-methods',
} as const;

/** A typed amount ("12,5", "12.50") in minor units without float maths; undefined when it is not one. */
export function amountTextToMinor(text: string, digits: number): number | undefined {
  const match = /^(\d{1,9})(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > digits) return undefined;
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/** Minor units as a major-unit number, for display (formatMoney). */
export const minorToMajor = (minor: number, digits: number) => minor / 10 ** digits;
