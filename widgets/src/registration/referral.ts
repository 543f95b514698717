/**
 * Bring a friend at registration (docs/promotions.md): a new player who came through a referral link (`refCode`,
 * handed in as the widget's prop) is recorded as that referrer's friend right after a registration that signs in,
 * with this browser's device id. A refusal (own code, a device or e-mail already counted) leaves the new account
 * as it is; the answer is returned for whoever wants to show it.
 */
import { browserDeviceId, pageStorage, refCodePattern, referralPaths } from '@betframe/sdk/referral';
import { type CallResult, failureOf } from '@betframe/sdk/request';
import * as z from 'zod/mini';
import { httpFor } from '../runtime/http';

/** The referral code of the widget's props, upper-cased, when it has the shape of one. */
export function refCodeOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toUpperCase();
  return refCodePattern.test(code) ? code : undefined;
}

/** What this widget reads of the answer (the full shape is `referralRegistrationData`, kept out of this bundle). */
const recorded = z.object({ data: z.object({ referralId: z.number() }) });

export async function recordReferral(
  origin: string,
  token: string,
  refCode: string,
): Promise<CallResult<{ referralId: number }>> {
  const deviceId = browserDeviceId(pageStorage());
  const result = await httpFor(origin).request({
    path: referralPaths.registration,
    method: 'POST',
    params: { refCode, ...(deviceId ? { deviceId } : {}) },
    headers: { authorization: `Bearer ${token}` },
    schema: recorded,
  });
  if (result.error) return failureOf(result);
  return { ok: true, data: (result.data as z.output<typeof recorded>).data };
}

/** Records the referral of a prop's code when it has a code's shape (nothing happens otherwise). */
export async function recordReferralOf(origin: string, token: string, value: unknown) {
  const code = refCodeOf(value);
  return code ? recordReferral(origin, token, code) : undefined;
}
