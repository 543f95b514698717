/**
 * The betting test sportsbook's bet calls (betting-harness.tsx): MakeBetWeb / MakeBetWebMulti (refusals for a
 * guest, `book.failNext`, unavailable events and changed odds; the advance as the reference server lends it), the
 * player's History, GetCashOut offers and SaleBet at a quote.
 */
import { acceptsOddsChange } from '@betframe/sdk/betting';
import type { Bet } from '@betframe/sdk/feed';
import type { BookCall, BookState } from './sportsbook-types';

/** The bet calls; false when the call is not one of them. */
export function betCalls({ call, body, auth, events, states, send }: BookCall, s: BookState): boolean {
  const { book } = s;
  if (call === 'History') {
    send(200, { data: { type: 'bet-history', attributes: { bets: book.bets, total: book.bets.length, page: 1 } } });
    return true;
  }
  if (call === 'GetCashOut') {
    const offers = [...book.offers].map(([betId, offer]) => ({
      betId,
      offer,
      quoteId: `quote-${betId}-${offer}`,
      expiresAt: new Date(Date.now() + 10_000).toISOString(),
    }));
    send(200, { data: { type: 'cash-out', attributes: { offers } } });
    return true;
  }
  if (call === 'SaleBet') {
    const betId = Number(body.saleBetId);
    const offer = book.offers.get(betId);
    const bet = book.bets.find((b) => b.betId === betId);
    if (offer === undefined || !bet) {
      send(409, { success: false, message: 'x', errors: [{ code: 'cash_out_unavailable', detail: 'x' }] });
      return true;
    }
    if (body.quoteId !== `quote-${betId}-${offer}`) {
      const quote = { quoteId: `quote-${betId}-${offer}`, betId, amount: offer, expiresAt: new Date().toISOString() };
      send(409, {
        success: false,
        message: 'x',
        errors: [{ code: 'cash_out_changed', detail: 'x' }],
        data: { quote },
      });
      return true;
    }
    const sold: Bet = { ...bet, status: 'sold', payout: offer };
    book.bets = book.bets.map((b) => (b.betId === betId ? sold : b));
    book.offers.delete(betId);
    book.balance += offer;
    send(200, { data: { type: 'bet-sale', attributes: { bet: sold, paid: offer, balance: book.balance } } });
    return true;
  }
  if (call === 'MakeBetWeb' || call === 'MakeBetWebMulti') {
    if (!auth) {
      send(401, {
        success: false,
        message: 'User not authenticated',
        errors: [{ code: 'unauthorized', detail: 'x' }],
      });
      return true;
    }
    if (book.failNext) {
      const fail = book.failNext;
      book.failNext = undefined;
      send(fail.status, fail.body);
      return true;
    }
    if (states.some((s) => !s.available)) {
      send(409, {
        success: false,
        message: 'unavailable',
        errors: [{ code: 'event_unavailable', detail: 'An event of the coupon no longer accepts bets' }],
        data: { events: states },
      });
      return true;
    }
    const policy = body.approvedBet ? 1 : Number(body.checkCf ?? 0);
    if (events.some((e, i) => !acceptsOddsChange(policy, e.coef ?? 0, states[i]?.coef ?? 0))) {
      send(409, {
        success: false,
        message: 'The odds have changed',
        errors: [{ code: 'odds_changed', detail: 'The odds have changed' }],
        data: { events: states },
      });
      return true;
    }
    const stakes = call === 'MakeBetWeb' ? [Number(body.summ)] : (body.groupsSumms as number[]);
    const total = stakes.reduce((a, b) => a + b, 0);
    // Like the reference server: a shortfall is lent when the bet asks for the advance and it covers it.
    const shortfall = total - book.balance;
    if (shortfall > 0) {
      const code = !body.avanceBet ? 'insufficient_funds' : shortfall > book.advance ? 'advance_exceeded' : undefined;
      if (code) {
        send(400, { success: false, message: code, errors: [{ code, detail: code }] });
        return true;
      }
      book.debt += shortfall;
      book.balance += shortfall;
    }
    book.balance -= total;
    const bets = stakes.map((summ, i) => ({
      betId: s.nextBetId++,
      betGuid: `${String(body.betGuid)}${call === 'MakeBetWeb' ? '' : `#${i}`}`,
      status: body.isAutoBet ? 'pending' : 'open',
      vid: call === 'MakeBetWeb' ? Number(body.vid ?? 0) : 0,
      summ,
      coef: 2,
      potentialWin: summ * 2,
      currencyIso: 'RUB',
      createdAt: new Date().toISOString(),
      selections: [],
    }));
    if (call === 'MakeBetWeb')
      send(200, {
        data: { type: 'bet', id: String(bets[0]?.betId), attributes: { bet: bets[0], balance: book.balance } },
      });
    else send(200, { data: { type: 'bets', attributes: { bets, balance: book.balance } } });
    return true;
  }
  return false;
}
