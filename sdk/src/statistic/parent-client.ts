/**
 * The parent side of the statistics frame protocol: listens only to the frame's window at the frame's exact
 * origin, parses every message, and posts to that origin only.
 */
import {
  envelop,
  type FrameToParentMessage,
  type ParentToFrameFields,
  readFrameToParent,
  type StatisticBet,
  type StatisticSettings,
} from './messages';

type MessageOf<T extends FrameToParentMessage['type']> = Extract<FrameToParentMessage, { type: T }>;
type Listener<T extends FrameToParentMessage['type']> = (message: MessageOf<T>) => void;

export interface CouponAnswer {
  isBetsAvailable: boolean;
  [field: string]: unknown;
}

export interface StatisticParentOptions {
  /** The frame's window: an iframe's contentWindow, or the window opened for it (may appear later). */
  frame: () => Window | null | undefined;
  /** The frame's exact origin, e.g. `https://sportsbook.example`. */
  frameOrigin: string;
  /** Answers `coupon-request`; without it (or when it returns undefined) the frame times out after 2 s. */
  couponData?: (requestId: string) => CouponAnswer | undefined | Promise<CouponAnswer | undefined>;
  /** The window to listen on (the parent's own). */
  host?: Window;
}

export interface StatisticParent {
  on<T extends FrameToParentMessage['type']>(type: T, listener: Listener<T>): () => void;
  /** Every accepted message, in arrival order. */
  onAny(listener: (message: FrameToParentMessage) => void): () => void;
  path(path: string): boolean;
  settings(settings: StatisticSettings): boolean;
  bets(bets: StatisticBet[]): boolean;
  couponData(requestId: string, answer: CouponAnswer): boolean;
  destroy(): void;
}

export function createStatisticParent(options: StatisticParentOptions): StatisticParent {
  const host = options.host ?? window;
  const frameOrigin = new URL(options.frameOrigin).origin;
  const listeners = new Set<(message: FrameToParentMessage) => void>();

  const send = (fields: ParentToFrameFields): boolean => {
    const target = options.frame();
    if (!target) return false;
    target.postMessage(envelop(fields), frameOrigin);
    return true;
  };

  const onMessage = (event: MessageEvent) => {
    const frame = options.frame();
    if (!frame || event.source !== frame || event.origin !== frameOrigin) return;
    const message = readFrameToParent(event.data);
    if (!message) return;
    if (message.type === 'coupon-request' && options.couponData) {
      const { requestId } = message;
      Promise.resolve(options.couponData(requestId)).then(
        (answer) => {
          if (answer) send({ ...answer, type: 'coupon-data', requestId, isBetsAvailable: answer.isBetsAvailable });
        },
        () => undefined,
      );
    }
    for (const listener of [...listeners]) {
      try {
        listener(message);
      } catch (error) {
        // One faulty listener must not starve the others.
        queueMicrotask(() => {
          throw error;
        });
      }
    }
  };
  host.addEventListener('message', onMessage);

  return {
    on(type, listener) {
      const wrapped = (message: FrameToParentMessage) => {
        if (message.type === type) listener(message as MessageOf<typeof type>);
      };
      listeners.add(wrapped);
      return () => listeners.delete(wrapped);
    },
    onAny(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    path: (path) => send({ type: 'path', path }),
    settings: (settings) => send({ type: 'settings', ...settings }),
    bets: (bets) => send({ type: 'bets', bets }),
    couponData: (requestId, answer) =>
      send({ ...answer, type: 'coupon-data', requestId, isBetsAvailable: answer.isBetsAvailable }),
    destroy() {
      host.removeEventListener('message', onMessage);
      listeners.clear();
    },
  };
}
