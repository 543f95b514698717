import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from './types';
export declare class RequestMetrics {
  private readonly series;
  inFlight: number;
  record(method: string, route: string, status: number, seconds: number): void;
  /** Prometheus text exposition of the request series. */
  render(): string;
}
export declare const escapeLabel: (value: string) => string;
export declare function requestMetricsOf(deps: AppDeps): RequestMetrics;
/** Times every request; the route is the last pattern Hono matched (the answering handler's, `*` for misses). */
export declare function measureRequests(deps: AppDeps): MiddlewareHandler<AppEnv>;
