/** The support screens' own styles (the kit's components bring theirs). */
import { kitCss } from '../../runtime/ui/kit-css';

export const supportStyle = kitCss(
  'office-support',
  `
.bf-support { display: grid; gap: var(--bf-space-3); min-inline-size: 0; }
.bf-support-form { display: grid; gap: var(--bf-space-3); max-inline-size: 36rem; }
.bf-support-form textarea.bf-ui-input { min-block-size: 6rem; padding-block: var(--bf-space-2); resize: vertical; }
.bf-support-list { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--bf-space-2); }
.bf-support-item { display: flex; flex-wrap: wrap; align-items: center; gap: var(--bf-space-2); padding: var(--bf-space-2) var(--bf-space-3);
  border: 1px solid var(--bf-color-border); border-radius: var(--bf-radius-lg); background: var(--bf-color-surface); }
.bf-support-item > .bf-grow { flex: 1 1 12rem; min-inline-size: 0; overflow-wrap: anywhere; }
.bf-chat { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--bf-space-2); max-block-size: 24rem; overflow-y: auto; }
.bf-chat-message { max-inline-size: 85%; padding: var(--bf-space-2) var(--bf-space-3); border-radius: var(--bf-radius-lg);
  background: var(--bf-color-surface); border: 1px solid var(--bf-color-border); justify-self: start; }
.bf-chat-message[data-author="player"] { justify-self: end; background: var(--bf-color-accent-soft, var(--bf-color-surface)); }
.bf-chat-meta { display: block; color: var(--bf-color-muted); font-size: var(--bf-font-size-sm); }
.bf-chat-text { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.bf-support-contacts { margin: 0; padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: var(--bf-space-3); }
`,
);
