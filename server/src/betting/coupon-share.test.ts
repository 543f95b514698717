/** Sharing a coupon: putbetscommon gives a code with expiry and link; GetCoupon loads it, dropping ended events. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponShareRoutes } from './coupon-share';
import { type BettingHarness, FEED_START, openBettingHarness } from './test-support';

const SHARE = '/web-api/datalinelive/putbetscommon';
const LOAD = '/service-api/LiveBet/Open/GetCoupon?lng=en';
let h: BettingHarness;

beforeAll(async () => {
  h = await openBettingHarness({ seed: 43, modules: [couponShareRoutes] });
});
afterAll(async () => {
  await h?.close();
});

describe('share a coupon (putbetscommon)', () => {
  it('round trip: the code loads the coupon for anyone; an ended event is dropped and named; the code expires', async () => {
    h.clock.set(FEED_START);
    const games = [0, 1, 2, 3].map((i) => h.upcoming(1, i)).sort((a, b) => a.startAt - b.startAt);
    const couponEvents = games.map((g) => ({ gameId: g.id, type: 1, coef: h.outcome(g, 1).coef }));
    const res = await h.post(SHARE, { coupon: { couponEvents, vid: 4, summ: 11 }, lng: 'en' });
    expect(res.status).toBe(200);
    const share = (await res.json()).data.attributes;
    expect(share.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(share.link).toBe(`/en/coupon/${share.code}`);
    expect(Date.parse(share.expiresAt)).toBe(FEED_START + 7 * 24 * 3600 * 1000);
    expect(share.coupons).toHaveLength(1);

    const loaded = (await (await h.post(LOAD, { guid: share.code.toLowerCase() })).json()).data.attributes;
    expect(loaded).toMatchObject({ code: share.code, vid: 4, summ: 11 });
    expect(loaded.events).toHaveLength(4);
    expect(loaded.dropped).toBeUndefined();
    expect(loaded.betTypes.find((t: { vid: number }) => t.vid === 4)).toMatchObject({ name: 'Yankee', lines: 11 });

    // The first game is over: the coupon loads the three others and says which one was left out.
    const first = games[0];
    if (!first) throw new Error('no game');
    h.clock.set(h.feed.provider.endOf(first) + 60_000);
    const later = (await (await h.post(LOAD, { guid: share.code })).json()).data.attributes;
    const stillOpen = games.filter((g) => h.feed.provider.view(g).status === 1);
    expect(later.events.map((e: { gameId: number }) => e.gameId)).toEqual(stillOpen.map((g) => g.id));
    expect(later.dropped.map((d: { gameId: number }) => d.gameId)).toContain(first.id);
    expect(later.dropped[0].gameName).not.toBe('');
    expect(['settled', 'closed']).toContain(later.dropped[0].reason);

    h.clock.set(FEED_START + 7 * 24 * 3600 * 1000 + 1);
    const expired = await h.post(LOAD, { guid: share.code });
    expect(expired.status).toBe(410);
    expect((await expired.json()).errors[0].code).toBe('coupon_expired');
    h.clock.set(FEED_START);
  });

  it('an outcome of a game no longer in the feed is dropped as gone, without names', async () => {
    h.clock.set(FEED_START);
    const g = h.upcoming(1, 6);
    const couponEvents = [
      { gameId: g.id, type: 1 },
      { gameId: 987_654_321, type: 1 },
    ];
    const { code } = (await (await h.post(SHARE, { coupon: { couponEvents, vid: 1 } })).json()).data.attributes;
    const loaded = (await (await h.post(LOAD, { guid: code })).json()).data.attributes;
    expect(loaded.events.map((e: { gameId: number }) => e.gameId)).toEqual([g.id]);
    expect(loaded.dropped).toEqual([
      { gameId: 987_654_321, type: 1, param: 0, name: '', gameName: '', reason: 'gone' },
    ]);
  });

  it('several coupons give a code each; an empty or malformed body is a 400 with validation_errors', async () => {
    const g = h.upcoming(1, 5);
    const coupon = { couponEvents: [{ gameId: g.id, type: 1 }] };
    const many = (await (await h.post(SHARE, { coupons: [coupon, coupon] })).json()).data.attributes;
    expect(new Set(many.coupons.map((s: { code: string }) => s.code)).size).toBe(2);
    const empty = await h.post(SHARE, {});
    expect(empty.status).toBe(400);
    expect((await empty.json()).data.validation_errors).toBeDefined();
    expect((await h.post(SHARE, { coupon: { couponEvents: [] } })).status).toBe(400);
  });
});
