/**
 * WCAG 2.2 AA for the tokens: every text/background role pair of both themes ≥ 4.5:1, UI parts (control borders,
 * focus ring, accent as a fill edge) ≥ 3:1 — and an operator's brand colour, however pale or dark, still passes
 * once adjusted.
 */
import { describe, expect, it } from 'vitest';
import { brandColours, brandCss, brandFontFaceCss, contrastRatio, ensureContrast } from '../branding';
import { tokensCss } from './css';
import { type ColorRole, colorRoles, palettes, surfaces } from './tokens';

const textRoles: readonly ColorRole[] = ['text', 'muted', 'accent', 'positive', 'negative', 'live', 'warning'];
/** Pairs that carry text (≥ 4.5:1) and UI parts or large text (≥ 3:1). */
const textPairs: readonly (readonly [ColorRole, ColorRole])[] = [
  ...textRoles.flatMap((fg) => surfaces.map((bg) => [fg, bg] as const)),
  ['on-accent', 'accent'],
  ['on-live', 'live'],
];
const uiPairs = (['border-strong', 'focus', 'accent'] as const).flatMap((fg) =>
  surfaces.map((bg) => [fg, bg] as const),
);

describe('contrast arithmetic', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe.each(['light', 'dark'] as const)('%s theme', (theme) => {
  const palette = palettes[theme];
  it('defines every colour role', () => {
    expect(Object.keys(palette).sort()).toEqual([...colorRoles].sort());
  });
  it.each(textPairs.map(([fg, bg]) => [fg, bg]))('text %s on %s is at least 4.5:1', (fg, bg) => {
    expect(contrastRatio(palette[fg], palette[bg])).toBeGreaterThanOrEqual(4.5);
  });
  it.each(uiPairs.map(([fg, bg]) => [fg, bg]))('UI part %s on %s is at least 3:1', (fg, bg) => {
    expect(contrastRatio(palette[fg], palette[bg])).toBeGreaterThanOrEqual(3);
  });
});

describe('operator brand', () => {
  it.each(['#ffd400', '#00c853', '#1a0033', '#ff5a00', '#0b6bcb'])(
    'accent %s is made to read in both themes',
    (accent) => {
      for (const theme of ['light', 'dark'] as const) {
        const colours = brandColours({ accent }, theme);
        const chosen = colours.accent as string;
        for (const surface of surfaces)
          expect(contrastRatio(chosen, palettes[theme][surface])).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(colours['on-accent'] as string, chosen)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
  it('keeps an accent that already reads', () => {
    expect(ensureContrast('#0b6bcb', '#ffffff', 4.5)).toBe('#0b6bcb');
  });
  it('ignores what is not a colour or a safe font name', () => {
    expect(brandCss({ accent: 'red;}body{', font: 'x}</style>' }, '.r')).toBe('');
    expect(brandFontFaceCss({ font: 'Inter', fontUrl: 'javascript:alert(1)' })).toBe('');
    expect(brandFontFaceCss({ font: 'Inter', fontUrl: '/fonts/inter.woff2' })).toContain('font-display:swap');
  });
  it('lays the accent and font over the tokens of the same scope', () => {
    const css = brandCss({ accent: '#7b1fa2', font: 'Inter' }, '.bf-root');
    expect(css).toContain('.bf-root,.bf-root [data-theme="light"]{--bf-color-accent:#7b1fa2;');
    expect(css).toContain('.bf-root[data-theme="dark"],.bf-root [data-theme="dark"]{--bf-color-accent:');
    expect(css).toContain('--bf-font:"Inter",');
  });
});

describe('tokens CSS', () => {
  it('declares both themes and stills motion when the player asks', () => {
    const css = tokensCss(':root');
    expect(css).toContain(':root,:root [data-theme="light"]{--bf-color-canvas:#f4f6f8;--bf-color-surface:#ffffff;');
    expect(css).toContain(':root[data-theme="dark"],:root [data-theme="dark"]{--bf-color-canvas:#0e1318;');
    expect(css).toMatch(/@media \(prefers-reduced-motion:reduce\)\{:root\{--bf-duration-fast:0ms;/);
    expect(css).toContain('--bf-space-2:8px;');
  });
});
