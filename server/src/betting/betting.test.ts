import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, reconcile, systemAccountId } from '../wallet';
import { bettingAccounts } from './engine';
import { type BettingHarness, FEED_START, openBettingHarness } from './test-support';

const BET = '/service-api/LiveBet/Secure/MakeBetWeb';
let h: BettingHarness;

beforeAll(async () => {
  h = await openBettingHarness();
});
afterAll(async () => {
  await h?.close();
});

let guidSeq = 0;
const guid = () => `guid-${Date.now()}-${guidSeq++}`;
const ev = (gameId: number, o: { type: number; param: number; coef: number }) => ({
  gameId,
  type: o.type,
  param: o.param,
  coef: o.coef,
});

describe('placement', () => {
  it('a single debits the stake in the same transaction that writes the bet', async () => {
    const account = await h.fund(101, 100);
    const game = h.upcoming(1);
    const w1 = h.outcome(game, 1);
    const res = await h.post(BET, { couponEvents: [ev(game.id, w1)], summ: 10, betGuid: guid() }, 101);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data.type).toBe('bet');
    expect(body.data.attributes.bet).toMatchObject({ status: 'open', summ: 10, coef: w1.coef, vid: 0 });
    expect(body.data.attributes.balance).toBe(90);
    expect(await balanceOf(h.database.db, account)).toBe(9000);
  });

  it('a repeat with the same betGuid returns the same bet; another payload with it is refused', async () => {
    await h.fund(102, 100);
    const game = h.upcoming(1, 1);
    const w1 = h.outcome(game, 1);
    const g = guid();
    const payload = { couponEvents: [ev(game.id, w1)], summ: 10, betGuid: g };
    const a = await (await h.post(BET, payload, 102)).json();
    const b = await (await h.post(BET, payload, 102)).json();
    expect(b.data.attributes.bet.betId).toBe(a.data.attributes.bet.betId);
    expect(b.data.attributes.balance).toBe(90);
    const clash = await h.post(BET, { ...payload, summ: 20 }, 102);
    expect(clash.status).toBe(409);
    expect((await clash.json()).errors[0].code).toBe('bet_guid_conflict');
  });

  it('100 simultaneous MakeBetWeb calls with one betGuid make exactly one bet and one debit', async () => {
    const account = await h.fund(103, 100);
    const game = h.upcoming(3);
    const w = h.outcome(game, 11);
    const payload = { couponEvents: [ev(game.id, w)], summ: 5, betGuid: guid() };
    const responses = await Promise.all(Array.from({ length: 100 }, () => h.post(BET, payload, 103)));
    const bodies = await Promise.all(responses.map((r) => r.json()));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(new Set(bodies.map((b) => b.data.attributes.bet.betId)).size).toBe(1);
    const bets = await h.database.db.selectFrom('bets').select('id').where('user_id', '=', 103).execute();
    expect(bets).toHaveLength(1);
    const debits = await h.database.db
      .selectFrom('ledger_entries')
      .select('amount_minor')
      .where('account_id', '=', account)
      .where('amount_minor', '<', 0)
      .execute();
    expect(debits).toEqual([{ amount_minor: -500 }]);
    expect(await balanceOf(h.database.db, account)).toBe(9500);
  });

  it('odds-change policy: 0 refuses a change with the new odds, 1 accepts any, 2 accepts only rises', async () => {
    await h.fund(104, 100);
    const game = h.upcoming(1, 2);
    const w1 = h.outcome(game, 1);
    const lower = { ...w1, coef: w1.coef + 0.2 };
    const higher = { ...w1, coef: w1.coef - 0.2 };
    const refused = await h.post(
      BET,
      { couponEvents: [ev(game.id, lower)], summ: 5, betGuid: guid(), checkCf: 0 },
      104,
    );
    expect(refused.status).toBe(409);
    const body = await refused.json();
    expect(body.errors[0].code).toBe('odds_changed');
    expect(body.data.events[0]).toMatchObject({ coef: w1.coef, previousCoef: lower.coef });
    // The odds fell against what the player saw: only "accept any" takes it.
    expect(
      (await h.post(BET, { couponEvents: [ev(game.id, lower)], summ: 5, betGuid: guid(), checkCf: 2 }, 104)).status,
    ).toBe(409);
    expect(
      (await h.post(BET, { couponEvents: [ev(game.id, lower)], summ: 5, betGuid: guid(), checkCf: 1 }, 104)).status,
    ).toBe(200);
    // The odds rose: "accept rises" takes it.
    expect(
      (await h.post(BET, { couponEvents: [ev(game.id, higher)], summ: 5, betGuid: guid(), checkCf: 2 }, 104)).status,
    ).toBe(200);
  });

  it.each([
    ['an express of one event', { vid: 1 }, 1, 'express_needs_two_events'],
    ['a system 3 of 3', { vid: 2, expressNum: 3 }, 3, 'system_size_invalid'],
    ['a stake below the minimum bet', { summ: 0.5 }, 1, 'stake_below_minimum'],
    ['a stake above the balance', { summ: 5000 }, 1, 'insufficient_funds'],
  ])('refuses %s', async (_name, extra, events, code) => {
    await h.fund(105, 100);
    const couponEvents = Array.from({ length: events }, (_, i) => {
      const g = h.upcoming(1, 10 + i);
      return ev(g.id, h.outcome(g, 1));
    });
    const res = await h.post(BET, { couponEvents, summ: 5, betGuid: guid(), ...extra }, 105);
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].code).toBe(code);
  });

  it('refuses a bet on a game that no longer accepts bets', async () => {
    await h.fund(106, 100);
    const game = h.upcoming(10);
    const o = h.outcome(game, 11);
    h.clock.set(h.feed.provider.endOf(game));
    const res = await h.post(BET, { couponEvents: [ev(game.id, o)], summ: 5, betGuid: guid(), checkCf: 1 }, 106);
    h.clock.set(FEED_START);
    expect(res.status).toBe(409);
    expect((await res.json()).errors[0].code).toBe('event_unavailable');
  });

  it('refuses bets without a signed-in player', async () => {
    expect((await h.post(BET, { couponEvents: [], summ: 1, betGuid: guid() })).status).toBe(401);
  });

  it('several singles at once make one bet per event', async () => {
    await h.fund(107, 100);
    const games = [h.upcoming(4, 3), h.upcoming(4, 4)];
    const res = await h.post(
      '/service-api/LiveBet/Secure/MakeBetWebMulti',
      { couponEvents: games.map((g) => ev(g.id, h.outcome(g, 11))), groupsSumms: [3, 4], betGuid: guid() },
      107,
    );
    const body = await res.json();
    expect(body.data.attributes.bets.map((b: { summ: number }) => b.summ)).toEqual([3, 4]);
    expect(body.data.attributes.balance).toBe(93);
  });
});

describe('coupon calls', () => {
  it('UpdateCoupon reports fresh odds, availability and the bet types with their coefficients', async () => {
    const games = [h.upcoming(1, 20), h.upcoming(1, 21), h.upcoming(1, 22)];
    const res = await h.post('/service-api/LiveBet/Open/UpdateCoupon', {
      couponEvents: games.map((g) => ({ gameId: g.id, type: 1, coef: 1.01 })),
      vid: 2,
      expressNum: 2,
      summ: 30,
      lng: 'en',
    });
    const body = (await res.json()).data.attributes;
    expect(
      body.events.every((e: { available: boolean; previousCoef: number }) => e.available && e.previousCoef === 1.01),
    ).toBe(true);
    expect(body.betTypes.map((t: { name: string }) => t.name)).toEqual([
      'Single',
      'Accumulator',
      'System 2/3',
      'Trixie',
      'Patent',
    ]);
    expect(body.betTypes[2].lines).toBe(3);
    expect(body.isBetsAvailable).toBe(true);
    expect(body.potentialWin).toBeGreaterThan(30);
  });

  it('names the bet types in the coupon language, from the translation catalogue', async () => {
    const games = [h.upcoming(1, 20), h.upcoming(1, 21), h.upcoming(1, 22)];
    const names = async (lng: string) => {
      const res = await h.post('/service-api/LiveBet/Open/UpdateCoupon', {
        couponEvents: games.map((g) => ({ gameId: g.id, type: 1 })),
        vid: 1,
        lng,
      });
      return (await res.json()).data.attributes.betTypes.map((t: { name: string }) => t.name);
    };
    expect(await names('ru')).toEqual(['Одинар', 'Экспресс', 'Система 2 из 3', 'Трикси', 'Патент']);
    expect(await names('kk')).toEqual(['Жалғыз', 'Экспресс', 'Жүйе 2/3', 'Трикси', 'Патент']);
  });

  it('names each event’s game, market and outcome in the coupon language (the slip renames picks made in another)', async () => {
    const g = h.upcoming(1, 24);
    const event = async (lng: string) => {
      const res = await h.post('/service-api/LiveBet/Open/UpdateCoupon', {
        couponEvents: [{ gameId: g.id, type: 1 }],
        vid: 0,
        lng,
      });
      return (await res.json()).data.attributes.events[0];
    };
    const en = await event('en');
    const ar = await event('ar');
    for (const e of [en, ar]) {
      expect(e.market && e.outcome).toBeTruthy();
      expect(e.name).toBe(`${e.market}: ${e.outcome}`);
    }
    expect(ar.market).not.toBe(en.market);
    expect(ar.gameName).not.toBe(en.gameName);
  });

  it('UpdateCouponMulti answers each coupon, also under the LiveBet-update path', async () => {
    const g = h.upcoming(1, 23);
    const coupon = { couponEvents: [{ gameId: g.id, type: 1 }], vid: 0 };
    for (const path of [
      '/service-api/LiveBet/Open/UpdateCouponMulti',
      '/service-api/LiveBet-update/UpdateCouponMulti',
    ]) {
      const body = (await (await h.post(path, { coupons: [coupon, coupon] })).json()).data.attributes;
      expect(body.coupons).toHaveLength(2);
      expect(body.coupons[0].isBetsAvailable).toBe(true);
    }
  });

  it('accepts the SPEC §3 spellings of the bet fields', async () => {
    await h.fund(108, 100);
    const g = h.upcoming(1, 24);
    const o = h.outcome(g, 1);
    const res = await h.post(
      BET,
      { Events: [{ GameId: g.id, Type: 1, Param: 0, Coef: o.coef }], Summ: 7, betGUID: guid(), CheckCf: 0 },
      108,
    );
    expect(res.status).toBe(200);
    expect((await res.json()).data.attributes.bet.summ).toBe(7);
  });

  it('SaveCoupon gives a code that GetCoupon restores', async () => {
    const g = h.upcoming(2, 1);
    const saved = await (
      await h.post('/service-api/LiveBet/Open/SaveCoupon', { couponEvents: [{ gameId: g.id, type: 1 }], summ: 15 })
    ).json();
    const code = saved.data.attributes.code as string;
    const restored = (await (await h.post('/service-api/LiveBet/Open/GetCoupon', { guid: code })).json()).data
      .attributes;
    expect(restored.summ).toBe(15);
    expect(restored.events[0].gameId).toBe(g.id);
    expect((await h.post('/service-api/LiveBet/Open/GetCoupon', { guid: 'NOPE1234' })).status).toBe(404);
  });
});

describe('a whole simulated match', () => {
  it('plays out with the clock; bets of every kind settle and the ledger reconciles', async () => {
    const user = 201;
    const account = await h.fund(user, 1000);
    const game = h.upcoming(1, 30);
    const others = [h.upcoming(1, 31), h.upcoming(1, 32)];
    const place = async (body: Record<string, unknown>) => {
      const res = await h.post(BET, { betGuid: guid(), checkCf: 1, ...body }, user);
      expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
      return (await res.json()).data.attributes.bet;
    };
    const pick = (g: typeof game, type: number, param?: number) => ev(g.id, h.outcome(g, type, param));
    const view = h.feed.provider.view(game);
    const asian = view.outcomes.find((o) => o.type === 27);
    const total = view.outcomes.find((o) => o.type === 9);
    if (!asian || !total) throw new Error('markets missing');
    await place({ couponEvents: [pick(game, 1)], summ: 10 });
    await place({ couponEvents: [pick(game, 3)], summ: 10 });
    await place({ couponEvents: [ev(game.id, asian)], summ: 10 });
    await place({ couponEvents: [ev(game.id, total)], summ: 10 });
    await place({ couponEvents: [pick(game, 13)], summ: 10 });
    await place({ couponEvents: [pick(game, 1001)], summ: 10 });
    await place({ couponEvents: [pick(game, 2), pick(others[0] as typeof game, 1)], summ: 10, vid: 1 });
    await place({ couponEvents: [pick(game, 4), ...others.map((g) => pick(g, 5))], summ: 30, vid: 2, expressNum: 2 });
    const openAccount = await systemAccountId(h.database.db, bettingAccounts.open, 1);
    expect(await balanceOf(h.database.db, openAccount)).toBeGreaterThanOrEqual(10000);

    // Play everything out: the match and the other legs.
    const last = Math.max(...[game, ...others].map((g) => h.feed.provider.endOf(g)));
    let sawLive = false;
    for (let t = game.startAt; t < last + 5000; t += 30_000) {
      h.clock.set(t);
      if (h.feed.provider.view(game).phase === 'live') sawLive = true;
      await h.engine.settleDue();
    }
    h.clock.set(last + 5000);
    await h.engine.settleDue();
    expect(sawLive).toBe(true);

    const bets = await h.database.db.selectFrom('bets').selectAll().where('user_id', '=', user).execute();
    expect(bets.every((b) => ['won', 'lost', 'refund'].includes(b.status))).toBe(true);
    const result = h.feed.provider.result(game.id);
    const w1 = bets.find((b) => b.stake_minor === 1000 && b.vid === 0 && b.id === Math.min(...bets.map((x) => x.id)));
    expect(w1?.status).toBe((result?.total[0] ?? 0) > (result?.total[1] ?? 0) ? 'won' : 'lost');

    const paid = bets.reduce((s, b) => s + (b.payout_minor ?? 0), 0);
    const staked = bets.reduce((s, b) => s + b.stake_minor, 0);
    expect(await balanceOf(h.database.db, account)).toBe(100_000 - staked + paid);
    const report = await reconcile(h.database.db);
    expect(report.ok).toBe(true);
    // Stakes of settled bets left the holding account: what remains there belongs to other tests' open bets.
    const stillOpen = await h.database.db
      .selectFrom('bets')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('stake_minor'), eb.val(0)).as('s'))
      .where('status', 'in', ['open', 'pending'])
      .executeTakeFirst();
    expect(await balanceOf(h.database.db, openAccount)).toBe(Number(stillOpen?.s ?? 0));
    h.clock.set(FEED_START);
  });
});

describe('autobets', () => {
  it('an autobet waits until the coefficient reaches the target, and one asked to drops on a score change', async () => {
    const user = 301;
    const account = await h.fund(user, 100);
    const game = h.upcoming(1, 40);
    const w1 = h.outcome(game, 1);
    const reached = await h.post(
      BET,
      { couponEvents: [ev(game.id, w1)], summ: 10, betGuid: guid(), isAutoBet: true, autoBetCf: w1.coef },
      user,
    );
    const waiting = await h.post(
      BET,
      {
        couponEvents: [ev(game.id, w1)],
        summ: 10,
        betGuid: guid(),
        isAutoBet: true,
        autoBetCf: 400,
        dropOnScoreChange: true,
      },
      user,
    );
    expect((await reached.json()).data.attributes.bet.status).toBe('pending');
    expect((await waiting.json()).data.attributes.bet.status).toBe('pending');
    expect(await balanceOf(h.database.db, account)).toBe(8000);
    expect(await h.engine.processAutobets()).toEqual({ accepted: 1, dropped: 0 });
    // Live: the first goal changes the score and drops the second autobet with its stake returned.
    const tl = h.feed.provider.timeline(game);
    const firstGoal = tl.events[0];
    if (!firstGoal) throw new Error('goalless match');
    h.clock.set(game.startAt + ((firstGoal.at + 60) / h.feed.provider.speed) * 1000);
    expect(await h.engine.processAutobets()).toEqual({ accepted: 0, dropped: 1 });
    expect(await balanceOf(h.database.db, account)).toBe(9000);
    h.clock.set(FEED_START);
  });
});

describe('cash-out', () => {
  it('offers a live value, sells part of it, then the rest', async () => {
    const user = 401;
    const account = await h.fund(user, 100);
    const game = h.upcoming(1, 50);
    const w1 = h.outcome(game, 1);
    const placed = await (
      await h.post(BET, { couponEvents: [ev(game.id, w1)], summ: 20, betGuid: guid() }, user)
    ).json();
    const betId = placed.data.attributes.bet.betId as number;
    // Find a live moment with open markets.
    h.clock.set(game.startAt + 60_000);
    for (let i = 0; i < 60 && h.feed.provider.view(game).suspended; i++) h.clock.advance(5000);
    const offers = (await (await h.post('/service-api/LiveBet/Secure/GetCashOut', {}, user)).json()).data.attributes
      .offers;
    const offer = offers.find((o: { betId: number }) => o.betId === betId)?.offer as number;
    expect(offer).toBeGreaterThan(0);
    const part = Math.floor(offer * 50) / 100;
    const sold = (
      await (await h.post('/service-api/LiveBet/Secure/SaleBet', { saleBetId: betId, summ: part }, user)).json()
    ).data.attributes;
    expect(sold.paid).toBe(part);
    expect(sold.bet.status).toBe('open');
    expect(sold.bet.summ).toBeLessThan(20);
    const rest = (await (await h.post('/service-api/LiveBet/Secure/SaleBet', { saleBetId: betId }, user)).json()).data
      .attributes;
    expect(rest.bet.status).toBe('sold');
    expect(await balanceOf(h.database.db, account)).toBe(10000 - 2000 + Math.round((part + rest.paid) * 100));
    expect((await h.post('/service-api/LiveBet/Secure/SaleBet', { saleBetId: betId }, user)).status).toBe(409);
    expect((await reconcile(h.database.db)).ok).toBe(true);
    h.clock.set(FEED_START);
  });
});

describe('history', () => {
  it('lists the last 7 days, filters by type and status, pages by 50 and shows a coupon', async () => {
    const user = 501;
    await h.fund(user, 1000);
    for (let i = 0; i < 55; i++) {
      const g = h.upcoming(1, 60 + (i % 20));
      await h.post(BET, { couponEvents: [ev(g.id, h.outcome(g, 1))], summ: 1, betGuid: guid() }, user);
    }
    const a = h.upcoming(2, 5);
    const b = h.upcoming(2, 6);
    await h.post(
      BET,
      { couponEvents: [ev(a.id, h.outcome(a, 1)), ev(b.id, h.outcome(b, 1))], summ: 2, vid: 1, betGuid: guid() },
      user,
    );
    const history = async (body: unknown) =>
      (await (await h.post('/service-api/LiveBet/Secure/History', body, user)).json()).data.attributes;
    const first = await history({});
    expect(first.total).toBe(56);
    expect(first.bets).toHaveLength(50);
    expect((await history({ page: 2 })).bets).toHaveLength(6);
    expect((await history({ vid: 1 })).total).toBe(1);
    expect((await history({ status: 'won' })).total).toBe(0);
    expect((await history({ to: new Date(FEED_START - 86_400_000).toISOString() })).total).toBe(0);
    const detail = (
      await (await h.post('/service-api/LiveBet/Secure/HistoryDetail', { betId: first.bets[0].betId }, user)).json()
    ).data.attributes.bet;
    expect(detail.selections).toHaveLength(2);
    expect(detail.selections[0].gameName).toContain('—');
  });
});
