/**
 * The promo store's items and merchandise orders as the operator desk sees and changes them (store-desk.ts;
 * docs/promotions.md "Promo store"). `storeItemSchema` is the one definition of an item's values — the desk's forms
 * and JSON are read through it and it mirrors the table's checks (migration 0660). A cancelled order gives its points
 * back through `refundPoints` (the reverse of the purchase's `spendPoints`, under the purchase's reference) and its
 * one unit back to the stock, in one transaction with the order's row locked: a second cancel changes nothing.
 */
import { sql } from 'kysely';
import { z } from 'zod';
import { offerByCode } from '../bonuses';
import { type Executor, withTransaction } from '../db';
import { pointsAccountOf, refundPoints } from './points';
import type { PromoPurchaseStatus, PromoStoreKind } from './tables';
import './tables';

export const storeLanguages = ['ru', 'en', 'kk', 'ar'] as const;
export const storeKinds = ['bonus', 'freebet', 'merchandise'] as const satisfies readonly PromoStoreKind[];

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const whole = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
/** A checkbox: absent is off. */
const switchField = z.preprocess(
  (value) => (value === undefined ? false : value === 'true' || value === 'on' ? true : value),
  z.boolean(),
);

/** An item's values: what the desk creates (all of it, `storeItemSchema`) and edits (`storeItemEditSchema`). */
const itemFields = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{2,40}$/, '2–40 of letters, digits, _ and -'),
  kind: z.enum(storeKinds),
  /** Bonus and freebet kinds: the offer they grant; merchandise: none. */
  offerCode: z.preprocess(blankToNull, z.string().trim().min(1).max(40).nullable().default(null)),
  name: z.object(
    Object.fromEntries(storeLanguages.map((l) => [l, z.string().trim().min(1).max(80)])) as {
      [L in (typeof storeLanguages)[number]]: z.ZodString;
    },
  ),
  price: whole(1, 1_000_000_000),
  /** null: unlimited. */
  stock: z.preprocess(blankToNull, whole(0, 1_000_000_000).nullable()),
  /** null: no limit per player. */
  perPlayerLimit: z.preprocess(blankToNull, whole(1, 1_000_000).nullable()),
  active: switchField,
});

export const storeItemSchema = itemFields.superRefine((item, ctx) => {
  if (item.kind === 'merchandise' && item.offerCode !== null)
    ctx.addIssue({ code: 'custom', path: ['offerCode'], message: 'merchandise grants no offer' });
  if (item.kind !== 'merchandise' && item.offerCode === null)
    ctx.addIssue({ code: 'custom', path: ['offerCode'], message: 'required for a bonus or freebet item' });
});

/** What an edit may change: the price, the stock, the limit, the switch and the names (not code, kind or offer). */
export const storeItemEditSchema = itemFields.pick({
  name: true,
  price: true,
  stock: true,
  perPlayerLimit: true,
  active: true,
});

export type StoreItemInput = z.output<typeof storeItemSchema>;
export type StoreItemEdit = z.output<typeof storeItemEditSchema>;

export interface DeskItem extends StoreItemEdit {
  id: number;
  code: string;
  kind: PromoStoreKind;
  offerCode: string | null;
  /** Purchases not cancelled. */
  sold: number;
}

export async function deskItems(ex: Executor): Promise<DeskItem[]> {
  const rows = await sql<{
    id: number;
    code: string;
    name: Record<string, string>;
    kind: PromoStoreKind;
    offer_code: string | null;
    price_points: number;
    stock: number | null;
    per_player_limit: number | null;
    active: boolean;
    sold: number;
  }>`
    select i.id, i.code, i.name, i.kind, i.offer_code, i.price_points, i.stock, i.per_player_limit, i.active,
      (select count(*) from promo_store_purchases p where p.item_id = i.id and p.status != 'cancelled')::int as sold
    from promo_store_items i order by i.sort_order, i.id`.execute(ex);
  return rows.rows.map((r) => ({
    id: Number(r.id),
    code: r.code,
    name: Object.fromEntries(storeLanguages.map((l) => [l, r.name[l] ?? ''])) as DeskItem['name'],
    kind: r.kind,
    offerCode: r.offer_code,
    price: Number(r.price_points),
    stock: r.stock === null ? null : Number(r.stock),
    perPlayerLimit: r.per_player_limit,
    active: r.active,
    sold: Number(r.sold),
  }));
}

/** Checks against the database: a free code (on create) and, for a bonus or freebet item, an existing active offer. */
export async function itemConflicts(
  ex: Executor,
  item: Pick<StoreItemInput, 'code' | 'offerCode'>,
): Promise<Record<string, string[]> | undefined> {
  const errors: Record<string, string[]> = {};
  const taken = await ex.selectFrom('promo_store_items').select('id').where('code', '=', item.code).executeTakeFirst();
  if (taken) errors.code = ['an item with this code exists'];
  if (item.offerCode !== null && !(await offerByCode(ex, item.offerCode))?.active)
    errors.offerCode = ['no active offer with this code'];
  return Object.keys(errors).length > 0 ? errors : undefined;
}

export async function createItem(ex: Executor, item: StoreItemInput): Promise<number> {
  const next = await ex
    .selectFrom('promo_store_items')
    .select((eb) => eb.fn.max('sort_order').as('last'))
    .executeTakeFirst();
  const row = await ex
    .insertInto('promo_store_items')
    .values({
      code: item.code,
      name: JSON.stringify(item.name),
      kind: item.kind,
      offer_code: item.offerCode,
      price_points: item.price,
      stock: item.stock,
      per_player_limit: item.perPlayerLimit,
      active: item.active,
      sort_order: Number(next?.last ?? 0) + 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** False when there is no such item. */
export async function updateItem(ex: Executor, id: number, edit: StoreItemEdit): Promise<boolean> {
  const done = await ex
    .updateTable('promo_store_items')
    .set({
      name: JSON.stringify(edit.name),
      price_points: edit.price,
      stock: edit.stock,
      per_player_limit: edit.perPlayerLimit,
      active: edit.active,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

export interface DeskOrder {
  id: number;
  userId: number;
  itemCode: string;
  name: Record<string, string>;
  points: number;
  status: PromoPurchaseStatus;
  at: Date;
}

/** Merchandise orders, newest first. */
export async function deskOrders(ex: Executor, limit = 200): Promise<DeskOrder[]> {
  const rows = await ex
    .selectFrom('promo_store_purchases as p')
    .innerJoin('promo_store_items as i', 'i.id', 'p.item_id')
    .select(['p.id', 'p.user_id', 'i.code', 'i.name', 'p.points', 'p.status', 'p.created_at'])
    .where('i.kind', '=', 'merchandise')
    .orderBy('p.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    itemCode: r.code,
    name: r.name,
    points: Number(r.points),
    status: r.status,
    at: new Date(r.created_at),
  }));
}

export type OrderOutcome = 'changed' | 'unchanged' | 'not_found' | 'closed';

/**
 * An `ordered` merchandise order becomes `delivered` or `cancelled`; the same status again is `unchanged` (nothing
 * happens), another change of a closed order is `closed`. A cancel refunds the points and returns the stock.
 */
export async function setOrderStatus(
  ex: Executor,
  input: { id: number; status: 'delivered' | 'cancelled'; at: Date },
): Promise<OrderOutcome> {
  return withTransaction(ex, async (trx) => {
    const order = await trx
      .selectFrom('promo_store_purchases as p')
      .innerJoin('promo_store_items as i', 'i.id', 'p.item_id')
      .select(['p.id', 'p.user_id', 'p.item_id', 'p.points', 'p.status', 'i.code', 'i.kind', 'i.stock'])
      .where('p.id', '=', input.id)
      .forUpdate() // both rows: the order, then its item (a purchase locks the item before the points account)
      .executeTakeFirst();
    if (order?.kind !== 'merchandise') return 'not_found';
    if (order.status === input.status) return 'unchanged';
    if (order.status !== 'ordered') return 'closed';
    await trx.updateTable('promo_store_purchases').set({ status: input.status }).where('id', '=', input.id).execute();
    if (input.status === 'cancelled') {
      const account = await pointsAccountOf(trx, Number(order.user_id));
      if (account === undefined) throw new Error(`order ${input.id}: the player has no points account`);
      await refundPoints(trx, {
        account,
        points: Number(order.points),
        reference: `points-store:${order.id}:${order.code}`,
        at: input.at,
      });
      if (order.stock !== null)
        await trx
          .updateTable('promo_store_items')
          .set({ stock: sql`stock + 1` as never })
          .where('id', '=', Number(order.item_id))
          .execute();
    }
    return 'changed';
  });
}
