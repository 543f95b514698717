/**
 * Deposit methods from the site configuration (`payments`, sdk/src/payments): what the deposit form offers for
 * one account (limits, fixed fee and preset amounts in the account's currency by the configured base rates),
 * the method a recharge names, and the sandbox card checks (Luhn, expiry, CVC).
 */

import type { SiteConfig } from '@betframe/sdk/config';
import {
  type PaymentMethodConfig,
  type PaymentMethodKind,
  type PaymentsConfig,
  paymentFeeMinor,
  paymentsConfigSchema,
  type RechargeData,
  type RechargeMethod,
} from '@betframe/sdk/payments';
import { roundToMinorUnits } from '../wallet';

export interface AccountCurrency {
  accountId: number;
  currencyId: number;
  code: string;
  minorDigits: number;
}

const parsed = new WeakMap<SiteConfig, PaymentsConfig>();
/** The configuration's `payments` group through its schema (the site configuration passes it through as it is). */
export function paymentsOf(config: SiteConfig): PaymentsConfig {
  let payments = parsed.get(config);
  if (!payments) {
    payments = paymentsConfigSchema.parse(config.payments);
    parsed.set(config, payments);
  }
  return payments;
}

const rateOf = (config: SiteConfig, currencyId: number) =>
  config.currencies.find((c) => c.id === currencyId)?.baseRate ?? 1;
/** The base currency: the configured one with base rate 1 (the default currency when none is). */
const baseCurrencyOf = (config: SiteConfig) =>
  (
    config.currencies.find((c) => c.baseRate === 1) ??
    config.currencies.find((c) => c.id === config.defaultCurrencyId) ?? { code: 'RUB' }
  ).code;

/** Base-currency major units → minor units of the account's currency. */
const inCurrency = (config: SiteConfig, currency: AccountCurrency, baseAmount: number) =>
  roundToMinorUnits(baseAmount / Math.max(rateOf(config, currency.currencyId), 1e-9), currency.minorDigits);

function methodIn(config: SiteConfig, currency: AccountCurrency, m: PaymentMethodConfig): RechargeMethod {
  return {
    id: m.id,
    kind: m.kind,
    name: m.name,
    minMinor: Math.max(1, inCurrency(config, currency, m.min)),
    maxMinor: inCurrency(config, currency, m.max),
    feePercent: m.feePercent,
    feeFixedMinor: inCurrency(config, currency, m.feeFixed),
    ...(m.kind === 'crypto' ? { confirmations: m.confirmations } : {}),
  };
}

/** The enabled methods the provider takes, in configuration order. */
export const offeredMethods = (config: SiteConfig, kinds: readonly PaymentMethodKind[]) =>
  paymentsOf(config).methods.filter((m) => m.enabled && kinds.includes(m.kind));

export function rechargeData(
  config: SiteConfig,
  kinds: readonly PaymentMethodKind[],
  currency: AccountCurrency,
  accountCurrencies: AccountCurrency[],
): RechargeData {
  const presets = [
    ...new Set(
      paymentsOf(config).presets.map((p) =>
        Math.max(1, Math.round(p / Math.max(rateOf(config, currency.currencyId), 1e-9))),
      ),
    ),
  ];
  const seen = new Set<number>();
  return {
    accountId: currency.accountId,
    currencyIso: currency.code,
    minorDigits: currency.minorDigits,
    methods: offeredMethods(config, kinds).map((m) => methodIn(config, currency, m)),
    presets,
    baseCurrency: baseCurrencyOf(config),
    rates: accountCurrencies
      .filter((c) => !seen.has(c.currencyId) && seen.add(c.currencyId))
      .map((c) => ({ currencyId: c.currencyId, code: c.code, baseRate: rateOf(config, c.currencyId) })),
  };
}

export type MethodRefusal = 'method_unavailable' | 'amount_below_minimum' | 'amount_above_maximum';

/** The method a recharge names, checked against its limits; its fee for this amount. */
export function chooseMethod(
  config: SiteConfig,
  kinds: readonly PaymentMethodKind[],
  currency: AccountCurrency,
  methodId: string,
  amountMinor: number,
):
  | { ok: true; method: RechargeMethod & { feeMinor: number } }
  | { ok: false; code: MethodRefusal; method?: RechargeMethod } {
  const configured = offeredMethods(config, kinds).find((m) => m.id === methodId);
  if (!configured) return { ok: false, code: 'method_unavailable' };
  const method = methodIn(config, currency, configured);
  if (amountMinor < method.minMinor) return { ok: false, code: 'amount_below_minimum', method };
  if (amountMinor > method.maxMinor) return { ok: false, code: 'amount_above_maximum', method };
  return { ok: true, method: { ...method, feeMinor: paymentFeeMinor(amountMinor, method) } };
}

export type CardRefusal = 'card_number_invalid' | 'card_expiry_invalid' | 'card_expired' | 'card_cvc_invalid';

/** The Luhn check digit rule over 12–19 digits (spaces allowed between groups). */
export function luhnValid(number: string): boolean {
  const digits = number.replace(/ /g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * A card as the sandbox checkout takes it: the number passes Luhn, the expiry is MM/YY and not before the app
 * clock's month, the CVC is three digits (four for American Express, numbers starting 34 or 37). The first
 * refusal found, or the card's last four digits.
 */
export function checkCard(
  card: { number: string; expiry: string; cvc: string },
  now: Date,
): { ok: true; last4: string } | { ok: false; code: CardRefusal } {
  const digits = card.number.replace(/ /g, '');
  if (!luhnValid(digits)) return { ok: false, code: 'card_number_invalid' };
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  if (!expiry) return { ok: false, code: 'card_expiry_invalid' };
  const year = 2000 + Number(expiry[2]);
  const month = Number(expiry[1]);
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return { ok: false, code: 'card_expired' };
  const cvcLength = /^3[47]/.test(digits) ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) return { ok: false, code: 'card_cvc_invalid' };
  return { ok: true, last4: digits.slice(-4) };
}

/** The sandbox's card that its issuer declines (after 3-D Secure), as test card numbers go. */
export const declinedTestCard = '4000000000000002';
