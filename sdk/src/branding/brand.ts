/**
 * An operator's re-brand (site configuration `customize`: accent, font, logo; docs/design-system.md), applied at
 * run time over the tokens. The accent is adjusted per theme until it reads on every surface (≥ 4.5:1, it colours
 * links), the text on it is white or near-black by contrast, and the focus ring follows it: a brand colour can
 * never break AA. The values arrive checked by the configuration schema (hex colour, font name characters).
 */

import { type Brand, type ColorRole, palettes, surfaces, type ThemeName, themeSelectors } from '../design';
import { ensureContrast, parseHex, readableOn } from './contrast';

export type { Brand };

function accentFor(theme: ThemeName, wanted: string): Partial<Record<ColorRole, string>> {
  let accent = wanted;
  for (const surface of surfaces) accent = ensureContrast(accent, palettes[theme][surface], 4.5);
  return { accent, 'on-accent': readableOn(accent), focus: accent };
}

/** The colour roles a brand changes in `theme` (empty when it changes none). */
export function brandColours(brand: Brand, theme: ThemeName): Partial<Record<ColorRole, string>> {
  const wanted = theme === 'dark' ? brand.accentDark || brand.accent : brand.accent;
  return wanted && parseHex(wanted) ? accentFor(theme, wanted) : {};
}

const safeFont = /^[\p{L}\p{N} '-]{1,64}$/u;
const safeUrl = /^(https:\/\/|\/)[^\s"'()\\<>]+$/;

/** The CSS of a brand on `scope` (same scope as `tokensCss`). */
export function brandCss(brand: Brand, scope: string): string {
  let css = '';
  const themed = themeSelectors(scope);
  for (const theme of ['light', 'dark'] as const) {
    const colours = brandColours(brand, theme);
    const body = Object.entries(colours)
      .map(([role, value]) => `--bf-color-${role}:${value};`)
      .join('');
    if (body) css += `${themed[theme]}{${body}}`;
  }
  if (brand.font && safeFont.test(brand.font)) {
    css += `${scope}{--bf-font:"${brand.font}",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}`;
  }
  return css;
}

/** The `@font-face` of a brand font, for a document (a shadow root cannot declare fonts); empty without one. */
export function brandFontFaceCss(brand: Brand): string {
  if (!brand.font || !brand.fontUrl || !safeFont.test(brand.font) || !safeUrl.test(brand.fontUrl)) return '';
  return `@font-face{font-family:"${brand.font}";src:url("${brand.fontUrl}") format("woff2");font-display:swap}`;
}
