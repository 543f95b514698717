/** A region of the page where a widget lives: mounted through the loader, updated with new props, destroyed on leave. */
import { useEffect, useRef } from 'react';
import type { BetframeApi, WidgetHandle } from './betframe';

export function WidgetSlot({
  api,
  name,
  props,
  label,
}: {
  api: BetframeApi;
  name: string;
  props: Record<string, unknown>;
  label: string;
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
    api
      .mount(name, { target: element, mode: 'inline', props: latest.current })
      .then((mounted) => {
        if (live) handle.current = mounted;
        else mounted.destroy();
      })
      .catch(() => undefined);
    return () => {
      live = false;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [api, name]);

  useEffect(() => {
    void propsKey;
    void handle.current?.update(latest.current);
  }, [propsKey]);

  return <section ref={target} data-widget-slot={name} aria-label={label} />;
}
