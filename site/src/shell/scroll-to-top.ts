/**
 * SPEC §4 scroll-to-top: the button shows only when the page is scrolled at least `screens` viewport heights
 * (default 4, SPEC §9), the player is scrolling up, and the page is not near its bottom (150 px, SPEC §9).
 */
export const SCROLL_TOP_SCREENS = 4;
export const SCROLL_BOTTOM_MARGIN_PX = 150;
export const SCROLL_THROTTLE_MS = 300;

export interface ScrollSample {
  scrollY: number;
  previousY: number;
  viewportHeight: number;
  documentHeight: number;
}

export function showScrollToTop(sample: ScrollSample, screens = SCROLL_TOP_SCREENS): boolean {
  const farEnough = sample.scrollY >= screens * sample.viewportHeight;
  const goingUp = sample.scrollY < sample.previousY;
  const nearBottom = sample.scrollY + sample.viewportHeight >= sample.documentHeight - SCROLL_BOTTOM_MARGIN_PX;
  return farEnough && goingUp && !nearBottom;
}

/** Calls `fn` at most once per `ms`, and once more at the end of a burst so the last position counts. */
export function throttle(fn: () => void, ms = SCROLL_THROTTLE_MS, now = () => Date.now()): () => void {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return () => {
    const elapsed = now() - last;
    if (elapsed >= ms) {
      last = now();
      fn();
      return;
    }
    if (timer === undefined)
      timer = setTimeout(() => {
        timer = undefined;
        last = now();
        fn();
      }, ms - elapsed);
  };
}
