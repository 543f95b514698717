/**
 * The widget side of the RPC with comlink and the RPC adapters loaded on first use (`./rpc` becomes a chunk of its
 * own), so a widget paints, and reports `ready`, without them: every widget pays for the shared runtime, and the
 * RPC is not needed to render. The host may call at once; a `MessagePort` holds its messages until the API is
 * exposed and the port started.
 */
import type { WidgetApi } from './rpc';

/** Exposes `api` on `port` as soon as the RPC code has loaded; returns a function that stops answering. */
export function exposeWidgetApiLazily(port: MessagePort, api: WidgetApi): () => void {
  let stopped = false;
  let stop = () => {};
  import('./rpc').then(
    (rpc) => {
      if (!stopped) stop = rpc.exposeWidgetApi(port, api);
    },
    (error: unknown) => console.error('[Betframe] the widget API could not be loaded', error),
  );
  return () => {
    stopped = true;
    stop();
  };
}
