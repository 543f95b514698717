/** The line widget's CSS (px sizes: it lives in a shadow root or a frame), over the betting theme's colours. */
import { themeStyles } from '../runtime/betting/theme';
import { GAME_HEIGHT } from './layout';

export const styles = `${themeStyles}
.bf-sports { display: flex; gap: 6px; overflow-x: auto; padding: 6px 0; min-height: 44px; scrollbar-width: none; }
.bf-scroll { overflow-y: auto; position: relative; contain: strict; }
.bf-champ, .bf-game { position: absolute; left: 0; right: 0; display: flex; align-items: center; gap: 6px; }
.bf-champ { font-weight: 600; font-size: 13px; background: var(--bf-soft); padding: 0 8px; }
.bf-game { height: ${GAME_HEIGHT}px; border-block-end: 1px solid var(--bf-line); padding: 0 8px; }
.bf-teams { overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.bf-score { min-width: 72px; font-size: 12px; }
.bf-price, .bf-col { flex: 0 0 64px; box-sizing: border-box; text-align: center; }
.bf-col { font-weight: 400; font-size: 12px; color: var(--bf-muted, inherit); }
.bf-price-none { color: var(--bf-muted, inherit); }
.bf-price[data-move="up"] { animation: bf-up 1.2s ease-out; }
.bf-price[data-move="down"] { animation: bf-down 1.2s ease-out; }
/* The flash tints the button and rings it; the text keeps the theme's colour, so it stays readable at every
   frame of the animation (white text fading into a fading green fell below WCAG contrast half-way). */
@keyframes bf-up { from { background-color: color-mix(in srgb, #2e9d4f 22%, var(--bf-bg)); box-shadow: inset 0 0 0 2px #2e9d4f; } }
@keyframes bf-down { from { background-color: color-mix(in srgb, #d0433b 22%, var(--bf-bg)); box-shadow: inset 0 0 0 2px #d0433b; } }
@media (prefers-reduced-motion: reduce) { .bf-price[data-move] { animation-duration: 0.01s; } }
.bf-star { border: 0; background: none; cursor: pointer; font-size: 16px; color: var(--bf-accent); padding: 0 2px; }
.bf-teams mark { background: #ffe28a; color: inherit; }
.bf-link { border: 0; background: none; color: var(--bf-accent); cursor: pointer; font: inherit; padding: 0; }
.bf-scoreboard { display: flex; flex-wrap: wrap; gap: 8px; align-items: baseline; padding: 8px 0; }
.bf-score-table { border-collapse: collapse; }
.bf-score-table th, .bf-score-table td { padding: 2px 8px 2px 0; text-align: start; font-weight: 400; }
.bf-score-table td { text-align: center; font-variant-numeric: tabular-nums; }
.bf-serve { color: var(--bf-accent); font-size: 10px; }
.bf-market-section { border-block-start: 1px solid var(--bf-line); }
.bf-section-title { margin: 0; font-size: 15px; }
.bf-section-title button { border: 0; background: none; color: inherit; font: inherit; font-weight: 700; cursor: pointer; padding: 8px 0; }
.bf-market { border-block-end: 1px solid var(--bf-line); }
.bf-market-title { border: 0; background: none; color: inherit; font: inherit; font-weight: 600; cursor: pointer; padding: 6px 0; }
.bf-market-prices { display: flex; flex-wrap: wrap; gap: 6px; padding-block-end: 8px; }
.bf-champs { max-height: 240px; overflow-y: auto; display: grid; gap: 4px; padding-block-end: 6px; }
.bf-champs .bf-link { display: block; text-align: start; }
.bf-count { min-width: 36px; text-align: end; font-size: 12px; }
`;
