/**
 * Custom registration's call (docs/api-accounts.md "Custom registration"): the body holds exactly the configured
 * fields (`registration.fieldOrder.custom_reg`), under their wire names, so the server's strict schema for that list
 * accepts it. The player is signed in at once.
 */
import {
  accountPaths,
  CAPTCHA_HEADER,
  encodePasswordField,
  type SignedInWithLoginData,
  signedInWithLoginData,
} from '@betframe/sdk/account';
import { type CallResult, failureOf } from '@betframe/sdk/request';
import * as z from 'zod/mini';
import type { CommonRegistration } from '../runtime/accounts/accounts-client';
import { httpFor } from '../runtime/http';
import type { Values } from './register-rules';

/** The request body for the configured fields. */
export function customRegistrationBody(
  order: readonly string[],
  values: Values,
  common: CommonRegistration,
): Record<string, unknown> {
  const body: Record<string, unknown> = {
    currency_id: common.currencyId,
    country_id: common.countryId,
    ...(common.promoCode ? { promo_code: common.promoCode } : {}),
    regRules: true,
    regPolitics: true,
  };
  for (const field of order) {
    if (field === 'email' || field === 'phone' || field === 'name' || field === 'surname')
      body[field] = values[field].trim();
    else if (field === 'password') body.password = encodePasswordField(values.password);
    else if (field === 'birthDate') body.birth_date = values.birthDate;
  }
  return body;
}

export async function registerCustom(
  origin: string,
  body: Record<string, unknown>,
  captcha?: string,
): Promise<CallResult<SignedInWithLoginData>> {
  const result = await httpFor(origin).request({
    path: accountPaths.registrationCustom,
    method: 'POST',
    params: body,
    ...(captcha ? { headers: { [CAPTCHA_HEADER]: captcha } } : {}),
    schema: z.object({ data: signedInWithLoginData }),
  });
  if (result.error) return failureOf(result);
  return { ok: true, data: result.data.data };
}
