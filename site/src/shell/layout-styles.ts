/**
 * The site's layouts (docs/design-system.md "Layouts"), mobile first:
 * - phone (< 768 px): compact header, content in one column, the bottom navigation fixed at the bottom, the
 *   sports menu a drawer from the inline start, the bet slip a bottom sheet raised from the bottom navigation;
 * - tablet (768–1199 px): the header with the section links, the sports menu a drawer, the bet slip a side
 *   panel at the inline end, raised by the header's bet slip button;
 * - desktop (≥ 1200 px): three columns — the sports menu, the page, the sticky bet slip (always visible).
 * Only logical properties, so right to left mirrors all of it.
 */
export const breakpoints = { tablet: 768, desktop: 1200 } as const;

const below = (px: number) => `@media (max-width: ${px - 0.02}px)`;
const from = (px: number) => `@media (min-width: ${px}px)`;

export const layoutStyles = `
:root { --site-header-h: 56px; --site-bottom-h: 0px; --site-menu-w: 248px; --site-slip-w: 360px; }
.site-layout { display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--bf-space-4);
  padding: var(--bf-space-3); max-inline-size: 1720px; margin-inline: auto; align-items: start; }

/* The sports menu: a drawer below desktop. */
.site-sports { background: var(--bf-color-surface); color: var(--fg); }
.site-sports .site-drawer-close { display: none; }
.site-drawer-backdrop, .site-slip-backdrop { position: fixed; inset: 0; background: rgb(0 0 0 / 50%); z-index: 40; }
${below(breakpoints.desktop)} {
  .site-sports { display: none; position: fixed; inset-block: 0; inset-inline-start: 0; z-index: 45;
    inline-size: min(320px, 86vw); overflow-y: auto; overscroll-behavior: contain; padding: var(--bf-space-3);
    box-shadow: var(--bf-shadow-3); }
  .site-sports[data-open] { display: block; }
  .site-sports .site-drawer-close { display: inline-flex; float: inline-end; }
}
${from(breakpoints.desktop)} {
  .site-header .site-menu-button { display: none; }
  .site-drawer-backdrop { display: none; }
  .site-layout { grid-template-columns: var(--site-menu-w) minmax(0, 1fr); padding: var(--bf-space-4); }
  .site-layout[data-slip="on"] { grid-template-columns: var(--site-menu-w) minmax(0, 1fr) var(--site-slip-w); }
  .site-sports { position: sticky; inset-block-start: calc(var(--site-header-h) + var(--bf-space-4));
    max-block-size: calc(100dvh - var(--site-header-h) - var(--bf-space-8)); overflow-y: auto;
    border-radius: var(--bf-radius-lg); padding: var(--bf-space-2); box-shadow: var(--bf-shadow-1); }
}

/* The sports menu's insides. */
.site-sports-menu ul { list-style: none; margin: 0; padding: 0; }
.site-sports-quick a, .site-sport > a { display: flex; align-items: center; gap: var(--bf-space-2); min-block-size: 40px;
  padding-inline: var(--bf-space-2); border-radius: var(--bf-radius-md); color: var(--fg); text-decoration: none;
  min-inline-size: 0; flex: 1 1 auto; }
.site-sports-quick a:hover, .site-sport > a:hover { background: var(--bf-color-surface-alt); }
.site-sport > a[aria-current="page"] { background: var(--bf-color-surface-alt); color: var(--accent); font-weight: 700; }
.site-sports-quick { padding-block-end: var(--bf-space-2); border-block-end: 1px solid var(--line); }
.site-sports-quick .bf-ui-icon, .site-sport .bf-ui-icon { font-size: 18px; color: var(--muted); }
.site-sport { display: flex; align-items: center; }
.site-sport-name { flex: 1 1 auto; min-inline-size: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.site-sport-live { flex: none; min-inline-size: 24px; padding-inline: 6px; border-radius: var(--bf-radius-pill);
  background: var(--bf-color-live); color: var(--bf-color-on-live); font-size: var(--bf-font-size-xs); font-weight: 700;
  text-align: center; font-variant-numeric: tabular-nums; }
.site-sport-star { flex: none; inline-size: 36px; min-block-size: 36px; color: var(--muted); }
.site-sports-head { display: flex; flex-direction: column; align-items: stretch; gap: var(--bf-space-2);
  margin-block: var(--bf-space-3) var(--bf-space-1); }
.site-sports-head .bf-ui-segmented { display: flex; }
.site-sports-head .bf-ui-segmented > * { flex: 1 1 0; }
.site-sports-heading { font-size: var(--bf-font-size-xs); line-height: var(--bf-line-height-xs); text-transform: uppercase;
  letter-spacing: 0.04em; color: var(--muted); margin: var(--bf-space-3) 0 var(--bf-space-1); padding-inline: var(--bf-space-2); }
.site-sports-head .site-sports-heading { margin: 0; }
.site-settings { border-block-start: 1px solid var(--line); margin-block-start: var(--bf-space-3); padding-block: var(--bf-space-2); }
.site-languages { display: flex; flex-wrap: wrap; gap: var(--bf-space-1) var(--bf-space-3); padding-inline: var(--bf-space-2); }
.site-languages a { min-block-size: 32px; display: inline-flex; align-items: center; }
.site-languages a[aria-current="page"] { font-weight: 700; text-decoration: none; color: var(--fg); }
.site-settings-row { display: flex; flex-wrap: wrap; gap: var(--bf-space-2); padding: var(--bf-space-2); }
.site-theme-toggle { min-block-size: 40px; display: inline-flex; align-items: center; gap: var(--bf-space-1); }

/* The bet slip: a sticky column on desktop, a side panel on a tablet, a bottom sheet on a phone. */
.site-slip { background: var(--bf-color-surface); color: var(--fg); display: flex; flex-direction: column; min-inline-size: 0; }
.site-slip-head { display: flex; align-items: center; gap: var(--bf-space-2); padding: var(--bf-space-2) var(--bf-space-3);
  border-block-end: 1px solid var(--line); flex-wrap: wrap; }
.site-slip-title { display: flex; align-items: center; gap: var(--bf-space-2); margin: 0; font-size: var(--bf-font-size-lg);
  flex: 1 1 auto; }
.site-slip-title .site-count { min-inline-size: 24px; padding-inline: 6px; border-radius: var(--bf-radius-pill); text-align: center;
  background: var(--accent); color: var(--bf-color-on-accent); font-size: var(--bf-font-size-sm); }
.site-slip-bets { font-weight: 600; min-block-size: 40px; display: inline-flex; align-items: center; }
.site-slip-body { overflow-y: auto; overscroll-behavior: contain; min-block-size: 0; }
.site-slip-grip { display: none; }
.site-menu-sign-out { align-self: flex-start; }
${below(breakpoints.desktop)} {
  .site-slip { display: none; position: fixed; z-index: 45; box-shadow: var(--bf-shadow-3); }
  .site-slip[data-open] { display: flex; }
}
@media (min-width: ${breakpoints.tablet}px) and (max-width: ${breakpoints.desktop - 0.02}px) {
  .site-slip { inset-block: 0; inset-inline-end: 0; inline-size: min(400px, 100vw); }
}
${below(breakpoints.tablet)} {
  .site-slip { inset-inline: 0; inset-block-end: 0; max-block-size: 88dvh; border-start-start-radius: var(--bf-radius-xl);
    border-start-end-radius: var(--bf-radius-xl); padding-block-end: env(safe-area-inset-bottom); }
  .site-slip-head { padding-block-start: var(--bf-space-4); }
  .site-slip-grip { display: block; position: absolute; inset-block-start: 6px; inset-inline-start: calc(50% - 20px);
    inline-size: 40px; block-size: 4px; border-radius: var(--bf-radius-pill); background: var(--bf-color-border-strong); }
}
${below(breakpoints.desktop)} {
  .site-header .site-sign-out { display: none; }
}
${from(breakpoints.desktop)} {
  .site-settings .site-menu-sign-out { display: none; }
  /* The slip is a column beside a betting screen: its header shortcut would repeat it. */
  body:has(.site-layout[data-slip="on"]) .site-header .site-coupon-shortcut { display: none; }
}
@media (max-width: 1599.98px) {
  .site-account-text { display: none; }
}
${from(breakpoints.desktop)} {
  .site-slip .site-slip-close, .site-slip-backdrop { display: none; }
  .site-slip { position: sticky; inset-block-start: calc(var(--site-header-h) + var(--bf-space-4));
    max-block-size: calc(100dvh - var(--site-header-h) - var(--bf-space-8)); border-radius: var(--bf-radius-lg);
    box-shadow: var(--bf-shadow-1); overflow: hidden; }
}

/* The header: compact on a phone (the section links are in the bottom navigation and the drawer). */
${below(breakpoints.tablet)} {
  :root { --site-bottom-h: 60px; }
  .site-nav, .site-header .site-coupon-shortcut { display: none; }
  .site-home-intro h1 { font-size: var(--bf-font-size-xl); line-height: var(--bf-line-height-xl); margin: 0; }
  .site-home-intro p { display: none; }
  .site-header { padding-inline: var(--bf-space-2); gap: var(--bf-space-1); }
  .site-account { gap: var(--bf-space-1); }
  .site-button, .site-primary { padding-inline: var(--bf-space-2); font-size: var(--bf-font-size-sm); }
  .site-layout { padding: var(--bf-space-2); }
  .site-cookie-banner { padding: var(--bf-space-2) var(--bf-space-3); font-size: var(--bf-font-size-sm); }
  .site-cookie-banner button { min-block-size: 32px; padding-inline: var(--bf-space-2); }
  .site-footer { padding-block-end: calc(var(--site-bottom-h) + var(--bf-space-5)); }
}
@media (max-width: 419.98px) {
  .site-logo-name, .site-deposit-text { display: none; }
}

/* The phone's bottom navigation (home, sports, live, the bet slip with its count, the account). */
.site-bottom-nav, .site-bottom-actions { display: none; }
${below(breakpoints.tablet)} {
  .site-bottom-nav { display: flex; position: fixed; inset-inline: 0; inset-block-end: 0; z-index: 35;
    background: var(--bf-color-surface); border-block-start: 1px solid var(--line); min-block-size: var(--site-bottom-h);
    padding-block-end: env(safe-area-inset-bottom); }
  .site-bottom-nav > a, .site-bottom-slip { flex: 1 1 0; min-inline-size: 0; display: flex; flex-direction: column;
    align-items: center; justify-content: center; gap: 2px; font-size: var(--bf-font-size-xs); font-weight: 600;
    color: var(--muted); text-decoration: none; border: 0; border-radius: 0; background: none; padding: 4px 2px;
    min-block-size: var(--site-bottom-h); }
  .site-bottom-nav > a > span:last-child, .site-bottom-slip > span:last-child { max-inline-size: 100%; overflow: hidden;
    text-overflow: ellipsis; white-space: nowrap; }
  .site-bottom-icon { position: relative; display: inline-flex; font-size: 22px; }
  .site-bottom-nav > a[aria-current='page'] { color: var(--accent); box-shadow: inset 0 3px 0 var(--accent); }
  .site-badge { position: absolute; inset-block-start: -6px; inset-inline-start: 14px; min-inline-size: 18px; block-size: 18px;
    padding-inline: 4px; border-radius: var(--bf-radius-pill); background: var(--accent); color: var(--bf-color-on-accent);
    font-size: 11px; line-height: 18px; text-align: center; font-variant-numeric: tabular-nums; }
  .site-badge[data-empty] { background: var(--bf-color-surface-alt); color: var(--fg); border: 1px solid var(--line); line-height: 16px; }
  .site-bottom-actions { display: flex; gap: 8px; justify-content: center; position: fixed; inset-inline: 0;
    inset-block-end: var(--site-bottom-h); padding: 6px 8px; background: var(--bf-color-surface);
    border-block-start: 1px solid var(--line); z-index: 34; }
  .site-bottom-nav[hidden], .site-bottom-actions[hidden] { display: none; }
  main { padding-block-end: var(--bf-space-4); }
}
`;
