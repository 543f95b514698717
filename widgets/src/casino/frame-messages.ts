/**
 * What a casino game frame (the game origin's page, ./frame/) tells the page that opened it, in the envelope of
 * CONTRACTS §3 with its own namespace `betframe:casino`: `balance` after every round (the page's header and
 * widgets refresh from it; a demo balance is play money and is only shown in the frame), `round` when one settled.
 * The receiver checks the sender's origin and window first, then the shape; nothing unparsed is acted on.
 */
import { namespaces, protocolVersion } from '@betframe/sdk/protocol';
import * as z from 'zod/mini';

const base = { ns: z.literal(namespaces.casino), v: z.literal(protocolVersion) };

export const frameMessageSchema = z.discriminatedUnion('type', [
  z.object({ ...base, type: z.literal('balance'), amount: z.number(), currency: z.string(), demo: z.boolean() }),
  z.object({ ...base, type: z.literal('round'), game: z.string(), roundId: z.string(), demo: z.boolean() }),
]);
export type FrameMessage = z.infer<typeof frameMessageSchema>;

/** Drops every other kind of message (and a malformed one) without throwing. */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  const parsed = frameMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

type Body<T> = T extends unknown ? Omit<T, 'ns' | 'v'> : never;

export function frameMessage(body: Body<FrameMessage>): FrameMessage {
  return { ns: namespaces.casino, v: protocolVersion, ...body } as FrameMessage;
}
