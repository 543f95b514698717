/** Poisson probabilities of 0..max (the tail folded into max so the list sums to 1). */
export function poissonPmf(mean: number, max: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-mean);
  let sum = 0;
  for (let k = 0; k < max; k++) {
    out.push(p);
    sum += p;
    p = (p * mean) / (k + 1);
  }
  out.push(Math.max(0, 1 - sum));
  return out;
}

/** Standard normal cumulative distribution (Abramowitz–Stegun 7.1.26). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + y) / 2 : (1 - y) / 2;
}

/** A normal distribution rounded to integers, as value → probability. */
export function discreteNormal(mean: number, sd: number): Map<number, number> {
  const s = Math.max(sd, 0.35);
  const out = new Map<number, number>();
  const lo = Math.floor(mean - 5 * s);
  const hi = Math.ceil(mean + 5 * s);
  for (let v = lo; v <= hi; v++) {
    const p = normalCdf((v + 0.5 - mean) / s) - normalCdf((v - 0.5 - mean) / s);
    if (p > 1e-7) out.set(v, p);
  }
  return out;
}
