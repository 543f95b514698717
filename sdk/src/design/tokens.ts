/**
 * The design tokens (docs/design-system.md): colour roles per theme, type scale, spacing, radii, elevation and
 * motion. The one source of every theme value of the widgets, the site and the statistics frame; `css.ts` turns
 * them into CSS custom properties, which cross shadow-root boundaries, so one declaration themes a widget.
 * Colour pairs meet WCAG 2.2 AA (tokens.test.ts computes them): text roles ≥ 4.5:1 on every surface, control
 * borders and the focus ring ≥ 3:1.
 */

export const colorRoles = [
  'canvas',
  'surface',
  'surface-alt',
  'surface-raised',
  'text',
  'muted',
  'border',
  'border-strong',
  'accent',
  'on-accent',
  'positive',
  'negative',
  'live',
  'on-live',
  'warning',
  'focus',
] as const;
/** `canvas` is the page behind cards (site, gallery); `surface` a card or a widget; `surface-alt` a soft band or
 * an idle control; `surface-raised` menus, dialogs and sheets; `border` separators, `border-strong` control outlines. */
export type ColorRole = (typeof colorRoles)[number];
export type ThemeName = 'light' | 'dark';

// Light values are the widgets' colours before the tokens existed, so no screen changed when they arrived.
// biome-ignore format: one role per column
export const palettes: Record<ThemeName, Record<ColorRole, string>> = {
  light: {
    canvas: '#f4f6f8', surface: '#ffffff', 'surface-alt': '#f4f6f8', 'surface-raised': '#ffffff',
    text: '#1c2430', muted: '#5f6b7a', border: '#e3e7ec', 'border-strong': '#7d8896',
    accent: '#0b6bcb', 'on-accent': '#ffffff', positive: '#1a7f37', negative: '#c62828',
    live: '#c8102e', 'on-live': '#ffffff', warning: '#8a5a00', focus: '#0b6bcb',
  },
  dark: {
    canvas: '#0e1318', surface: '#141a22', 'surface-alt': '#1d2530', 'surface-raised': '#222b36',
    text: '#e8edf3', muted: '#9aa7b6', border: '#2a3440', 'border-strong': '#748194',
    accent: '#4ea3ff', 'on-accent': '#0b1118', positive: '#4cc36b', negative: '#ff7a7a',
    live: '#ff6b6b', 'on-live': '#0b1118', warning: '#e0b44a', focus: '#8cc4ff',
  },
};

/** The backgrounds text sits on (the contrast test checks every text role on each). */
export const surfaces: readonly ColorRole[] = ['canvas', 'surface', 'surface-alt', 'surface-raised'];

/** A modular scale (≈ 1.2) over a 14 px base, px because widgets must not follow a partner's rem. */
export const fontSizes = { xs: 12, sm: 13, md: 14, lg: 17, xl: 20, xxl: 24 } as const;
export const lineHeights = { xs: 16, sm: 18, md: 20, lg: 24, xl: 28, xxl: 32 } as const;
export const fontStack = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** A 4 px grid. */
export const space = { 0: 0, 1: 4, 2: 8, 3: 12, 4: 16, 5: 20, 6: 24, 8: 32, 10: 40 } as const;
export const radii = { sm: 4, md: 6, lg: 10, xl: 16, pill: 999 } as const;
export const elevation = {
  1: '0 1px 2px rgb(0 0 0 / 12%)',
  2: '0 4px 12px rgb(0 0 0 / 16%)',
  3: '0 12px 32px rgb(0 0 0 / 28%)',
} as const;
/** Durations collapse to 0 under `prefers-reduced-motion: reduce` (css.ts). The flash is the odds' price change. */
export const durations = { fast: 120, base: 200, slow: 320, flash: 1200 } as const;
export const easing = 'cubic-bezier(0.2, 0, 0, 1)';
/** Smallest touch target (WCAG 2.5.5 / platform guidance). */
export const touchTarget = 44;
