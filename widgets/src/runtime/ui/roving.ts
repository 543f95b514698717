/**
 * Keyboard movement in a row of items (tabs, segmented control, radio group: WAI-ARIA roving focus). Arrows
 * follow the reading direction — in right-to-left the left arrow moves on — and wrap; Home and End jump to the
 * ends. Vertical lists (listbox) use the up and down arrows.
 */
export type Orientation = 'horizontal' | 'vertical';

export function nextIndex(
  key: string,
  current: number,
  count: number,
  {
    orientation = 'horizontal',
    rtl = false,
    wrap = true,
  }: { orientation?: Orientation; rtl?: boolean; wrap?: boolean } = {},
): number | undefined {
  if (count === 0) return undefined;
  const forward = orientation === 'vertical' ? 'ArrowDown' : rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = orientation === 'vertical' ? 'ArrowUp' : rtl ? 'ArrowRight' : 'ArrowLeft';
  const step = (delta: number) => {
    const next = current + delta;
    if (wrap) return (next + count) % count;
    return Math.min(count - 1, Math.max(0, next));
  };
  switch (key) {
    case forward:
      return step(1);
    case backward:
      return step(-1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** Whether `element` sits in a right-to-left context (the widget root carries `dir`). */
export function isRtl(element: Element | null): boolean {
  return element?.closest('[dir]')?.getAttribute('dir') === 'rtl';
}
