/**
 * RPC from the host into a widget over the handshaked port: the widget exposes its API with comlink, and the host
 * (the loader, which cannot afford comlink's size) speaks comlink's wire format by hand — `APPLY` with raw
 * arguments in, a raw value or a serialised error out. Before comlink sees a message it must parse as exactly
 * such a call to one of the exposed method names, so no GET/SET/CONSTRUCT or property walk reaches the widget.
 */
import { expose } from 'comlink';
import * as z from 'zod/mini';
import { type FrameEventName, frameEvent } from './envelope';

export type WidgetApi = Record<string, (...args: never[]) => unknown>;

const anyCallSchema = z.strictObject({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  type: z.literal('APPLY'),
  path: z.tuple([z.string().check(z.maxLength(64))]),
  argumentList: z.array(z.strictObject({ type: z.literal('RAW'), value: z.unknown() })).check(z.maxLength(8)),
});

/** comlink's wire form of a thrown error, so the host's call rejects instead of waiting forever. */
function errorReply(id: string, name: string, message: string) {
  return { id, type: 'HANDLER', name: 'throw', value: { isError: true, value: { name, message } } };
}

/** Exposes `api` on `port` to the host; returns a function that stops answering. */
export function exposeWidgetApi(port: MessagePort, api: WidgetApi): () => void {
  const methods = Object.keys(api);
  const listeners = new Map<EventListenerOrEventListenerObject, (event: MessageEvent) => void>();
  // A filtered view of the port: comlink only ever receives well-formed calls.
  const guarded = {
    postMessage: (message: unknown, transfer: Transferable[] = []) => port.postMessage(message, transfer),
    addEventListener(type: string, listener: EventListenerOrEventListenerObject) {
      const filtered = (event: MessageEvent) => {
        const call = anyCallSchema.safeParse(event.data);
        if (!call.success) return;
        const [method] = call.data.path;
        if (!methods.includes(method)) {
          port.postMessage(errorReply(call.data.id, 'TypeError', `the widget has no method "${method}"`));
          return;
        }
        if (typeof listener === 'function') listener(event);
        else listener.handleEvent(event);
      };
      listeners.set(listener, filtered);
      port.addEventListener(type as 'message', filtered);
    },
    removeEventListener(type: string, listener: EventListenerOrEventListenerObject) {
      const filtered = listeners.get(listener);
      if (filtered) port.removeEventListener(type as 'message', filtered);
      listeners.delete(listener);
    },
    start: () => port.start(),
  };
  const own: Record<string, unknown> = Object.create(null);
  for (const method of methods) own[method] = api[method];
  expose(own, guarded);
  port.start();
  return () => {
    for (const [listener] of listeners) guarded.removeEventListener('message', listener);
  };
}

/** Sends a widget event to the host over the port. */
export function postFrameEvent(port: MessagePort, name: FrameEventName, data: Record<string, unknown>): void {
  port.postMessage(frameEvent(name, data));
}
