/**
 * The sandbox operator desk's bid bets page (development and test only, behind the operator sign-in of payments;
 * docs/feed-and-betting.md "Bid bets"):
 * - `GET /sandbox/operator/bids` — open bids first (waiting for the trader, then countered), the latest decided
 *   ones after; the page reloads itself every 3 s while it is open, so new requests show up live;
 * - `POST …/bids/:id/accept` — placed at the stake and price asked; `POST …/bids/:id/reject` — the stake goes back;
 * - `POST …/bids/:id/counter { stake, coef }` — a lower stake or a lower price (never more of either); the player
 *   answers within the counter time.
 * 409 `bid_closed` for a bid no longer waiting, 404 for an unknown one, 400 with `validation_errors` for a bad
 * counter-offer. JSON to a client that asks for it.
 */
import { z } from 'zod';
import { ApiError } from '../app/errors';
import type { AppContext, AppDeps, RouteModule } from '../app/types';
import { readBody, readParams } from '../app/validation';
import { deskSameOrigin, wantsHtml } from '../bonuses';
import { escapeHtml, operatorSignIn, sandboxPage } from '../payments';
import { idSchema } from '../wallet';
import type { DeskBid } from './bids';
import type { BettingEngine } from './engine';

export const bidDesk = '/sandbox/operator/bids';
const params = z.object({ id: idSchema });
const counterRequest = z.object({
  stake: z.coerce.number().positive(),
  coef: z.coerce.number().gt(1),
});

const statusText: Record<DeskBid['status'], string> = {
  pending: 'waiting for the trader',
  countered: 'counter-offer sent, waiting for the player',
  accepted: 'accepted',
  rejected: 'rejected',
  declined: 'declined by the player',
  expired: 'expired',
};

function row(b: DeskBid): string {
  const money = (v: number) => `${v} ${escapeHtml(b.currency)}`;
  const counter =
    b.counterStake !== undefined ? `${money(b.counterStake)} at ${b.counterCoef ?? b.coef}` : '<span>—</span>';
  const actions =
    b.status === 'pending'
      ? `<form method="post" action="${bidDesk}/${b.bidId}/accept"><button data-action="accept">Accept</button></form>` +
        `<form method="post" action="${bidDesk}/${b.bidId}/reject"><button data-action="reject">Reject</button></form>` +
        `<form method="post" action="${bidDesk}/${b.bidId}/counter">` +
        `<label>Stake <input type="text" name="stake" value="${b.stake}" inputmode="decimal"></label>` +
        `<label>Price <input type="text" name="coef" value="${b.coef}" inputmode="decimal"></label>` +
        `<button data-action="counter">Counter-offer</button></form>`
      : '';
  return (
    `<tr data-bid="${b.bidId}" data-status="${b.status}"><td>#${b.bidId}${b.isPowerBet ? ' (power bet)' : ''}</td>` +
    `<td>player ${b.userId}</td><td>${escapeHtml(b.label)}</td><td>${money(b.stake)} at ${b.coef}</td>` +
    `<td>${counter}</td><td>${statusText[b.status]}${b.betId ? ` — bet #${b.betId}` : ''}</td>` +
    `<td>${b.status === 'pending' || b.status === 'countered' ? `until ${b.expiresAt.slice(11, 19)} UTC` : ''}</td>` +
    `<td>${actions}</td></tr>`
  );
}

export function bidDeskRoutesWith(engineOf: (deps: AppDeps) => BettingEngine): RouteModule {
  return (app, deps) => {
    if (deps.mode === 'production') return;
    const operator = operatorSignIn(deps);
    app.use(bidDesk, operator, deskSameOrigin);
    app.use(`${bidDesk}/*`, operator, deskSameOrigin);
    const bids = () => engineOf(deps).bids;

    const page = async (c: AppContext, notice = '', status: 200 | 400 | 409 = 200) => {
      const list = await bids().desk();
      const body =
        `<h1>Bid bets</h1><p>Stakes above the automatic limit, waiting for a trader. This page reloads every 3 s.</p>` +
        (notice ? `<p role="${status === 200 ? 'status' : 'alert'}">${escapeHtml(notice)}</p>` : '') +
        (list.length === 0
          ? '<p>No bid bets.</p>'
          : `<table><thead><tr><th>Bid</th><th>Player</th><th>Selection</th><th>Asked</th><th>Counter-offer</th><th>Status</th><th>Time</th><th></th></tr></thead><tbody>${list.map(row).join('')}</tbody></table>`);
      return c.html(sandboxPage('Bid bets', body, '<meta http-equiv="refresh" content="3">'), status);
    };

    /** A refusal as the page (a browser's form post) or as the error body. */
    const refused = async (c: AppContext, error: unknown) => {
      if (!(error instanceof ApiError) || !wantsHtml(c) || error.status >= 500 || error.status === 404) throw error;
      const fields = error.validationErrors ? Object.values(error.validationErrors).flat().join('; ') : '';
      return page(c, fields || error.message, error.status === 409 ? 409 : 400);
    };

    app.get(bidDesk, async (c) => {
      if (wantsHtml(c)) return page(c);
      return c.json({ success: true, data: { bids: await bids().desk() } });
    });

    app.post(`${bidDesk}/:id/accept`, async (c) => {
      const { id } = readParams(c, params);
      try {
        const placed = await bids().traderAccept(id);
        if (wantsHtml(c)) return page(c, `Bid #${id} accepted: bet #${placed.bet.betId}.`);
        return c.json({ success: true, data: { bidId: id, bet: placed.bet } });
      } catch (error) {
        return refused(c, error);
      }
    });

    app.post(`${bidDesk}/:id/reject`, async (c) => {
      const { id } = readParams(c, params);
      try {
        const bid = await bids().traderReject(id);
        if (wantsHtml(c)) return page(c, `Bid #${id} rejected; the stake went back.`);
        return c.json({ success: true, data: { bid } });
      } catch (error) {
        return refused(c, error);
      }
    });

    app.post(`${bidDesk}/:id/counter`, async (c) => {
      const { id } = readParams(c, params);
      try {
        const offer = await readBody(c, counterRequest);
        const bid = await bids().traderCounter(id, offer);
        if (wantsHtml(c)) return page(c, `Counter-offer sent for bid #${id}.`);
        return c.json({ success: true, data: { bid } });
      } catch (error) {
        return refused(c, error);
      }
    });
  };
}
