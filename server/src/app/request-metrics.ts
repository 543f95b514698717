/**
 * Request counts and latency histograms by route (the matched route pattern, not the raw path, so ids do not
 * multiply the series), in Prometheus text. `/metrics` (server/src/operations) prints them with the features'
 * own figures.
 */

import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppDeps, AppEnv } from './types';

/** Upper bounds of the latency buckets, in seconds. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Series {
  method: string;
  route: string;
  counts: Map<string, number>;
  buckets: number[];
  sum: number;
  total: number;
}

export class RequestMetrics {
  private readonly series = new Map<string, Series>();
  inFlight = 0;

  record(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${route}`;
    let s = this.series.get(key);
    if (!s) {
      s = { method, route, counts: new Map(), buckets: BUCKETS.map(() => 0), sum: 0, total: 0 };
      this.series.set(key, s);
    }
    const code = String(status);
    s.counts.set(code, (s.counts.get(code) ?? 0) + 1);
    for (let i = 0; i < BUCKETS.length; i++)
      if (seconds <= (BUCKETS[i] as number)) s.buckets[i] = (s.buckets[i] ?? 0) + 1;
    s.sum += seconds;
    s.total++;
  }

  /** Prometheus text exposition of the request series. */
  render(): string {
    const lines = [
      '# HELP betframe_http_requests_total HTTP requests answered, by method, route and status.',
      '# TYPE betframe_http_requests_total counter',
    ];
    for (const s of this.series.values()) {
      for (const [code, n] of s.counts) lines.push(`betframe_http_requests_total{${labels(s, { status: code })}} ${n}`);
    }
    lines.push(
      '# HELP betframe_http_request_duration_seconds Time to answer, by method and route.',
      '# TYPE betframe_http_request_duration_seconds histogram',
    );
    for (const s of this.series.values()) {
      for (const [i, le] of BUCKETS.entries()) {
        lines.push(`betframe_http_request_duration_seconds_bucket{${labels(s, { le: String(le) })}} ${s.buckets[i]}`);
      }
      lines.push(`betframe_http_request_duration_seconds_bucket{${labels(s, { le: '+Inf' })}} ${s.total}`);
      lines.push(`betframe_http_request_duration_seconds_sum{${labels(s)}} ${s.sum}`);
      lines.push(`betframe_http_request_duration_seconds_count{${labels(s)}} ${s.total}`);
    }
    lines.push(
      '# HELP betframe_http_requests_in_flight Requests being answered now.',
      '# TYPE betframe_http_requests_in_flight gauge',
      `betframe_http_requests_in_flight ${this.inFlight}`,
    );
    return `${lines.join('\n')}\n`;
  }
}

export const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

function labels(s: Series, extra: Record<string, string> = {}): string {
  return Object.entries({ method: s.method, route: s.route, ...extra })
    .map(([k, v]) => `${k}="${escapeLabel(v)}"`)
    .join(',');
}

const registry = new WeakMap<AppDeps, RequestMetrics>();

export function requestMetricsOf(deps: AppDeps): RequestMetrics {
  let metrics = registry.get(deps);
  if (!metrics) {
    metrics = new RequestMetrics();
    registry.set(deps, metrics);
  }
  return metrics;
}

/** Times every request; the route is the pattern of the handler that answered (`/*` for static files and misses). */
export function measureRequests(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const metrics = requestMetricsOf(deps);
  return async (c, next) => {
    const started = performance.now();
    metrics.inFlight++;
    try {
      await next();
    } finally {
      metrics.inFlight--;
      metrics.record(c.req.method, routePath(c) || '*', c.res.status, (performance.now() - started) / 1000);
    }
  };
}
