import type { RegistrationType } from '@betframe/sdk/account';
import type { SiteConfig } from '@betframe/sdk/config';
import type { Context } from 'hono';
import { ApiError } from '../app/errors';
import { hashPassword } from '../auth';
import { type Trx, withTransaction } from '../db';
import type { AccountsContext } from './context';
import { assertValidPhone } from './phone-check';
import { insertUser, isKnownCountry, type NewUser } from './users';

export interface RegistrationCommon {
  currency_id: number;
  country_id: number;
  promo_code?: string | undefined;
}

/** The checks every registration makes against configuration and reference data before creating anyone. */
export async function assertRegistrationAllowed(
  ctx: AccountsContext,
  config: SiteConfig,
  type: RegistrationType,
  body: RegistrationCommon,
): Promise<void> {
  if (config.flags.has_registration === false || !config.registration.types.includes(type)) {
    throw new ApiError(403, 'registration_type_disabled', `Registration type ${type} is not available`);
  }
  const errors: Record<string, string[]> = {};
  const currency = config.currencies.find((cur) => cur.id === body.currency_id && !cur.hide);
  const stored = await ctx.db
    .selectFrom('currencies')
    .select('id')
    .where('id', '=', body.currency_id)
    .executeTakeFirst();
  if (!currency || !stored) errors.currency_id = ['unknown_currency'];
  if (!isKnownCountry(body.country_id)) errors.country_id = ['unknown_country'];
  if (body.promo_code && config.promo.promoCodes === false) errors.promo_code = ['promo_codes_disabled'];
  if (Object.keys(errors).length > 0) throw ApiError.validation(errors);
}

/**
 * Creates the player and the first currency account in one transaction, then (for active accounts) signs them
 * in. Returns the new id and login.
 */
export async function createPlayer(
  ctx: AccountsContext,
  user: Omit<NewUser, 'passwordHash' | 'agreedAt'> & { password: string },
  /** More writes that must succeed or fail with the registration (e.g. linking a social identity). */
  alongside?: (trx: Trx, userId: number) => Promise<void>,
): Promise<{ id: number; login: string }> {
  await assertValidPhone(user.phone);
  const passwordHash = await hashPassword(user.password, ctx.auth.passwordCost);
  const { password: _plain, ...rest } = user;
  return withTransaction(ctx.db, async (trx) => {
    const created = await insertUser(trx, { ...rest, passwordHash, agreedAt: new Date(ctx.now()) });
    await ctx.openFirstAccount?.(trx, { userId: created.id, currencyId: user.currencyId });
    await alongside?.(trx, created.id);
    return created;
  });
}

/** The site origin for links in messages: the request's own origin. */
export function siteOrigin(c: Context): string {
  return new URL(c.req.url).origin;
}
