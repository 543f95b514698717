/**
 * The one rule for a widget's light/dark theme: the host's `theme` prop (`handle.update({ theme })`), else the
 * page's live theme in the shared state (`overlayTheme`, CONTRACTS §4: `Betframe.setState({ overlayTheme })`, what
 * the site does when the player flips its theme), else the `theme` widget option it was mounted with. Nothing
 * remounts: the root's `data-theme` moves and the design tokens repaint (docs/embedding.md "Theme").
 */
export type Theme = 'light' | 'dark';

const themeName = (value: unknown): Theme | undefined => (value === 'light' || value === 'dark' ? value : undefined);

export function themeOf(prop: unknown, overlay: unknown, mounted: Theme): Theme {
  return themeName(prop) ?? themeName(overlay) ?? mounted;
}
