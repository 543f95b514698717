/** The game page's own layout (the kit draws the controls). Mobile first; logical properties only. */
export const frameStyles = `
html, body { margin: 0; background: var(--bf-color-canvas); color: var(--bf-color-text); font: 14px/20px var(--bf-font); }
*, *::before, *::after { box-sizing: border-box; }
.bf-game { display: grid; gap: var(--bf-space-3); padding: var(--bf-space-3); max-inline-size: 960px; margin-inline: auto; }
.bf-game > *, .bf-game-board > * { min-inline-size: 0; }
.bf-game-bar { display: flex; flex-wrap: wrap; align-items: center; gap: var(--bf-space-2); }
.bf-game-title { margin: 0; flex: 1 1 auto; font-size: var(--bf-font-size-lg); }
.bf-game-balance { font-variant-numeric: tabular-nums; font-weight: 700; }
.bf-game-demo { color: var(--bf-color-warning); font-weight: 600; }
.bf-game-announce { margin: 0; min-block-size: 20px; font-weight: 600; }
.bf-game-rules { color: var(--bf-color-muted); font-size: var(--bf-font-size-sm); }
.bf-game-rules summary { cursor: pointer; padding-block: var(--bf-space-3); color: var(--bf-color-text); }
.bf-game-row { display: flex; flex-wrap: wrap; gap: var(--bf-space-2); align-items: end; }
.bf-game-stake { display: flex; flex-wrap: wrap; gap: var(--bf-space-2); align-items: end; }
.bf-game-stake > :first-child { flex: 1 1 auto; }
/* Fields take the row's room, not their input's default width (a 320 px phone frames the game at about 280). */
.bf-game .bf-ui-field { flex: 1 1 160px; }
.bf-game .bf-ui-input { inline-size: 0; }
.bf-game-board { display: grid; gap: var(--bf-space-3); padding: var(--bf-space-3); border-radius: var(--bf-radius-lg);
  background: var(--bf-color-surface); box-shadow: var(--bf-shadow-1); }
.bf-game-big { font: 700 48px/1.1 var(--bf-font); font-variant-numeric: tabular-nums; text-align: center; margin: 0; }
.bf-game-big[data-tone="win"] { color: var(--bf-color-positive); }
.bf-game-big[data-tone="lose"] { color: var(--bf-color-negative); }
.bf-game-facts { display: grid; grid-template-columns: repeat(auto-fit, minmax(96px, 1fr)); gap: var(--bf-space-2); margin: 0; }
.bf-game-facts div { padding: var(--bf-space-2); border-radius: var(--bf-radius-md); background: var(--bf-color-surface-alt); }
.bf-game-facts dt { color: var(--bf-color-muted); font-size: var(--bf-font-size-xs); }
.bf-game-facts dd { margin: 0; font-weight: 700; font-variant-numeric: tabular-nums; }
.bf-game-range { inline-size: 100%; accent-color: var(--bf-color-accent); min-block-size: var(--bf-touch); }
.bf-game-grid { display: grid; grid-template-columns: repeat(5, 1fr); gap: var(--bf-space-2); max-inline-size: 420px; margin-inline: auto; inline-size: 100%; }
.bf-game-cell { aspect-ratio: 1; min-block-size: var(--bf-touch); border-radius: var(--bf-radius-md); border: 1px solid var(--bf-color-border-strong);
  background: var(--bf-color-surface-alt); color: var(--bf-color-text); font: 700 20px/1 var(--bf-font); cursor: pointer; }
.bf-game-cell[data-state="gem"] { background: var(--bf-color-positive); color: var(--bf-color-surface); }
.bf-game-cell[data-state="mine"] { background: var(--bf-color-negative); color: var(--bf-color-surface); }
.bf-game-cell[data-state="hidden-mine"] { outline: 2px dashed var(--bf-color-negative); }
.bf-game-cell:disabled { cursor: default; }
.bf-game-fairness dl { display: grid; gap: 2px; margin: 0; }
.bf-game-fairness dd { margin: 0 0 var(--bf-space-2); }
.bf-casino-mono { font-family: ui-monospace, monospace; word-break: break-all; }
.bf-game-history { display: flex; gap: var(--bf-space-1); flex-wrap: wrap; list-style: none; margin: 0; padding: 0; }
.bf-game-history li { padding: 2px 8px; border-radius: var(--bf-radius-pill); background: var(--bf-color-surface-alt); font-variant-numeric: tabular-nums; }
.bf-game-chart { inline-size: 100%; block-size: 200px; display: block; }
.bf-game-cards { display: flex; gap: var(--bf-space-1); flex-wrap: wrap; }
.bf-game-card { display: inline-grid; place-items: center; inline-size: 44px; block-size: 62px; border-radius: var(--bf-radius-sm);
  background: #fff; color: #111; font: 700 16px/1 var(--bf-font); border: 1px solid var(--bf-color-border-strong); }
.bf-game-card[data-red] { color: #c62828; }
.bf-game-reels { display: grid; grid-template-columns: repeat(5, 1fr); gap: var(--bf-space-1); direction: ltr; }
.bf-game-reel { display: grid; gap: var(--bf-space-1); }
.bf-game-symbol { display: grid; place-items: center; aspect-ratio: 1; border-radius: var(--bf-radius-sm); background: var(--bf-color-surface-alt); font: 700 22px/1 var(--bf-font); }
.bf-game-symbol[data-win] { outline: 2px solid var(--bf-color-positive); }
.bf-game-table { display: grid; grid-template-columns: repeat(13, minmax(28px, 1fr)); gap: 2px; direction: ltr; overflow-x: auto; }
.bf-game-num { min-block-size: 36px; border: 1px solid var(--bf-color-border); border-radius: var(--bf-radius-sm); color: #fff; cursor: pointer; font: 600 13px/1 var(--bf-font); position: relative; }
.bf-game-num[data-color="red"] { background: #b71c1c; }
.bf-game-num[data-color="black"] { background: #212121; }
.bf-game-num[data-color="green"] { background: #1b5e20; }
.bf-game-num[aria-pressed="true"] { outline: 3px solid var(--bf-color-accent); outline-offset: -3px; }
.bf-game-peg-board { display: block; inline-size: 100%; max-inline-size: 480px; margin-inline: auto; }
.bf-game-buckets { display: flex; gap: 2px; direction: ltr; }
.bf-game-buckets span { flex: 1; text-align: center; font-size: var(--bf-font-size-xs); padding: 2px 0; border-radius: var(--bf-radius-sm); background: var(--bf-color-surface-alt); }
.bf-game-buckets span[data-hit] { background: var(--bf-color-accent); color: var(--bf-color-on-accent); }
.bf-ui-vh { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
`;
