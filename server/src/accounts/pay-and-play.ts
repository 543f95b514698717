/**
 * Pay-and-play registration (SPEC §2; docs/api-accounts.md "Pay-and-play registration"), the Trustly/Zimpler
 * pattern: the player chooses an amount and pays at the bank; the bank's signed callback returns the payer's
 * identity. In one transaction the attempt is claimed by the bank's reference (a replay finds it taken), the
 * account is created from the identity — or the account of the same bank identity is used, never a second one —
 * and the deposit is posted through the ledger. Then the player is signed in. The bank is the sandbox bank
 * (`pay-and-play-bank.ts`), signing with the server secret like the sandbox payment provider.
 */
import { randomBytes } from 'node:crypto';
import { ageOn, minimumAge, payAndPlayStartRequest } from '@betframe/sdk/account';
import { countryCodeFromId, countryIdFromCode } from '@betframe/sdk/dictionaries';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '../app/errors';
import type { AppEnv } from '../app/types';
import { parseOrThrow, readBody, readQuery } from '../app/validation';
import { hashPassword } from '../auth';
import { sql, withTransaction } from '../db';
import { assertMaySignIn } from '../limits';
import { createDeposit, decideDeposit, type SandboxPaymentProvider } from '../payments';
import { openPlayerAccount, toMinorUnits } from '../wallet';
import { type AccountsContext, ok } from './context';
import './pay-and-play-tables';
import { assertRegistrationAllowed, siteOrigin } from './registration';
import { findUserById, insertUser } from './users';

/** The identity the bank returns with its decision (what its callback carries and signs). */
export interface BankDecision {
  attempt: number;
  reference: string;
  outcome: 'approved' | 'cancelled';
  name: string;
  surname: string;
  birth_date: string;
  personal_id: string;
  /** ISO 3166-1 alpha-2 of the bank's country. */
  country: string;
  amount_minor: number;
}

const decisionFields = [
  'attempt',
  'reference',
  'outcome',
  'name',
  'surname',
  'birth_date',
  'personal_id',
  'country',
  'amount_minor',
] as const;
const purpose = (d: BankDecision) => `pnp-callback:${JSON.stringify(decisionFields.map((k) => d[k]))}`;

/** The callback's fields, signed: what the sandbox bank sends (and what tests post). */
export function signedBankCallback(signer: SandboxPaymentProvider, decision: BankDecision): Record<string, string> {
  const fields = Object.fromEntries(decisionFields.map((k) => [k, String(decision[k])]));
  return { ...fields, signature: signer.sign(purpose(decision)) };
}

export const bankPageSignature = (signer: SandboxPaymentProvider, attemptId: number) =>
  signer.sign(`pnp-bank:${attemptId}`);

const personName = z
  .string()
  .trim()
  .min(1, 'required')
  .max(100, 'min_symbols_limit')
  .regex(/^[\p{L}'` -]+$/u, 'validation_user_name_symbols');
/** The identity as the bank states it (its page checks the same before it signs). */
export const bankIdentity = z.object({
  name: personName,
  surname: personName,
  birth_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation_birth_date')
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'validation_birth_date'),
  personal_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,32}$/, 'personal_id_invalid')
    .transform((v) => v.toUpperCase()),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'unknown_country')
    .transform((v) => v.toUpperCase()),
});
const callbackSchema = bankIdentity.extend({
  attempt: z.coerce.number().int().positive().max(2_147_483_647),
  reference: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/),
  outcome: z.enum(['approved', 'cancelled']),
  amount_minor: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  signature: z.string().max(128),
});

/** The refusals of a decided attempt, as the page address carries them (`?pay_and_play_error=`). */
const refusalParam: Record<string, string> = {
  pay_and_play_under_age: 'under_age',
  self_excluded: 'self_excluded',
  timeout_active: 'self_excluded',
  pay_and_play_replayed: 'replayed',
  pay_and_play_cancelled: 'cancelled',
};

export function registerPayAndPlayRoutes(app: Hono<AppEnv>, ctx: AccountsContext, signer: SandboxPaymentProvider) {
  const db = ctx.db;
  const at = () => new Date(ctx.now());

  app.post('/web-api/registration/pay-and-play', async (c) => {
    const body = await readBody(c, payAndPlayStartRequest);
    const config = await ctx.config(c);
    await assertRegistrationAllowed(ctx, config, 'pay_and_play_reg', body);
    const currency = await db
      .selectFrom('currencies')
      .select('minor_digits')
      .where('id', '=', body.currency_id)
      .executeTakeFirstOrThrow();
    const amountMinor = toMinorUnits(body.amount, currency.minor_digits);
    if (amountMinor === undefined || amountMinor <= 0) throw ApiError.validation({ amount: ['invalid_amount'] });
    const attempt = await db
      .insertInto('pay_and_play_attempts')
      .values({
        amount_minor: amountMinor,
        currency_id: body.currency_id,
        country_id: body.country_id,
        promo_code: body.promo_code ?? null,
        return_to: body.return_to ?? null,
        refusal: null,
        bank_reference: null,
        user_id: null,
        payment_id: null,
        created_at: at(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bankUrl = `${siteOrigin(c)}/sandbox/bank/pay-and-play/${attempt.id}?sig=${bankPageSignature(signer, attempt.id)}`;
    return ok(c, { attemptId: attempt.id, bankUrl }, 201);
  });

  /** Records a refusal on the attempt (outside the rolled-back work), so a replay of it is a replay too. */
  async function refuse(decision: BankDecision, status: 'refused' | 'cancelled', code: string) {
    await db
      .updateTable('pay_and_play_attempts')
      .set({ status, refusal: code, bank_reference: decision.reference, decided_at: at() })
      .where('id', '=', decision.attempt)
      .where('status', '=', 'started')
      .execute();
  }

  async function complete(c: Context, decision: BankDecision) {
    const attempt = await db
      .selectFrom('pay_and_play_attempts')
      .selectAll()
      .where('id', '=', decision.attempt)
      .executeTakeFirst();
    if (!attempt) throw ApiError.notFound('No such payment');
    const reused = await db
      .selectFrom('pay_and_play_attempts')
      .select('id')
      .where('bank_reference', '=', decision.reference)
      .executeTakeFirst();
    if (attempt.status !== 'started' || reused)
      throw ApiError.conflict('pay_and_play_replayed', 'This bank payment was already handled');
    if (Number(attempt.amount_minor) !== decision.amount_minor)
      throw ApiError.forbidden('The bank confirmed another amount');
    if (decision.outcome === 'cancelled') {
      await refuse(decision, 'cancelled', 'pay_and_play_cancelled');
      throw ApiError.badRequest('pay_and_play_cancelled', 'The payment was cancelled at the bank');
    }
    const config = await ctx.config(c);
    const now = at();
    if (ageOn(decision.birth_date, now) < minimumAge(config.global.minAge)) {
      await refuse(decision, 'refused', 'pay_and_play_under_age');
      throw new ApiError(
        403,
        'pay_and_play_under_age',
        'The bank identity is younger than the minimum age',
        undefined,
        {
          minAge: minimumAge(config.global.minAge),
        },
      );
    }
    const passwordCost = ctx.auth.passwordCost;
    try {
      const done = await withTransaction(db, async (trx) => {
        // The claim: exactly one callback moves the attempt on (the bank reference is unique as well).
        const claimed = await trx
          .updateTable('pay_and_play_attempts')
          .set({ status: 'completed', bank_reference: decision.reference, decided_at: now })
          .where('id', '=', attempt.id)
          .where('status', '=', 'started')
          .returning('id')
          .executeTakeFirst();
        if (!claimed) throw ApiError.conflict('pay_and_play_replayed', 'This bank payment was already handled');
        // One identity, one player: parallel first payments of the same person wait for each other here.
        const key = `${decision.country}:${decision.personal_id}`;
        await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
        const known = await trx
          .selectFrom('bank_identities')
          .select('user_id')
          .where('country', '=', decision.country)
          .where('personal_id', '=', decision.personal_id)
          .executeTakeFirst();
        let userId: number;
        let login: string;
        if (known) {
          const user = await findUserById(trx, known.user_id);
          if (!user || user.status === 'blocked') throw new ApiError(403, 'account_blocked', 'The account is blocked');
          await assertMaySignIn(trx, user.id, now);
          userId = user.id;
          login = user.login;
        } else {
          const countryId = countryIdFromCode(decision.country);
          const created = await insertUser(trx, {
            // The bank vouched for the person; a password can be set later through the reset.
            passwordHash: await hashPassword(randomBytes(24).toString('base64url'), passwordCost),
            name: decision.name,
            surname: decision.surname,
            birthDate: decision.birth_date,
            countryId: countryCodeFromId(countryId) ? countryId : attempt.country_id,
            currencyId: attempt.currency_id,
            registrationType: 'pay_and_play_reg',
            promoCode: attempt.promo_code,
            agreedAt: now,
          });
          await trx
            .insertInto('bank_identities')
            .values({
              country: decision.country,
              personal_id: decision.personal_id,
              user_id: created.id,
              created_at: now,
            })
            .execute();
          userId = created.id;
          login = created.login;
        }
        const accountId = await openPlayerAccount(trx, { userId, currencyId: attempt.currency_id });
        // The deposit through the payments' own path: responsible gambling's checks, then the ledger posting.
        const payment = await createDeposit(trx, {
          userId,
          accountId,
          at: now,
          amountMinor: Number(attempt.amount_minor),
          provider: 'sandbox-bank',
        });
        await decideDeposit(trx, payment.id, 'approved', now);
        await trx
          .updateTable('pay_and_play_attempts')
          .set({ user_id: userId, payment_id: payment.id })
          .where('id', '=', attempt.id)
          .execute();
        return { userId, login, created: !known, paymentId: payment.id, amountMinor: Number(attempt.amount_minor) };
      });
      const signedIn = await ctx.auth.signIn(c, done.userId);
      return { ...signedIn, ...done, returnTo: attempt.return_to };
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) await refuse(decision, 'refused', error.code);
      throw error;
    }
  }

  function verified(fields: Record<string, unknown>): BankDecision {
    const { signature, ...decision } = parseOrThrow(callbackSchema, fields);
    if (!signer.verify(purpose(decision), signature))
      throw ApiError.forbidden('The bank callback signature is invalid');
    return decision;
  }

  /** The bank's notification (server to server, JSON or form): the JSON answer. */
  app.post('/web-api/registration/pay-and-play/callback', async (c) => {
    const body = await readBody(c, z.record(z.string(), z.unknown()));
    const { returnTo: _returnTo, ...data } = await complete(c, verified(body));
    return ok(c, data, 201);
  });

  /** The player's browser sent back by the bank: signed in, then on to the page the registration came from. */
  app.get('/web-api/registration/pay-and-play/callback', async (c) => {
    const decision = verified(readQuery(c, z.record(z.string(), z.string())));
    const attempt = await db
      .selectFrom('pay_and_play_attempts')
      .select('return_to')
      .where('id', '=', decision.attempt)
      .executeTakeFirst();
    const back = attempt?.return_to ?? '/';
    const join = back.includes('?') ? '&' : '?';
    try {
      await complete(c, decision);
      return c.redirect(`${back}${join}pay_and_play=done`, 303);
    } catch (error) {
      if (!(error instanceof ApiError) || !attempt) throw error;
      return c.redirect(`${back}${join}pay_and_play_error=${refusalParam[error.code] ?? 'refused'}`, 303);
    }
  });
}
