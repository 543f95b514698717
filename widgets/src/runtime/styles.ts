/**
 * Base styles of every widget. Inline widgets live in a shadow root: `:host { all: initial }` cuts every
 * inherited property of the partner page (font, colour, line-height, direction, …) and sizes are in px, never rem,
 * so a partner's `html { font-size: 10px }` cannot rescale us; our selectors cannot leak out of the shadow root.
 * Frames get the same rules on `.bf-root`, and a body with no margin and no scrollbar: the frame is sized to its
 * content by the host, so the body must never take its height from the viewport (no vh, %, min-height).
 */
export const baseStyles = `
:host { all: initial; display: block; contain: content; }
.bf-root {
  --bf-bg: #ffffff; --bf-fg: #1c2430; --bf-muted: #5f6b7a; --bf-line: #e3e7ec; --bf-accent: #0b6bcb;
  --bf-accent-fg: #ffffff; --bf-soft: #f4f6f8;
  box-sizing: border-box; display: block; margin: 0; padding: 12px;
  font: 14px/20px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--bf-fg);
  background: var(--bf-bg); text-align: start; -webkit-text-size-adjust: 100%;
}
.bf-root[data-theme="dark"] {
  --bf-bg: #141a22; --bf-fg: #e8edf3; --bf-muted: #9aa7b6; --bf-line: #2a3440; --bf-accent: #4ea3ff;
  --bf-accent-fg: #0b1118; --bf-soft: #1d2530;
}
.bf-root *, .bf-root *::before, .bf-root *::after { box-sizing: border-box; }
.bf-title { margin: 0 0 8px; font-size: 16px; line-height: 22px; font-weight: 600; }
.bf-muted { color: var(--bf-muted); margin: 0; }
.bf-list { list-style: none; margin: 0; padding: 0; }
.bf-row { display: flex; align-items: center; gap: 8px; padding: 8px 0; border-block-end: 1px solid var(--bf-line); }
.bf-grow { flex: 1 1 auto; min-width: 0; }
.bf-button {
  font: inherit; font-size: 13px; line-height: 18px; padding: 6px 10px; border-radius: 6px; cursor: pointer;
  border: 1px solid var(--bf-line); background: var(--bf-soft); color: var(--bf-fg);
}
.bf-button[data-primary] { background: var(--bf-accent); color: var(--bf-accent-fg); border-color: var(--bf-accent); }
/* Muted text inside a primary (or picked) button takes the button's own colour: grey on the accent fails contrast. */
.bf-button[data-primary] .bf-muted { color: inherit; }
.bf-odds { font-variant-numeric: tabular-nums; font-weight: 600; }
`;

export const frameDocumentStyles = `
html, body { margin: 0; padding: 0; overflow: hidden; background: transparent; }
`;
