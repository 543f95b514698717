/**
 * Custom registration (SPEC §2; docs/api-accounts.md "Custom registration"): the body is the configured field list
 * (`registration.fieldOrder.custom_reg`), each listed field required, others refused. The player is signed in at
 * once, like the short variant; an e-mail or phone given stays unconfirmed until confirmed (SMS sign-in, contact
 * change).
 */
import { customRegistrationRequest, type SignedInWithLoginData } from '@betframe/sdk/account';
import type { Hono } from 'hono';
import type { AppEnv } from '../app/types';
import { readBody } from '../app/validation';
import { assertCaptcha } from '../captcha';
import { type AccountsContext, ok } from './context';
import { assertValidPhone } from './phone-check';
import { assertRegistrationAllowed, createPlayer } from './registration';

export function registerCustomRegistration(app: Hono<AppEnv>, ctx: AccountsContext): void {
  app.post('/web-api/registration/custom', async (c) => {
    const config = await ctx.config(c);
    const fields = config.registration.fieldOrder.custom_reg ?? [];
    const body = await readBody(
      c,
      customRegistrationRequest(fields, config.global.minAge, () => new Date(ctx.now())),
    );
    await assertValidPhone(body.phone);
    await assertRegistrationAllowed(ctx, config, 'custom_reg', body);
    await assertCaptcha(c, config.captcha.type, ctx.captchaVerifiers);
    const created = await createPlayer(ctx, {
      // The configuration always lists a password (checked when it is read).
      password: body.password ?? '',
      email: body.email ?? null,
      phone: body.phone ?? null,
      name: body.name ?? null,
      surname: body.surname ?? null,
      birthDate: body.birth_date ?? null,
      countryId: body.country_id,
      currencyId: body.currency_id,
      promoCode: body.promo_code ?? null,
      registrationType: 'custom_reg',
    });
    const data: SignedInWithLoginData = { ...(await ctx.auth.signIn(c, created.id)), login: created.login };
    return ok(c, data, 201);
  });
}
