/**
 * The design system's tokens shared by the widgets, the site and the statistics frame (docs/design-system.md),
 * and their CSS. An operator's re-brand and the contrast arithmetic are in `sdk/src/branding`; components live in
 * widgets/src/runtime/ui.
 */
export { colorsCss, themeSelectors, tokensCss } from './css';
export * from './tokens';

/** What an operator may re-brand (site configuration `customize`); checked again before it becomes CSS. */
export interface Brand {
  /** `#rrggbb`, the light theme's accent; empty for the default. */
  accent?: string;
  /** `#rrggbb` for the dark theme; empty: the light accent, lightened until it reads. */
  accentDark?: string;
  /** A font family name (put first, the system stack after it). */
  font?: string;
  /** A woff2 file of that font (https or same-origin path), loaded with `font-display: swap`. */
  fontUrl?: string;
}

/** Whether a brand changes anything (a widget loads the brand code only then: most operators keep the default). */
export function hasBrand(brand: Brand): boolean {
  return Boolean(brand.accent || brand.accentDark || brand.font);
}
