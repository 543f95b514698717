import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../request';
import { analyticsLimits, analyticsPaths, SESSION_END } from './constants';
import type { EventBatch, VisionBatch } from './schema';
import type { AnalyticsStorage } from './session-store';
import { createAnalytics } from './tracker';

interface Seen {
  at: number;
  path: string;
  method: string;
  headers: Headers;
  body: Uint8Array;
  json: unknown;
}

function memoryStorage(): AnalyticsStorage {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

function world(metadata = { recording: false, ab: {} as Record<string, string> }, failing = false) {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://sportsbook.test');
    const raw = init?.body ? new Uint8Array(await new Response(init.body).arrayBuffer()) : new Uint8Array();
    const headers = new Headers(init?.headers);
    const text =
      headers.get('content-encoding') === 'gzip' ? gunzipSync(raw).toString('utf8') : new TextDecoder().decode(raw);
    seen.push({
      at: Date.now(),
      path: url.pathname,
      method: init?.method ?? 'GET',
      headers,
      body: raw,
      json: text ? JSON.parse(text) : null,
    });
    if (failing) throw new TypeError('network down');
    const body = url.pathname === analyticsPaths.metadata ? { data: metadata } : { success: true };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const logged: string[] = [];
  const storage = memoryStorage();
  const analytics = createAnalytics({
    http: createHttpClient({ baseUrl: 'http://sportsbook.test', fetch }),
    storage,
    log: (message) => logged.push(message),
  });
  const posts = (path: string) => seen.filter((s) => s.path === path && s.method === 'POST');
  const batches = () => posts(analyticsPaths.event).map((s) => s.json as EventBatch);
  return { seen, posts, batches, analytics, logged, storage };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the figures of SPEC §9', () => {
  it('are the ones the tracker uses', () => {
    expect(analyticsLimits).toEqual({
      batchIntervalMs: 3000,
      maxEventsPerBatch: 10,
      maxRequestsPerSecond: 5,
      sessionTimeoutMs: 1_800_000,
      sessionCheckMs: 5000,
      idleAfterMs: 5000,
      idleFlushMs: 1000,
      bufferFlushAt: 250,
      abRefreshMs: 600_000,
      gzipAboveBytes: 2048,
    });
  });
});

describe('batching', () => {
  it('holds the events of an active player and sends them 3000 ms after the first', async () => {
    const { analytics, batches } = world();
    analytics.track('view', { s1: '/en' });
    await vi.advanceTimersByTimeAsync(1000);
    analytics.track('add_to_slip', { i1: 7 });
    await vi.advanceTimersByTimeAsync(1000);
    analytics.track('view', { s1: '/en/line' });
    await vi.advanceTimersByTimeAsync(999);
    expect(batches()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches()).toHaveLength(1);
    expect(batches()[0]?.events.map((e) => e.code)).toEqual(['view', 'add_to_slip', 'view']);
    expect(batches()[0]?.events[1]).toEqual({ timestamp: 1_001_000, code: 'add_to_slip', metadata: { i1: 7 } });
    analytics.stop();
  });

  it('puts at most 10 events in a request', async () => {
    const { analytics, batches } = world();
    for (let n = 0; n < 25; n += 1) analytics.track('view', { i1: n });
    await vi.advanceTimersByTimeAsync(analyticsLimits.batchIntervalMs);
    expect(batches().map((b) => b.events.length)).toEqual([10, 10, 5]);
    expect(batches().flatMap((b) => b.events.map((e) => e.metadata?.i1))).toEqual([...Array(25).keys()]);
    analytics.stop();
  });

  it('flushes a buffer of 250 at once, at no more than 5 requests a second', async () => {
    const { analytics, batches } = world();
    for (let n = 0; n < 249; n += 1) analytics.track('view');
    await vi.advanceTimersByTimeAsync(0);
    expect(batches()).toHaveLength(0);
    analytics.track('view');
    await vi.advanceTimersByTimeAsync(0);
    expect(batches()).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(999);
    expect(batches()).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches()).toHaveLength(10);
    await vi.advanceTimersByTimeAsync(3000);
    expect(batches()).toHaveLength(25);
    expect(batches().reduce((sum, b) => sum + b.events.length, 0)).toBe(250);
    analytics.stop();
  });

  it('once idle for over 5 s, sends a new event within 1 s instead of 3', async () => {
    const { analytics, batches } = world();
    analytics.track('view');
    await vi.advanceTimersByTimeAsync(6000);
    expect(batches()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(300);
    analytics.track('deposit', { f1: 25.5 });
    await vi.advanceTimersByTimeAsync(699);
    expect(batches()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches()).toHaveLength(2);
    expect(batches()[1]?.events[0]?.code).toBe('deposit');
    analytics.stop();
  });
});

describe('sessions', () => {
  it('are created on first need, shared through storage and ended after 1800 s idle by the check every 5 s', async () => {
    const { analytics, batches, storage, seen } = world();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen).toHaveLength(0);
    expect(storage.getItem('betframe-analytics-session')).toBeNull();
    analytics.track('view');
    const first = JSON.parse(storage.getItem('betframe-analytics-session') ?? '{}') as { id: string; created: number };
    expect(first.created).toBe(1_010_000);
    await vi.advanceTimersByTimeAsync(3000);
    expect(batches()[0]?.session.id).toBe(first.id);
    // Expired after 1800 s without an event (updated 1_010_000); the checks run every 5 s from the start, at
    // 1_000_000 + 5000k, so the first one that sees it expired is at 2_815_000.
    await vi.advanceTimersByTimeAsync(2_814_999 - Date.now());
    expect(batches().some((b) => b.events.some((e) => e.code === SESSION_END))).toBe(false);
    expect(storage.getItem('betframe-analytics-session')).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    const end = batches().find((b) => b.events.some((e) => e.code === SESSION_END));
    expect(end?.session.id).toBe(first.id);
    expect(end?.events).toEqual([{ timestamp: 2_815_000, code: SESSION_END }]);
    expect(storage.getItem('betframe-analytics-session')).toBeNull();
    analytics.track('view');
    const second = JSON.parse(storage.getItem('betframe-analytics-session') ?? '{}') as { id: string };
    expect(second.id).not.toBe(first.id);
    analytics.stop();
  });

  it('a session still live at 1800 s is kept', async () => {
    const { analytics, batches } = world();
    analytics.track('view');
    await vi.advanceTimersByTimeAsync(1_799_000);
    analytics.track('view');
    await vi.advanceTimersByTimeAsync(1_799_000);
    expect(batches().some((b) => b.events.some((e) => e.code === SESSION_END))).toBe(false);
    expect(new Set(batches().map((b) => b.session.id)).size).toBe(1);
    analytics.stop();
  });
});

describe('metadata: recording and A/B', () => {
  it('is fetched for a new session and again every 10 minutes', async () => {
    const { analytics, seen } = world({ recording: false, ab: { slip: 'b' } });
    const metadataCalls = () => seen.filter((s) => s.path === analyticsPaths.metadata);
    analytics.track('view');
    await vi.advanceTimersByTimeAsync(0);
    expect(metadataCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(analyticsLimits.abRefreshMs - 1);
    expect(metadataCalls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(metadataCalls()).toHaveLength(2);
    analytics.stop();
  });

  it('reports each experiment a session was shown once, through ab.json', async () => {
    const { analytics, posts } = world({ recording: false, ab: { slip: 'b' } });
    expect(analytics.variant('slip')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(0);
    expect(analytics.variant('slip')).toBe('b');
    expect(analytics.variant('slip')).toBe('b');
    expect(analytics.variant('unknown')).toBeUndefined();
    await analytics.flush();
    const [ab] = posts(analyticsPaths.ab);
    expect((ab?.json as { exposures: unknown[] } | undefined)?.exposures).toEqual([
      { experiment: 'slip', variant: 'b', timestamp: 1_000_000 },
    ]);
    analytics.stop();
  });

  it('records a session only when the metadata says so', async () => {
    const off = world({ recording: false, ab: {} });
    off.analytics.track('view');
    await vi.advanceTimersByTimeAsync(0);
    off.analytics.record('route', '/en/line');
    await vi.advanceTimersByTimeAsync(3000);
    expect(off.posts(analyticsPaths.vision)).toHaveLength(0);
    off.analytics.stop();

    const on = world({ recording: true, ab: {} });
    on.analytics.track('view');
    await vi.advanceTimersByTimeAsync(0);
    on.analytics.record('route', '/en/line');
    on.analytics.record('click', 'place-bet');
    await vi.advanceTimersByTimeAsync(3000);
    const [vision] = on.posts(analyticsPaths.vision);
    expect((vision?.json as VisionBatch | undefined)?.frames.map((f) => f.kind)).toEqual(['route', 'click']);
    expect(on.batches()[0]?.session.isRecording).toBe(true);
    on.analytics.stop();
  });
});

describe('compression', () => {
  it('gzips a body over 2 KB with content-encoding: gzip and sends a smaller one as JSON', async () => {
    const { analytics, posts } = world();
    analytics.track('view', { s1: 'x'.repeat(100) });
    await analytics.flush();
    const small = posts(analyticsPaths.event)[0];
    expect(small?.headers.get('content-encoding')).toBeNull();
    expect(small?.body.byteLength).toBeLessThanOrEqual(analyticsLimits.gzipAboveBytes);
    for (let n = 0; n < 10; n += 1) analytics.track('view', { s1: `page ${n} ${'y'.repeat(300)}` });
    await analytics.flush();
    const large = posts(analyticsPaths.event)[1];
    expect(large?.headers.get('content-encoding')).toBe('gzip');
    expect(Array.from(large?.body.slice(0, 2) ?? [])).toEqual([0x1f, 0x8b]);
    expect(JSON.stringify(large?.json).length).toBeGreaterThan(analyticsLimits.gzipAboveBytes);
    expect((large?.json as EventBatch | undefined)?.events).toHaveLength(10);
    analytics.stop();
  });
});

describe('failures', () => {
  it('are only logged: tracking goes on and nothing throws', async () => {
    const { analytics, logged, batches } = world(undefined, true);
    expect(() => analytics.track('view')).not.toThrow();
    await vi.advanceTimersByTimeAsync(3000);
    expect(batches()).toHaveLength(1);
    expect(logged).toContain('analytics: /analytics-api/event.json failed');
    expect(logged).toContain('analytics: metadata failed');
    analytics.track('not a code');
    expect(logged).toContain('analytics: bad event code');
    analytics.stop();
  });
});
