/**
 * The outcome types the per-market stake limit sums together (placement.ts). The bet builder groups markets its
 * own way (feed/builder.ts `marketOf`) — a candidate to share.
 */

/** Outcome types of the same market as `type` (W1/X/W2 together, over/under together …). */
export function marketTypes(type: number): number[] {
  const period = Math.floor(type / 1000) * 1000;
  const base = type % 1000;
  const groups = [
    [1, 2, 3],
    [4, 5, 6],
    [7, 8],
    [9, 10],
    [11, 12],
    [13, 14],
    [15],
    [17, 18],
    [19, 20],
    [21],
    [27, 28],
    [29, 30],
    [31, 32],
    [33, 34],
  ];
  const g = groups.find((x) => x.includes(base)) ?? [base];
  return g.map((b) => period + b);
}
