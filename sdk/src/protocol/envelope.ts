/**
 * The cross-window message envelope of CONTRACTS §3: a flat `{ ns, v: 1, type, …fields }` object. Namespaces and
 * the version live here once; the loader repeats the same literals in its hand-written guards (it cannot afford
 * zod) and `envelope.test.ts` pins both to these values.
 */
import * as z from 'zod/mini';

export const protocolVersion = 1;

export const namespaces = {
  rpc: 'betframe:rpc',
  sharedState: 'betframe:shared-state',
  statistic: 'betframe:statistic',
  /** A casino game frame to the page that opened it (widgets/src/casino/frame-messages.ts). */
  casino: 'betframe:casino',
} as const;

export type Namespace = (typeof namespaces)[keyof typeof namespaces];

/** Events a widget reports to the host page (CONTRACTS §2), plus the session requests the loader answers. */
export const hostEventNames = [
  'ready',
  'resize',
  'navigate',
  'login',
  'logout',
  'balance',
  'bet:placed',
  'error',
  'state',
] as const;
export type HostEventName = (typeof hostEventNames)[number];

/** Widget-to-loader requests that are not host events: the session needs a fresh partner token. */
export const sessionRequestNames = ['session:refresh'] as const;

export const frameEventNames = [...hostEventNames.filter((n) => n !== 'state'), ...sessionRequestNames] as const;
export type FrameEventName = (typeof frameEventNames)[number];

const rpcBase = { ns: z.literal(namespaces.rpc), v: z.literal(protocolVersion) };

/** The content-free SYN either side sends first; it carries nothing, so it is the only message that may go to '*'. */
export const synSchema = z.strictObject({ ...rpcBase, type: z.literal('syn') });
/** The host's answer to a SYN; the MessagePort travels in `event.ports[0]`, never inside the data. */
export const ackSchema = z.strictObject({ ...rpcBase, type: z.literal('ack') });
export const handshakeSchema = z.discriminatedUnion('type', [synSchema, ackSchema]);
export type HandshakeMessage = z.infer<typeof handshakeSchema>;

const eventData = z.record(z.string().check(z.maxLength(64)), z.unknown());

/** A widget event travelling frame → host over the private port. */
export const frameEventSchema = z.strictObject({
  ...rpcBase,
  type: z.literal('event'),
  name: z.enum(frameEventNames),
  data: eventData,
});
export type FrameEvent = z.infer<typeof frameEventSchema>;

export function synMessage(): z.infer<typeof synSchema> {
  return { ns: namespaces.rpc, v: protocolVersion, type: 'syn' };
}

export function ackMessage(): z.infer<typeof ackSchema> {
  return { ns: namespaces.rpc, v: protocolVersion, type: 'ack' };
}

export function frameEvent(name: FrameEventName, data: Record<string, unknown>): FrameEvent {
  return { ns: namespaces.rpc, v: protocolVersion, type: 'event', name, data };
}

/** Sends a widget event to the host over the port. */
export function postFrameEvent(port: MessagePort, name: FrameEventName, data: Record<string, unknown>): void {
  port.postMessage(frameEvent(name, data));
}

/**
 * The data of the widget events that pass straight through to the host page (CONTRACTS §2); the host chunk
 * parses them before emitting, so a partner's listener only ever sees these shapes (plus `widget`).
 */
export const passThroughEventSchemas = {
  navigate: z.strictObject({ path: z.string().check(z.maxLength(2048)) }),
  balance: z.strictObject({ currency: z.string().check(z.maxLength(8)), amount: z.number() }),
  'bet:placed': z.strictObject({
    betId: z.union([z.string().check(z.maxLength(64)), z.number()]),
    coupon: z.record(z.string(), z.unknown()),
  }),
  error: z.strictObject({ code: z.string().check(z.maxLength(100)), message: z.string().check(z.maxLength(2000)) }),
} as const;

export type PassThroughEvents = {
  [K in keyof typeof passThroughEventSchemas]: z.infer<(typeof passThroughEventSchemas)[K]>;
};
