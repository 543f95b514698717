/** The promo bonus page's styles (logical properties, design tokens), installed once by the page. */
import { kitCss } from '../../../../widgets/src/runtime/ui/kit-css';

export const promoStoreStyle = kitCss(
  'site-promo-store',
  `
.site-ps-list { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--bf-space-3);
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr)); }
.site-ps-card { display: grid; gap: var(--bf-space-2); align-content: start; padding: var(--bf-space-3);
  border: 1px solid var(--bf-color-border); border-radius: var(--bf-radius-md); background: var(--bf-color-surface); }
.site-ps-card h2 { margin: 0; font-size: var(--bf-font-size-md); }
.site-ps-muted { margin: 0; color: var(--bf-color-muted); font-size: var(--bf-font-size-sm); }
.site-ps-balance { font-weight: 700; font-variant-numeric: tabular-nums; }
.site-ps-card a, .site-ps-earn a { color: var(--bf-color-accent); }
`,
);
