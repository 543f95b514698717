/**
 * Outrights through the ordinary placement and settlement: a bet on the window's champion wins at its price, a bet
 * on another team loses, both once the window's last game is over; the ledger reconciles.
 */
import { outrightsPath, outrightsResponseSchema } from '@betframe/sdk/feed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { T } from '../feed';
import { outrightOf, WINDOW_MS } from '../feed/outrights';
import { balanceOf, reconcile } from '../wallet';
import { type BettingHarness, FEED_START, openBettingHarness } from './test-support';

const BET = '/service-api/LiveBet/Secure/MakeBetWeb';
let h: BettingHarness;

beforeAll(async () => {
  h = await openBettingHarness({ seed: 45 });
});
afterAll(async () => {
  await h?.close();
});

describe('an outright settles through the ledger when its window ends', () => {
  it('pays the champion at its price, the other team nothing; reconcile is clean', async () => {
    const o = outrightOf(45, 0, FEED_START + WINDOW_MS);
    if (!o) throw new Error('no outright');
    // Read the champion first (the clock past the window), then bet from before the window.
    h.clock.set(h.feed.provider.endOf(o) + 5000);
    const champion = h.feed.provider.result(o.id)?.champion;
    h.clock.set(FEED_START);
    expect(champion).toBeDefined();
    const offered = h.feed.provider.view(o).outcomes;
    const winning = offered.find((x) => x.param === champion);
    const losing = offered.find((x) => x.param !== champion);
    if (!winning || !losing) throw new Error('the champion or another team is not offered');
    expect(winning.type).toBe(T.champWinner);

    // Listed by GetGlobalChampZip with its one market naming the teams; a second-tier championship has none.
    const listed = await h.server.fetch(`${outrightsPath}?champ=${o.champ.id}&lng=en`);
    expect(listed.status).toBe(200);
    const body = outrightsResponseSchema.parse(await listed.json()).data.attributes;
    const wire = body.outrights.find((g) => g.id === o.id);
    expect(wire?.team1.name).toMatch(/^Winner: England\. Premier League, \d{4}-\d{2}-\d{2}$/);
    expect(wire?.markets.map((m) => m.name)).toEqual(['Championship winner']);
    const team = o.champ.teams.find((t) => t.id === champion);
    expect(wire?.markets[0]?.outcomes.find((x) => x.param === champion)?.name).toBe(team?.name.en);
    expect(body.champs.map((c) => c.id)).toEqual([o.champ.id]);
    const secondTier = o.champ.id - 1 + 6;
    expect((await h.server.fetch(`${outrightsPath}?champ=${secondTier}`)).status).toBe(400);

    const user = 702;
    const account = await h.fund(user, 1000);
    for (const [guid, outcome] of [
      ['outright-win', winning],
      ['outright-loss', losing],
    ] as const) {
      const res = await h.post(
        BET,
        { couponEvents: [{ gameId: o.id, ...outcome }], summ: 100, betGuid: guid, checkCf: 1 },
        user,
      );
      expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    }
    expect(await balanceOf(h.database.db, account)).toBe(100_000 - 20_000);

    // Bets close when the window starts.
    h.clock.set(o.startAt + 1000);
    const late = await h.post(
      BET,
      { couponEvents: [{ gameId: o.id, ...winning }], summ: 100, betGuid: 'outright-late', checkCf: 1 },
      user,
    );
    expect(late.status).not.toBe(200);

    // Not before the last game of the window is over.
    h.clock.set(h.feed.provider.endOf(o) - 1000);
    await h.engine.settleDue();
    const open = await h.database.db
      .selectFrom('bets')
      .select('status')
      .where('bet_guid', '=', 'outright-win')
      .executeTakeFirstOrThrow();
    expect(open.status).toBe('open');

    h.clock.set(h.feed.provider.endOf(o) + 5000);
    await h.engine.settleDue();
    const bets = await h.database.db
      .selectFrom('bets')
      .select(['bet_guid', 'status', 'payout_minor'])
      .where('bet_guid', 'in', ['outright-win', 'outright-loss'])
      .orderBy('bet_guid')
      .execute();
    const paid = Math.floor(10_000 * winning.coef + 1e-6);
    expect(bets.map((b) => [b.bet_guid, b.status, b.payout_minor ?? 0])).toEqual([
      ['outright-loss', 'lost', 0],
      ['outright-win', 'won', paid],
    ]);
    expect(await balanceOf(h.database.db, account)).toBe(100_000 - 20_000 + paid);
    expect((await reconcile(h.database.db)).ok).toBe(true);
    h.clock.set(FEED_START);
  });
});
