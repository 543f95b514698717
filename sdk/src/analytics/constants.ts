/**
 * The analytics figures of SPEC §9, in one place: the tracker reads them from here and the tests prove each one.
 */
export const analyticsLimits = {
  /** Buffered events go out every 3000 ms… */
  batchIntervalMs: 3000,
  /** …in requests of at most 10 events… */
  maxEventsPerBatch: 10,
  /** …at most 5 requests in any second. */
  maxRequestsPerSecond: 5,
  /** A session ends after 1800 s without an event… */
  sessionTimeoutMs: 1800 * 1000,
  /** …checked every 5 s. */
  sessionCheckMs: 5000,
  /** Once nothing has been tracked for over 5 s, the buffer is flushed every 1 s. */
  idleAfterMs: 5000,
  idleFlushMs: 1000,
  /** A buffer of 250 events is flushed at once. */
  bufferFlushAt: 250,
  /** The metadata (recording, A/B assignments) is fetched again every 10 minutes. */
  abRefreshMs: 10 * 60 * 1000,
  /** Bodies over 2 KB travel gzip-compressed (`content-encoding: gzip`). */
  gzipAboveBytes: 2 * 1024,
} as const;

/** CONTRACTS §9. */
export const analyticsPaths = {
  event: '/analytics-api/event.json',
  ab: '/analytics-api/ab.json',
  vision: '/analytics-api/vision.json',
  metadata: '/analytics-api/metadata.json',
} as const;

/** The funnel the operator page charts, in the order a new player walks it. */
export const funnelSteps = ['view', 'registration', 'deposit', 'add_to_slip', 'bet_placed'] as const;
export type FunnelStep = (typeof funnelSteps)[number];

/** Sent when a session ends after the inactivity timeout (SPEC §4). */
export const SESSION_END = 'session_end';
