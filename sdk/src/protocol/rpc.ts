/**
 * RPC from the host into a widget over the handshaked port: the widget exposes its API with comlink; on the wire
 * every call and answer is one of our envelopes (rpc-wire.ts), zod-parsed before comlink sees it, and only the
 * exposed method names can be called — no property walks, reads, writes or constructors reach the widget.
 */
import { expose } from 'comlink';
import { errorValue, widgetRpcEndpoint } from './rpc-wire';

export type WidgetApi = Record<string, (...args: never[]) => unknown>;

/** Exposes `api` on `port` to the host; returns a function that stops answering. */
export function exposeWidgetApi(port: MessagePort, api: WidgetApi): () => void {
  const methods = Object.keys(api);
  const own: Record<string, unknown> = Object.create(null);
  for (const method of methods) {
    const fn = api[method] as (...args: unknown[]) => unknown;
    // comlink keeps only name and message of an Error; a plain object keeps our stable `code` too.
    own[method] = async (...args: unknown[]) => {
      try {
        return await fn(...args);
      } catch (error) {
        throw errorValue(error);
      }
    };
  }
  const endpoint = widgetRpcEndpoint(port, methods);
  expose(own, endpoint);
  port.start();
  return () => endpoint.dispose();
}
