/**
 * WCAG 2.2 contrast (relative luminance of sRGB colours, ratio (L1 + 0.05) / (L2 + 0.05)): the tokens' test
 * checks every text/background pair with it, and an operator's accent colour is adjusted with it until it reads.
 */

/** `#rrggbb` → [r, g, b] in 0…255, or undefined for anything else. */
export function parseHex(hex: string): [number, number, number] | undefined {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) return undefined;
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function toHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(c ?? 0)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function relativeLuminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) throw new TypeError(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * `colour` moved towards black or white (whichever `against` is further from) in small steps until its contrast
 * with `against` reaches `ratio`: an operator's brand colour keeps its hue and still passes AA on our surfaces.
 */
export function ensureContrast(colour: string, against: string, ratio: number): string {
  const rgb = parseHex(colour);
  if (!rgb) return colour;
  const target = relativeLuminance(against) > 0.18 ? 0 : 255;
  let next = colour;
  for (let step = 1; step <= 20 && contrastRatio(next, against) < ratio; step++) {
    next = toHex(rgb.map((c) => c + (target - c) * (step / 20)));
  }
  return next;
}

/** White or near-black text on `background`, whichever contrasts more. */
export function readableOn(background: string, dark = '#0b1118', light = '#ffffff'): string {
  return contrastRatio(background, light) >= contrastRatio(background, dark) ? light : dark;
}
