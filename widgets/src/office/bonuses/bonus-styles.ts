/** The bonus screens' own styles (the kit's components bring theirs); logical properties, so right-to-left follows. */
import { kitCss } from '../../runtime/ui/kit-css';

export const bonusStyle = kitCss(
  'office-bonuses',
  `
.bf-bonuses { display: grid; gap: var(--bf-space-3); min-inline-size: 0; }
.bf-bonus-list { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--bf-space-2); }
.bf-bonus-card { display: grid; gap: var(--bf-space-2); padding: var(--bf-space-3); border: 1px solid var(--bf-color-border);
  border-radius: var(--bf-radius-lg); background: var(--bf-color-surface); }
.bf-bonus-head { display: flex; flex-wrap: wrap; align-items: center; gap: var(--bf-space-2); }
.bf-bonus-head > .bf-grow { flex: 1 1 10rem; min-inline-size: 0; overflow-wrap: anywhere; }
.bf-bonus-bar { block-size: 0.5rem; border-radius: var(--bf-radius-lg); background: var(--bf-color-border); overflow: hidden; }
.bf-bonus-fill { block-size: 100%; background: var(--bf-color-accent, currentColor); }
.bf-bonus-meta { margin: 0; color: var(--bf-color-muted); font-size: var(--bf-font-size-sm); }
.bf-promo-form { display: flex; flex-wrap: wrap; align-items: end; gap: var(--bf-space-2); max-inline-size: 36rem; }
.bf-promo-form > :first-child { flex: 1 1 12rem; }
`,
);
