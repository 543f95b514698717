/**
 * Pay-and-play registration: the start (400 with `validation_errors`), the sandbox bank's page and its signed
 * redirect, the callback creating the account from the bank identity and crediting the deposit once, the same
 * identity twice → one account, refusals (under age, self-excluded, replayed, forged), and the ledger reconciling.
 */
import { payAndPlayDoneData, payAndPlayStartData } from '@betframe/sdk/account';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { limitsRoutes } from '../limits';
import { SandboxPaymentProvider } from '../payments';
import { openFirstAccount, walletRoutes } from '../wallet';
import { reconcile } from '../wallet/reconcile';
import { type BankDecision, signedBankCallback } from './pay-and-play';
import { accountsRoutesWith } from './routes';
import { type AccountsTestServer, openAccountsServer, type PlayerClient, TEST_CONFIG } from './testing/accounts-server';

const start = { amount: '250.50', currency_id: 1, country_id: 463, regRules: true, regPolitics: true };
const signer = new SandboxPaymentProvider('test-secret-0123456789abcdef');
let server: AccountsTestServer;
let nextPerson = 1000;

beforeAll(async () => {
  server = await openAccountsServer({
    modules: [accountsRoutesWith({ openFirstAccount }), walletRoutes, limitsRoutes],
    config: {
      registration: { types: [...(TEST_CONFIG.registration?.types ?? []), 'pay_and_play_reg'] },
      global: { minAge: 18 },
    },
  });
}, 60_000);
afterEach(async () => {
  const report = await reconcile(server.database.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
});
afterAll(() => server.close());

async function begin(player: PlayerClient, body: Record<string, unknown> = start) {
  const response = await player.post('/web-api/registration/pay-and-play', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return payAndPlayStartData.parse(response.body.data);
}

function decision(attempt: number, person: string, overrides: Partial<BankDecision> = {}): BankDecision {
  return {
    attempt,
    reference: `SBXB-test-${attempt}`,
    outcome: 'approved',
    name: 'Alex',
    surname: 'Sandbox',
    birth_date: '1990-05-17',
    personal_id: person,
    country: 'RU',
    amount_minor: 25050,
    ...overrides,
  };
}

const callback = (player: PlayerClient, d: BankDecision) =>
  player.post('/web-api/registration/pay-and-play/callback', signedBankCallback(signer, d));

async function balanceOf(player: PlayerClient): Promise<number> {
  const response = await player.get('/web-api/account/balance');
  expect(response.status).toBe(200);
  const accounts = response.body.data.accounts as Array<{ currencyId: number; moneyMinor: number }>;
  return accounts.find((a) => a.currencyId === 1)?.moneyMinor ?? 0;
}

describe('pay-and-play registration', () => {
  it('refuses a malformed start with validation_errors', async () => {
    const player = server.player();
    const bad = await player.post('/web-api/registration/pay-and-play', {
      ...start,
      amount: '12.345',
      regRules: false,
      surprise: 1,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data.validation_errors)).toEqual(expect.arrayContaining(['amount', 'regRules']));
    const zero = await player.post('/web-api/registration/pay-and-play', { ...start, amount: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.data.validation_errors.amount).toEqual(['invalid_amount']);
    const offsite = await player.post('/web-api/registration/pay-and-play', { ...start, return_to: '//evil.example' });
    expect(offsite.status).toBe(400);
    expect(offsite.body.data.validation_errors.return_to).toBeDefined();
  });

  it('goes through the sandbox bank page to a signed-in player with the deposit', async () => {
    const player = server.player();
    const { bankUrl } = await begin(player, { ...start, return_to: '/en/registration?x=1' });
    const url = new URL(bankUrl);
    const page = await player.raw(`${url.pathname}${url.search}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('250.50 RUB');
    const personal = /name="personal_id"[^>]*value="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(personal).toMatch(/^SBX\d{10}$/);
    expect(html).toContain('value="1990-05-17"');
    // The page is for its own attempt only.
    expect((await player.raw(`${url.pathname}?sig=forged`)).status).toBe(403);
    const form = new URLSearchParams({
      sig: url.searchParams.get('sig') ?? '',
      decision: 'approve',
      name: 'Alex',
      surname: 'Sandbox',
      birth_date: '1990-05-17',
      personal_id: personal,
      country: 'RU',
    });
    const approved = await player.raw(url.pathname, { method: 'POST', body: form });
    expect(approved.status).toBe(303);
    const to = approved.headers.get('location') ?? '';
    expect(to).toMatch(/^\/web-api\/registration\/pay-and-play\/callback\?/);
    const back = await player.raw(to);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/en/registration?x=1&pay_and_play=done');
    const me = await player.get('/web-api/account/me');
    expect(me.body.data).toMatchObject({ name: 'Alex', surname: 'Sandbox', registrationType: 'pay_and_play_reg' });
    expect(await balanceOf(player)).toBe(25050);
    // Reloading the callback is a replay: refused, nothing credited twice.
    const again = await player.raw(to);
    expect(again.headers.get('location')).toBe('/en/registration?x=1&pay_and_play_error=replayed');
    expect(await balanceOf(player)).toBe(25050);
  });

  it('credits once per bank reference and signs the same identity into one account', async () => {
    const person = `SBX${nextPerson++}`;
    const first = server.player();
    const a = await begin(first);
    const done = await callback(first, decision(a.attemptId, person));
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    const data = payAndPlayDoneData.parse(done.body.data);
    expect(data).toMatchObject({ created: true, amountMinor: 25050 });
    const replay = await callback(first, decision(a.attemptId, person));
    expect(replay.status).toBe(409);
    expect(replay.body.errors?.[0]?.code).toBe('pay_and_play_replayed');
    // Another attempt quoting a bank reference already used is a replay as well.
    const b0 = await begin(server.player());
    const stolen = await callback(
      server.player(),
      decision(b0.attemptId, person, { reference: `SBXB-test-${a.attemptId}` }),
    );
    expect(stolen.body.errors?.[0]?.code).toBe('pay_and_play_replayed');

    const second = server.player();
    const b = await begin(second, { ...start, amount: 100 });
    const back = await callback(second, decision(b.attemptId, person, { amount_minor: 10000 }));
    expect(back.status).toBe(201);
    expect(back.body.data).toMatchObject({ created: false, userId: data.userId, login: data.login });
    expect(await balanceOf(second)).toBe(35050);
    const users = await server.database.db
      .selectFrom('bank_identities')
      .select('user_id')
      .where('personal_id', '=', person.toUpperCase())
      .execute();
    expect(users).toHaveLength(1);
  });

  it('refuses a forged or altered callback, and a malformed one with validation_errors', async () => {
    const player = server.player();
    const { attemptId } = await begin(player);
    const fields = signedBankCallback(signer, decision(attemptId, `SBX${nextPerson++}`));
    const altered = await player.post('/web-api/registration/pay-and-play/callback', { ...fields, name: 'Mallory' });
    expect(altered.status).toBe(403);
    const malformed = await player.post('/web-api/registration/pay-and-play/callback', {
      ...fields,
      birth_date: 'yesterday',
      outcome: 'maybe',
    });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.data.validation_errors)).toEqual(
      expect.arrayContaining(['birth_date', 'outcome']),
    );
    // The honest callback still goes through afterwards.
    expect((await player.post('/web-api/registration/pay-and-play/callback', fields)).status).toBe(201);
  });

  it('refuses an under-age identity, without an account or money', async () => {
    const player = server.player();
    const { attemptId } = await begin(player);
    // The accounts server dates sign-ins and registrations by the real clock (`ctx.now`, as sign-in does), so the
    // age is measured against the same one here; 17 years back is under age on any date.
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 17);
    const person = `SBX${nextPerson++}`;
    const refused = await callback(
      player,
      decision(attemptId, person, { birth_date: young.toISOString().slice(0, 10) }),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.errors?.[0]?.code).toBe('pay_and_play_under_age');
    expect(player.cookies.has('session')).toBe(false);
    const identity = await server.database.db
      .selectFrom('bank_identities')
      .select('user_id')
      .where('personal_id', '=', person)
      .executeTakeFirst();
    expect(identity).toBeUndefined();
    const attempt = await server.database.db
      .selectFrom('pay_and_play_attempts')
      .select(['status', 'refusal', 'payment_id'])
      .where('id', '=', attemptId)
      .executeTakeFirstOrThrow();
    expect(attempt).toEqual({ status: 'refused', refusal: 'pay_and_play_under_age', payment_id: null });
  });

  it('refuses a self-excluded identity and credits nothing', async () => {
    const person = `SBX${nextPerson++}`;
    const first = server.player();
    const a = await begin(first);
    const created = payAndPlayDoneData.parse((await callback(first, decision(a.attemptId, person))).body.data);
    await server.database.db
      .insertInto('rg_players')
      .values({
        user_id: created.userId,
        timeout_until: null,
        excluded_until: null,
        exclusion_reason_id: null,
        blocked_at: null,
        reality_check_minutes: null,
        reality_next_at: null,
        excluded_permanent: true,
        updated_at: new Date(),
      })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ excluded_permanent: true }))
      .execute();
    const later = server.player();
    const b = await begin(later);
    const refused = await callback(later, decision(b.attemptId, person));
    expect(refused.status).toBe(403);
    expect(refused.body.errors?.[0]?.code).toBe('self_excluded');
    expect(later.cookies.has('session')).toBe(false);
    expect(await balanceOf(first)).toBe(25050);
  });

  it('a cancel at the bank creates nothing and comes back with its code', async () => {
    const player = server.player();
    const { bankUrl } = await begin(player, { ...start, return_to: '/ru/registration' });
    const url = new URL(bankUrl);
    const form = new URLSearchParams({ sig: url.searchParams.get('sig') ?? '', decision: 'cancel' });
    const cancelled = await player.raw(url.pathname, { method: 'POST', body: form });
    expect(cancelled.status, await cancelled.clone().text()).toBe(303);
    const back = await player.raw(cancelled.headers.get('location') ?? '');
    expect(back.status, await back.clone().text()).toBe(303);
    expect(back.headers.get('location')).toBe('/ru/registration?pay_and_play_error=cancelled');
    expect(player.cookies.has('session')).toBe(false);
    // A page with a mistyped identity is shown again with the field marked.
    const other = await begin(player);
    const otherUrl = new URL(other.bankUrl);
    const typo = new URLSearchParams({
      sig: otherUrl.searchParams.get('sig') ?? '',
      decision: 'approve',
      name: 'Alex',
      surname: 'Sandbox',
      birth_date: '1990-13-45',
      personal_id: 'SBX1',
      country: 'RU',
    });
    const page = await player.raw(otherUrl.pathname, { method: 'POST', body: typo });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('data-invalid');
  });
});
