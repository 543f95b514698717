export { gzipWhenLarge } from './compress';
export { analyticsLimits, analyticsPaths, type FunnelStep, funnelSteps, SESSION_END } from './constants';
export {
  type AbExposure,
  type AnalyticsEvent,
  type AnalyticsMetadata,
  type AnalyticsSession,
  abExposureSchema,
  analyticsEventSchema,
  analyticsMetadataSchema,
  analyticsSessionSchema,
  type EventBatch,
  type EventMetadata,
  eventBatchSchema,
  eventCodeSchema,
  eventMetadataSchema,
  metadataQuerySchema,
  type VisionBatch,
  type VisionFrame,
  visionBatchSchema,
  visionFrameSchema,
} from './schema';
export type { AnalyticsStorage } from './session-store';
export { type Analytics, type AnalyticsOptions, createAnalytics } from './tracker';
