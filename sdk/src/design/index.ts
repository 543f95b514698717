/**
 * The design system's foundation shared by the widgets, the site and the statistics frame (docs/design-system.md):
 * tokens, their CSS, an operator's re-brand, WCAG contrast arithmetic. Components live in widgets/src/runtime/ui.
 */
export { type Brand, brandColours, brandCss, brandFontFaceCss } from './brand';
export { contrastRatio, ensureContrast, parseHex, readableOn, relativeLuminance } from './contrast';
export { colorsCss, themeSelectors, tokensCss } from './css';
export { applyDesign, DESIGN_STYLE_ID } from './document';
export * from './tokens';
