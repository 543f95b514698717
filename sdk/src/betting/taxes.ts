import { roundDownMoney, roundMoney } from './money';

/**
 * Betting taxes of the site configuration (SPEC §3): a stake tax taken when the bet is placed and a payout tax
 * on winnings. `type` 'net' taxes the win above the stake, 'gross' the whole payout. The payout tax applies
 * only when the taxable amount exceeds `winAmountThreshold` and the coupon coefficient is at least
 * `coefThreshold`. `returnTax` gives the stake tax back when a bet is refunded in full.
 */
export interface BettingTaxes {
  type: 'net' | 'gross';
  stakeTaxPercent: number;
  payoutTaxPercent: number;
  winAmountThreshold: number;
  coefThreshold: number;
  returnTax: boolean;
}

export const noTaxes: BettingTaxes = {
  type: 'net',
  stakeTaxPercent: 0,
  payoutTaxPercent: 0,
  winAmountThreshold: 0,
  coefThreshold: 0,
  returnTax: false,
};

/** Splits what the player pays into the stake that plays and the tax. */
export function applyStakeTax(taxes: BettingTaxes, amount: number): { stake: number; tax: number } {
  const tax = roundMoney((amount * taxes.stakeTaxPercent) / 100);
  return { stake: roundMoney(amount - tax), tax };
}

/** The payout tax on a payout of a coupon with stake `stake` and coefficient `coefficient`. */
export function payoutTax(taxes: BettingTaxes, payout: number, stake: number, coefficient: number): number {
  if (taxes.payoutTaxPercent <= 0) return 0;
  const taxable = taxes.type === 'net' ? payout - stake : payout;
  if (taxable <= 0 || taxable <= taxes.winAmountThreshold || coefficient < taxes.coefThreshold) return 0;
  return roundDownMoney((taxable * taxes.payoutTaxPercent) / 100);
}
