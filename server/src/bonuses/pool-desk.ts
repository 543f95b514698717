/**
 * The operator desk's profit pools (kind 9, docs/bonuses.md "Distribution of profits"; development and test only,
 * behind the bonus desk's sign-in and same-origin check):
 * - `GET …/bonuses/pools` — the pool offers with their open period and the closed periods (profit, pool, players,
 *   paid), and the form below;
 * - `POST …/bonuses/pools/close { offer, currencyId, endsAt }` — closes the offer's open period in that currency at
 *   `endsAt` (UTC; empty: now) and pays it, once (`closeProfitPool`). 400 `validation_errors`; 404 unknown offer;
 *   409 `not_a_pool`, `period_not_over`, `already_closed`.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '../app/errors';
import type { AppContext, AppEnv } from '../app/types';
import { readBody } from '../app/validation';
import type { Executor } from '../db';
import { escapeHtml, sandboxPage } from '../payments';
import { formatMinorUnits } from '../wallet';
import { bonusDesk } from './desk-page';
import { currencyDigits } from './desk-store';
import { offerByCode } from './engine';
import { closedPools, closeProfitPool, openPeriodStart, type PoolRefusal } from './pools';

const closeRequest = (instant: z.ZodType<Date | undefined>) =>
  z.object({
    offer: z.string().trim().min(1).max(64),
    currencyId: z.coerce.number().int().positive().max(1_000_000),
    endsAt: instant,
  });

const refusals: Record<PoolRefusal, string> = {
  not_a_pool: 'This offer is not a profit pool (its rules have no pool).',
  period_not_over: 'The period cannot end in the future.',
  already_closed: 'This period is already closed: the open period starts at the last end.',
};

async function poolOffers(db: Executor) {
  const rows = await db.selectFrom('bonus_offers').select(['id', 'code', 'rules']).orderBy('id').execute();
  const pools = rows.filter((r) => typeof r.rules === 'object' && r.rules !== null && 'pool' in r.rules);
  return Promise.all(
    pools.map(async (o) => ({
      id: Number(o.id),
      code: o.code,
      rules: o.rules,
      openFrom: (await openPeriodStart(db, { offerId: Number(o.id), currencyId: 1 })).toISOString(),
    })),
  );
}

async function poolsPage(db: Executor, notice = '', error = '') {
  const digits = await currencyDigits(db);
  const money = (minor: number, currencyId: number) => {
    const c = digits.get(currencyId) ?? { code: '', digits: 2 };
    return `${escapeHtml(formatMinorUnits(minor, c.digits))} ${escapeHtml(c.code)}`;
  };
  const offers = await poolOffers(db);
  const rows = (await closedPools(db))
    .map(
      (p) =>
        `<tr data-pool="${p.id}"><td>${escapeHtml(p.offerCode)}</td><td>${escapeHtml(p.startsAt.toISOString())} – ${escapeHtml(p.endsAt.toISOString())}</td>` +
        `<td>${money(p.profitMinor, p.currencyId)}</td><td>${money(p.poolMinor, p.currencyId)}</td><td>${p.players}</td>` +
        `<td data-paid="${p.paidMinor}">${money(p.paidMinor, p.currencyId)}</td></tr>`,
    )
    .join('');
  const options = offers.map((o) => `<option value="${escapeHtml(o.code)}">${escapeHtml(o.code)}</option>`).join('');
  const body =
    `<nav><a href="${bonusDesk}">Bonuses</a></nav><h1>Profit pools</h1>` +
    (notice ? `<p role="status">${escapeHtml(notice)}</p>` : '') +
    (error ? `<div role="alert"><p>${escapeHtml(error)}</p></div>` : '') +
    `<p>Open periods (currency 1) start: ${offers.map((o) => `${escapeHtml(o.code)} from ${escapeHtml(o.openFrom)}`).join('; ') || 'no pool offers'}</p>` +
    `<table><tr><th>offer</th><th>period (UTC)</th><th>net gaming profit</th><th>pool</th><th>players paid</th><th>paid</th></tr>${rows}</table>` +
    `<form method="post" action="${bonusDesk}/pools/close"><h2>Close a period and pay it</h2>` +
    `<label for="pool-offer">Offer</label><select id="pool-offer" name="offer">${options}</select>` +
    '<label for="pool-currency">Currency id</label><input type="text" id="pool-currency" name="currencyId" value="1" inputmode="numeric">' +
    '<label for="pool-end">Period end (UTC, 2026-12-01T00:00; empty: now)</label><input type="text" id="pool-end" name="endsAt">' +
    '<p><button type="submit">Close and pay</button></p></form>';
  return sandboxPage('Sandbox operator: profit pools', body);
}

/** Adds the pool pages to the bonus desk (inside its sign-in and same-origin middleware). */
export function poolDeskRoutes(
  app: Hono<AppEnv>,
  db: Executor,
  now: () => Date,
  instant: z.ZodType<Date | undefined>,
  wantsHtml: (c: AppContext) => boolean,
): void {
  app.get(`${bonusDesk}/pools`, async (c) => {
    if (wantsHtml(c)) return c.html(await poolsPage(db));
    return c.json({ success: true, data: { offers: await poolOffers(db), pools: await closedPools(db) } });
  });
  app.post(`${bonusDesk}/pools/close`, async (c) => {
    const ctx = c;
    const input = await readBody(ctx, closeRequest(instant));
    const offer = await offerByCode(db, input.offer);
    if (!offer) throw ApiError.notFound('No such offer');
    const at = now();
    const result = await closeProfitPool(db, {
      offerId: offer.id,
      currencyId: input.currencyId,
      endsAt: input.endsAt ?? at,
      at,
    });
    if (!result.closed) {
      if (wantsHtml(ctx)) return c.html(await poolsPage(db, '', refusals[result.reason]), 409);
      throw ApiError.conflict(result.reason, refusals[result.reason]);
    }
    const p = result.pool;
    if (wantsHtml(ctx))
      return c.html(await poolsPage(db, `Period closed: ${p.players} players paid ${p.paidMinor} (minor units).`));
    return c.json({ success: true, data: { pool: p } });
  });
}
