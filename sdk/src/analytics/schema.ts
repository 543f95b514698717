/**
 * Wire shapes of the analytics calls (CONTRACTS §9), shared by the tracker and the server (zod/mini). An event is
 * SPEC §3's: timestamp, event code, metadata with integers i1–i3, floats f1–f3 and strings s1–s3; a session is
 * id, created, updated, isRecording.
 */
import * as z from 'zod/mini';
import { analyticsLimits } from './constants';

const id = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));
const time = z.number().check(z.int(), z.minimum(0));
const int = z.optional(z.number().check(z.int(), z.minimum(-(2 ** 53 - 1)), z.maximum(2 ** 53 - 1)));
const float = z.optional(z.number().check(z.refine(Number.isFinite)));
const text = z.optional(z.string().check(z.maxLength(1000)));

export const eventCodeSchema = z.string().check(z.regex(/^[a-z][a-z0-9_]{0,39}$/));

export const eventMetadataSchema = z.strictObject({
  i1: int,
  i2: int,
  i3: int,
  f1: float,
  f2: float,
  f3: float,
  s1: text,
  s2: text,
  s3: text,
});
export type EventMetadata = z.output<typeof eventMetadataSchema>;

export const analyticsEventSchema = z.strictObject({
  timestamp: time,
  code: eventCodeSchema,
  metadata: z.optional(eventMetadataSchema),
});
export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;

export const analyticsSessionSchema = z.strictObject({ id, created: time, updated: time, isRecording: z.boolean() });
export type AnalyticsSession = z.output<typeof analyticsSessionSchema>;

/** `POST event.json`: one session's events, at most 10. */
export const eventBatchSchema = z.strictObject({
  visitor: id,
  session: analyticsSessionSchema,
  events: z.array(analyticsEventSchema).check(z.minLength(1), z.maxLength(analyticsLimits.maxEventsPerBatch)),
});
export type EventBatch = z.output<typeof eventBatchSchema>;

const experimentName = z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,39}$/));

/** `POST ab.json`: the variants a session was shown. */
export const abExposureSchema = z.strictObject({
  visitor: id,
  session: id,
  exposures: z
    .array(z.strictObject({ experiment: experimentName, variant: experimentName, timestamp: time }))
    .check(z.minLength(1), z.maxLength(50)),
});
export type AbExposure = z.output<typeof abExposureSchema>;

/** `POST vision.json`: what a recorded session did (route changes, clicks, scrolls, viewport sizes). */
export const visionFrameSchema = z.strictObject({
  timestamp: time,
  kind: z.enum(['route', 'click', 'scroll', 'resize']),
  data: z.string().check(z.maxLength(500)),
});
export type VisionFrame = z.output<typeof visionFrameSchema>;
export const visionBatchSchema = z.strictObject({
  visitor: id,
  session: id,
  frames: z.array(visionFrameSchema).check(z.minLength(1), z.maxLength(200)),
});
export type VisionBatch = z.output<typeof visionBatchSchema>;

/** `GET metadata.json?visitor=&session=`: whether this session is recorded and its A/B assignments. */
export const analyticsMetadataSchema = z.object({
  data: z.object({ recording: z.boolean(), ab: z.record(z.string(), z.string()) }),
});
export type AnalyticsMetadata = z.output<typeof analyticsMetadataSchema>['data'];
export const metadataQuerySchema = z.object({ visitor: id, session: z.optional(id) });
