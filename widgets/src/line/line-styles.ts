/**
 * The line widget's CSS over the design tokens (px sizes: it lives in a shadow root or a frame). Phone first: a
 * row is the names with the time or score above them, the main market's prices in fixed columns and "+N"; the
 * list is a size container, and the total's and handicap's columns appear as it widens. Logical properties only,
 * so right to left mirrors by `dir`. The kit components bring their own CSS.
 */
import { themeStyles } from '../runtime/betting/theme';

export const styles = `${themeStyles}
.bf-line { display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--bf-space-2); }
.bf-line-bar { display: flex; flex-wrap: wrap; align-items: center; gap: var(--bf-space-2); }
.bf-line-bar > .bf-grow { flex-basis: 160px; }
.bf-line-bar > .bf-ui-select { flex: 0 1 190px; min-inline-size: 150px; align-self: start; }
.bf-line nav > .bf-ui-chiprail { min-block-size: 44px; }
.bf-line-bar > .bf-ui-chiprail { flex: 1 1 auto; min-inline-size: 0; }
.bf-line .bf-ui-tabpanel { padding-block: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: var(--bf-space-2); }
.bf-input { min-block-size: 40px; padding-inline: var(--bf-space-3); border-radius: var(--bf-radius-md);
  border: 1px solid var(--bf-color-border-strong); background: var(--bf-color-surface); color: var(--bf-color-text);
  font: var(--bf-font-size-md)/var(--bf-line-height-md) var(--bf-font); min-inline-size: 0; }
.bf-input:focus-visible, .bf-link:focus-visible, .bf-count:focus-visible { outline: 2px solid var(--bf-color-focus); outline-offset: 2px; }
.bf-scroll { overflow-y: auto; position: relative; contain: strict; container: bf-list / inline-size;
  border: 1px solid var(--bf-color-border); border-radius: var(--bf-radius-lg); background: var(--bf-color-surface); }
.bf-champ, .bf-game { position: absolute; inset-inline: 0; display: flex; align-items: center; gap: var(--bf-space-1);
  padding-inline: var(--bf-space-1) var(--bf-space-2); }
.bf-champ { font: 600 var(--bf-font-size-sm)/var(--bf-line-height-sm) var(--bf-font); background: var(--bf-color-surface-alt);
  border-block-end: 1px solid var(--bf-color-border); }
.bf-champ-icon { margin-inline-end: var(--bf-space-1); }
.bf-champ-name { overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.bf-game { border-block-end: 1px solid var(--bf-color-border); }
.bf-ev-info { display: grid; min-inline-size: 0; }
.bf-ev-top { display: flex; align-items: center; gap: var(--bf-space-1); min-inline-size: 0; block-size: 24px; }
.bf-ev-top .bf-ev-meta { flex: 1 1 auto; min-inline-size: 0; }
.bf-ev-meta { font-size: var(--bf-font-size-xs); line-height: 16px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.bf-ev-live { color: var(--bf-color-live); font-variant-numeric: tabular-nums; }
.bf-ev-live .bf-muted { color: var(--bf-color-muted); }
.bf-ev-live-icon { font-size: 12px; margin-inline-end: 2px; }
.bf-ev-team { display: block; min-inline-size: 0; overflow: hidden; white-space: nowrap; text-overflow: ellipsis;
  font-size: var(--bf-font-size-md); line-height: 20px; }
.bf-ev-team mark { background: color-mix(in srgb, var(--bf-color-warning) 30%, transparent); color: inherit; }
.bf-col, .bf-ev .bf-ui-odds, .bf-none { flex: 0 0 52px; inline-size: 52px; min-inline-size: 0; text-align: center; }
.bf-ev .bf-ui-odds { padding-inline: 2px; }
.bf-ev .bf-ui-odds-price { font-size: var(--bf-font-size-sm); }
.bf-none { display: grid; place-items: center; min-block-size: var(--bf-touch); color: var(--bf-color-muted);
  border-radius: var(--bf-radius-md); background: var(--bf-color-surface-alt); }
.bf-xcol { text-align: center; }
.bf-col, .bf-xcol { font-weight: 500; font-size: var(--bf-font-size-xs); color: var(--bf-color-muted); }
.bf-extra { display: none; }
.bf-ev-pair { gap: var(--bf-space-1); }
.bf-xcol { flex-basis: 108px; inline-size: 108px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
/* The Asian view: the Asian handicap at any width (in place of 1X2 on a narrow list), the Asian total from 600px. */
.bf-extra[data-extra="line_asian_handicaps"] { display: flex; }
.bf-xcol[data-extra="line_asian_handicaps"] { display: block; }
@container bf-list (max-width: 599.98px) { .bf-asian [data-column] { display: none; } }
@container bf-list (min-width: 600px) {
  .bf-extra[data-extra="line_section_totals"], .bf-extra[data-extra="line_asian_totals"] { display: flex; }
  .bf-xcol[data-extra="line_section_totals"], .bf-xcol[data-extra="line_asian_totals"] { display: block; }
}
@container bf-list (min-width: 760px) {
  .bf-extra[data-extra="line_section_handicaps"] { display: flex; }
  .bf-xcol[data-extra="line_section_handicaps"] { display: block; }
  .bf-col, .bf-ev .bf-ui-odds, .bf-none { flex-basis: 60px; inline-size: 60px; }
  .bf-xcol { flex-basis: 124px; inline-size: 124px; }
}
.bf-champ .bf-star { inline-size: 32px; min-block-size: 32px; block-size: 32px; flex: none; border: 0; }
.bf-ev .bf-star, .bf-ev .bf-bell { inline-size: 24px; min-block-size: 24px; block-size: 24px; flex: none; border: 0; }
.bf-follow-events { border: 0; margin: 0; padding: 0; display: grid; gap: var(--bf-space-2); }
.bf-follow-actions { display: flex; flex-wrap: wrap; gap: var(--bf-space-2); margin-block-start: var(--bf-space-3); }
.bf-link { border: 0; background: none; color: var(--bf-color-accent); cursor: pointer; font: inherit; padding: 0; }
.bf-count { flex: none; min-inline-size: 32px; min-block-size: 24px; text-align: end; font-size: var(--bf-font-size-xs); }
.bf-champs { max-block-size: 240px; overflow-y: auto; display: grid; gap: var(--bf-space-1); padding: var(--bf-space-2);
  border: 1px solid var(--bf-color-border); border-radius: var(--bf-radius-md); }
.bf-champs .bf-link { display: block; text-align: start; min-block-size: 32px; }
.bf-game-head { display: flex; flex-wrap: wrap; align-items: center; gap: var(--bf-space-2); }
.bf-market-tools { display: flex; align-items: center; gap: var(--bf-space-2); }
.bf-market-section { border: 1px solid var(--bf-color-border); border-radius: var(--bf-radius-lg); background: var(--bf-color-surface);
  margin-block-end: var(--bf-space-2); overflow: hidden; }
.bf-section-title { margin: 0; font-size: var(--bf-font-size-md); }
.bf-disclosure { display: flex; align-items: center; gap: var(--bf-space-2); inline-size: 100%; min-block-size: var(--bf-touch);
  padding-inline: var(--bf-space-3); border: 0; background: var(--bf-color-surface-alt); color: inherit; font: inherit;
  font-weight: 700; cursor: pointer; text-align: start; }
.bf-disclosure:focus-visible { outline: 2px solid var(--bf-color-focus); outline-offset: -2px; }
.bf-market { border-block-start: 1px solid var(--bf-color-border); }
.bf-market .bf-disclosure { background: none; font-weight: 600; min-block-size: 40px; }
.bf-market-prices { display: grid; grid-template-columns: repeat(auto-fill, minmax(104px, 1fr)); gap: var(--bf-space-2);
  padding: 0 var(--bf-space-3) var(--bf-space-3); }
.bf-market-prices .bf-ui-odds { inline-size: 100%; }
.bf-upcoming { display: grid; gap: var(--bf-space-1); list-style: none; margin: 0; padding: 0; }
.bf-upcoming li { display: flex; flex-wrap: wrap; justify-content: space-between; gap: var(--bf-space-2); padding-block: var(--bf-space-2);
  border-block-end: 1px solid var(--bf-color-border); }
`;
