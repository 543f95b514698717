/**
 * The `betframe:statistic` messages of CONTRACTS §5, both directions, as zod/mini schemas (the frame bundle
 * parses every incoming message with them, so they must stay small). Fields sit flat beside `type`.
 */
import { z } from 'zod/mini';

export const STATISTIC_NS = 'betframe:statistic';
export const STATISTIC_VERSION = 1;

const envelope = { ns: z.literal(STATISTIC_NS), v: z.literal(STATISTIC_VERSION) };
const id = z.union([z.int(), z.string().check(z.minLength(1), z.maxLength(64))]);
const timezone = z.number().check(z.gte(-12), z.lte(14));

/** A bet offered by the frame or updated by the parent: one outcome of one market of a game. */
export const statisticBetSchema = z.object({
  gameId: z.int().check(z.positive()),
  market: z.string().check(z.maxLength(64)),
  outcome: z.string().check(z.maxLength(64)),
  coefficient: z.number().check(z.positive()),
  blocked: z.optional(z.boolean()),
  selected: z.optional(z.boolean()),
});
export type StatisticBet = z.infer<typeof statisticBetSchema>;

export const frameToParentSchema = z.discriminatedUnion('type', [
  z.object({ ...envelope, type: z.literal('height'), height: z.int().check(z.gte(0)) }),
  z.object({ ...envelope, type: z.literal('back') }),
  z.object({ ...envelope, type: z.literal('forward') }),
  z.object({ ...envelope, type: z.literal('route'), path: z.string().check(z.maxLength(2048)), replace: z.boolean() }),
  z.object({
    ...envelope,
    type: z.literal('hidden-items'),
    items: z.array(z.string().check(z.maxLength(64))).check(z.maxLength(500)),
  }),
  z.object({
    ...envelope,
    type: z.literal('send-bet'),
    gameId: z.int().check(z.positive()),
    sportId: z.int().check(z.positive()),
    market: z.string().check(z.maxLength(64)),
    outcome: z.string().check(z.maxLength(64)),
    coefficient: z.number().check(z.positive()),
  }),
  z.object({
    ...envelope,
    type: z.literal('coupon-request'),
    requestId: z.string().check(z.minLength(1), z.maxLength(64)),
  }),
  z.object({ ...envelope, type: z.literal('title'), title: z.string().check(z.maxLength(500)) }),
]);
export type FrameToParentMessage = z.infer<typeof frameToParentSchema>;

export const parentToFrameSchema = z.discriminatedUnion('type', [
  z.object({ ...envelope, type: z.literal('path'), path: z.string().check(z.minLength(1), z.maxLength(2048)) }),
  z.object({
    ...envelope,
    type: z.literal('settings'),
    hour12: z.optional(z.boolean()),
    dark: z.optional(z.boolean()),
    rtl: z.optional(z.boolean()),
    timezone: z.optional(timezone),
    tagId: z.optional(id),
  }),
  z.object({ ...envelope, type: z.literal('bets'), bets: z.array(statisticBetSchema).check(z.maxLength(1000)) }),
  // CONTRACTS §5 fixes only requestId and isBetsAvailable; partners may send more (SPEC §3: "not shown").
  z.looseObject({
    ...envelope,
    type: z.literal('coupon-data'),
    requestId: z.string().check(z.minLength(1), z.maxLength(64)),
    isBetsAvailable: z.boolean(),
  }),
]);
export type ParentToFrameMessage = z.infer<typeof parentToFrameSchema>;

type Fields<M> = M extends unknown ? { [K in keyof M as K extends 'ns' | 'v' ? never : K]: M[K] } : never;
/** A message as a sender writes it: without the envelope fields. */
export type FrameToParentFields = Fields<FrameToParentMessage>;
export type ParentToFrameFields = Fields<ParentToFrameMessage>;
export type StatisticSettings = Omit<Extract<ParentToFrameMessage, { type: 'settings' }>, 'ns' | 'v' | 'type'>;
export type CouponDataMessage = Extract<ParentToFrameMessage, { type: 'coupon-data' }>;

export function envelop<T extends { type: string }>(fields: T): T & { ns: typeof STATISTIC_NS; v: 1 } {
  return { ns: STATISTIC_NS, v: STATISTIC_VERSION, ...fields };
}

/** Parses untrusted message data; undefined for anything that is not a well-formed message of that direction. */
export function readFrameToParent(data: unknown): FrameToParentMessage | undefined {
  const parsed = frameToParentSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

export function readParentToFrame(data: unknown): ParentToFrameMessage | undefined {
  const parsed = parentToFrameSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}
