/**
 * Cash-out as quoted: GetCashOut quotes every sellable open bet (id, amount, expiry); a sale at a quote pays exactly
 * its amount (or the part asked of it) or is refused with a new quote, whichever way the offer moved; a repeat of a
 * sale answers it again; parallel sales at one quote sell once; systems are quoted line by line; the player's push
 * stream tells of every bet change and the balance.
 */
import { parseSseFrames } from '@betframe/sdk/feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDef } from '../feed';
import { balanceOf, reconcile } from '../wallet';
import { type BettingHarness, FEED_START, openBettingHarness } from './test-support';

const BET = '/service-api/LiveBet/Secure/MakeBetWeb';
const QUOTES = '/service-api/LiveBet/Secure/GetCashOut';
const SALE = '/service-api/LiveBet/Secure/SaleBet';
let h: BettingHarness;

beforeAll(async () => {
  h = await openBettingHarness();
});
afterAll(async () => {
  await h?.close();
});

let seq = 0;
const guid = () => `cash-out-${Date.now()}-${seq++}`;

interface Offer {
  betId: number;
  offer: number;
  quoteId: string;
  expiresAt: string;
}

async function quoteOf(user: number, betId: number): Promise<Offer | undefined> {
  const body = await (await h.post(QUOTES, {}, user)).json();
  return (body.data.attributes.offers as Offer[]).find((o) => o.betId === betId);
}

/** A bet on the first `legs` football games that start after `skip`, with the clock moved to a live, open moment. */
async function liveBet(
  user: number,
  { legs = 1, vid = 0, expressNum, skip = 0 } = {} as {
    legs?: number;
    vid?: number;
    expressNum?: number;
    skip?: number;
  },
) {
  h.clock.set(FEED_START);
  // Legs that kick off together, so all are live (and none over) at once.
  const first = h.upcoming(1, skip);
  const games = h.feed.provider
    .games()
    .filter((g) => g.startAt === first.startAt && !g.cancelled)
    .slice(0, legs);
  if (games.length < legs) throw new Error('not enough games starting together');
  const events = games.map((g) => {
    const o = h.feed.provider.view(g).outcomes[0];
    if (!o) throw new Error(`game ${g.id} offers nothing`);
    return { gameId: g.id, type: o.type, param: o.param, coef: o.coef };
  });
  const placed = await (
    await h.post(
      BET,
      { couponEvents: events, summ: 30, vid, ...(expressNum ? { expressNum } : {}), betGuid: guid() },
      user,
    )
  ).json();
  const betId = placed.data.attributes.bet.betId as number;
  const latest = Math.max(...games.map((g) => g.startAt));
  h.clock.set(latest + 60_000);
  await openMarkets(games);
  return { betId, games };
}

/** Moves the clock on until every game's markets are open (a goal suspends them for a while). */
async function openMarkets(games: GameDef[]) {
  for (let i = 0; i < 120 && games.some((g) => h.feed.provider.view(g).suspended); i++) h.clock.advance(3000);
}

const saleEntries = async (betId: number) =>
  h.database.db
    .selectFrom('ledger_transactions')
    .select('id')
    .where('reference', 'like', `bet:${betId}:sale:%`)
    .execute();

describe('cash-out quotes', () => {
  it('a sale at a quote pays exactly its amount, once, however often it is sent', async () => {
    const user = 801;
    const account = await h.fund(user, 100);
    const { betId } = await liveBet(user);
    const quote = await quoteOf(user, betId);
    expect(quote?.offer).toBeGreaterThan(0);
    expect(Date.parse(quote?.expiresAt ?? '')).toBeGreaterThan(h.clock.now());
    // The odds move a little before the click: the quote still holds.
    h.clock.advance(2000);
    const sell = () => h.post(SALE, { saleBetId: betId, quoteId: quote?.quoteId }, user);
    const first = (await (await sell()).json()).data.attributes;
    expect(first.paid).toBe(quote?.offer);
    expect(first.bet.status).toBe('sold');
    const again = (await (await sell()).json()).data.attributes;
    expect(again.paid).toBe(quote?.offer);
    expect(await saleEntries(betId)).toHaveLength(1);
    expect(await balanceOf(h.database.db, account)).toBe(10000 - 3000 + Math.round((quote?.offer ?? 0) * 100));
    expect((await reconcile(h.database.db)).ok).toBe(true);
  });

  it('an expired quote is answered with the new quote, which then pays exactly its amount', async () => {
    const user = 802;
    await h.fund(user, 100);
    const { betId, games } = await liveBet(user, { skip: 1 });
    const quote = await quoteOf(user, betId);
    h.clock.advance(11_000);
    await openMarkets(games);
    const refused = await h.post(SALE, { saleBetId: betId, quoteId: quote?.quoteId }, user);
    expect(refused.status).toBe(409);
    const body = await refused.json();
    expect(body.errors[0].code).toBe('cash_out_changed');
    const fresh = body.data.quote as { quoteId: string; amount: number };
    expect(fresh.quoteId).not.toBe(quote?.quoteId);
    expect(await saleEntries(betId)).toHaveLength(0);
    const sold = (await (await h.post(SALE, { saleBetId: betId, quoteId: fresh.quoteId }, user)).json()).data
      .attributes;
    expect(sold.paid).toBe(fresh.amount);
    // Quotes that expired unused are cleared as new ones are asked for; the one sold at is kept.
    h.clock.advance(120_000);
    await quoteOf(user, betId);
    const left = await h.database.db.selectFrom('cash_out_quotes').select('id').where('bet_id', '=', betId).execute();
    expect(left.map((q) => q.id)).toEqual([fresh.quoteId]);
  });

  it('an expected offer far from the live one, higher or lower, sells nothing and answers the new quote', async () => {
    const user = 803;
    await h.fund(user, 100);
    const { betId } = await liveBet(user, { skip: 2 });
    const quote = await quoteOf(user, betId);
    for (const expectedOffer of [(quote?.offer ?? 0) * 0.9, (quote?.offer ?? 0) * 1.1].map(
      (x) => Math.round(x * 100) / 100,
    )) {
      const res = await h.post(SALE, { saleBetId: betId, expectedOffer }, user);
      expect(res.status).toBe(409);
      expect((await res.json()).data.quote.amount).toBeGreaterThan(0);
    }
    expect(await saleEntries(betId)).toHaveLength(0);
  });

  it('ten parallel sales at one quote sell once; a part sold leaves the rest open and the old quote stale', async () => {
    const user = 804;
    const account = await h.fund(user, 100);
    const { betId } = await liveBet(user, { skip: 4 });
    const quote = await quoteOf(user, betId);
    const part = Math.floor((quote?.offer ?? 0) * 40) / 100;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => h.post(SALE, { saleBetId: betId, quoteId: quote?.quoteId, summ: part }, user)),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(new Set(bodies.map((b) => b.data.attributes.paid))).toEqual(new Set([part]));
    expect(await saleEntries(betId)).toHaveLength(1);
    const bet = bodies[0].data.attributes.bet;
    expect(bet.status).toBe('open');
    expect(bet.summ).toBeCloseTo(30 * 0.6, 1);
    expect(await balanceOf(h.database.db, account)).toBe(10000 - 3000 + Math.round(part * 100));
    // Selling the rest needs a quote of the bet as it is now.
    const next = await quoteOf(user, betId);
    expect(next?.quoteId).not.toBe(quote?.quoteId);
    expect((await reconcile(h.database.db)).ok).toBe(true);
  });

  it('a system is quoted (each open line valued) and sold at its quote', async () => {
    const user = 805;
    await h.fund(user, 100);
    const { betId } = await liveBet(user, { legs: 3, vid: 2, expressNum: 2, skip: 5 });
    const quote = await quoteOf(user, betId);
    expect(quote?.offer).toBeGreaterThan(0);
    const sold = (await (await h.post(SALE, { saleBetId: betId, quoteId: quote?.quoteId }, user)).json()).data
      .attributes;
    expect(sold.paid).toBe(quote?.offer);
    expect((await reconcile(h.database.db)).ok).toBe(true);
  });
});

describe('the player push stream', () => {
  it('sends the balance on connect, then each changed bet with the new balance', async () => {
    const user = 806;
    await h.fund(user, 100);
    h.clock.set(FEED_START);
    const controller = new AbortController();
    const res = await h.server.fetch('/service-api/LiveBet/Secure/BetsPush?lng=en', {
      headers: { 'x-test-user': String(user) },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    const events: Array<{ type: string; [k: string]: unknown }> = [];
    const until = async (check: () => boolean) => {
      while (!check()) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += decoder.decode(value, { stream: true });
        const parsed = parseSseFrames(buffer);
        buffer = parsed.rest;
        for (const f of parsed.frames) events.push(JSON.parse(f.data));
      }
    };
    await until(() => events.length >= 1);
    expect(events[0]).toEqual({ type: 'balance', balance: 100, currency: 'RUB' });
    const g = h.upcoming(1, 30);
    const o = h.outcome(g, 1);
    await h.post(
      BET,
      { couponEvents: [{ gameId: g.id, type: 1, param: 0, coef: o.coef }], summ: 10, betGuid: guid() },
      user,
    );
    await until(() => events.length >= 3);
    expect(events[1]).toMatchObject({ type: 'bet', bet: { status: 'open', summ: 10 } });
    expect(events[2]).toEqual({ type: 'balance', balance: 90, currency: 'RUB' });
    // Unauthenticated: refused.
    expect((await h.server.fetch('/service-api/LiveBet/Secure/BetsPush')).status).toBe(401);
    controller.abort();
  });
});
