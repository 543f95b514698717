/**
 * The sandbox bank of pay-and-play registration (development only, docs/api-accounts.md): its page shows the
 * payment and the identity it will return — name, surname, birth date, personal id, country, editable so a tester
 * can be anyone — and the player approves or cancels. The bank then sends the browser to the merchant's callback
 * with its decision and the identity, signed; the callback verifies the signature before anything happens.
 * Plain HTML, no scripts, in the frame of the sandbox checkout pages.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { countryCodeFromId } from '@betframe/sdk/dictionaries';
import type { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '../app/errors';
import type { AppEnv } from '../app/types';
import { readBody, readParams } from '../app/validation';
import type { Db } from '../db';
import { escapeHtml as esc, sandboxPage as page, type SandboxPaymentProvider } from '../payments';
import { formatMinorUnits, idSchema } from '../wallet';
import { type BankDecision, bankIdentity, signedBankCallback } from './pay-and-play';
import './pay-and-play-tables';

const identityFields = [
  ['name', 'Name', 'given-name'],
  ['surname', 'Surname', 'family-name'],
  ['birth_date', 'Birth date (YYYY-MM-DD)', 'bday'],
  ['personal_id', 'Personal id', 'off'],
  ['country', 'Country (two letters)', 'country'],
] as const;
type Identity = Record<(typeof identityFields)[number][0], string>;

const decisionBody = z.object({
  sig: z.string().max(128),
  decision: z.enum(['approve', 'cancel']),
  name: z.string().max(200).default(''),
  surname: z.string().max(200).default(''),
  birth_date: z.string().max(32).default(''),
  personal_id: z.string().max(64).default(''),
  country: z.string().max(8).default(''),
});

export function registerSandboxBank(app: Hono<AppEnv>, db: Db, signer: SandboxPaymentProvider, secret: string) {
  /** The person the sandbox bank has on file for an attempt: an adult with a personal id of their own. */
  const onFile = (attemptId: number, countryId: number): Identity => {
    const mac = createHmac('sha256', secret).update(`pnp-person:${attemptId}`).digest();
    return {
      name: 'Alex',
      surname: 'Sandbox',
      birth_date: '1990-05-17',
      personal_id: `SBX${String(mac.readUInt32BE(0)).padStart(10, '0')}`,
      country: countryCodeFromId(countryId) ?? 'RU',
    };
  };

  async function signedAttempt(id: number, sig: string) {
    if (!signer.verify(`pnp-bank:${id}`, sig)) throw ApiError.forbidden('Link signature invalid');
    const attempt = await db
      .selectFrom('pay_and_play_attempts')
      .innerJoin('currencies', 'currencies.id', 'pay_and_play_attempts.currency_id')
      .select([
        'pay_and_play_attempts.id',
        'pay_and_play_attempts.amount_minor',
        'pay_and_play_attempts.country_id',
        'pay_and_play_attempts.status',
        'currencies.code',
        'currencies.minor_digits',
      ])
      .where('pay_and_play_attempts.id', '=', id)
      .executeTakeFirst();
    if (!attempt) throw ApiError.notFound('No such payment');
    return attempt;
  }
  type Attempt = Awaited<ReturnType<typeof signedAttempt>>;

  const form = (attempt: Attempt, sig: string, identity: Identity, errors: Record<string, string> = {}) => {
    const amount = `${formatMinorUnits(Number(attempt.amount_minor), attempt.minor_digits)} ${attempt.code}`;
    const alert = Object.keys(errors).length
      ? `<p role="alert" data-error>Check the marked fields: ${esc(Object.keys(errors).join(', '))}.</p>`
      : '';
    const inputs = identityFields
      .map(
        ([name, label, autocomplete]) =>
          `<label>${label} <input type="text" name="${name}" autocomplete="${autocomplete}" value="${esc(identity[name])}"${
            errors[name] ? ` aria-invalid="true" data-invalid="${esc(errors[name])}"` : ''
          }></label>`,
      )
      .join('\n');
    return `<h1>Sandbox bank</h1>
<p>Pay <strong data-amount>${esc(amount)}</strong> to Betframe (payment #${attempt.id}). No real money moves.</p>
<p>Signed in to the sandbox bank. With the payment, the bank tells Betframe who you are:</p>${alert}
<form method="post" action="/sandbox/bank/pay-and-play/${attempt.id}" data-bank-form>
<input type="hidden" name="sig" value="${esc(sig)}">
<fieldset data-identity><legend>Your identity at the bank</legend>
${inputs}
</fieldset>
<p>Betframe opens an account with this identity, or signs you in to the one you already have.</p>
<button type="submit" name="decision" value="approve">Approve and pay</button>
<button type="submit" name="decision" value="cancel">Cancel</button></form>`;
  };

  app.get('/sandbox/bank/pay-and-play/:id', async (c) => {
    const { id } = readParams(c, z.object({ id: idSchema }));
    const sig = c.req.query('sig') ?? '';
    const attempt = await signedAttempt(id, sig);
    if (attempt.status !== 'started')
      return c.html(
        page(
          'Sandbox bank',
          `<h1>Sandbox bank</h1><p data-status="${esc(attempt.status)}">Payment #${id} is ${esc(attempt.status)}.</p>`,
        ),
      );
    return c.html(page('Sandbox bank', form(attempt, sig, onFile(id, attempt.country_id))));
  });

  app.post('/sandbox/bank/pay-and-play/:id', async (c) => {
    const { id } = readParams(c, z.object({ id: idSchema }));
    const input = await readBody(c, decisionBody);
    const attempt = await signedAttempt(id, input.sig);
    const typed: Identity = {
      name: input.name,
      surname: input.surname,
      birth_date: input.birth_date,
      personal_id: input.personal_id,
      country: input.country,
    };
    const reference = `SBXB-${randomBytes(9).toString('base64url')}`;
    let decision: BankDecision;
    if (input.decision === 'cancel') {
      decision = {
        attempt: id,
        reference,
        outcome: 'cancelled',
        amount_minor: Number(attempt.amount_minor),
        ...onFile(id, attempt.country_id),
      };
    } else {
      const parsed = bankIdentity.safeParse(typed);
      if (!parsed.success) {
        const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
        return c.html(page('Sandbox bank', form(attempt, input.sig, typed, errors)), 400);
      }
      decision = {
        attempt: id,
        reference,
        outcome: 'approved',
        amount_minor: Number(attempt.amount_minor),
        ...parsed.data,
      };
    }
    const query = new URLSearchParams(signedBankCallback(signer, decision));
    return c.redirect(`/web-api/registration/pay-and-play/callback?${query}`, 303);
  });
}
