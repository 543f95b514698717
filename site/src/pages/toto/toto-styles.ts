/** The toto pages' styles (logical properties, design tokens), installed once by the first page that shows. */
import { kitCss } from '../../../../widgets/src/runtime/ui/kit-css';

export const totoStyle = kitCss(
  'site-toto',
  `
.site-toto-facts { display: flex; flex-wrap: wrap; gap: var(--bf-space-2) var(--bf-space-5); margin-block: 0 var(--bf-space-3); padding: 0; list-style: none; }
.site-toto-facts strong { font-variant-numeric: tabular-nums; }
.site-toto-events { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--bf-space-2); }
.site-toto-event { display: grid; grid-template-columns: 2ch minmax(0, 1fr) auto; align-items: center; gap: var(--bf-space-2);
  padding-block: var(--bf-space-2); border-block-end: 1px solid var(--bf-color-border); }
.site-toto-match { min-inline-size: 0; }
.site-toto-match span { display: block; color: var(--bf-color-muted); font-size: var(--bf-font-size-xs); }
.site-toto-picks { display: flex; gap: var(--bf-space-1); border: 0; margin: 0; padding: 0; min-inline-size: 0; }
.site-toto-picks button { min-inline-size: 44px; min-block-size: 44px; font-weight: 700; }
.site-toto-picks button[aria-pressed="true"] { background: var(--bf-color-accent); border-color: var(--bf-color-accent); color: var(--bf-color-on-accent); }
.site-toto-picks button[data-result] { outline: 2px solid var(--bf-color-positive); outline-offset: -2px; }
.site-toto-summary { padding-block: var(--bf-space-3);
  display: flex; flex-wrap: wrap; align-items: center; gap: var(--bf-space-2) var(--bf-space-4); }
.site-toto-table { border-collapse: collapse; inline-size: 100%; }
.site-toto-table th, .site-toto-table td { text-align: start; padding: var(--bf-space-1) var(--bf-space-2); border-block-end: 1px solid var(--bf-color-border); }
.site-toto-tabs { display: flex; gap: var(--bf-space-3); margin-block-end: var(--bf-space-3); }
.site-toto-tabs a[aria-current="page"] { font-weight: 700; text-decoration: none; color: var(--bf-color-text); }
`,
);
