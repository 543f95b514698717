/**
 * Asks the parent whether bets can be placed from the frame (`coupon-request` → `coupon-data`). Without an
 * answer within 2000 ms (SPEC §9) bets are treated as unavailable.
 */
import type { CouponDataMessage } from '@betframe/sdk/statistic';
import type { FrameBridge } from './frame-bridge';

export const COUPON_TIMEOUT_MS = 2000;

let counter = 0;

export function requestCouponData(
  bridge: FrameBridge,
  timeoutMs = COUPON_TIMEOUT_MS,
): Promise<CouponDataMessage | undefined> {
  counter += 1;
  const requestId = `c${Date.now().toString(36)}${counter}`;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      off();
      resolve(undefined);
    }, timeoutMs);
    const off = bridge.on((message) => {
      if (message.type !== 'coupon-data' || message.requestId !== requestId) return;
      clearTimeout(timer);
      off();
      resolve(message);
    });
    bridge.send({ type: 'coupon-request', requestId });
  });
}

/** True only when the parent answered in time and said bets are available. */
export async function betsAvailable(bridge: FrameBridge, timeoutMs = COUPON_TIMEOUT_MS): Promise<boolean> {
  return (await requestCouponData(bridge, timeoutMs))?.isBetsAvailable === true;
}
