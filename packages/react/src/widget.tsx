/**
 * `<BetframeWidget name="coupon" props={…} onEvent={(event, data) => …} />`: mounts a widget into its own element
 * when the API is there, passes changed props with `handle.update`, and destroys the widget when it goes away.
 * The mount waits one microtask, so React StrictMode's mount → unmount → mount in development mounts once; a mount
 * still in flight when the component goes away is destroyed as soon as it resolves.
 */
import {
  type BetframeEventName,
  type BetframeEvents,
  betframeEventNames,
  type LoaderError,
  type TypedWidgetHandle,
  type WidgetName,
} from '@betframe/sdk';
import { type CSSProperties, useEffect, useRef } from 'react';
import { useBetframe } from './context';

export type WidgetEventHandler = <E extends BetframeEventName>(event: E, data: BetframeEvents[E]) => void;

export interface BetframeWidgetProps {
  name: WidgetName;
  mode?: 'iframe' | 'inline';
  props?: Record<string, unknown>;
  /** Every event of this widget (`ready`, `resize`, `navigate`, `balance`, `bet:placed`, `error`, …). */
  onEvent?: WidgetEventHandler;
  /** Receives the handle (for `call`, e.g. the coupon's `addOutcome`), and null again when it is gone. */
  onHandle?: (handle: TypedWidgetHandle | null) => void;
  className?: string;
  style?: CSSProperties;
}

export function BetframeWidget({ name, mode, props, onEvent, onHandle, className, style }: BetframeWidgetProps) {
  const { api } = useBetframe();
  const target = useRef<HTMLDivElement>(null);
  const handle = useRef<TypedWidgetHandle | null>(null);
  const latest = useRef({ props, onEvent, onHandle });
  latest.current = { props, onEvent, onHandle };

  useEffect(() => {
    const element = target.current;
    if (!api || !element) return;
    let cancelled = false;
    let mounted: TypedWidgetHandle | null = null;
    const unsubscribe: (() => void)[] = [];
    const report: WidgetEventHandler = (event, data) => latest.current.onEvent?.(event, data);
    queueMicrotask(() => {
      if (cancelled) return;
      api.mount(name, { target: element, mode, props: latest.current.props ?? {} }).then(
        (next) => {
          if (cancelled) return next.destroy();
          mounted = next;
          handle.current = next;
          for (const event of betframeEventNames) unsubscribe.push(next.on(event, (data) => report(event, data)));
          latest.current.onHandle?.(next);
          // `mount` resolves once the widget said `ready`, before a listener could be added: report it here.
          report('ready', { widget: name });
        },
        (error: LoaderError) => {
          if (!cancelled) report('error', { widget: name, code: error.code ?? 'load_failed', message: error.message });
        },
      );
    });
    return () => {
      cancelled = true;
      for (const off of unsubscribe) off();
      if (mounted) {
        mounted.destroy();
        handle.current = null;
        latest.current.onHandle?.(null);
      }
    };
  }, [api, name, mode]);

  const propsKey = JSON.stringify(props ?? {});
  useEffect(() => {
    void propsKey;
    if (latest.current.props) handle.current?.update(latest.current.props).catch(() => {});
  }, [propsKey]);

  return <div ref={target} className={className} style={style} data-betframe-react={name} />;
}
