/**
 * RPC messages as envelopes (CONTRACTS §3): comlink runs on both ends of the handshaked port, but what travels is
 * ours — flat `{ ns: 'betframe:rpc', v: 1, type, …fields }` objects, zod-parsed on arrival:
 *
 * | type | fields | direction |
 * | --- | --- | --- |
 * | `call` | `id`, `method`, `args` | host → widget |
 * | `result` | `id`, `value` | widget → host |
 * | `failure` | `id`, `error: { name, message, code? }` | widget → host |
 *
 * The two adapters below translate between this and comlink's own wire format (`APPLY` with raw arguments, a raw
 * value or a serialised throw), so comlink does the bookkeeping and nothing of its format reaches the port. Only
 * plain calls exist: no property reads or writes, no constructors, no proxies.
 */
import * as z from 'zod/mini';
import { namespaces, protocolVersion } from './envelope';

const base = { ns: z.literal(namespaces.rpc), v: z.literal(protocolVersion) };
const id = z.string().check(z.minLength(1), z.maxLength(64));

export const callSchema = z.strictObject({
  ...base,
  type: z.literal('call'),
  id,
  method: z.string().check(z.minLength(1), z.maxLength(64)),
  args: z.array(z.unknown()).check(z.maxLength(8)),
});
export const resultSchema = z.strictObject({ ...base, type: z.literal('result'), id, value: z.unknown() });
export const errorValueSchema = z.strictObject({
  name: z.string().check(z.maxLength(100)),
  message: z.string().check(z.maxLength(2000)),
  code: z.optional(z.string().check(z.maxLength(100))),
});
export const failureSchema = z.strictObject({ ...base, type: z.literal('failure'), id, error: errorValueSchema });
export const replySchema = z.discriminatedUnion('type', [resultSchema, failureSchema]);

export type RpcCall = z.infer<typeof callSchema>;
export type RpcReply = z.infer<typeof replySchema>;

type Listener = EventListenerOrEventListenerObject;

/** A comlink endpoint over `port` whose traffic is translated by `outgoing` / `incoming`. */
export interface AdaptedEndpoint {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: string, listener: Listener): void;
  removeEventListener(type: string, listener: Listener): void;
  start(): void;
  /** Removes every listener this endpoint added to the port. */
  dispose(): void;
}

function adapt(
  port: MessagePort,
  outgoing: (message: unknown) => unknown,
  incoming: (data: unknown) => unknown,
): AdaptedEndpoint {
  const added = new Map<Listener, (event: MessageEvent) => void>();
  return {
    postMessage(message) {
      const translated = outgoing(message);
      if (translated !== undefined) port.postMessage(translated);
    },
    addEventListener(_type, listener) {
      const translated = (event: MessageEvent) => {
        const data = incoming(event.data);
        if (data === undefined) return;
        const synthetic = new MessageEvent('message', { data });
        if (typeof listener === 'function') listener(synthetic);
        else listener.handleEvent(synthetic);
      };
      added.set(listener, translated);
      port.addEventListener('message', translated);
    },
    removeEventListener(_type, listener) {
      const translated = added.get(listener);
      if (translated) port.removeEventListener('message', translated);
      added.delete(listener);
    },
    start: () => port.start(),
    dispose() {
      for (const translated of added.values()) port.removeEventListener('message', translated);
      added.clear();
    },
  };
}

interface ComlinkApply {
  id: string;
  type: 'APPLY';
  path: string[];
  argumentList: Array<{ type: string; value: unknown }>;
}

/** The host's side: comlink's `wrap` posts APPLY requests; replies come back as `result` / `failure`. */
export function hostRpcEndpoint(port: MessagePort): AdaptedEndpoint {
  return adapt(
    port,
    (message) => {
      const m = message as ComlinkApply;
      // comlink also posts RELEASE when a proxy is garbage-collected (from a FinalizationRegistry, outside any call
      // of ours). The wire carries only calls, and the port is closed by destroy(), so there is nothing to send.
      if (m.type !== 'APPLY') return undefined;
      const [method] = m.path;
      if (m.type !== 'APPLY' || m.path.length !== 1 || !method || m.argumentList.some((a) => a.type !== 'RAW')) {
        throw new TypeError('Betframe RPC: only plain method calls with cloneable arguments');
      }
      const call: RpcCall = {
        ns: namespaces.rpc,
        v: protocolVersion,
        type: 'call',
        id: m.id,
        method,
        args: m.argumentList.map((a) => a.value),
      };
      return call;
    },
    (data) => {
      const reply = replySchema.safeParse(data);
      if (!reply.success) return undefined;
      if (reply.data.type === 'result') return { id: reply.data.id, type: 'RAW', value: reply.data.value };
      const { name, message, code } = reply.data.error;
      return {
        id: reply.data.id,
        type: 'HANDLER',
        name: 'throw',
        value: { isError: true, value: { name, message, code } },
      };
    },
  );
}

/** An error as it crosses the boundary: `{ name, message, code? }` (penpal's choice; codes are stable). */
export function errorValue(value: unknown): z.infer<typeof errorValueSchema> {
  const v = (value ?? {}) as { name?: unknown; message?: unknown; code?: unknown };
  const error: z.infer<typeof errorValueSchema> = {
    name: typeof v.name === 'string' ? v.name.slice(0, 100) : 'Error',
    message: typeof v.message === 'string' ? v.message.slice(0, 2000) : String(value).slice(0, 2000),
  };
  if (typeof v.code === 'string') error.code = v.code.slice(0, 100);
  return error;
}

/**
 * The widget's side: `call`s from the host become comlink APPLYs for `methods` (any other method is answered
 * with a `failure` at once); comlink's answers go out as `result` / `failure`.
 */
export function widgetRpcEndpoint(port: MessagePort, methods: readonly string[]): AdaptedEndpoint {
  const failure = (callId: string, name: string, message: string) =>
    port.postMessage({
      ns: namespaces.rpc,
      v: protocolVersion,
      type: 'failure',
      id: callId,
      error: { name, message },
    } satisfies z.infer<typeof failureSchema>);
  return adapt(
    port,
    (message) => {
      const m = message as { id: string; type: string; name?: string; value: unknown };
      if (m.type === 'RAW') {
        return { ns: namespaces.rpc, v: protocolVersion, type: 'result', id: m.id, value: m.value };
      }
      const thrown = (m.value ?? {}) as { isError?: boolean; value?: unknown };
      return {
        ns: namespaces.rpc,
        v: protocolVersion,
        type: 'failure',
        id: m.id,
        error: errorValue(thrown.value),
      };
    },
    (data) => {
      const call = callSchema.safeParse(data);
      if (!call.success) return undefined;
      if (!methods.includes(call.data.method)) {
        failure(call.data.id, 'TypeError', `the widget has no method "${call.data.method}"`);
        return undefined;
      }
      return {
        id: call.data.id,
        type: 'APPLY',
        path: [call.data.method],
        argumentList: call.data.args.map((value) => ({ type: 'RAW', value })),
      };
    },
  );
}
