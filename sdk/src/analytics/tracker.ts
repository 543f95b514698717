/**
 * The analytics tracker (SPEC §3, §4, §9; CONTRACTS §9). Events wait in a buffer and go out in requests of at
 * most 10, through the rate-limited send queue, on one self-rescheduling timer: every 3000 ms while the player is
 * active, every 1000 ms once nothing has happened for over 5 s (so a lone event of an idle page is not held back);
 * a buffer of 250 goes at once. The session is created on first need, shared through storage, and ended — with a
 * session-end event — by the check every 5 s once idle past 1800 s. The metadata call says whether this session is
 * recorded (`vision.json` frames are dropped otherwise) and which A/B variants it sees; it is fetched for each new
 * session and every 10 minutes. Nothing here throws at its caller: a failed call is only logged (SPEC §8).
 */
import type { HttpClient } from '../request';
import { gzipWhenLarge } from './compress';
import { analyticsLimits, analyticsPaths, SESSION_END } from './constants';
import {
  type AnalyticsMetadata,
  type AnalyticsSession,
  analyticsMetadataSchema,
  type EventMetadata,
  eventCodeSchema,
  type VisionFrame,
} from './schema';
import { createSendQueue } from './send-queue';
import { type AnalyticsStorage, createSessionStore, safeStorage } from './session-store';

export interface AnalyticsOptions {
  /** The request layer's client of the sportsbook origin (the site's `siteHttp`, a widget's `httpFor`). */
  http: HttpClient;
  /** Where the visitor id and the session live; `localStorage` when absent (memory where it is refused). */
  storage?: AnalyticsStorage;
  now?: () => number;
  /** Failures are only reported here (default `console.warn`), never thrown. */
  log?: (message: string, detail?: unknown) => void;
}

export interface Analytics {
  /** Buffers an event (a funnel step such as `view`, `add_to_slip`, `bet_placed`, `deposit`, `registration`). */
  track(code: string, metadata?: EventMetadata): void;
  /** The session's variant of an A/B experiment (reported once per session), or undefined when it has none. */
  variant(experiment: string): string | undefined;
  /** A session-recording frame; kept only while the server's metadata says this session is recorded. */
  record(kind: VisionFrame['kind'], data: string): void;
  /** Sends whatever is buffered now; resolves when the queue has drained. */
  flush(): Promise<void>;
  stop(): void;
}

interface Buffered {
  session: AnalyticsSession;
  code: string;
  timestamp: number;
  metadata?: EventMetadata;
}

const defaultStorage = (): AnalyticsStorage | undefined => {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
};

export function createAnalytics(options: AnalyticsOptions): Analytics {
  const { http } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string, detail?: unknown) => console.warn(message, detail));
  const sessions = createSessionStore(safeStorage(options.storage ?? defaultStorage()), now);
  const queue = createSendQueue(now);
  const events: Buffered[] = [];
  let frames: VisionFrame[] = [];
  let exposures: { experiment: string; variant: string; timestamp: number }[] = [];
  const reported = new Set<string>();
  let metadata: AnalyticsMetadata | undefined;
  let sessionId: string | undefined;
  let lastActivity = now();
  let timers: ReturnType<typeof setInterval>[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let started = false;
  let stopped = false;

  const post = async (path: string, payload: unknown) => {
    try {
      const encoded = await gzipWhenLarge(JSON.stringify(payload));
      const result = await http.request({ path, method: 'POST', body: encoded.body, headers: encoded.headers });
      if (result.error) log(`analytics: ${path} failed`, result.error);
    } catch (error) {
      log(`analytics: ${path} failed`, error);
    }
  };

  const loadMetadata = async () => {
    const session = sessions.current();
    try {
      const result = await http.request({
        path: analyticsPaths.metadata,
        query: { visitor: sessions.visitor(), ...(session ? { session: session.id } : {}) },
        schema: analyticsMetadataSchema,
      });
      if (result.error) return log('analytics: metadata failed', result.error);
      metadata = result.data.data;
      if (session) sessions.setRecording(session.id, metadata.recording);
    } catch (error) {
      log('analytics: metadata failed', error);
    }
  };

  const flush = (): Promise<void> => {
    const visitor = sessions.visitor();
    const taken = events.splice(0);
    // One request carries one session's events (the last snapshot of it), at most 10 of them.
    const bySession = new Map<string, Buffered[]>();
    for (const entry of taken) bySession.set(entry.session.id, [...(bySession.get(entry.session.id) ?? []), entry]);
    const current = sessions.current();
    for (const list of bySession.values()) {
      const last = list[list.length - 1]?.session;
      const session = current && current.id === last?.id ? current : last;
      if (!session) continue;
      for (let at = 0; at < list.length; at += analyticsLimits.maxEventsPerBatch) {
        const chunk = list
          .slice(at, at + analyticsLimits.maxEventsPerBatch)
          .map(({ timestamp, code, metadata: m }) => (m ? { timestamp, code, metadata: m } : { timestamp, code }));
        queue.push(() => post(analyticsPaths.event, { visitor, session, events: chunk }));
      }
    }
    if (exposures.length > 0 && current) {
      const list = exposures.splice(0);
      queue.push(() => post(analyticsPaths.ab, { visitor, session: current.id, exposures: list }));
    }
    if (frames.length > 0 && current?.isRecording) {
      const list = frames.splice(0, 200);
      queue.push(() => post(analyticsPaths.vision, { visitor, session: current.id, frames: list }));
    }
    frames = current?.isRecording ? frames : [];
    return queue.drained();
  };

  const scheduleFlush = () => {
    if (stopped) return;
    const idle = now() - lastActivity > analyticsLimits.idleAfterMs;
    flushTimer = setTimeout(
      () => {
        void flush();
        scheduleFlush();
      },
      idle ? analyticsLimits.idleFlushMs : analyticsLimits.batchIntervalMs,
    );
  };

  const endExpired = () => {
    const ended = sessions.expire();
    if (!ended) return;
    events.push({ session: { ...ended, isRecording: false }, code: SESSION_END, timestamp: now() });
    frames = [];
    exposures = [];
    void flush();
  };

  const start = () => {
    if (started || stopped) return;
    started = true;
    scheduleFlush();
    timers = [
      setInterval(endExpired, analyticsLimits.sessionCheckMs),
      setInterval(() => void loadMetadata(), analyticsLimits.abRefreshMs),
    ];
  };

  /** The live session, created on first need; a new one fetches its metadata. */
  const session = (): AnalyticsSession => {
    start();
    endExpired();
    const live = sessions.touch(metadata?.recording ?? false);
    if (live.id !== sessionId) {
      sessionId = live.id;
      reported.clear();
      void loadMetadata();
    }
    return live;
  };

  return {
    track(code, meta) {
      if (stopped) return;
      if (!eventCodeSchema.safeParse(code).success) return log('analytics: bad event code', code);
      lastActivity = now();
      const live = session();
      events.push({ session: live, code, timestamp: lastActivity, ...(meta ? { metadata: meta } : {}) });
      if (events.length >= analyticsLimits.bufferFlushAt) void flush();
    },
    variant(experiment) {
      if (stopped) return undefined;
      session();
      const assigned = metadata?.ab[experiment];
      if (assigned !== undefined && !reported.has(experiment)) {
        reported.add(experiment);
        exposures.push({ experiment, variant: assigned, timestamp: now() });
      }
      return assigned;
    },
    record(kind, data) {
      if (stopped || !sessions.current()?.isRecording) return;
      lastActivity = now();
      frames.push({ timestamp: lastActivity, kind, data: data.slice(0, 500) });
    },
    flush,
    stop() {
      stopped = true;
      if (flushTimer !== undefined) clearTimeout(flushTimer);
      for (const timer of timers) clearInterval(timer);
      queue.stop();
    },
  };
}
