/**
 * The promo store (docs/promotions.md "Promo store"): items bought with loyalty points. A `bonus` or `freebet`
 * item grants its offer through the engine's `grantBonus`; a `merchandise` item is recorded for the operator
 * (status `ordered`). A purchase spends through `spendPoints` (the rewards exchange's path) and, in one
 * transaction with the item's row locked: replays a known `requestId`, checks the player's limit and the stock,
 * spends the points, grants the offer, records the purchase and takes one from the stock — or does none of it.
 */
import { sql } from 'kysely';
import { grantBonus, offerByCode } from '../bonuses';
import { type Executor, withTransaction } from '../db';
import { balanceOf, InsufficientFundsError } from '../wallet';
import { pointsAccountOf, spendPoints } from './points';
import type { PromoPurchaseStatus, PromoStoreKind } from './tables';
import './tables';

export interface StoreItem {
  id: number;
  code: string;
  name: Record<string, string>;
  kind: PromoStoreKind;
  offerCode: string | null;
  price: number;
  /** null: unlimited. */
  stock: number | null;
  /** null: no limit per player. */
  perPlayerLimit: number | null;
  /** What the player may still buy (the limit minus their purchases); null: no limit. */
  remaining: number | null;
}

async function boughtCounts(ex: Executor, userId: number): Promise<Map<number, number>> {
  const rows = await ex
    .selectFrom('promo_store_purchases')
    .select(['item_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('user_id', '=', userId)
    .where('status', '!=', 'cancelled')
    .groupBy('item_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.item_id), Number(r.n)]));
}

/** The items on sale (active, their offer active), in the operator's order, with what the player may still buy. */
export async function storeItemsOf(ex: Executor, userId: number): Promise<StoreItem[]> {
  const rows = await ex
    .selectFrom('promo_store_items')
    .selectAll()
    .where('active', '=', true)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const bought = await boughtCounts(ex, userId);
  const items: StoreItem[] = [];
  for (const r of rows) {
    if (r.offer_code !== null && !(await offerByCode(ex, r.offer_code))?.active) continue;
    const limit = r.per_player_limit;
    items.push({
      id: Number(r.id),
      code: r.code,
      name: r.name,
      kind: r.kind,
      offerCode: r.offer_code,
      price: Number(r.price_points),
      stock: r.stock === null ? null : Number(r.stock),
      perPlayerLimit: limit,
      remaining: limit === null ? null : Math.max(0, limit - (bought.get(Number(r.id)) ?? 0)),
    });
  }
  return items;
}

export type BuyRefusal =
  | 'unknown_item'
  | 'insufficient_points'
  | 'out_of_stock'
  | 'limit_reached'
  | 'bonus_active'
  | 'request_id_reused';

export interface Purchase {
  id: number;
  itemCode: string;
  /** The item's name per site language. */
  name: Record<string, string>;
  kind: PromoStoreKind;
  points: number;
  bonusId: number | null;
  status: PromoPurchaseStatus;
  at: Date;
}

export type BuyResult =
  | { bought: true; purchase: Purchase; balance: number; replay: boolean }
  | { bought: false; reason: BuyRefusal };

class Refused extends Error {
  constructor(readonly reason: BuyRefusal) {
    super(reason);
  }
}

async function purchaseByRequest(ex: Executor, userId: number, requestId: string) {
  return ex
    .selectFrom('promo_store_purchases as p')
    .innerJoin('promo_store_items as i', 'i.id', 'p.item_id')
    .select(['p.id', 'i.code', 'i.name', 'i.kind', 'p.points', 'p.bonus_id', 'p.status', 'p.created_at'])
    .where('p.user_id', '=', userId)
    .where('p.request_id', '=', requestId)
    .executeTakeFirst();
}

type PurchaseRow = NonNullable<Awaited<ReturnType<typeof purchaseByRequest>>>;
const purchaseOf = (r: PurchaseRow): Purchase => ({
  id: Number(r.id),
  itemCode: r.code,
  name: r.name,
  kind: r.kind,
  points: Number(r.points),
  bonusId: r.bonus_id === null ? null : Number(r.bonus_id),
  status: r.status,
  at: new Date(r.created_at),
});

/** Buys one item once per (player, `requestId`); a repeated request answers the first purchase (`replay`). */
export async function buyItem(
  ex: Executor,
  input: { userId: number; currencyId: number; itemCode: string; requestId: string; at: Date },
): Promise<BuyResult> {
  try {
    return await withTransaction(ex, async (trx) => {
      // The item's row lock serialises its purchases: stock, limits and replays are read after it.
      const item = await trx
        .selectFrom('promo_store_items')
        .selectAll()
        .where('code', '=', input.itemCode)
        .where('active', '=', true)
        .forUpdate()
        .executeTakeFirst();
      if (!item) throw new Refused('unknown_item');
      const account = await pointsAccountOf(trx, input.userId);
      const known = await purchaseByRequest(trx, input.userId, input.requestId);
      if (known) {
        if (known.code !== item.code) throw new Refused('request_id_reused');
        const balance = account === undefined ? 0 : await balanceOf(trx, account);
        return { bought: true, purchase: purchaseOf(known), balance, replay: true } as const;
      }
      const offer = item.offer_code === null ? undefined : await offerByCode(trx, item.offer_code);
      if (item.offer_code !== null && !offer?.active) throw new Refused('unknown_item');
      if (item.per_player_limit !== null) {
        const bought = (await boughtCounts(trx, input.userId)).get(Number(item.id)) ?? 0;
        if (bought >= item.per_player_limit) throw new Refused('limit_reached');
      }
      if (item.stock !== null && Number(item.stock) <= 0) throw new Refused('out_of_stock');
      if (account === undefined) throw new Refused('insufficient_points');
      const next = await sql<{ id: number }>`select nextval('promo_store_purchases_id_seq') as id`.execute(trx);
      const id = Number(next.rows[0]?.id);
      const points = Number(item.price_points);
      await spendPoints(trx, { account, points, reference: `points-store:${id}:${item.code}`, at: input.at });
      let bonusId: number | null = null;
      if (offer) {
        const granted = await grantBonus(trx, {
          userId: input.userId,
          currencyId: input.currencyId,
          offer,
          baseMinor: 0,
          source: `store:${id}`,
          at: input.at,
        });
        if (!granted.granted) throw new Refused('bonus_active');
        bonusId = granted.bonus.id;
      }
      const status: PromoPurchaseStatus = offer ? 'granted' : 'ordered';
      await trx
        .insertInto('promo_store_purchases')
        .values({
          id,
          user_id: input.userId,
          item_id: Number(item.id),
          request_id: input.requestId,
          points,
          bonus_id: bonusId,
          status,
          created_at: input.at,
        } as never)
        .execute();
      if (item.stock !== null)
        await trx
          .updateTable('promo_store_items')
          .set({ stock: sql`stock - 1` as never })
          .where('id', '=', Number(item.id))
          .execute();
      const purchase: Purchase = {
        id,
        itemCode: item.code,
        name: item.name,
        kind: item.kind,
        points,
        bonusId,
        status,
        at: input.at,
      };
      return { bought: true, purchase, balance: await balanceOf(trx, account), replay: false } as const;
    });
  } catch (err) {
    if (err instanceof InsufficientFundsError) return { bought: false, reason: 'insufficient_points' };
    if (err instanceof Refused) return { bought: false, reason: err.reason };
    throw err;
  }
}

/** The player's purchases, newest first. */
export async function purchasesOf(ex: Executor, userId: number, limit = 100): Promise<Purchase[]> {
  const rows = await ex
    .selectFrom('promo_store_purchases as p')
    .innerJoin('promo_store_items as i', 'i.id', 'p.item_id')
    .select(['p.id', 'i.code', 'i.name', 'i.kind', 'p.points', 'p.bonus_id', 'p.status', 'p.created_at'])
    .where('p.user_id', '=', userId)
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(purchaseOf);
}
