/** The loyalty screens' own styles (the kit's components bring theirs); logical properties, so right-to-left follows. */
import { kitCss } from '../../runtime/ui/kit-css';

export const loyaltyStyle = kitCss(
  'office-loyalty',
  `
.bf-loyalty { display: grid; gap: var(--bf-space-3); min-inline-size: 0; }
.bf-loyalty-list { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--bf-space-2); }
.bf-loyalty-card { display: grid; gap: var(--bf-space-2); padding: var(--bf-space-3); border: 1px solid var(--bf-color-border);
  border-radius: var(--bf-radius-lg); background: var(--bf-color-surface); }
.bf-loyalty-card[aria-current="true"] { border-color: var(--bf-color-accent, currentColor); border-width: 2px; }
.bf-loyalty-head { display: flex; flex-wrap: wrap; align-items: center; gap: var(--bf-space-2); }
.bf-loyalty-head > .bf-grow { flex: 1 1 10rem; min-inline-size: 0; overflow-wrap: anywhere; }
.bf-loyalty-big { font-size: var(--bf-font-size-xl, 1.5rem); font-weight: 700; margin: 0; }
.bf-loyalty-bar { block-size: 0.5rem; border-radius: var(--bf-radius-lg); background: var(--bf-color-border); overflow: hidden; }
.bf-loyalty-fill { block-size: 100%; background: var(--bf-color-accent, currentColor); }
.bf-loyalty-meta { margin: 0; color: var(--bf-color-muted); font-size: var(--bf-font-size-sm); overflow-wrap: anywhere; }
`,
);

/** A labelled progress bar (`role="progressbar"`, the fill's logical inline size: right-to-left fills from the right). */
export function progressFill(percent: number): { inlineSize: string } {
  return { inlineSize: `${Math.min(100, Math.max(0, Math.round(percent)))}%` };
}
