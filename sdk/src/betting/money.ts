/**
 * Money in the betting maths is in major units with two decimals. Payouts round down to the cent so the house
 * never pays a fraction it does not have; amounts are nudged by a tiny epsilon first so 0.1 + 0.2 style float
 * noise does not drop a whole cent.
 */
export function roundDownMoney(amount: number): number {
  return Math.floor(amount * 100 + 1e-6) / 100;
}

export function roundMoney(amount: number): number {
  return Math.round(amount * 100 + (amount >= 0 ? 1e-6 : -1e-6)) / 100;
}

/** Coefficients are shown and stored with three decimals. */
export function roundCoefficient(k: number): number {
  return Math.round(k * 1000) / 1000;
}
