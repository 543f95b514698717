/**
 * Bid (VIP) bets and power bets (bids.ts, bid-desk.ts): a stake above the automatic limit is held for a trader;
 * accepted it is placed through the ordinary placement, rejected, declined or expired it goes back; a counter-offer
 * accepted places the countered stake and price, once however many accepts race; the ledger reconciles throughout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, reconcile } from '../wallet';
import { bidDeskRoutesWith } from './bid-desk';
import { type BettingHarness, FEED_START, openBettingHarness } from './test-support';

const BET = '/service-api/LiveBet/Secure/MakeBetWeb';
const BID = '/service-api/LiveBet/Secure/MakeBetBidWeb';
const BIDS = '/service-api/LiveBet/Secure/GetBetBids';
const ANSWER = '/service-api/LiveBet/Secure/AnswerBetBid';
const DESK = '/sandbox/operator/bids';
let h: BettingHarness;

beforeAll(async () => {
  h = await openBettingHarness({
    limits: { maxStakePerMarket: 1000, bidDecisionMs: 300_000, bidCounterMs: 60_000 },
    modules: [bidDeskRoutesWith(() => h.engine)],
  });
});
afterAll(async () => {
  await h?.close();
});

let seq = 0;
const guid = () => `bid-test-${seq++}-guid`;

/** A single on the home win of the `skip`-th upcoming football game. */
function selection(skip = 0) {
  h.clock.set(FEED_START);
  const game = h.upcoming(1, skip);
  const o = h.outcome(game, 1);
  return { gameId: game.id, type: o.type, param: o.param, coef: o.coef };
}

async function bid(user: number, stake: number, skip = 0) {
  const event = selection(skip);
  const res = await h.post(BID, { couponEvents: [event], VIPBetSumm: stake, vid: 0, betGuid: guid() }, user);
  expect(res.status).toBe(202);
  const body = await res.json();
  return { bid: body.data.attributes.bid, event };
}

const desk = (path: string, body?: unknown) =>
  h.server.fetch(`${DESK}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
const heldOf = async () =>
  Number(
    (
      await h.database.db
        .selectFrom('ledger_accounts as a')
        .innerJoin('ledger_balances as b', 'b.account_id', 'a.id')
        .select('b.balance_minor')
        .where('a.system_code', '=', 'bet_bids_held')
        .executeTakeFirst()
    )?.balance_minor ?? 0,
  );
const clean = async () => expect((await reconcile(h.database.db)).ok).toBe(true);

describe('bid bets', () => {
  it('a stake above the limit is refused as a bet and held as a bid; within the limit no bid is needed', async () => {
    const user = 901;
    const account = await h.fund(user, 5000);
    const event = selection();
    const refused = await h.post(BET, { couponEvents: [event], summ: 1500, vid: 0, betGuid: guid() }, user);
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors[0].code).toBe('stake_above_market_limit');
    const small = await h.post(BID, { couponEvents: [event], VIPBetSumm: 100, betGuid: guid() }, user);
    expect((await small.json()).errors[0].code).toBe('bid_not_needed');
    const bad = await h.post(BID, { couponEvents: [event], VIPBetSumm: 'lots', betGuid: guid() }, user);
    expect(bad.status).toBe(400);
    expect((await bad.json()).data.validation_errors).toBeDefined();

    const held = await heldOf();
    const { bid: b } = await bid(user, 1500);
    expect(b).toMatchObject({ status: 'pending', stake: 1500, coef: event.coef, isPowerBet: false, currency: 'RUB' });
    expect(Date.parse(b.expiresAt)).toBe(FEED_START + 300_000);
    expect(await balanceOf(h.database.db, account)).toBe(350_000);
    expect((await heldOf()) - held).toBe(150_000);
    const listed = (await (await h.post(BIDS, {}, user)).json()).data.attributes;
    expect(listed.bids[0].bidId).toBe(b.bidId);
    expect(listed).toMatchObject({ maxStake: 1000, decisionSeconds: 300, counterSeconds: 60 });
    await clean();
  });

  it('a power bet above the limit becomes a bid by itself', async () => {
    const user = 902;
    await h.fund(user, 5000);
    const event = selection();
    const res = await h.post(BET, { couponEvents: [event], summ: 2000, isPowerBet: true, betGuid: guid() }, user);
    expect(res.status).toBe(202);
    expect((await res.json()).data.attributes.bid).toMatchObject({ status: 'pending', stake: 2000, isPowerBet: true });
  });

  it('the trader accepts: placed at the stake and price asked, through the ordinary placement', async () => {
    const user = 903;
    const account = await h.fund(user, 5000);
    const { bid: b, event } = await bid(user, 1500);
    const accepted = await desk(`/${b.bidId}/accept`);
    expect(accepted.status).toBe(200);
    const bet = (await accepted.json()).data.bet;
    expect(bet).toMatchObject({ status: 'open', summ: 1500, coef: event.coef });
    expect(await balanceOf(h.database.db, account)).toBe(350_000);
    const listed = (await (await h.post(BIDS, {}, user)).json()).data.attributes.bids;
    expect(listed[0]).toMatchObject({ status: 'accepted', betId: bet.betId });
    expect((await desk(`/${b.bidId}/accept`)).status).toBe(409);
    await clean();
  });

  it('the trader rejects: the stake goes back', async () => {
    const user = 904;
    const account = await h.fund(user, 5000);
    const { bid: b } = await bid(user, 1500);
    expect((await (await desk(`/${b.bidId}/reject`)).json()).data.bid.status).toBe('rejected');
    expect(await balanceOf(h.database.db, account)).toBe(500_000);
    await clean();
  });

  it('a counter-offer accepted by the player places the countered stake and price', async () => {
    const user = 905;
    const account = await h.fund(user, 5000);
    const { bid: b, event } = await bid(user, 1500);
    const price = Math.round((event.coef - 0.05) * 100) / 100;
    const higher = await desk(`/${b.bidId}/counter`, { stake: 1600, coef: price });
    expect((await higher.json()).data.validation_errors).toBeDefined();
    const countered = (await (await desk(`/${b.bidId}/counter`, { stake: 1200, coef: price })).json()).data.bid;
    expect(countered).toMatchObject({ status: 'countered', counterStake: 1200, counterCoef: price });
    expect(Date.parse(countered.expiresAt)).toBe(h.clock.now() + 60_000);
    const other = await h.post(ANSWER, { bidId: b.bidId, accept: true }, 906);
    expect(other.status).toBe(404);
    const answered = (await (await h.post(ANSWER, { bidId: b.bidId, accept: true }, user)).json()).data.attributes;
    expect(answered.bid.status).toBe('accepted');
    const bet = await h.engine.detail(user, answered.bid.betId);
    expect(bet).toMatchObject({ summ: 1200, coef: price, potentialWin: Math.floor(1200 * price * 100) / 100 });
    expect(await balanceOf(h.database.db, account)).toBe(380_000);
    await clean();
  });

  it('a counter-offer the player leaves expires and releases the stake; accepting it then is refused', async () => {
    const user = 907;
    const account = await h.fund(user, 5000);
    const { bid: b } = await bid(user, 1500);
    await desk(`/${b.bidId}/counter`, { stake: 1100, coef: b.coef });
    h.clock.advance(60_001);
    expect(await h.engine.bids.expireDue()).toBeGreaterThanOrEqual(1);
    expect(await balanceOf(h.database.db, account)).toBe(500_000);
    const late = await h.post(ANSWER, { bidId: b.bidId, accept: true }, user);
    expect(late.status).toBe(409);
    expect((await late.json()).errors[0].code).toBe('bid_closed');
    await clean();
  });

  it('a bid the trader leaves expires after the decision time', async () => {
    const user = 908;
    const account = await h.fund(user, 5000);
    const { bid: b } = await bid(user, 1500);
    h.clock.advance(300_000);
    const listed = (await (await h.post(BIDS, {}, user)).json()).data.attributes.bids;
    expect(listed.find((x: { bidId: number }) => x.bidId === b.bidId).status).toBe('expired');
    expect(await balanceOf(h.database.db, account)).toBe(500_000);
    expect((await desk(`/${b.bidId}/accept`)).status).toBe(409);
    await clean();
  });

  it('the player declines a counter-offer: the stake goes back', async () => {
    const user = 909;
    const account = await h.fund(user, 5000);
    const { bid: b } = await bid(user, 1500);
    await desk(`/${b.bidId}/counter`, { stake: 1100, coef: b.coef });
    const declined = (await (await h.post(ANSWER, { bidId: b.bidId, accept: false }, user)).json()).data.attributes;
    expect(declined.bid.status).toBe('declined');
    expect(await balanceOf(h.database.db, account)).toBe(500_000);
    await clean();
  });

  it('accepts that race place the bet once', async () => {
    const user = 910;
    const account = await h.fund(user, 5000);
    const { bid: b } = await bid(user, 1500);
    await desk(`/${b.bidId}/counter`, { stake: 1300, coef: b.coef });
    const answers = await Promise.all(
      [1, 2, 3].map(() => h.post(ANSWER, { bidId: b.bidId, accept: true }, user).then((r) => r.json())),
    );
    const betIds = new Set(answers.map((a) => a.data?.attributes.bid.betId));
    expect(betIds.size).toBe(1);
    const bets = await h.database.db.selectFrom('bets').select('id').where('user_id', '=', user).execute();
    expect(bets).toHaveLength(1);
    expect(await balanceOf(h.database.db, account)).toBe(370_000);
    await clean();
  });
});
