/** The player's font size (SPEC §3: kept in browser storage): the shell's base size in px. */
export const FONT_SIZE_KEY = 'fontSize';
export const fontSizes = { small: 13, normal: 15, large: 18 } as const;
export type FontSize = keyof typeof fontSizes;

export function fontSizeOf(value: string | null): FontSize {
  return value === 'small' || value === 'large' ? value : 'normal';
}
