/**
 * Reports the content's height to the parent (CONTRACTS §5 `height`): never below `minHeight`, rounded up,
 * only when it changed. It measures the content element, not the viewport, so the parent resizing the iframe
 * cannot feed back into the next measurement (no resize loop).
 */
export function startHeightReporter(
  content: Element,
  minHeight: number,
  report: (height: number) => void,
): { stop(): void; measure(): void } {
  let last = -1;
  const measure = () => {
    const height = Math.max(minHeight, Math.ceil(content.getBoundingClientRect().height));
    if (height === last) return;
    last = height;
    report(height);
  };
  const observer = new ResizeObserver(measure);
  observer.observe(content);
  measure();
  return { stop: () => observer.disconnect(), measure };
}
