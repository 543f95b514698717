/** Tennis points as a scoreboard shows them: 0, 15, 30, 40, A; tie-break points as plain numbers. */
export function tennisPoints(own: number, other: number, tiebreak: boolean): string {
  if (tiebreak) return String(own);
  if (own >= 3 && other >= 3) return own > other ? 'A' : '40';
  return ['0', '15', '30', '40'][Math.min(own, 3)] ?? '40';
}
