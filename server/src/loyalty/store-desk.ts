/**
 * The sandbox operator desk's promo store page (development and test only, behind the operator sign-in of payments;
 * docs/promotions.md "Promo store"):
 * - `GET /sandbox/operator/promo-store` — the items (code, names, kind, offer, price, stock, per-player limit, on
 *   sale, sold) and the merchandise orders, with the forms below;
 * - `POST …/promo-store/items/create { code, kind, offerCode, name: {ru,en,kk,ar}, price, stock, perPlayerLimit,
 *   active }` — a new item (a form sends the names as `name.ru` …; empty stock or limit: none; `active` absent: off);
 * - `POST …/promo-store/items/:id/edit { name, price, stock, perPlayerLimit, active }` — an item's new values;
 * - `POST …/promo-store/orders/:id/delivered|cancelled` — a merchandise order delivered, or cancelled (its points
 *   refunded and its unit back in stock, once: a second cancel changes nothing); 409 `order_closed` for a change of a
 *   closed order, 404 for an unknown one.
 * Values go through `storeItemSchema` (store-items.ts); bad input answers 400 with `validation_errors` (the page with
 * the errors above the form and the values kept, for a browser's form post). JSON to a client that asks for it.
 */
import { z } from 'zod';
import { ApiError, type ValidationErrors } from '../app/errors';
import type { AppContext, AppDeps, RouteModule } from '../app/types';
import { readBody, readParams } from '../app/validation';
import { deskSameOrigin, wantsHtml } from '../bonuses';
import { dateOf } from '../clock';
import { operatorSignIn } from '../payments';
import { idSchema } from '../wallet';
import { type StoreDeskForms, storeDesk, storeDeskPage } from './store-desk-page';
import {
  createItem,
  deskItems,
  deskOrders,
  itemConflicts,
  setOrderStatus,
  storeItemEditSchema,
  storeItemSchema,
  updateItem,
} from './store-items';

/** A form's `name.ru`, `name.en` … fields as the `name` object the schema reads. */
const foldNames = (raw: unknown) => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || 'name' in raw) return raw;
  const entries = Object.entries(raw);
  const names = entries.filter(([key]) => key.startsWith('name.')).map(([key, value]) => [key.slice(5), value]);
  if (names.length === 0) return raw;
  return {
    ...Object.fromEntries(entries.filter(([key]) => !key.startsWith('name.'))),
    name: Object.fromEntries(names),
  };
};

const createRequest = z.preprocess(foldNames, storeItemSchema);
const editRequest = z.preprocess(foldNames, storeItemEditSchema);
const params = z.object({ id: idSchema });
const orderParams = z.object({ id: idSchema, status: z.enum(['delivered', 'cancelled']) });

export const storeDeskRoutes: RouteModule = (app, deps: AppDeps) => {
  if (deps.mode === 'production') return;
  const db = deps.database.db;
  const operator = operatorSignIn(deps);
  app.use(storeDesk, operator, deskSameOrigin);
  app.use(`${storeDesk}/*`, operator, deskSameOrigin);

  const page = async (c: AppContext, forms: StoreDeskForms = {}, status: 200 | 400 = 200) =>
    c.html(storeDeskPage(await deskItems(db), await deskOrders(db), forms), status);

  /** 400: the page with the errors above the form and the values sent back for a browser, `validation_errors` else. */
  async function refuse(c: AppContext, form: 'create' | number, errors: ValidationErrors): Promise<Response> {
    if (!wantsHtml(c)) throw ApiError.validation(errors);
    const raw = await c.req.parseBody().catch(() => ({}));
    const values = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, typeof v === 'string' ? v : '']));
    return page(c, { form, errors, values }, 400);
  }

  async function valid<T>(
    c: AppContext,
    form: 'create' | number,
    read: () => Promise<T>,
  ): Promise<{ input: T } | { page: Response }> {
    try {
      return { input: await read() };
    } catch (err) {
      if (!(err instanceof ApiError) || !err.validationErrors) throw err;
      return { page: await refuse(c, form, err.validationErrors) };
    }
  }

  app.get(storeDesk, async (c) => {
    if (wantsHtml(c)) return page(c);
    return c.json({ success: true, data: { items: await deskItems(db), orders: await deskOrders(db) } });
  });

  app.post(`${storeDesk}/items/create`, async (c) => {
    const result = await valid(c, 'create', () => readBody(c, createRequest));
    if (!('input' in result)) return result.page;
    const item = result.input;
    const conflicts = await itemConflicts(db, item);
    if (conflicts) return refuse(c, 'create', conflicts);
    const id = await createItem(db, item);
    if (wantsHtml(c)) return page(c, { notice: `Item ${item.code} added.` });
    return c.json({ success: true, data: { id, code: item.code } });
  });

  app.post(`${storeDesk}/items/:id/edit`, async (c) => {
    const { id } = readParams(c, params);
    const result = await valid(c, id, () => readBody(c, editRequest));
    if (!('input' in result)) return result.page;
    if (!(await updateItem(db, id, result.input))) throw ApiError.notFound('No such item');
    if (wantsHtml(c)) return page(c, { notice: 'Item saved.' });
    return c.json({ success: true, data: { id, ...result.input } });
  });

  app.post(`${storeDesk}/orders/:id/:status`, async (c) => {
    const { id, status } = readParams(c, orderParams);
    const outcome = await setOrderStatus(db, { id, status, at: dateOf(deps.clock) });
    if (outcome === 'not_found') throw ApiError.notFound('No such merchandise order');
    if (outcome === 'closed') throw ApiError.conflict('order_closed', 'The order is already closed');
    if (wantsHtml(c))
      return page(c, {
        notice: `Order #${id} ${outcome === 'changed' ? `marked ${status}` : `was already ${status}`}.`,
      });
    return c.json({ success: true, data: { id, status, changed: outcome === 'changed' } });
  });
};
