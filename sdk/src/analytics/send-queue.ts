/**
 * The analytics sender: requests wait in order and leave at most `maxRequestsPerSecond` in any second (a sliding
 * window), so a flush of 250 events (25 requests) spreads over five seconds instead of one burst.
 */
import { analyticsLimits } from './constants';

export interface SendQueue {
  push(send: () => Promise<void>): void;
  /** Resolves when every queued request has been sent and answered. */
  drained(): Promise<void>;
  stop(): void;
}

export function createSendQueue(now: () => number): SendQueue {
  const waiting: Array<() => Promise<void>> = [];
  const sentAt: number[] = [];
  const inFlight = new Set<Promise<void>>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: Array<() => void> = [];

  const settle = () => {
    if (waiting.length > 0 || inFlight.size > 0 || timer !== undefined) return;
    const done = idle;
    idle = [];
    for (const resolve of done) resolve();
  };

  const pump = () => {
    timer = undefined;
    while (waiting.length > 0) {
      const at = now();
      while (sentAt.length > 0 && (sentAt[0] ?? 0) <= at - 1000) sentAt.shift();
      if (sentAt.length >= analyticsLimits.maxRequestsPerSecond) {
        timer = setTimeout(pump, (sentAt[0] ?? at) + 1000 - at);
        return;
      }
      const send = waiting.shift();
      if (!send) break;
      sentAt.push(at);
      const flight = send().finally(() => {
        inFlight.delete(flight);
        settle();
      });
      inFlight.add(flight);
    }
    settle();
  };

  return {
    push(send) {
      waiting.push(send);
      if (timer === undefined) pump();
    },
    drained() {
      return new Promise((resolve) => {
        idle.push(resolve);
        settle();
      });
    },
    stop() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      waiting.length = 0;
      settle();
    },
  };
}
