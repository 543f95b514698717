/**
 * An operator's re-brand over the design tokens (docs/design-system.md "Re-branding") and WCAG contrast
 * arithmetic. Apart from `sdk/src/design` so the widgets' shared runtime loads it only when a brand is set.
 */
export { type Brand, brandColours, brandCss, brandFontFaceCss } from './brand';
export { contrastRatio, ensureContrast, parseHex, readableOn, relativeLuminance } from './contrast';
export { applyDesign, DESIGN_STYLE_ID } from './document';
