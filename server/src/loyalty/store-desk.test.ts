/**
 * The operator desk's promo store page (store-desk.ts): items created and edited from forms and JSON through one
 * schema, bad input answering 400 with `validation_errors` (or the page with the errors and the values kept), and
 * merchandise orders listed, delivered and cancelled — a cancel refunds the points once and returns the stock, a
 * second cancel changes nothing. The ledger and the bonus books reconcile after every test.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import '../accounts/tables';
import { type BettingHarness, FEED_START, openBettingHarness } from '../betting/test-support';
import { reconcileBonuses, seedDemoBonuses } from '../bonuses';
import { openPlayerAccount, reconcile } from '../wallet';
import { earnPoints, pointsBalanceOf } from './points';
import { storeDeskRoutes } from './store-desk';
import { promoStoreRoutes } from './store-routes';

const DESK = '/sandbox/operator/promo-store';
let h: BettingHarness;
let logins = 0;
let requests = 0;

beforeAll(async () => {
  h = await openBettingHarness({ seed: 47, modules: [promoStoreRoutes, storeDeskRoutes] });
  await seedDemoBonuses(h.database.db, new Date(FEED_START));
}, 120_000);
afterEach(async () => {
  expect(await reconcile(h.database.db)).toMatchObject({ ok: true });
  expect(await reconcileBonuses(h.database.db)).toMatchObject({ ok: true });
});
afterAll(async () => {
  await h?.close();
});

async function player(points: number): Promise<number> {
  logins += 1;
  const user = await h.database.db
    .insertInto('users')
    .values({
      login: `desk${logins}`,
      password_hash: 'x',
      country_id: 286,
      currency_id: 1,
      registration_type: 'fast_reg',
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  await openPlayerAccount(h.database.db, { userId: user.id, currencyId: 1 });
  await earnPoints(h.database.db, {
    userId: user.id,
    product: 'sport',
    stakeMinor: points * 100,
    currencyId: 1,
    reference: `test:desk:${user.id}`,
    at: new Date(FEED_START),
  });
  return user.id;
}

interface Answer {
  status: number;
  data: Record<string, unknown> & { validation_errors?: Record<string, string[]> };
}

async function post(path: string, body: Record<string, unknown>, form = false): Promise<Answer> {
  const res = await h.server.fetch(path, {
    method: 'POST',
    headers: { accept: 'application/json', ...(form ? {} : { 'content-type': 'application/json' }) },
    body: form ? new URLSearchParams(body as Record<string, string>) : JSON.stringify(body),
  });
  return { status: res.status, data: ((await res.json()) as { data: Answer['data'] }).data };
}

interface Listing {
  items: Array<{
    id: number;
    code: string;
    kind: string;
    offerCode: string | null;
    price: number;
    stock: number | null;
    perPlayerLimit: number | null;
    active: boolean;
    sold: number;
    name: Record<string, string>;
  }>;
  orders: Array<{ id: number; userId: number; itemCode: string; points: number; status: string }>;
}

async function listing(): Promise<Listing> {
  const res = await h.server.fetch(DESK, { headers: { accept: 'application/json' } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Listing }).data;
}

const itemOf = async (code: string) => (await listing()).items.find((i) => i.code === code);
const names = (en: string) => ({ ru: `${en} ru`, en, kk: `${en} kk`, ar: `${en} ar` });
const formNames = (en: string) => Object.fromEntries(Object.entries(names(en)).map(([l, n]) => [`name.${l}`, n]));
const buy = (userId: number, itemCode: string) =>
  h.post('/web-api/promo-store/buy', { itemCode, requestId: `desk-req-${++requests}` }, userId);

describe('promo store desk: items', () => {
  it('lists the seeded items with their counts, as JSON and as a page', async () => {
    const data = await listing();
    expect(data.items.find((i) => i.code === 'tshirt')).toMatchObject({
      kind: 'merchandise',
      offerCode: null,
      price: 2000,
      stock: 50,
      perPlayerLimit: 1,
      active: true,
      sold: 0,
    });
    expect(data.items.find((i) => i.code === 'freebet_10')).toMatchObject({ offerCode: 'demo-freebet' });
    const page = await (await h.server.fetch(DESK, { headers: { accept: 'text/html' } })).text();
    expect(page).toContain('data-item="sticker"');
    expect(page).toContain('<a href="/sandbox/operator/bonuses">Bonuses</a>');
  });

  it('creates a merchandise item from a form and a freebet item from JSON; the store sells them', async () => {
    const form = await post(
      `${DESK}/items/create`,
      {
        code: 'mug',
        kind: 'merchandise',
        offerCode: '',
        ...formNames('Mug'),
        price: '150',
        stock: '2',
        perPlayerLimit: '',
        active: 'true',
      },
      true,
    );
    expect(form.status).toBe(200);
    expect(await itemOf('mug')).toMatchObject({
      price: 150,
      stock: 2,
      perPlayerLimit: null,
      active: true,
      name: names('Mug'),
    });
    const json = await post(`${DESK}/items/create`, {
      code: 'freebet_big',
      kind: 'freebet',
      offerCode: 'demo-freebet',
      name: names('Big freebet'),
      price: 50,
      stock: null,
      perPlayerLimit: 1,
      active: true,
    });
    expect(json.status).toBe(200);
    const p = await player(300);
    const store = (await (
      await h.server.fetch('/web-api/promo-store', { headers: { 'x-test-user': String(p) } })
    ).json()) as {
      data: { items: Array<{ code: string }> };
    };
    expect(store.data.items.map((i) => i.code)).toEqual(expect.arrayContaining(['mug', 'freebet_big']));
    expect((await buy(p, 'mug')).status).toBe(200);
    expect(await itemOf('mug')).toMatchObject({ stock: 1, sold: 1 });
  });

  it('edits price, stock, limit, switch and names; an item switched off is not sold', async () => {
    const id = (await itemOf('sticker'))?.id;
    const saved = await post(
      `${DESK}/items/${id}/edit`,
      { ...formNames('Sticker 2'), price: '120', stock: '', perPlayerLimit: '3' },
      true,
    );
    expect(saved.status).toBe(200);
    expect(await itemOf('sticker')).toMatchObject({
      price: 120,
      stock: null,
      perPlayerLimit: 3,
      active: false,
      name: names('Sticker 2'),
    });
    const p = await player(500);
    expect((await buy(p, 'sticker')).status).toBe(404);
    await post(`${DESK}/items/${id}/edit`, {
      name: names('Betframe sticker'),
      price: 100,
      stock: 1000,
      perPlayerLimit: 1,
      active: true,
    });
    expect(await itemOf('sticker')).toMatchObject({ price: 100, stock: 1000, perPlayerLimit: 1, active: true });
    expect(
      (
        await post(`${DESK}/items/999999/edit`, {
          name: names('x'),
          price: 1,
          stock: null,
          perPlayerLimit: null,
          active: true,
        })
      ).status,
    ).toBe(404);
  });

  it.each([
    [
      'a missing name and a zero price',
      {
        code: 'bad1',
        kind: 'merchandise',
        name: { ...names('x'), ar: '' },
        price: 0,
        stock: null,
        perPlayerLimit: null,
      },
      ['name.ar', 'price'],
    ],
    [
      'an unknown kind and a bad code',
      { code: 'a b', kind: 'voucher', name: names('x'), price: 5, stock: null, perPlayerLimit: null },
      ['code', 'kind'],
    ],
    [
      'a freebet without an offer',
      { code: 'bad3', kind: 'freebet', name: names('x'), price: 5, stock: null, perPlayerLimit: null },
      ['offerCode'],
    ],
    [
      'merchandise with an offer',
      {
        code: 'bad4',
        kind: 'merchandise',
        offerCode: 'demo-freebet',
        name: names('x'),
        price: 5,
        stock: -1,
        perPlayerLimit: 0,
      },
      ['offerCode', 'perPlayerLimit', 'stock'],
    ],
    [
      'a bonus naming no offer',
      {
        code: 'bad5',
        kind: 'bonus',
        offerCode: 'no-such-offer',
        name: names('x'),
        price: 5,
        stock: null,
        perPlayerLimit: null,
      },
      ['offerCode'],
    ],
    [
      'a code that exists',
      { code: 'tshirt', kind: 'merchandise', name: names('x'), price: 5, stock: null, perPlayerLimit: null },
      ['code'],
    ],
  ])('refuses %s with validation_errors by field', async (_, body, fields) => {
    const answer = await post(`${DESK}/items/create`, body);
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.data.validation_errors ?? {}).sort()).toEqual(fields);
    expect(await itemOf(String(body.code))).toSatisfy((item) => body.code === 'tshirt' || item === undefined);
  });

  it('gives a form post the page back with the errors and the values kept', async () => {
    const res = await h.server.fetch(`${DESK}/items/create`, {
      method: 'POST',
      headers: { accept: 'text/html' },
      body: new URLSearchParams({
        code: 'poster',
        kind: 'merchandise',
        offerCode: '',
        ...formNames('Poster'),
        price: 'lots',
        stock: '',
        perPlayerLimit: '',
      }),
    });
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain('role="alert"');
    expect(page).toContain('<strong>price</strong>');
    expect(page).toContain('value="poster"');
    expect(page).toContain('value="Poster ar"');
    const id = (await itemOf('tshirt'))?.id;
    const edit = await h.server.fetch(`${DESK}/items/${id}/edit`, {
      method: 'POST',
      headers: { accept: 'text/html' },
      body: new URLSearchParams({
        ...formNames('Shirt'),
        price: '2000',
        stock: 'x',
        perPlayerLimit: '1',
        active: 'true',
      }),
    });
    expect(edit.status).toBe(400);
    expect(await edit.text()).toContain('<strong>stock</strong>');
    expect(await itemOf('tshirt')).toMatchObject({ stock: 50, name: { en: 'Betframe T-shirt' } });
  });

  it('refuses a cross-origin post', async () => {
    const res = await h.server.fetch(`${DESK}/items/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({
        code: 'evil',
        kind: 'merchandise',
        name: names('x'),
        price: 1,
        stock: null,
        perPlayerLimit: null,
      }),
    });
    expect(res.status).toBe(403);
    expect(await itemOf('evil')).toBeUndefined();
  });
});

describe('promo store desk: merchandise orders', () => {
  it('lists orders, delivers one, and cancels another once: points refunded once, stock returned', async () => {
    const a = await player(2500);
    const b = await player(2500);
    expect((await buy(a, 'tshirt')).status).toBe(200);
    expect((await buy(b, 'tshirt')).status).toBe(200);
    expect((await buy(a, 'freebet_10')).status).toBe(200);
    const orders = (await listing()).orders.filter((o) => o.userId === a || o.userId === b);
    expect(orders.map((o) => [o.userId, o.itemCode, o.points, o.status])).toEqual([
      [b, 'tshirt', 2000, 'ordered'],
      [a, 'tshirt', 2000, 'ordered'],
    ]);
    expect(await itemOf('tshirt')).toMatchObject({ stock: 48, sold: 2 });
    const [ofB, ofA] = orders as [Listing['orders'][0], Listing['orders'][0]];

    expect(await post(`${DESK}/orders/${ofA.id}/delivered`, {})).toMatchObject({
      status: 200,
      data: { changed: true },
    });
    expect((await post(`${DESK}/orders/${ofA.id}/cancelled`, {})).status).toBe(409);

    expect(await pointsBalanceOf(h.database.db, b)).toBe(500);
    expect(await post(`${DESK}/orders/${ofB.id}/cancelled`, {})).toMatchObject({
      status: 200,
      data: { changed: true },
    });
    expect(await pointsBalanceOf(h.database.db, b)).toBe(2500);
    expect(await post(`${DESK}/orders/${ofB.id}/cancelled`, {})).toMatchObject({
      status: 200,
      data: { changed: false },
    });
    const twice = await Promise.all([1, 2, 3].map(() => post(`${DESK}/orders/${ofB.id}/cancelled`, {})));
    expect(twice.every((t) => t.status === 200 && t.data.changed === false)).toBe(true);
    expect(await pointsBalanceOf(h.database.db, b)).toBe(2500);
    const refunds = await h.database.db
      .selectFrom('ledger_transactions')
      .select('reference')
      .where('kind', '=', 'points_refund')
      .where('reference', 'like', `points-store:${ofB.id}:%`)
      .execute();
    expect(refunds).toEqual([{ reference: `points-store:${ofB.id}:tshirt` }]);
    expect(await itemOf('tshirt')).toMatchObject({ stock: 49, sold: 1 });
    expect((await post(`${DESK}/orders/${ofB.id}/delivered`, {})).status).toBe(409);
    // A cancelled order no longer counts against the limit of 1: the player may buy it again.
    expect((await buy(b, 'tshirt')).status).toBe(200);
    const statuses = (await listing()).orders.filter((o) => o.id === ofA.id || o.id === ofB.id).map((o) => o.status);
    expect(statuses).toEqual(['cancelled', 'delivered']);
  });

  it('refuses an unknown order and a bonus purchase (404), and a status it does not know (400)', async () => {
    const p = await player(400);
    expect((await buy(p, 'freebet_10')).status).toBe(200);
    const purchases = (await (
      await h.server.fetch('/web-api/promo-store/purchases', { headers: { 'x-test-user': String(p) } })
    ).json()) as {
      data: { items: Array<{ id: number }> };
    };
    expect((await post(`${DESK}/orders/${purchases.data.items[0]?.id}/cancelled`, {})).status).toBe(404);
    expect((await post(`${DESK}/orders/999999/cancelled`, {})).status).toBe(404);
    expect((await post(`${DESK}/orders/1/refunded`, {})).status).toBe(400);
    expect(await pointsBalanceOf(h.database.db, p)).toBe(100);
  });

  it('shows the orders with their buttons on the page', async () => {
    const page = await (await h.server.fetch(DESK, { headers: { accept: 'text/html' } })).text();
    expect(page).toMatch(/data-order="\d+" data-status="ordered"/);
    expect(page).toContain('Cancel and refund');
    expect(page).toMatch(/data-status="cancelled"><td>#\d+<\/td><td>player \d+<\/td><td>tshirt/);
  });
});
