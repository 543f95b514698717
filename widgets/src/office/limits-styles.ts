/** The responsible-gambling screen's CSS, rendered by the screen itself (limits-screen.tsx). */
export const limitsStyles = `
.bf-limits { display: grid; gap: var(--bf-space-4); }
.bf-limits section { display: grid; gap: var(--bf-space-2); padding-block-end: var(--bf-space-4); border-block-end: 1px solid var(--bf-color-border); }
.bf-limits h3 { margin: 0; font-size: var(--bf-font-size-lg); }
.bf-limit { display: grid; gap: var(--bf-space-1); padding: var(--bf-space-3); border: 1px solid var(--bf-color-border); border-radius: var(--bf-radius-md); }
.bf-limit-bar { inline-size: 100%; block-size: 10px; }
.bf-limit-form { display: grid; gap: var(--bf-space-2); grid-template-columns: repeat(auto-fit, minmax(140px, 1fr)); align-items: end; }
`;
