/**
 * The shell's styles for a page without them in its head: the development server's page (the built page carries
 * them, scripts/site-styles-in-head.ts). A chunk of its own, so the built entry does not carry the styles as a
 * string it never uses.
 */
import { overlayStyles, SITE_STYLE_ID, siteStyles } from './site-styles';

export function addSiteStyles(document: Document): void {
  const style = Object.assign(document.createElement('style'), { id: SITE_STYLE_ID });
  style.textContent = siteStyles + overlayStyles;
  document.head.append(style);
}
