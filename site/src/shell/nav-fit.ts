/**
 * How many of the header's section links fit in one row beside the rest of the header (the account's part — the
 * balance, the deposit — takes what it needs first); the others go into "More". Long labels (Russian, Kazakh) or a
 * narrower screen move links into "More" instead of letting the balance cover them or cutting them off.
 *
 * Each label's width is measured once while it is shown (a changed set of labels — another language — shows them
 * all for one layout pass to measure them, before the screen is painted) and kept; a ResizeObserver on the
 * navigation, which takes the header's free room (`flex: 1 1 0`), refits on a resize or when the balance arrives.
 */
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/** The widths of the links in the row, the gap between them and the "More" button: how many fit in `room`. */
export function fittingCount(
  widths: readonly number[],
  room: number,
  gap: number,
  more: number,
  moreAlways: boolean,
): number {
  const total = (n: number) => widths.slice(0, n).reduce((sum, w) => sum + w, 0) + gap * Math.max(0, n - 1);
  if (!moreAlways && total(widths.length) <= room) return widths.length;
  let n = widths.length;
  while (n > 0 && total(n) + (n > 0 ? gap : 0) + more > room) n -= 1;
  return n;
}

/** How many of `labels` the navigation `nav` shows; `moreAlways`: "More" is there whatever fits (links past nine). */
export function useNavFit(nav: RefObject<HTMLElement | null>, labels: readonly string[], moreAlways: boolean): number {
  const key = labels.join('\n');
  const [fit, setFit] = useState({ key, count: labels.length });
  const widths = useRef(new Map<string, number>());
  const moreWidth = useRef(72);
  const count = fit.key === key ? fit.count : labels.length;

  useLayoutEffect(() => {
    const element = nav.current;
    if (!element) return;
    const measure = () => {
      const room = element.clientWidth;
      // Hidden (the phone's compact header): nothing to measure, nothing to fit.
      if (room === 0) return;
      for (const link of element.querySelectorAll<HTMLElement>(':scope > a')) {
        const width = link.getBoundingClientRect().width;
        if (width > 0) widths.current.set(link.textContent ?? '', width);
      }
      const more = element.querySelector<HTMLElement>(':scope > .site-more');
      const shownMore = more?.getBoundingClientRect().width ?? 0;
      if (shownMore > 0) moreWidth.current = shownMore;
      const known = key.split('\n').map((label) => widths.current.get(label));
      // A label not measured yet: show them all for a pass (this effect runs again before the paint).
      const next = known.every((w) => w !== undefined)
        ? fittingCount(
            known as number[],
            room,
            Number.parseFloat(getComputedStyle(element).columnGap) || 0,
            moreWidth.current,
            moreAlways,
          )
        : known.length;
      setFit((current) => (current.key === key && current.count === next ? current : { key, count: next }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
    // `count` re-runs it after a change of what is shown (a newly shown label gets measured).
  }, [nav, key, moreAlways, count]);

  return count;
}
