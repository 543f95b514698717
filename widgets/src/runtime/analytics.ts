/**
 * The widgets' analytics: one SDK tracker (`@betframe/sdk/analytics`) per sportsbook origin, on the same request
 * client as every other call of that origin (`httpFor`). Widgets report the funnel steps that happen inside them
 * (`add_to_slip`, `bet_placed`, `deposit`, `registration`); the session is shared with the site through storage.
 */
import { type Analytics, createAnalytics, type EventMetadata } from '@betframe/sdk/analytics';
import { httpFor } from './http';

const trackers = new Map<string, Analytics>();

export function analyticsFor(origin: string): Analytics {
  let tracker = trackers.get(origin);
  if (!tracker) {
    tracker = createAnalytics({ http: httpFor(origin) });
    trackers.set(origin, tracker);
  }
  return tracker;
}

export function trackStep(origin: string, code: string, metadata?: EventMetadata): void {
  analyticsFor(origin).track(code, metadata);
}

/** Before the page leaves (a redirect to a payment page): send what is buffered, waiting at most `ms`. */
export function flushBeforeLeaving(origin: string, ms = 1000): Promise<void> {
  return Promise.race([analyticsFor(origin).flush(), new Promise<void>((resolve) => setTimeout(resolve, ms))]);
}
