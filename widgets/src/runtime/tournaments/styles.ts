/** The tournament parts' own styles (the kit's components bring theirs); logical properties for right-to-left. */
import { kitCss } from '../ui/kit-css';

export const tournamentStyle = kitCss(
  'tournaments',
  `
.bf-tour-facts, .bf-tour-block { display: grid; gap: var(--bf-space-2); min-inline-size: 0; }
.bf-tour-h { margin: 0; font-size: var(--bf-font-size-lg, 1.125rem); }
.bf-tour-meta, .bf-tour-muted { margin: 0; color: var(--bf-color-muted); overflow-wrap: anywhere; }
.bf-tour-badge { display: inline-block; padding-inline: var(--bf-space-2); border-radius: var(--bf-radius-lg);
  border: 1px solid var(--bf-color-border); color: var(--bf-color-text); }
.bf-tour-badge[data-state='running'] { border-color: var(--bf-color-accent, currentColor); }
.bf-tour-rules { margin: 0; padding-inline-start: var(--bf-space-4); display: grid; gap: var(--bf-space-1); }
.bf-tour-prizes { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--bf-space-1); }
.bf-tour-prizes > li { display: flex; flex-wrap: wrap; justify-content: space-between; gap: var(--bf-space-2);
  padding-block: var(--bf-space-1); border-block-end: 1px solid var(--bf-color-border); }
.bf-tour-table { inline-size: 100%; border-collapse: collapse; }
.bf-tour-table th, .bf-tour-table td { text-align: start; padding: var(--bf-space-1) var(--bf-space-2);
  border-block-end: 1px solid var(--bf-color-border); overflow-wrap: anywhere; }
.bf-tour-table tr[data-me] { font-weight: 600; background: var(--bf-color-surface-alt); }
.bf-tour-mine, .bf-tour-won { margin: 0; font-weight: 600; }
.bf-tour-prizes > li.bf-tour-card { display: grid; justify-content: stretch; gap: var(--bf-space-2); padding: var(--bf-space-3);
  border: 1px solid var(--bf-color-border); border-radius: var(--bf-radius-lg); background: var(--bf-color-surface); }
.bf-tour-card a, .bf-tour-link { color: var(--bf-color-accent); }
.bf-tour-card a:focus-visible, .bf-tour-link:focus-visible { outline: 2px solid var(--bf-color-focus); outline-offset: 2px; }
`,
);
