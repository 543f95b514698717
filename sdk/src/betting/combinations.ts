/** Number of ways to pick k of n (exact for the coupon sizes the product allows, n ≤ 50). */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  const m = Math.min(k, n - k);
  let r = 1;
  for (let i = 1; i <= m; i++) r = (r * (n - m + i)) / i;
  return Math.round(r);
}

/** Every k-element subset of 0..n-1 as sorted index lists, in lexicographic order. */
export function* combinations(n: number, k: number): Generator<number[]> {
  if (k < 0 || k > n) return;
  const idx = Array.from({ length: k }, (_, i) => i);
  while (true) {
    yield idx.slice();
    let i = k - 1;
    while (i >= 0 && idx[i] === n - k + i) i--;
    if (i < 0) return;
    idx[i] = (idx[i] as number) + 1;
    for (let j = i + 1; j < k; j++) idx[j] = (idx[j - 1] as number) + 1;
  }
}

/**
 * Sum over every k-subset of the product of its values (the k-th elementary symmetric polynomial). A system
 * k/n pays stake / C(n,k) times this over the selections' factors, so it is computed in O(n·k) instead of
 * enumerating up to C(20,10) = 184756 combinations.
 */
export function elementarySymmetric(values: readonly number[], k: number): number {
  const e = new Array<number>(k + 1).fill(0);
  e[0] = 1;
  for (const v of values) {
    for (let j = Math.min(k, values.length); j >= 1; j--) e[j] = (e[j] as number) + (e[j - 1] as number) * v;
  }
  return e[k] ?? 0;
}
