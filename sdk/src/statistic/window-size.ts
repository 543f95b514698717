/**
 * The statistics window's size (SPEC §2: "width 1024, height 500, 780, 984 or 1000 depending on screen height
 * (above 1000 or 1200)"). Our reading: the two named thresholds pick the two tall heights — a screen taller
 * than 1200 px gets 1000, taller than 1000 px gets 984 — and below that the window takes 780 when it still fits
 * with the browser's own chrome (screen taller than 800 px), else 500.
 */
export const STATISTIC_WINDOW_WIDTH = 1024;

export function statisticWindowHeight(screenHeight: number): 500 | 780 | 984 | 1000 {
  if (screenHeight > 1200) return 1000;
  if (screenHeight > 1000) return 984;
  if (screenHeight > 800) return 780;
  return 500;
}

export interface ScreenBox {
  width: number;
  height: number;
  left?: number;
  top?: number;
}

/** `window.open` features for a window centred on the screen. */
export function statisticWindowFeatures(screen: ScreenBox): string {
  const width = Math.min(STATISTIC_WINDOW_WIDTH, screen.width);
  const height = statisticWindowHeight(screen.height);
  const left = Math.max(0, Math.round((screen.left ?? 0) + (screen.width - width) / 2));
  const top = Math.max(0, Math.round((screen.top ?? 0) + (screen.height - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top},resizable=yes,scrollbars=yes`;
}
