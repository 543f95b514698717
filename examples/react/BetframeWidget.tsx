/**
 * A Betframe widget as a React component: it mounts the widget when it appears, passes new props with
 * `handle.update`, and destroys the widget when it goes away (the effect's cleanup), so nothing is left behind
 * after a route change — and a mount still in flight when the component unmounts is destroyed as soon as it
 * resolves. Needs the Betframe snippet and loader on the page (see README.md).
 */
import { useEffect, useRef } from 'react';

type Props = Record<string, unknown>;

export interface WidgetHandle {
  readonly name: string;
  update(props: Props): Promise<unknown>;
  call(method: string, ...args: unknown[]): Promise<unknown>;
  on(event: string, cb: (data: Props) => void): () => void;
  destroy(): void;
}

interface BetframeGlobal {
  mount(name: string, options: { target: Element; mode?: 'iframe' | 'inline'; props?: Props }): Promise<WidgetHandle>;
}

declare global {
  interface Window {
    Betframe?: BetframeGlobal | ((...args: unknown[]) => void);
  }
}

/** Resolves once the loader script has replaced the snippet's queue with the real API. */
function betframe(): Promise<BetframeGlobal> {
  return new Promise((resolve) => {
    const check = () => {
      const api = window.Betframe as Partial<BetframeGlobal> | undefined;
      if (api && typeof api.mount === 'function') resolve(api as BetframeGlobal);
      else setTimeout(check, 50);
    };
    check();
  });
}

export interface BetframeWidgetProps {
  name: 'line' | 'coupon' | 'casino' | 'office' | 'registration';
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
