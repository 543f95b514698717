/**
 * Lines and return of a full cover of n selections in closed form (full-covers.ts names them): every k-fold for
 * k ≥ 2 (with singles, k ≥ 1) is 2ⁿ − n − 1 lines (2ⁿ − 1), and Σₖ eₖ(f) = Π(1 + f) − 1 (− Σf without singles).
 */
export function coverLines(n: number, singles: boolean): number {
  return 2 ** n - 1 - (singles ? 0 : n);
}

/** Return per unit of stake per line of a full cover whose selections pay `factors`. */
export function coverReturnPerLine(factors: readonly number[], singles: boolean): number {
  const all = factors.reduce((p, f) => p * (1 + f), 1) - 1;
  return singles ? all : all - factors.reduce((s, f) => s + f, 0);
}
