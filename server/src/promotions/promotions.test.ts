/**
 * `GET /web-api/promotions`: 401 for a guest; for a player, the running tournaments (and whether they opted in),
 * the toto draw accepting coupons (with their coupons in it), bring a friend (partner 1 runs it), the loyalty
 * offers and cashback — and no express boost while partner 1's configuration keeps it off.
 */
import { type PromotionItem, promotionsData, promotionsPath } from '@betframe/sdk/promotions';
import { totoConfigSchema } from '@betframe/sdk/toto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BettingHarness, FEED_START, openBettingHarness } from '../betting/test-support';
import { totoRoutesWith } from '../toto';
import { TotoService } from '../toto/service';
import { createTournament, tournamentsRoutes } from '../tournaments';
import { promotionsRoutesWith } from './routes';

const HOUR = 3_600_000;
let h: BettingHarness;
let toto: TotoService;

beforeAll(async () => {
  h = await openBettingHarness({
    seed: 21,
    modules: [tournamentsRoutes, totoRoutesWith(() => toto), promotionsRoutesWith({ toto: () => toto })],
  });
  toto = new TotoService({
    db: h.database.db,
    provider: h.feed.provider,
    config: async () => totoConfigSchema.parse({ enabled: true }),
    baseRate: async () => 1,
  });
}, 120_000);
afterAll(() => h?.close());

async function promotions(userId: number): Promise<PromotionItem[]> {
  const res = await h.server.fetch(promotionsPath, { headers: { 'x-test-user': String(userId) } });
  expect(res.status).toBe(200);
  return promotionsData.parse(((await res.json()) as { data: unknown }).data).items;
}

describe('GET /web-api/promotions', () => {
  it('answers 401 to a guest', async () => {
    const res = await h.server.fetch(promotionsPath);
    expect(res.status).toBe(401);
  });

  it('lists the running tournament and the active toto draw with the player’s own state', async () => {
    h.clock.set(FEED_START);
    await h.fund(7, 1000);
    const running = await createTournament(
      h.database.db,
      {
        code: 'promo-cup',
        name: 'Promo cup',
        product: 'sport',
        currencyId: 1,
        startsAt: new Date(FEED_START - HOUR),
        endsAt: new Date(FEED_START + 6 * HOUR),
        rules: { scoring: 'stake', sportIds: [], minOdds: null, gameIds: [], categoryIds: [] },
        prizes: [{ place: 1, kind: 'money', amountMinor: 100_00 }],
      },
      new Date(FEED_START),
    );
    await createTournament(
      h.database.db,
      {
        code: 'later-cup',
        name: 'Later cup',
        product: 'casino',
        currencyId: 1,
        startsAt: new Date(FEED_START + 24 * HOUR),
        endsAt: new Date(FEED_START + 48 * HOUR),
        rules: { scoring: 'stake', sportIds: [], minOdds: null, gameIds: [], categoryIds: [] },
        prizes: [{ place: 1, kind: 'money', amountMinor: 100_00 }],
      },
      new Date(FEED_START),
    );

    const before = await promotions(7);
    const cup = before.filter((p) => p.kind === 'tournament');
    expect(cup).toEqual([
      expect.objectContaining({ kind: 'tournament', id: running, name: 'Promo cup', joined: false }),
    ]);
    const draw = before.find((p) => p.kind === 'toto');
    expect(draw).toMatchObject({ kind: 'toto', coupons: 0 });
    expect(before.find((p) => p.kind === 'referral')).toEqual({ kind: 'referral', friends: 0 });
    expect(before.find((p) => p.kind === 'express_boost')).toBeUndefined();
    expect(before.find((p) => p.kind === 'cashback')).toMatchObject({ kind: 'cashback', level: 'regular' });

    const joined = await h.post('/web-api/tournaments/join', { tournament_id: running }, 7);
    expect(joined.status).toBe(200);
    const drawId = draw?.kind === 'toto' ? draw.drawId : 0;
    const bought = await h.post(
      '/web-api/toto/coupons',
      { drawId, choices: Array.from({ length: 15 }, () => '1'), guid: 'promo-guid-0000-1' },
      7,
    );
    expect(bought.status).toBe(200);

    const after = await promotions(7);
    expect(after.find((p) => p.kind === 'tournament')).toMatchObject({ id: running, joined: true, participants: 1 });
    expect(after.find((p) => p.kind === 'toto')).toMatchObject({ drawId, coupons: 1 });
    // Another player sees the same promotions with their own state.
    const other = await promotions(8);
    expect(other.find((p) => p.kind === 'tournament')).toMatchObject({ id: running, joined: false });
    expect(other.find((p) => p.kind === 'toto')).toMatchObject({ drawId, coupons: 0 });
  });

  it('leaves a finished tournament out', async () => {
    h.clock.set(FEED_START + 7 * HOUR);
    const items = await promotions(7);
    expect(items.some((p) => p.kind === 'tournament' && p.name === 'Promo cup')).toBe(false);
    h.clock.set(FEED_START);
  });
});
