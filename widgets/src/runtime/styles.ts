/**
 * Base styles of every widget. Inline widgets live in a shadow root: `:host { all: initial }` cuts every
 * inherited property of the partner page (font, colour, line-height, direction, …) and sizes are in px, never rem,
 * so a partner's `html { font-size: 10px }` cannot rescale us; our selectors cannot leak out of the shadow root.
 * Frames get the same rules on `.bf-root`, and a body with no margin and no scrollbar: the frame is sized to its
 * content by the host, so the body must never take its height from the viewport (no vh, %, min-height).
 */
import { type Brand, hasBrand, tokensCss } from '@betframe/sdk/design';

/**
 * The tokens and the operator's re-brand on the widget's root, then the base rules. The brand's code (contrast
 * arithmetic) arrives only for an operator who re-brands, so the shared runtime does not carry it.
 */
export async function widgetStyles(brand: Brand, inDocument: boolean): Promise<string> {
  if (!hasBrand(brand)) return tokensCss('.bf-root') + baseStyles;
  const { brandCss, brandFontFaceCss } = await import('@betframe/sdk/branding');
  return (inDocument ? brandFontFaceCss(brand) : '') + tokensCss('.bf-root') + brandCss(brand, '.bf-root') + baseStyles;
}

// The widgets' short colour names (--bf-bg, …) are aliases of the design tokens (sdk/src/design): wherever a
// palette is declared (the root, or an element naming its own theme) they follow it.
export const baseStyles = `
:host { all: initial; display: block; contain: content; }
.bf-root, .bf-root [data-theme] {
  --bf-bg: var(--bf-color-surface); --bf-fg: var(--bf-color-text); --bf-muted: var(--bf-color-muted);
  --bf-line: var(--bf-color-border); --bf-accent: var(--bf-color-accent); --bf-accent-fg: var(--bf-color-on-accent);
  --bf-soft: var(--bf-color-surface-alt);
}
.bf-root {
  box-sizing: border-box; display: block; margin: 0; padding: 12px;
  font: 14px/20px var(--bf-font); color: var(--bf-fg);
  background: var(--bf-bg); text-align: start; -webkit-text-size-adjust: 100%;
}
.bf-root *, .bf-root *::before, .bf-root *::after { box-sizing: border-box; }
.bf-title { margin: 0 0 8px; font-size: 16px; line-height: 22px; font-weight: 600; }
.bf-muted { color: var(--bf-muted); margin: 0; }
.bf-list { list-style: none; margin: 0; padding: 0; }
.bf-row { display: flex; align-items: center; gap: 8px; padding: 8px 0; border-block-end: 1px solid var(--bf-line); }
.bf-grow { flex: 1 1 auto; min-width: 0; }
.bf-button {
  font: inherit; font-size: 13px; line-height: 18px; padding: 6px 10px; border-radius: 6px; cursor: pointer;
  border: 1px solid var(--bf-line); background: var(--bf-soft); color: var(--bf-fg);
}
.bf-button[data-primary] { background: var(--bf-accent); color: var(--bf-accent-fg); border-color: var(--bf-accent); }
/* Muted text inside a primary (or picked) button takes the button's own colour: grey on the accent fails contrast. */
.bf-button[data-primary] .bf-muted { color: inherit; }
.bf-odds { font-variant-numeric: tabular-nums; font-weight: 600; }
`;

export const frameDocumentStyles = `
html, body { margin: 0; padding: 0; overflow: hidden; background: transparent; }
`;
