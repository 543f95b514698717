/**
 * The shell's styles: logical properties only (margin-inline, inset-inline), so Arabic mirrors by `dir="rtl"`.
 * Colours are the design tokens (sdk/src/design, declared on :root by `applyDesign`) under the shell's short names.
 */
export const siteStyles = `
:root, :root [data-theme] { --fg: var(--bf-color-text); --bg: var(--bf-color-canvas); --card: var(--bf-color-surface);
  --line: var(--bf-color-border); --accent: var(--bf-color-accent); --muted: var(--bf-color-muted); }
* { box-sizing: border-box; }
body { margin: 0; font: var(--site-font-size, 15px)/1.5 var(--bf-font); color: var(--fg);
  background: var(--bg); }
a { color: var(--accent); }
button { font: inherit; cursor: pointer; padding: 6px 10px; border-radius: 6px; border: 1px solid var(--line);
  background: var(--card); color: var(--fg); }
:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.site-skip { position: absolute; inset-inline-start: 8px; inset-block-start: -40px; background: var(--card);
  padding: 6px 10px; z-index: 10; }
.site-skip:focus { inset-block-start: 8px; }
.site-header { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; padding: 10px 16px;
  background: var(--card); border-block-end: 1px solid var(--line); }
.site-logo { font-weight: 700; font-size: 18px; text-decoration: none; color: var(--fg); }
.site-nav { display: flex; flex-wrap: wrap; gap: 12px; flex: 1 1 auto; align-items: center; }
.site-nav a { text-decoration: none; }
.site-more { position: relative; }
.site-more-menu { position: absolute; inset-inline-start: 0; inset-block-start: 100%; display: flex;
  flex-direction: column; gap: 6px; padding: 8px; background: var(--card); border: 1px solid var(--line);
  border-radius: 6px; z-index: 5; min-width: 160px; }
.site-account { display: flex; gap: 8px; align-items: center; }
.site-primary { background: var(--accent); color: var(--bf-color-on-accent); padding: 6px 10px; border-radius: 6px; text-decoration: none; }
.site-languages { display: flex; gap: 8px; font-size: 13px; }
.site-languages a[aria-current="page"] { font-weight: 700; text-decoration: none; color: var(--fg); }
main { max-width: 960px; margin: 0 auto; padding: 16px; }
main:focus { outline: none; }
.site-footer { border-block-start: 1px solid var(--line); padding: 16px; color: var(--muted); }
.site-footer nav { display: flex; flex-wrap: wrap; gap: 12px; }
.site-footer-links { gap: 24px 48px; }
.site-footer-links h2 { font-size: 1em; margin: 0 0 6px; color: var(--fg); }
.site-footer-links ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 4px; }
[hidden] { display: none !important; }
.site-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0);
  white-space: nowrap; }
.site-balance select { font: inherit; padding: 4px 6px; border-radius: 6px; border: 1px solid var(--line);
  background: var(--card); color: var(--fg); }
.site-cookie-banner { background: var(--card); border-block-end: 1px solid var(--line); padding: 10px 16px; }
.site-cookie-banner h2 { font-size: 1em; margin: 0 0 4px; }
.site-cookie-banner p { margin: 0; }
.site-home-section { margin-block: 20px; }
.site-links { display: flex; flex-wrap: wrap; gap: 8px 16px; list-style: none; padding: 0; }
.site-statistics { width: 100%; min-height: 480px; border: 1px solid var(--line); border-radius: 8px; }
.site-information h2 { font-size: 1.15em; margin-block-start: 1.2em; }
.site-footer-questions { margin-block-start: 12px; }
.site-footer-questions summary { cursor: pointer; color: var(--fg); }
`;

export const overlayStyles = `
.site-modal-layer { position: fixed; inset: 0; display: flex; align-items: center; justify-content: center; z-index: 50; }
.site-modal-backdrop { position: absolute; inset: 0; background: rgb(0 0 0 / 45%); }
.site-modal { position: relative; max-width: 420px; margin: 16px; padding: 20px; border-radius: 10px;
  background: var(--card); color: var(--fg); box-shadow: 0 8px 30px rgb(0 0 0 / 30%); }
.site-modal-close { position: absolute; inset-block-start: 8px; inset-inline-end: 8px; line-height: 1; z-index: 2; }
.site-modal[data-modal="login"], .site-modal[data-modal="registration"] { max-width: 520px; width: 100%;
  max-height: calc(100vh - 32px); overflow: auto; }
.site-modal-actions { display: flex; flex-wrap: wrap; gap: 8px; margin-block-start: 12px; }
.site-scroll-top { position: fixed; inset-inline-end: 16px; inset-block-end: 72px; z-index: 20; }
.site-bottom-nav, .site-bottom-actions { display: none; }
.site-coupon-shortcut span { font-weight: 600; }
.site-service-actions { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; margin-block: 8px; }
@media (max-width: 720px) {
  .site-bottom-actions { display: flex; gap: 8px; justify-content: center; position: fixed; inset-inline: 0;
    inset-block-end: 52px; padding: 6px 8px; background: var(--card); border-block-start: 1px solid var(--line); z-index: 15; }
  .site-bottom-nav[hidden], .site-bottom-actions[hidden] { display: none; }
  .site-nav { display: none; }
  .site-bottom-nav { display: flex; justify-content: space-around; position: fixed; inset-inline: 0; inset-block-end: 0;
    background: var(--card); border-block-start: 1px solid var(--line); padding: 8px 4px; z-index: 15; }
  main { padding-block-end: 120px; }
}
`;
