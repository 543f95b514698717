/**
 * Bring a friend through the real routes: a friend recorded through the referrer's code bets, the referrer's
 * earnings (5 % of settled stakes, partner 1's `bringfriend`) accrue once and move to the money account once
 * even under 10 simultaneous transfers; self-referral, the referrer's device and a second account's device or
 * e-mail refused with their codes; 400 `validation_errors`; another player's referrals stay theirs. The ledger
 * reconciles after every test.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type BettingHarness, FEED_START, matchResultType, openBettingHarness } from '../betting/test-support';
import { balanceOf, reconcile } from '../wallet';
import { referralRoutes } from './index';
import { normaliseEmail, syncEarnings } from './service';

const BET = '/service-api/LiveBet/Secure/MakeBetWeb';
let h: BettingHarness;
let logins = 0;

beforeAll(async () => {
  h = await openBettingHarness({ seed: 41, modules: [referralRoutes] });
}, 120_000);
afterEach(async () => {
  h.clock.set(FEED_START);
  expect(await reconcile(h.database.db)).toMatchObject({ ok: true });
});
afterAll(async () => {
  await h?.close();
});

async function player(email: string | null = null): Promise<number> {
  logins += 1;
  const row = await h.database.db
    .insertInto('users')
    .values({
      login: `10000${logins}42`,
      email,
      password_hash: 'x',
      country_id: 1,
      currency_id: 1,
      registration_type: 'fast_reg',
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const device = (n: number) => `device-${String(n).padStart(12, '0')}`;

// biome-ignore lint/suspicious/noExplicitAny: tests read whatever the API answered and assert on it.
type Json = { data?: any; errors?: Array<{ code: string }> };

async function call(path: string, userId: number, body?: unknown, method = 'POST') {
  const res = await h.server.fetch(path, {
    method,
    headers: { 'content-type': 'application/json', 'x-test-user': String(userId) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json()) as Json;
  return { status: res.status, body: { ...json, code: json.errors?.[0]?.code } };
}

const tag = (userId: number, deviceId?: string) =>
  call(`/web-api/referral/friend-refer-tag${deviceId ? `?deviceId=${deviceId}` : ''}`, userId, undefined, 'GET');
const register = (friendId: number, refCode: string, deviceId?: string) =>
  call('/web-api/referral/registration', friendId, { refCode, ...(deviceId ? { deviceId } : {}) });

describe('bring a friend', () => {
  it('a friend registers through the code, bets, and the referrer earns and transfers once', async () => {
    const referrer = await player();
    const { body: own } = await tag(referrer, device(1));
    expect(own.data.refCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(own.data.link).toContain(`/registration?refCode=${own.data.refCode}`);
    const friend = await player();
    const recorded = await register(friend, own.data.refCode.toLowerCase(), device(2));
    expect(recorded.status).toBe(201);
    expect(recorded.body.data.state).toBe('registered');

    await h.fund(friend, 500);
    const game = h.upcoming(1);
    const o = h.outcome(game, 1);
    const placed = await h.post(
      BET,
      { couponEvents: [{ gameId: game.id, type: 1, param: 0, coef: o.coef }], summ: 200, betGuid: 'ref-bet-1' },
      friend,
    );
    expect(placed.status).toBe(200);
    h.clock.set(h.feed.provider.endOf(game) + 5000);
    await h.engine.settleDue();

    const list = await call('/web-api/referral/get-referral-users', referrer);
    expect(list.body.data.items).toHaveLength(1);
    expect(list.body.data.items[0]).toMatchObject({
      login: expect.stringMatching(/^10\*+42$/),
      state: 'playing',
      earnings: [{ currencyIso: 'RUB', amountMinor: 10_00, amount: 10 }],
    });
    const extended = await call('/web-api/referral/extended-referral-users', referrer, { page: 1 });
    expect(extended.body.data.items[0]).toMatchObject({ settledBets: 1, stakes: [{ amountMinor: 200_00 }] });
    // Reading again accrues nothing more.
    expect((await tag(referrer)).body.data.balances).toEqual([{ currencyIso: 'RUB', amountMinor: 10_00, amount: 10 }]);

    const main = await h.fund(referrer, 0.01);
    const before = await balanceOf(h.database.db, main);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call('/web-api/referral/transfer-money-to-main-account', referrer)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'nothing_to_transfer')).toBe(true);
    expect(results.find((r) => r.status === 200)?.body.data.transferred).toEqual([
      { currencyIso: 'RUB', amountMinor: 10_00, amount: 10 },
    ]);
    expect((await balanceOf(h.database.db, main)) - before).toBe(10_00);
    expect((await tag(referrer)).body.data.balances).toEqual([]);
    // The referral account is not one of the player's balances.
    const accounts = await h.database.db
      .selectFrom('ledger_accounts')
      .select('type')
      .where('user_id', '=', referrer)
      .execute();
    expect(accounts.map((a) => a.type).sort()).toEqual(['money', 'referral']);
  });

  it('refuses self-referral, the referrer’s device, a used device or e-mail, a second referral', async () => {
    const referrer = await player('ref.owner@gmail.com');
    const code = (await tag(referrer, device(10))).body.data.refCode as string;
    expect((await register(referrer, code)).body.code).toBe('referral_self');
    const fromReferrersDevice = await register(await player(), code, device(10));
    expect([fromReferrersDevice.status, fromReferrersDevice.body.code]).toEqual([409, 'referral_same_device']);
    const first = await player('friend.one@example.com');
    expect((await register(first, code, device(11))).status).toBe(201);
    expect((await register(first, code, device(12))).body.code).toBe('referral_exists');
    expect((await register(await player(), code, device(11))).body.code).toBe('referral_same_device');
    expect((await register(await player('Friend.One+second@example.com'), code, device(13))).body.code).toBe(
      'referral_same_email',
    );
    expect((await register(await player('r.e.f.owner+x@gmail.com'), code, device(14))).body.code).toBe(
      'referral_same_email',
    );
    const unknown = await register(await player(), 'ZZZZZZZZ', device(15));
    expect([unknown.status, unknown.body.code]).toEqual([404, 'unknown_ref_code']);
    expect(normaliseEmail('A.B+c@GoogleMail.com')).toBe('ab@gmail.com');
  });

  it('answers 400 with validation_errors for bad input', async () => {
    const me = await player();
    const bad = await call('/web-api/referral/registration', me, { refCode: 'x', deviceId: 'short' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.data.validation_errors).sort()).toEqual(['deviceId', 'refCode']);
    const remove = await call('/web-api/referral/remove-referral-user', me, { referral_user_id: -3 });
    expect(remove.body.data.validation_errors).toHaveProperty('referral_user_id');
    expect((await call('/web-api/referral/get-referral-users', me, { page: 0 })).status).toBe(400);
    expect((await call('/web-api/referral/get-banners', me, { lang: 'xx' })).status).toBe(400);
    const anonymous = await h.server.fetch('/web-api/referral/get-referral-users', { method: 'POST' });
    expect(anonymous.status).toBe(401);
  });

  it('keeps a referrer’s friends their own; removal stops earnings and cannot be repeated', async () => {
    const referrer = await player();
    const other = await player();
    const code = (await tag(referrer)).body.data.refCode as string;
    const friend = await player();
    expect((await register(friend, code, device(20))).status).toBe(201);
    const id = (await call('/web-api/referral/get-referral-users', referrer)).body.data.items[0].id as number;
    expect((await call('/web-api/referral/get-referral-users', other)).body.data).toMatchObject({
      items: [],
      total: 0,
    });
    expect((await call('/web-api/referral/remove-referral-user', other, { referral_user_id: id })).status).toBe(404);
    const removed = await call('/web-api/referral/remove-referral-user', referrer, { referral_user_id: id });
    expect(removed.body.data.items[0].state).toBe('removed');
    expect((await call('/web-api/referral/remove-referral-user', referrer, { referral_user_id: id })).body.code).toBe(
      'already_removed',
    );
    expect((await call('/web-api/referral/transfer-money-to-main-account', referrer)).body.code).toBe(
      'nothing_to_transfer',
    );
  });

  it('earns by the configured rule: a percent of net losses, or a fixed sum after the first deposit, each once', async () => {
    const referrer = await player();
    const code = (await tag(referrer)).body.data.refCode as string;
    const friend = await player();
    expect((await register(friend, code, device(30))).status).toBe(201);
    await h.fund(friend, 1000);
    const [won, lost] = [h.upcoming(1, 2), h.upcoming(1, 3)];
    const pick = async (game: typeof won, guid: string) => {
      const type = matchResultType(h, game, game === won);
      const o = h.outcome(game, type);
      const body = { couponEvents: [{ gameId: game.id, type, param: 0, coef: o.coef }], summ: 100, betGuid: guid };
      expect((await h.post(BET, body, friend)).status).toBe(200);
    };
    await pick(won, 'net-loss-1');
    await pick(lost, 'net-loss-2');
    h.clock.set(Math.max(h.feed.provider.endOf(won), h.feed.provider.endOf(lost)) + 5000);
    await h.engine.settleDue();
    const bets = await h.database.db
      .selectFrom('bets')
      .select(['stake_minor', 'payout_minor', 'sold_minor'])
      .where('user_id', '=', friend)
      .execute();
    const expected = bets.reduce(
      (sum, b) => sum + Math.round((Math.max(0, b.stake_minor - (b.payout_minor ?? 0) - b.sold_minor) * 10) / 100),
      0,
    );
    expect(expected).toBeGreaterThan(0);
    const rules = { enabled: true, rule: 'netLossPercent' as const, percent: 10, fixedAmount: 0, maxFriends: 100 };
    const at = new Date(h.clock.now());
    await Promise.all([1, 2, 3].map(() => syncEarnings(h.database.db, referrer, rules, at)));
    const earned = async (source: string) =>
      h.database.db
        .selectFrom('referral_earnings')
        .innerJoin('referrals', 'referrals.id', 'referral_earnings.referral_id')
        .select((eb) => eb.fn.sum<number>('amount_minor').as('sum'))
        .where('referrals.referrer_id', '=', referrer)
        .where('source', 'like', source)
        .executeTakeFirstOrThrow();
    expect(Number((await earned('bet:%')).sum ?? 0)).toBe(expected);

    const account = await h.database.db
      .selectFrom('ledger_accounts')
      .select('id')
      .where('user_id', '=', friend)
      .where('type', '=', 'money')
      .executeTakeFirstOrThrow();
    await h.database.db
      .insertInto('payment_requests')
      .values({
        user_id: friend,
        account_id: account.id,
        currency_id: 1,
        direction: 'deposit',
        amount_minor: 50_00,
        status: 'approved',
        provider: 'sandbox',
        created_at: at,
        decided_at: at,
      } as never)
      .execute();
    const fixed = { ...rules, rule: 'firstDeposit' as const, fixedAmount: 7.5 };
    await syncEarnings(h.database.db, referrer, fixed, at);
    await syncEarnings(h.database.db, referrer, fixed, at);
    expect(Number((await earned('first-deposit')).sum)).toBe(7_50);
    const list = await call('/web-api/referral/extended-referral-users', referrer);
    expect(list.body.data.items[0]).toMatchObject({ state: 'playing', settledBets: 2 });
    expect(list.body.data.items[0].firstDepositAt).not.toBeNull();
  });

  it('serves banners per language as SVG with the link', async () => {
    const me = await player();
    const { body } = await call('/web-api/referral/get-banners', me);
    expect(body.data.banners).toHaveLength(12);
    const ar = body.data.banners.find((b: { id: string }) => b.id === 'ar-square');
    const svg = await h.server.fetch(new URL(ar.url).pathname);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    const text = await svg.text();
    expect(text).toContain('direction="rtl"');
    expect(text).toContain(`refCode=${body.data.refCode}`);
    expect((await h.server.fetch('/web-api/referral/banner/NOSUCH99/en/square.svg')).status).toBe(404);
  });
});
