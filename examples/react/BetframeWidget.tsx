/**
 * A Betframe widget as a React component: it mounts the widget when it appears, passes new props with
 * `handle.update`, and destroys the widget when it goes away (the effect's cleanup), so nothing is left behind
 * after a route change — and a mount still in flight when the component unmounts is destroyed as soon as it
 * resolves. Needs the Betframe snippet and loader on the page (see README.md). The loader's types are the SDK's
 * own (`BetframeApi`, `WidgetHandle`, `WidgetName` of `@betframe/sdk/loader`): types only, nothing is bundled.
 */
import type { BetframeApi, WidgetHandle, WidgetName } from '@betframe/sdk/loader';
import { useEffect, useRef } from 'react';

export type { WidgetHandle };

type Props = Record<string, unknown>;

declare global {
  interface Window {
    Betframe?: BetframeApi | ((...args: unknown[]) => void);
  }
}

/** Resolves once the loader script has replaced the snippet's queue with the real API. */
function betframe(): Promise<BetframeApi> {
  return new Promise((resolve) => {
    const check = () => {
      const api = window.Betframe as Partial<BetframeApi> | undefined;
      if (api && typeof api.mount === 'function') resolve(api as BetframeApi);
      else setTimeout(check, 50);
    };
    check();
  });
}

export interface BetframeWidgetProps {
  name: WidgetName;
  mode?: 'iframe' | 'inline';
  props?: Props;
  /** Receives the handle (for `call`, e.g. the coupon's `addOutcome`), and null again when it is gone. */
  onHandle?: (handle: WidgetHandle | null) => void;
  className?: string;
}

export function BetframeWidget({ name, mode, props, onHandle, className }: BetframeWidgetProps) {
  const target = useRef<HTMLDivElement>(null);
  const handle = useRef<WidgetHandle | null>(null);
  const latestProps = useRef(props);
  latestProps.current = props;
  const latestOnHandle = useRef(onHandle);
  latestOnHandle.current = onHandle;

  useEffect(() => {
    let cancelled = false;
    const element = target.current;
    if (!element) return;
    betframe()
      .then((api) => (cancelled ? null : api.mount(name, { target: element, mode, props: latestProps.current })))
      .then((mounted) => {
        if (!mounted) return;
        if (cancelled) {
          mounted.destroy();
          return;
        }
        handle.current = mounted;
        latestOnHandle.current?.(mounted);
      })
      .catch((error: unknown) => console.error(`Betframe ${name} could not be mounted`, error));
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
      latestOnHandle.current?.(null);
    };
  }, [name, mode]);

  useEffect(() => {
    if (props) handle.current?.update(props).catch(() => {});
  }, [props]);

  return <div ref={target} className={className} />;
}
