/**
 * The promo store through its calls (docs/promotions.md "Promo store"): items with the player's remaining limit,
 * malformed bodies, refusals (unknown item, too few points, limit, stock, an active bonus), a freebet and a
 * merchandise purchase, replays of one requestId, and 20 clicks at once — one requestId, and different requestIds
 * against a limit of 1 and a stock of 3. The ledger and the bonus books reconcile after every test.
 */
import { promoBuyData, promoPurchasesData, promoStoreData } from '@betframe/sdk/loyalty';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../accounts/tables';
import { type BettingHarness, FEED_START, openBettingHarness } from '../betting/test-support';
import { bonusesOf, reconcileBonuses, seedDemoBonuses } from '../bonuses';
import { openPlayerAccount, reconcile } from '../wallet';
import { earnPoints, pointsBalanceOf } from './points';
import { promoStoreRoutes } from './store-routes';

let h: BettingHarness;
let logins = 0;
let requests = 0;

beforeAll(async () => {
  h = await openBettingHarness({ seed: 43, modules: [promoStoreRoutes] });
  await seedDemoBonuses(h.database.db, new Date(FEED_START));
}, 120_000);
afterEach(async () => {
  expect(await reconcile(h.database.db)).toMatchObject({ ok: true });
  expect(await reconcileBonuses(h.database.db)).toMatchObject({ ok: true });
});
afterAll(async () => {
  await h?.close();
});

/** A player with `points` loyalty points (earned on a sport stake: 1 point per major unit). */
async function player(points = 0): Promise<number> {
  logins += 1;
  const user = await h.database.db
    .insertInto('users')
    .values({
      login: `store${logins}`,
      password_hash: 'x',
      country_id: 286,
      currency_id: 1,
      registration_type: 'fast_reg',
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  await openPlayerAccount(h.database.db, { userId: user.id, currencyId: 1 });
  if (points > 0)
    await earnPoints(h.database.db, {
      userId: user.id,
      product: 'sport',
      stakeMinor: points * 100,
      currencyId: 1,
      reference: `test:store:${user.id}`,
      at: new Date(FEED_START),
    });
  return user.id;
}

const rid = () => `req-${++requests}-0000`;
const buy = (userId: number, body: unknown) => h.post('/web-api/promo-store/buy', body, userId);
const get = (path: string, userId?: number) =>
  h.server.fetch(path, { headers: userId ? { 'x-test-user': String(userId) } : {} });
const dataOf = async (res: Response) => ((await res.json()) as { data: unknown }).data;

async function item(code: string, price: number, stock: number | null, limit: number | null) {
  await h.database.db
    .insertInto('promo_store_items')
    .values({
      code,
      name: JSON.stringify({ ru: code, en: code, kk: code, ar: code }),
      kind: 'merchandise',
      offer_code: null,
      price_points: price,
      stock,
      per_player_limit: limit,
    })
    .execute();
}

describe('promo store', () => {
  it('lists the seeded items with the remaining limit and the stock; a guest gets 401', async () => {
    expect((await get('/web-api/promo-store')).status).toBe(401);
    const p = await player(250);
    const data = promoStoreData.parse(await dataOf(await get('/web-api/promo-store', p)));
    expect(data.balance).toBe(250);
    expect(data.items.map((i) => [i.code, i.kind, i.price, i.stock, i.remaining])).toEqual([
      ['freebet_10', 'freebet', 300, null, 3],
      ['sport_bonus_5', 'bonus', 500, null, 2],
      ['casino_bonus_10', 'bonus', 800, null, 2],
      ['tshirt', 'merchandise', 2000, 50, 1],
      ['sticker', 'merchandise', 100, 1000, 1],
    ]);
    expect(data.items[3]?.name).toMatchObject({ en: 'Betframe T-shirt', ar: 'قميص Betframe' });
  });

  it('refuses malformed bodies (400), an unknown item (404) and too few points (409)', async () => {
    const p = await player(100);
    for (const body of [
      {},
      { itemCode: 'freebet_10' },
      { itemCode: '', requestId: rid() },
      { itemCode: 'x', requestId: 'a b' },
      { itemCode: 'x', requestId: rid(), extra: 1 },
    ]) {
      const res = await buy(p, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { data: { validation_errors: object } }).data.validation_errors).toBeDefined();
    }
    expect((await buy(p, { itemCode: 'no_such_item', requestId: rid() })).status).toBe(404);
    const poor = await buy(p, { itemCode: 'freebet_10', requestId: rid() });
    expect(poor.status).toBe(409);
    expect(await poor.text()).toContain('insufficient_points');
    expect(await pointsBalanceOf(h.database.db, p)).toBe(100);
    expect((await get('/web-api/promo-store/purchases')).status).toBe(401);
  });

  it('buys a freebet and a T-shirt, replays a requestId, and lists the purchases', async () => {
    const p = await player(2500);
    const request = rid();
    const res = await buy(p, { itemCode: 'freebet_10', requestId: request });
    expect(res.status).toBe(200);
    const bought = promoBuyData.parse(await dataOf(res));
    expect(bought).toMatchObject({
      balance: 2200,
      replay: false,
      purchase: { itemCode: 'freebet_10', status: 'granted' },
    });
    const [freebet] = await bonusesOf(h.database.db, p);
    expect(freebet).toMatchObject({ id: bought.purchase.bonusId, offerCode: 'demo-freebet', mechanic: 'freebet' });
    const again = promoBuyData.parse(await dataOf(await buy(p, { itemCode: 'freebet_10', requestId: request })));
    expect(again).toMatchObject({ balance: 2200, replay: true, purchase: { id: bought.purchase.id } });
    const reused = await buy(p, { itemCode: 'tshirt', requestId: request });
    expect(reused.status).toBe(409);
    expect(await reused.text()).toContain('request_id_reused');
    const shirt = promoBuyData.parse(await dataOf(await buy(p, { itemCode: 'tshirt', requestId: rid() })));
    expect(shirt).toMatchObject({ balance: 200, purchase: { kind: 'merchandise', status: 'ordered', bonusId: null } });
    const limited = await buy(p, { itemCode: 'tshirt', requestId: rid() });
    expect(limited.status).toBe(409);
    expect(await limited.text()).toContain('limit_reached');
    const history = promoPurchasesData.parse(await dataOf(await get('/web-api/promo-store/purchases', p)));
    expect(history.items[0]?.name).toMatchObject({ en: 'Betframe T-shirt' });
    expect(history.items.map((i) => [i.itemCode, i.points, i.status])).toEqual([
      ['tshirt', 2000, 'ordered'],
      ['freebet_10', 300, 'granted'],
    ]);
    const store = promoStoreData.parse(await dataOf(await get('/web-api/promo-store', p)));
    expect(store.items.find((i) => i.code === 'tshirt')).toMatchObject({ stock: 49, remaining: 0 });
    expect(store.items.find((i) => i.code === 'freebet_10')).toMatchObject({ remaining: 2 });
  });

  it('refuses a second wagering bonus while one is active and keeps the points', async () => {
    const p = await player(1000);
    expect((await buy(p, { itemCode: 'sport_bonus_5', requestId: rid() })).status).toBe(200);
    const second = await buy(p, { itemCode: 'sport_bonus_5', requestId: rid() });
    expect(second.status).toBe(409);
    expect(await second.text()).toContain('bonus_active');
    expect(await pointsBalanceOf(h.database.db, p)).toBe(500);
  });

  it('refuses an item out of stock', async () => {
    await item('sold_out', 10, 0, null);
    const p = await player(100);
    const res = await buy(p, { itemCode: 'sold_out', requestId: rid() });
    expect(res.status).toBe(409);
    expect(await res.text()).toContain('out_of_stock');
    expect(await pointsBalanceOf(h.database.db, p)).toBe(100);
  });

  it('20 clicks with one requestId buy once and spend the points once', async () => {
    const p = await player(1000);
    const request = rid();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => buy(p, { itemCode: 'freebet_10', requestId: request })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const data = await Promise.all(answers.map(async (r) => promoBuyData.parse(await dataOf(r))));
    expect(data.filter((d) => !d.replay)).toHaveLength(1);
    expect(new Set(data.map((d) => d.purchase.id)).size).toBe(1);
    expect(await pointsBalanceOf(h.database.db, p)).toBe(700);
    expect(await bonusesOf(h.database.db, p)).toHaveLength(1);
  });

  it('20 clicks with different requestIds against a limit of 1 and a stock of 3: exactly 3 succeed', async () => {
    await item('cap', 100, 3, 1);
    const players = await Promise.all(Array.from({ length: 5 }, () => player(1000)));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => buy(players[i % 5] as number, { itemCode: 'cap', requestId: rid() })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
    const refusals = await Promise.all(answers.filter((r) => r.status !== 200).map((r) => r.text()));
    expect(refusals).toHaveLength(17);
    for (const text of refusals) expect(text).toMatch(/limit_reached|out_of_stock/);
    const balances = await Promise.all(players.map((p) => pointsBalanceOf(h.database.db, p)));
    expect(balances.filter((b) => b === 900)).toHaveLength(3);
    expect(balances.filter((b) => b === 1000)).toHaveLength(2);
    const left = await h.database.db
      .selectFrom('promo_store_items')
      .select('stock')
      .where('code', '=', 'cap')
      .executeTakeFirstOrThrow();
    expect(Number(left.stock)).toBe(0);
  });
});
