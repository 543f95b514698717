/** The bring-a-friend screen's own styles (the kit's components bring theirs); logical properties for right-to-left. */
import { kitCss } from '../../runtime/ui/kit-css';

export const referralStyle = kitCss(
  'office-referral',
  `
.bf-ref { display: grid; gap: var(--bf-space-3); min-inline-size: 0; }
.bf-ref-card { display: grid; gap: var(--bf-space-2); padding: var(--bf-space-3); border: 1px solid var(--bf-color-border);
  border-radius: var(--bf-radius-lg); background: var(--bf-color-surface); min-inline-size: 0; }
.bf-ref-row { display: flex; flex-wrap: wrap; align-items: end; gap: var(--bf-space-2); }
.bf-ref-row > .bf-grow { flex: 1 1 14rem; min-inline-size: 0; }
.bf-ref-link { inline-size: 100%; box-sizing: border-box; min-block-size: var(--bf-touch); padding-inline: var(--bf-space-2);
  border: 1px solid var(--bf-color-border); border-radius: var(--bf-radius-md); background: var(--bf-color-bg);
  color: var(--bf-color-text); font: inherit; }
.bf-ref-list { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--bf-space-2); }
.bf-ref-friend { display: flex; flex-wrap: wrap; align-items: center; gap: var(--bf-space-2); padding: var(--bf-space-2) var(--bf-space-3);
  border: 1px solid var(--bf-color-border); border-radius: var(--bf-radius-lg); }
.bf-ref-friend > .bf-grow { flex: 1 1 10rem; min-inline-size: 0; overflow-wrap: anywhere; }
.bf-ref-meta { margin: 0; color: var(--bf-color-muted); font-size: var(--bf-font-size-sm); }
.bf-ref-banners { display: grid; gap: var(--bf-space-3); }
.bf-ref-banner img { display: block; max-inline-size: 100%; block-size: auto; border-radius: var(--bf-radius-md); }
.bf-ref-steps { margin: 0; padding-inline-start: 1.25rem; display: grid; gap: var(--bf-space-1); }
.bf-ref-sum { font-size: var(--bf-font-size-lg); font-weight: 700; }
`,
);
