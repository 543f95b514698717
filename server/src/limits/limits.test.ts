import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BettingHarness, openBettingHarness } from '../betting/test-support';
import { paymentRoutes } from '../payments';
import { siteConfigRoutes } from '../site-config/routes';
import { reconcile, walletRoutes } from '../wallet';
import { limitsRoutes } from './routes';

const BET = '/service-api/LiveBet/Secure/MakeBetWeb';
const DAY = 24 * 3_600_000;
let h: BettingHarness;
let nextUser = 7001;

beforeAll(async () => {
  h = await openBettingHarness({ modules: [walletRoutes, paymentRoutes, siteConfigRoutes, limitsRoutes] });
}, 120_000);
afterAll(async () => {
  const report = await reconcile(h.database.db);
  expect(report.ok, JSON.stringify(report)).toBe(true);
  await h?.close();
}, 60_000);

// biome-ignore lint/suspicious/noExplicitAny: tests read whatever the API answered and assert on it.
type Answer = { status: number; body: any };

function as(userId: number) {
  const call = async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const res = await h.server.fetch(path, {
      method,
      headers: { 'x-test-user': String(userId), 'content-type': 'application/json' },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: await res.json() };
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body: unknown = {}) => call('POST', path, body),
    delete: (path: string) => call('DELETE', path),
  };
}

async function newPlayer(balance = 1000) {
  const userId = nextUser++;
  await h.fund(userId, balance);
  return { userId, player: as(userId) };
}

let guidSeq = 0;
function betOn(player: ReturnType<typeof as>, summ: number, skip = 0) {
  const game = h.upcoming(1, skip);
  const w1 = h.outcome(game, 1);
  return player.post(BET, {
    couponEvents: [{ gameId: game.id, type: w1.type, param: w1.param, coef: w1.coef }],
    summ,
    betGuid: `limits-${guidSeq++}`,
  });
}

const codeOf = (a: Answer) => a.body.errors?.[0]?.code;

describe('deposit limits', () => {
  it('a daily deposit limit of 50 refuses 60 (403 limit_reached, remaining 50) and allows 50', async () => {
    const { player } = await newPlayer();
    const set = await player.post('/web-api/limits', { type: 'deposit', period: 'day', amount: 50 });
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual([
      expect.objectContaining({ type: 'deposit', period: 'day', amount: 50, used: 0, currency: 'RUB' }),
    ]);
    const refused = await player.post('/web-api/payments/recharge', { amount: 60 });
    expect(refused.status).toBe(403);
    expect(codeOf(refused)).toBe('limit_reached');
    expect(refused.body.data).toEqual({ type: 'deposit', period: 'day', remaining: 50 });
    expect((await player.post('/web-api/payments/recharge', { amount: 50 })).status).toBe(200);
    const after = await player.post('/web-api/payments/recharge', { amount: 0.01 });
    expect(after.status).toBe(403);
    expect(after.body.data.remaining).toBe(0);
    const [limit] = (await player.get('/web-api/limits')).body.data;
    expect(limit.used).toBe(50);
    expect(new Date(limit.resetsAt).getTime()).toBeGreaterThan(h.clock.now());
  });

  it('raising is pending for 24 hours and then applies; lowering applies at once; the raise can be cancelled', async () => {
    const { player } = await newPlayer();
    await player.post('/web-api/limits', { type: 'deposit', period: 'week', amount: 50 });
    const raised = await player.post('/web-api/limits', { type: 'deposit', period: 'week', amount: 500 });
    const [pending] = raised.body.data;
    expect(pending.amount).toBe(50);
    expect(pending.pending.amount).toBe(500);
    expect(new Date(pending.pending.effectiveAt).getTime()).toBe(h.clock.now() + DAY);
    expect((await player.post('/web-api/payments/recharge', { amount: 100 })).status).toBe(403);
    // Cancelled by asking for the current amount again, then asked again.
    const cancelled = await player.post('/web-api/limits', { type: 'deposit', period: 'week', amount: 50 });
    expect(cancelled.body.data[0].pending).toBeUndefined();
    await player.post('/web-api/limits', { type: 'deposit', period: 'week', amount: 500 });
    h.clock.advance(DAY - 1000);
    expect((await player.post('/web-api/payments/recharge', { amount: 100 })).status).toBe(403);
    h.clock.advance(1000);
    const [applied] = (await player.get('/web-api/limits')).body.data;
    expect(applied.amount).toBe(500);
    expect(applied.pending).toBeUndefined();
    expect((await player.post('/web-api/payments/recharge', { amount: 100 })).status).toBe(200);
    const lowered = await player.post('/web-api/limits', { type: 'deposit', period: 'week', amount: 20 });
    expect(lowered.body.data[0]).toMatchObject({ amount: 20, used: 100 });
    expect(lowered.body.data[0].pending).toBeUndefined();
  });

  it('removal waits 24 hours too', async () => {
    const { player } = await newPlayer();
    const [limit] = (await player.post('/web-api/limits', { type: 'deposit', period: 'month', amount: 10 })).body.data;
    const removing = await player.delete(`/web-api/limits/${limit.id}`);
    expect(removing.body.data[0].pending).toEqual({ amount: null, effectiveAt: expect.any(String) });
    expect((await player.post('/web-api/payments/recharge', { amount: 20 })).status).toBe(403);
    h.clock.advance(DAY);
    expect((await player.get('/web-api/limits')).body.data).toEqual([]);
    expect((await player.post('/web-api/payments/recharge', { amount: 20 })).status).toBe(200);
    expect((await player.delete('/web-api/limits/999999')).status).toBe(404);
    // Every period of a type at once.
    await player.post('/web-api/limits', { type: 'wager', period: 'day', amount: 10 });
    await player.post('/web-api/limits', { type: 'wager', period: 'week', amount: 20 });
    const both = await player.delete('/web-api/limits?type=wager');
    expect(both.body.data.map((l: { pending?: { amount: null } }) => l.pending?.amount)).toEqual([null, null]);
    expect((await player.delete('/web-api/limits?type=jackpot')).status).toBe(400);
  });

  it('50 parallel deposits never pass a limit together', async () => {
    const { userId, player } = await newPlayer();
    await player.post('/web-api/limits', { type: 'deposit', period: 'day', amount: 100 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => player.post('/web-api/payments/recharge', { amount: 10 })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status === 403 && codeOf(a) === 'limit_reached')).toHaveLength(40);
    const requests = await h.database.db
      .selectFrom('payment_requests')
      .select('amount_minor')
      .where('user_id', '=', userId)
      .execute();
    expect(requests.reduce((sum, r) => sum + Number(r.amount_minor), 0)).toBe(10_000);
  });
});

describe('wager and loss limits on bets', () => {
  it('a daily wager limit refuses the bet that would pass it, with what remains', async () => {
    const { player } = await newPlayer();
    await player.post('/web-api/limits', { type: 'wager', period: 'day', amount: 25 });
    expect((await betOn(player, 20)).status).toBe(200);
    const refused = await betOn(player, 10, 1);
    expect(refused.status).toBe(403);
    expect(codeOf(refused)).toBe('limit_reached');
    expect(refused.body.data).toEqual({ type: 'wager', period: 'day', remaining: 5 });
    expect((await betOn(player, 5, 1)).status).toBe(200);
    const [limit] = (await player.get('/web-api/limits')).body.data;
    expect(limit).toMatchObject({ type: 'wager', used: 25, amount: 25 });
  });

  it('a loss limit counts stakes less returns', async () => {
    const { player } = await newPlayer();
    await player.post('/web-api/limits', { type: 'loss', period: 'month', amount: 30 });
    expect((await betOn(player, 30)).status).toBe(200);
    const refused = await betOn(player, 1, 1);
    expect(refused.body.data).toEqual({ type: 'loss', period: 'month', remaining: 0 });
  });
});

describe('time-out, self-exclusion, block', () => {
  it('a self-excluded player cannot bet or deposit, but can withdraw and read history', async () => {
    const { player } = await newPlayer();
    const reasons = await player.get('/web-api/limits/self-exclusion-reasons?lng=ru');
    expect(reasons.body.data).toHaveLength(5);
    expect(reasons.body.data[0].name).not.toBe('limits.reason_1');
    const excluded = await player.post('/web-api/limits/action', {
      action: 'self-exclusion',
      duration: 6,
      reasonId: reasons.body.data[0].id,
    });
    expect(excluded.status).toBe(200);
    expect(excluded.body.data.state).toBe('self-exclusion');
    const until = excluded.body.data.until;
    expect(new Date(until).getTime()).toBeGreaterThan(h.clock.now() + 180 * DAY);
    const bet = await betOn(player, 10);
    expect(bet.status).toBe(403);
    expect(codeOf(bet)).toBe('self_excluded');
    expect(bet.body.data).toEqual({ until });
    const deposit = await player.post('/web-api/payments/recharge', { amount: 10 });
    expect(deposit.status).toBe(403);
    expect(codeOf(deposit)).toBe('self_excluded');
    expect((await player.post('/web-api/payments/deduce', { amount: 10 })).status).toBe(200);
    expect((await player.post('/web-api/payments/history', {})).status).toBe(200);
    // Not shortened by a later, shorter request.
    await player.post('/web-api/limits/action', { action: 'timeout', duration: 24 });
    expect((await player.get('/web-api/limits/status')).body.data).toMatchObject({ state: 'self-exclusion', until });
  });

  it('a time-out ends by itself', async () => {
    const { player } = await newPlayer();
    const timeout = await player.post('/web-api/limits/action', { action: 'timeout', duration: 48 });
    expect(timeout.body.data.state).toBe('timeout');
    const bet = await betOn(player, 10);
    expect(codeOf(bet)).toBe('timeout_active');
    expect(bet.body.data.until).toBe(new Date(h.clock.now() + 2 * DAY).toISOString());
    h.clock.advance(2 * DAY);
    expect((await player.get('/web-api/limits/status')).body.data.state).toBe('open');
    expect((await betOn(player, 10)).status).toBe(200);
  });

  it('block-user closes the account for gambling at once and for good', async () => {
    const { player } = await newPlayer();
    expect((await player.post('/web-api/limits/block-user')).body.data).toMatchObject({
      state: 'blocked',
      until: null,
    });
    h.clock.advance(400 * DAY);
    expect(codeOf(await player.post('/web-api/payments/recharge', { amount: 10 }))).toBe('self_excluded');
  });
});

describe('reality checks and the self-assessment', () => {
  it('the server says when the next check is due, with session time and net result', async () => {
    const { player } = await newPlayer();
    expect((await player.post('/web-api/limits/action', { action: 'reality-check', duration: 30 })).status).toBe(200);
    await betOn(player, 10);
    h.clock.advance(10 * 60_000);
    const check = (await player.get('/web-api/limits/reality-check')).body.data;
    expect(check).toMatchObject({ intervalMinutes: 30, sessionSeconds: 600, net: -10, currency: 'RUB' });
    expect(check.dueInMs).toBe(20 * 60_000);
    h.clock.advance(20 * 60_000);
    expect((await player.get('/web-api/limits/reality-check')).body.data.dueInMs).toBe(0);
    await player.post('/web-api/limits/reality-check', { choice: 'continue' });
    expect((await player.get('/web-api/limits/reality-check')).body.data.dueInMs).toBe(30 * 60_000);
  });

  it('scores the nine answers into a band with advice and links', async () => {
    const { player } = await newPlayer();
    const none = await player.post('/web-api/limits/test-answers', { answers: [0, 0, 0, 0, 0, 0, 0, 0, 0] });
    expect(none.body.data).toEqual({ score: 0, band: 'none', advice: 'limits.test_advice_none', links: [] });
    const problem = await player.post('/web-api/limits/test-answers', { answers: [1, 1, 1, 1, 1, 1, 1, 1, 0] });
    expect(problem.body.data).toMatchObject({ score: 8, band: 'problem' });
    expect(problem.body.data.links.length).toBeGreaterThan(0);
  });
});

describe('malformed bodies', () => {
  it.each([
    ['/web-api/limits', { type: 'deposit', period: 'year', amount: 10 }, 'period'],
    ['/web-api/limits', { type: 'deposit', period: 'day', amount: -1 }, 'amount'],
    ['/web-api/limits', { type: 'deposit', period: 'day', amount: 10.001 }, 'amount'],
    ['/web-api/limits', { type: 'session', period: 'day', amount: 2000 }, 'amount'],
    ['/web-api/limits', { type: 'deposit', period: 'day', amount: 10, extra: 1 }, ''],
    ['/web-api/limits/action', { action: 'timeout', duration: 2 }, 'duration'],
    ['/web-api/limits/action', { action: 'self-exclusion', duration: 3 }, 'duration'],
    ['/web-api/limits/action', { action: 'self-exclusion', duration: 6, reasonId: 99 }, 'reasonId'],
    ['/web-api/limits/action', { action: 'nap' }, 'action'],
    ['/web-api/limits/test-answers', { answers: [0, 1] }, 'answers'],
    ['/web-api/limits/test-answers', { answers: [0, 0, 0, 0, 0, 0, 0, 0, 4] }, 'answers.8'],
    ['/web-api/limits/reality-check', { choice: 'maybe' }, 'choice'],
  ])('POST %s %j answers 400 with validation errors', async (path, body, key) => {
    const { player } = await newPlayer(1);
    const answer = await player.post(path, body);
    expect(answer.status).toBe(400);
    expect(answer.body.data.validation_errors).toBeDefined();
    if (key) expect(Object.keys(answer.body.data.validation_errors)).toContain(key);
  });

  it('not JSON, or not signed in', async () => {
    const { player } = await newPlayer(1);
    expect((await player.post('/web-api/limits', '{')).status).toBe(400);
    expect((await h.server.fetch('/web-api/limits')).status).toBe(401);
  });
});
