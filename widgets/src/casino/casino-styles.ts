/** The lobby's and the game page's own layout (the kit draws the controls). Mobile first, logical properties only. */
export const casinoStyles = `
.bf-casino { display: grid; gap: var(--bf-space-3); }
.bf-casino-tools { display: grid; gap: var(--bf-space-2); grid-template-columns: 1fr; }
@container (min-width: 640px) { .bf-casino-tools { grid-template-columns: 2fr 1fr 1fr; align-items: end; } }
.bf-root { container-type: inline-size; }
.bf-casino-grid { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--bf-space-3);
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); }
.bf-casino-tile { position: relative; border-radius: var(--bf-radius-lg); background: var(--bf-color-surface-alt);
  overflow: hidden; min-block-size: 160px; }
.bf-casino-open { display: grid; gap: 2px; inline-size: 100%; padding: 0 0 var(--bf-space-2); border: 0; margin: 0;
  background: none; color: var(--bf-color-text); text-align: start; cursor: pointer; font: inherit; }
.bf-casino-art { display: block; inline-size: 100%; block-size: auto; aspect-ratio: 4 / 3; }
.bf-casino-name { padding-inline: var(--bf-space-2); font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.bf-casino-provider { padding-inline: var(--bf-space-2); color: var(--bf-color-muted); font-size: var(--bf-font-size-xs); }
.bf-casino-badges { position: absolute; inset-block-start: var(--bf-space-2); inset-inline-start: var(--bf-space-2);
  display: flex; gap: var(--bf-space-1); pointer-events: none; }
.bf-casino-fav { position: absolute; inset-block-start: 0; inset-inline-end: 0; }
.bf-casino-fav .bf-ui-iconbutton { color: #fff; }
.bf-casino-skeleton { aspect-ratio: 4 / 3; background: var(--bf-color-surface-alt); }
.bf-casino-more { display: flex; justify-content: center; }
.bf-casino-winners { display: flex; align-items: center; gap: var(--bf-space-2); min-inline-size: 0;
  padding: var(--bf-space-2); border-radius: var(--bf-radius-md); background: var(--bf-color-surface-alt); }
.bf-casino-winners-title { font-weight: 700; white-space: nowrap; }
.bf-casino-winners-list { display: flex; gap: var(--bf-space-4); list-style: none; margin: 0; padding: 0;
  overflow-x: auto; scrollbar-width: none; min-inline-size: 0; }
.bf-casino-winners-list li { white-space: nowrap; }
.bf-casino-section-head { display: flex; align-items: baseline; gap: var(--bf-space-2); }
.bf-casino-game { display: grid; gap: var(--bf-space-2); }
.bf-casino-game-bar { display: flex; flex-wrap: wrap; align-items: center; gap: var(--bf-space-2); }
.bf-casino-game-title { margin: 0; font-size: var(--bf-font-size-lg); }
.bf-casino-stage { position: relative; border-radius: var(--bf-radius-lg); overflow: hidden; background: #0d1017; }
.bf-casino-stage iframe { display: block; inline-size: 100%; block-size: 640px; border: 0; }
.bf-casino-stage:fullscreen iframe { block-size: 100%; }
.bf-casino-stage-wait { position: absolute; inset: 0; padding: var(--bf-space-4); }
.bf-casino-table { inline-size: 100%; border-collapse: collapse; }
.bf-casino-table th, .bf-casino-table td { text-align: start; padding: 6px 4px; border-block-end: 1px solid var(--bf-line); }
.bf-casino-table td[data-num] { font-variant-numeric: tabular-nums; }
.bf-casino-verifier { display: grid; gap: var(--bf-space-3); max-inline-size: 720px; }
.bf-casino-mono { font-family: ui-monospace, monospace; word-break: break-all; }
`;
