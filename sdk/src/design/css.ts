/**
 * The tokens as CSS text: `tokensCss(scope)` declares every custom property on a light selector and the dark
 * palette on `[data-theme="dark"]` of the same element; `brandCss` lays an operator's re-brand over it.
 * Names: `--bf-color-<role>`, `--bf-font-size-<step>`, `--bf-line-height-<step>`, `--bf-space-<n>`,
 * `--bf-radius-<name>`, `--bf-shadow-<n>`, `--bf-duration-<name>`, `--bf-easing`, `--bf-font`, `--bf-touch`.
 */
import {
  type ColorRole,
  durations,
  easing,
  elevation,
  fontSizes,
  fontStack,
  lineHeights,
  palettes,
  radii,
  space,
  type ThemeName,
  touchTarget,
} from './tokens';

const declare = (prefix: string, values: Record<string | number, string | number>, unit = '') =>
  Object.entries(values)
    .map(([name, value]) => `--bf-${prefix}-${name}:${value}${unit};`)
    .join('');

export function colorsCss(theme: ThemeName, colours: Partial<Record<ColorRole, string>> = {}): string {
  return declare('color', { ...palettes[theme], ...colours });
}

/** The selectors a palette applies to: the scope itself, and any element inside it that names its own theme. */
export function themeSelectors(scope: string): Record<ThemeName, string> {
  return {
    light: `${scope},${scope} [data-theme="light"]`,
    dark: `${scope}[data-theme="dark"],${scope} [data-theme="dark"]`,
  };
}

/**
 * Every token on `scope` (e.g. `.bf-root` or `:root`); the dark palette where `data-theme="dark"` is set on the
 * scope or on an element inside it (a widget following its host's theme prop), the light one back inside that.
 */
export function tokensCss(scope: string): string {
  const themed = themeSelectors(scope);
  return (
    `${scope}{${declare('font-size', fontSizes, 'px')}${declare('line-height', lineHeights, 'px')}` +
    `${declare('space', space, 'px')}${declare('radius', radii, 'px')}${declare('shadow', elevation)}` +
    `${declare('duration', durations, 'ms')}--bf-easing:${easing};--bf-font:${fontStack};--bf-touch:${touchTarget}px}` +
    `${themed.light}{${colorsCss('light')}color-scheme:light}` +
    `${themed.dark}{${colorsCss('dark')}color-scheme:dark}` +
    `@media (prefers-reduced-motion:reduce){${scope}{${declare('duration', { fast: 0, base: 0, slow: 0, flash: 0 }, 'ms')}}}`
  );
}
