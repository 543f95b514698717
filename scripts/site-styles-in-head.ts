/**
 * After the site's build: its page carries the design tokens and the shell's styles in its head, so the
 * server-rendered content is laid out in the first paint as the site lays it out (docs/content-and-seo.md
 * "Client takeover") and not restyled when the script arrives. `applyDesign` and `site/src/main.tsx` find these
 * elements by id and reuse them (the development server's page has none: the script adds them).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { DESIGN_STYLE_ID } from '../sdk/src/branding/document';
import { tokensCss } from '../sdk/src/design';
import { overlayStyles, SITE_STYLE_ID, siteStyles } from '../site/src/shell/site-styles';

export function siteStylesInHead(indexHtml: string): void {
  const html = readFileSync(indexHtml, 'utf8');
  if (html.includes(`id="${SITE_STYLE_ID}"`)) return;
  const styles =
    `<style id="${DESIGN_STYLE_ID}">${tokensCss(':root')}</style>` +
    `<style id="${SITE_STYLE_ID}">${siteStyles}${overlayStyles}</style>`;
  writeFileSync(
    indexHtml,
    html.replace(/<head>/i, () => `<head>${styles}`),
  );
}
