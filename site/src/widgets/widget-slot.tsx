/** A region of the page where a widget lives: mounted through the loader, updated with new props, destroyed on leave. */

import type { BetframeApi, WidgetHandle } from '@betframe/sdk/loader';
import type { WidgetName } from '@betframe/sdk/protocol';
import { useEffect, useRef } from 'react';

/** How far outside the screen a deferred slot starts loading: about a screen ahead of the scroll. */
const AHEAD = '100% 0px';

/** Calls `then` once `element` comes within a screen of the visible area (at once where the browser cannot tell);
 * the returned function stops waiting. */
function whenNearScreen(element: Element, then: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    then();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      then();
    },
    { rootMargin: AHEAD },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

export function WidgetSlot({
  api,
  name,
  props,
  label,
  whenVisible = false,
}: {
  api: BetframeApi;
  name: WidgetName;
  props: Record<string, unknown>;
  label: string;
  /** Below the fold: the widget's chunks load and it renders only when the slot nears the screen (its reserved
   * place, the `data-widget-slot` styles, is kept meanwhile). */
  whenVisible?: boolean;
}) {
  const target = useRef<HTMLElement | null>(null);
  const handle = useRef<WidgetHandle | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const propsKey = JSON.stringify(props);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    let live = true;
    // Each mount gets its own element: a widget still loading when the page changes is destroyed later, and its
    // destroy must not take the next widget of this slot with it.
    const host = document.createElement('div');
    element.append(host);
    const mount = (): (() => void) => {
      const mountedWith = latest.current;
      api
        .mount(name, { target: host, mode: 'inline', props: mountedWith })
        .then((mounted) => {
          if (live) {
            handle.current = mounted;
            // Props that changed while the widget was loading had no handle to go to (e.g. the embedded mode's
            // shared state arriving after the mount began).
            if (JSON.stringify(latest.current) !== JSON.stringify(mountedWith)) void mounted.update(latest.current);
          } else {
            mounted.destroy();
            host.remove();
          }
        })
        .catch(() => undefined);
      return () => undefined;
    };
    const stopWaiting = whenVisible ? whenNearScreen(element, mount) : mount();
    return () => {
      live = false;
      stopWaiting();
      if (handle.current) {
        handle.current.destroy();
        host.remove();
      } else host.hidden = true;
      handle.current = null;
    };
  }, [api, name, whenVisible]);

  useEffect(() => {
    void propsKey;
    void handle.current?.update(latest.current);
  }, [propsKey]);

  return <section ref={target} data-widget-slot={name} aria-label={label} />;
}
