/**
 * The shell's styles: logical properties only (margin-inline, inset-inline), so Arabic mirrors by `dir="rtl"`.
 * Colours, sizes, radii and shadows are the design tokens (sdk/src/design, declared on :root by `applyDesign`);
 * the short names (`--fg`, `--bg`, …) are aliases the older rules use. The layouts (breakpoints, columns, drawer,
 * side panel, bottom sheet, bottom navigation) are `layoutStyles` (layout-styles.ts).
 */
import { layoutStyles } from './layout-styles';

const baseStyles = `
:root, :root [data-theme] { --fg: var(--bf-color-text); --bg: var(--bf-color-canvas); --card: var(--bf-color-surface);
  --line: var(--bf-color-border); --accent: var(--bf-color-accent); --muted: var(--bf-color-muted); color-scheme: light; }
:root[data-theme="dark"] { color-scheme: dark; }
* { box-sizing: border-box; }
body { margin: 0; font: var(--site-font-size, 15px)/1.5 var(--bf-font); color: var(--fg); background: var(--bg);
  overflow-wrap: break-word; }
img, svg, iframe { max-inline-size: 100%; }
a { color: var(--accent); }
h1 { font-size: var(--bf-font-size-xxl); line-height: var(--bf-line-height-xxl); margin-block: 0 var(--bf-space-3); }
h2 { font-size: var(--bf-font-size-xl); line-height: var(--bf-line-height-xl); margin-block: var(--bf-space-4) var(--bf-space-2); }
button { font: inherit; cursor: pointer; min-block-size: 36px; padding-block: 0; padding-inline: var(--bf-space-3);
  border-radius: var(--bf-radius-md); border: 1px solid var(--bf-color-border-strong); background: var(--bf-color-surface-alt);
  color: var(--fg); }
button:disabled { opacity: 0.55; cursor: not-allowed; }
:focus-visible { outline: 2px solid var(--bf-color-focus); outline-offset: 2px; }
.site-skip { position: absolute; inset-inline-start: 8px; inset-block-start: -60px; background: var(--card);
  padding: 6px 10px; z-index: 100; }
.site-skip:focus { inset-block-start: 8px; }
[hidden] { display: none !important; }
.site-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%);
  white-space: nowrap; }
.site-button, .site-primary { display: inline-flex; align-items: center; justify-content: center; gap: var(--bf-space-2);
  min-block-size: 40px; padding-inline: var(--bf-space-3); border-radius: var(--bf-radius-md); font-weight: 600;
  text-decoration: none; white-space: nowrap; border: 1px solid var(--bf-color-border-strong);
  background: var(--bf-color-surface-alt); color: var(--fg); }
.site-primary { background: var(--accent); border-color: var(--accent); color: var(--bf-color-on-accent); }
/* The kit's Select in the header keeps to its content; its list opens from the inline end. */
.site-balance .bf-ui-combobox { min-block-size: 40px; font-weight: 700; }
.site-balance .bf-ui-listbox { inset-inline: auto 0; min-inline-size: 100%; }
.site-count { font-weight: 700; font-variant-numeric: tabular-nums; }
.site-form { display: grid; gap: var(--bf-space-3); }
.site-field { display: grid; gap: var(--bf-space-1); }
.site-field label { font-weight: 600; font-size: var(--bf-font-size-sm); }
.site-field textarea { font: inherit; padding: var(--bf-space-2) var(--bf-space-3); border-radius: var(--bf-radius-md);
  border: 1px solid var(--bf-color-border-strong); background: var(--bf-color-surface); color: var(--bf-color-text); resize: vertical; }
.site-field textarea:focus-visible { outline: 2px solid var(--bf-color-focus); outline-offset: 1px; }
.site-field textarea[aria-invalid] { border-color: var(--bf-color-negative); }
.site-error { color: var(--bf-color-negative); margin: 0; }
.site-muted { color: var(--muted); }
.site-card { background: var(--card); border-radius: var(--bf-radius-lg); padding: var(--bf-space-5);
  box-shadow: var(--bf-shadow-1); }
.site-narrow { max-inline-size: 640px; margin-inline: auto; }

.site-header { display: flex; align-items: center; gap: var(--bf-space-2); padding-block: var(--bf-space-2);
  padding-inline: var(--bf-space-3); background: var(--bf-color-surface); border-block-end: 1px solid var(--line);
  position: sticky; inset-block-start: 0; z-index: 30; min-block-size: var(--site-header-h); }
.site-logo { display: inline-flex; align-items: center; gap: var(--bf-space-2); font-weight: 800; font-size: 18px;
  text-decoration: none; color: var(--fg); flex: none; min-block-size: 40px; }
.site-logo img { block-size: 32px; inline-size: auto; max-inline-size: 140px; }
.site-logo-mark { inline-size: 32px; block-size: 32px; fill: var(--accent); }
.site-logo-mark path { fill: var(--bf-color-on-accent); fill-rule: evenodd; }
.site-nav { display: flex; gap: var(--bf-space-1); flex: 1 1 0; align-items: center; min-inline-size: 0;
  overflow-x: auto; scrollbar-width: none; }
.site-nav > a { text-decoration: none; color: var(--fg); font-weight: 600; padding-block: var(--bf-space-2);
  padding-inline: var(--bf-space-2); border-radius: var(--bf-radius-md); white-space: nowrap; }
.site-nav > a:hover { background: var(--bf-color-surface-alt); }
/* No link fits beside the account's part: the nav still keeps "More" whole (it grows again with the room). */
.site-nav-more-only { min-inline-size: max-content; }
.site-more { position: relative; }
.site-more-menu { position: fixed; display: flex; flex-direction: column; gap: 6px; padding: 8px; background: var(--bf-color-surface-raised);
  border: 1px solid var(--line); border-radius: var(--bf-radius-md); box-shadow: var(--bf-shadow-2); z-index: 35; min-inline-size: 180px; }
.site-account { display: flex; gap: var(--bf-space-2); align-items: center; margin-inline-start: auto; flex: none; }
.site-account-link { display: inline-flex; align-items: center; gap: var(--bf-space-1); min-block-size: 40px;
  min-inline-size: 40px; justify-content: center; color: var(--fg); text-decoration: none; font-weight: 600; }
.site-account-link .bf-ui-icon { font-size: 20px; }
.site-coupon-shortcut { display: inline-flex; align-items: center; gap: var(--bf-space-1); min-block-size: 40px; }
.site-balance { font-weight: 700; font-variant-numeric: tabular-nums; white-space: nowrap; }
.site-header-bonus { font-size: var(--bf-font-size-sm, 0.875rem); font-weight: 600; color: inherit; white-space: nowrap; }
@media (max-width: 767.98px) { .site-header-bonus { display: none; } }

main { min-inline-size: 0; }
main:focus { outline: none; }
main h1:first-child { margin-block-start: 0; }
.site-home-intro { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 var(--bf-space-3); }
.site-home-intro p { margin: 0 0 var(--bf-space-2); color: var(--muted); }
.site-home-section { margin-block: var(--bf-space-4); }
.site-home-section > h2, .site-home-section > h1 { margin-block: 0 var(--bf-space-2); }
.site-links { display: flex; flex-wrap: wrap; gap: 8px 16px; list-style: none; padding: 0; }
.site-statistics { width: 100%; min-height: 480px; border: 1px solid var(--line); border-radius: var(--bf-radius-lg); }
.site-information { background: var(--card); border-radius: var(--bf-radius-lg); padding: var(--bf-space-5);
  box-shadow: var(--bf-shadow-1); max-inline-size: 820px; }
.site-information h2 { font-size: var(--bf-font-size-lg); margin-block-start: 1.2em; }
[data-testid="section-empty"] { background: var(--card); border-radius: var(--bf-radius-lg); padding: var(--bf-space-5); }

.site-footer { border-block-start: 1px solid var(--line); padding: var(--bf-space-5) var(--bf-space-4); color: var(--muted);
  background: var(--bf-color-surface); }
.site-footer nav { display: flex; flex-wrap: wrap; gap: 12px; }
.site-footer-links { gap: 24px 48px; }
.site-footer-links h2 { font-size: 1em; margin: 0 0 6px; color: var(--fg); }
.site-footer-links ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 4px; }
.site-footer-questions { margin-block-start: 12px; }
.site-footer-questions summary { cursor: pointer; color: var(--fg); }

.site-cookie-banner { display: flex; flex-wrap: wrap; align-items: center; gap: var(--bf-space-2) var(--bf-space-4);
  background: var(--bf-color-surface-raised); border-block-end: 1px solid var(--line); padding: var(--bf-space-3) var(--bf-space-4); }
.site-cookie-banner h2 { font-size: var(--bf-font-size-md); margin: 0; }
.site-cookie-banner p { margin: 0; flex: 1 1 320px; color: var(--fg); }
.site-cookie-banner .site-modal-actions { margin: 0; }
`;

export { SITE_STYLE_ID } from './site-style-id';

/**
 * The server-rendered content (docs/content-and-seo.md "Client takeover"): before the shell arrives it sits in the
 * server's frame — the header's place kept, the layout's main column — exactly where the page puts it after.
 */
const serverContentStyles = `
.site-header-reserve { block-size: 61px; border-block-end: 1px solid var(--line); background: var(--bf-color-surface); }
.site-ssr-chips { display: flex; flex-wrap: wrap; gap: var(--bf-space-2); list-style: none; padding: 0; margin: 0; }
.site-ssr-chips a { display: inline-block; padding: var(--bf-space-1) var(--bf-space-3); border: 1px solid var(--line);
  border-radius: var(--bf-radius-pill); text-decoration: none; }
.site-ssr-more > summary { cursor: pointer; margin-block: var(--bf-space-4) var(--bf-space-2); }
.site-ssr-more > summary h2 { display: inline; margin: 0; }
.site-ssr-games { padding-inline-start: var(--bf-space-4); margin: 0; }
.site-ssr-games time { color: var(--muted); font-size: var(--bf-font-size-sm); }
/* A game's name and its date each keep their own direction (a Latin name in an Arabic page, a date after it). */
.site-ssr-games a, .site-ssr-games time { unicode-bidi: isolate; }
/* Widgets keep their place while they load (a deferred one until it nears the screen): a page's line fills the
   screen below the header, a home section's a block of its own, so their arrival moves nothing on screen. */
[data-testid="betting-page"] > [data-widget-slot="line"] { display: block; min-block-size: calc(100dvh - var(--site-header-h)); }
.site-home-section > [data-widget-slot] { display: block; min-block-size: 320px; }
/* Home's feed shelves while they load: the rest of the screen, so the product arriving there moves nothing. */
.site-shelves-loading { min-block-size: calc(100dvh - var(--site-header-h)); margin: 0; color: var(--muted); }
/* A phone: the sports or championships in one row that scrolls sideways, not a screenful of chips. */
@media (max-width: 767.98px) { .site-ssr-chips { flex-wrap: nowrap; overflow-x: auto; scrollbar-width: none;
  padding-block-end: var(--bf-space-1); } .site-ssr-chips li { flex: none; } }
@media (min-width: 1200px) { .site-header-reserve { block-size: 57px; } .site-ssr-frame .site-layout > main { grid-column: 2; } }
`;

export const siteStyles = baseStyles + layoutStyles + serverContentStyles;

export const overlayStyles = `
/* Modals are the kit's Dialog (widgets/src/runtime/ui/dialog.tsx); the sign-in and registration forms get room. */
.bf-ui-dialog[data-modal="login"], .bf-ui-dialog[data-modal="registration"] { inline-size: min(540px, calc(100% - 32px)); }
.site-modal-actions { display: flex; flex-wrap: wrap; gap: 8px; margin-block-start: 12px; }
.site-scroll-top { position: fixed; inset-inline-end: 16px; inset-block-end: calc(var(--site-bottom-h) + 16px); z-index: 20;
  box-shadow: var(--bf-shadow-2); }
.site-service-actions { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; margin-block: 8px; }
`;
