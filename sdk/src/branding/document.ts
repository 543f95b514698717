/**
 * A whole document on the design tokens (the site, the statistics frame, the gallery): one `<style>` in the head
 * with the tokens on `:root`, the operator's brand over them and its font face; called again when the brand
 * arrives with the site configuration, it rewrites the same element, so nothing is rebuilt or reloaded.
 */

import { tokensCss } from '../design';
import { type Brand, brandCss, brandFontFaceCss } from './brand';

export const DESIGN_STYLE_ID = 'bf-design-tokens';

export function applyDesign(doc: Document, brand: Brand = {}): void {
  let style = doc.getElementById(DESIGN_STYLE_ID);
  if (!style) {
    style = doc.createElement('style');
    style.id = DESIGN_STYLE_ID;
    // First in the head: the page's own rules come after and may use the tokens.
    doc.head.prepend(style);
  }
  style.textContent = brandFontFaceCss(brand) + tokensCss(':root') + brandCss(brand, ':root');
}
