/**
 * Bring a friend at registration (docs/promotions.md): a new player who came through a referral link (`refCode`,
 * handed in as the widget's prop) is recorded as that referrer's friend right after a registration that signs in,
 * with this browser's device id. A refusal (own code, a device or e-mail already counted) leaves the new account
 * as it is; the answer is returned for whoever wants to show it.
 */
import {
  browserDeviceId,
  pageStorage,
  refCodePattern,
  referralPaths,
  referralRegistrationData,
} from '@betframe/sdk/referral';
import { type CallResult, failureOf } from '@betframe/sdk/request';
import * as z from 'zod/mini';
import { httpFor } from '../runtime/http';

/** The referral code of the widget's props, upper-cased, when it has the shape of one. */
export function refCodeOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toUpperCase();
  return refCodePattern.test(code) ? code : undefined;
}

export async function recordReferral(
  origin: string,
  token: string,
  refCode: string,
): Promise<CallResult<z.output<typeof referralRegistrationData>>> {
  const deviceId = browserDeviceId(pageStorage());
  const result = await httpFor(origin).request({
    path: referralPaths.registration,
    method: 'POST',
    params: { refCode, ...(deviceId ? { deviceId } : {}) },
    headers: { authorization: `Bearer ${token}` },
    schema: z.object({ data: referralRegistrationData }),
  });
  if (result.error) return failureOf(result);
  return { ok: true, data: (result.data as { data: z.output<typeof referralRegistrationData> }).data };
}
