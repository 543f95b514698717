/**
 * The widgets' analytics: one SDK tracker (`@betframe/sdk/analytics`) per sportsbook origin, on the same request
 * client as every other call of that origin (`httpFor`). Widgets report the funnel steps that happen inside them
 * (`add_to_slip`, `bet_placed`, `deposit`, `registration`); the session is shared with the site through storage.
 * The tracker is loaded on the first step, so a widget pays nothing for it up front (size budgets).
 */
import type { Analytics, EventMetadata } from '@betframe/sdk/analytics';
import { httpFor } from './http';

type AnalyticsModule = typeof import('@betframe/sdk/analytics');
let loading: Promise<AnalyticsModule> | undefined;
const trackers = new Map<string, Analytics>();

function analyticsFor(origin: string): Promise<Analytics> {
  loading ??= import('@betframe/sdk/analytics');
  return loading.then(({ createAnalytics }) => {
    let tracker = trackers.get(origin);
    if (!tracker) {
      tracker = createAnalytics({ http: httpFor(origin) });
      trackers.set(origin, tracker);
    }
    return tracker;
  });
}

export function trackStep(origin: string, code: string, metadata?: EventMetadata): void {
  analyticsFor(origin).then(
    (tracker) => tracker.track(code, metadata),
    (error: unknown) => console.warn('analytics: the tracker did not load', error),
  );
}

/** Before the page leaves (a redirect to a payment page): send what is buffered, waiting at most `ms`. */
export function flushBeforeLeaving(origin: string, ms = 1000): Promise<void> {
  const flushed = analyticsFor(origin).then(
    (tracker) => tracker.flush(),
    () => undefined,
  );
  return Promise.race([flushed, new Promise<void>((resolve) => setTimeout(resolve, ms))]);
}
