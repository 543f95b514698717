/**
 * Cash-out: the house quotes an open bet (an id, the amount `BetBook.offerFor` computes now, an expiry) and sells
 * it back at that quote, whole or (when the settings allow partial sales) in part; the rest of a partly sold bet
 * stays open on a smaller stake. A sale at a quote pays exactly the quote (or the part asked of it) while the
 * quote holds — not expired, the bet's stake unchanged, the live offer within `cashOutQuoteDrift` of it — else it
 * is refused with a fresh quote (`cash_out_changed`), whichever way the offer moved. An amount the player saw
 * without a quote (`expectedOffer`, a history row) is held the same way, without the expiry. A repeat of a sale
 * already made at a quote answers that sale again.
 */
import { randomUUID } from 'node:crypto';
import { partialCashOut } from '@betframe/sdk/betting';
import type { Bet, CashOutQuote, SaleBetRequest } from '@betframe/sdk/feed';
import { ApiError } from '../app/errors';
import type { Db, Trx } from '../db';
import {
  lockAdvanceDebt,
  type PostingLine,
  postTransaction,
  repayAdvance,
  roundToMinorUnits,
  toMajorNumber,
} from '../wallet';
import type { BetEvents } from './bet-events';
import type { BetBook } from './book';
import { CashOutChangedError } from './errors';
import { type BetRow, bettingAccounts, type EngineOptions } from './records';

type Sale = Pick<SaleBetRequest, 'saleBetId' | 'summ' | 'quoteId' | 'expectedOffer'>;

export class CashOut {
  constructor(
    private readonly o: EngineOptions,
    private readonly book: BetBook,
    private readonly events: BetEvents,
  ) {}

  /** Quotes every open bet of the player that can be sold now. */
  async quotes(userId: number): Promise<CashOutQuote[]> {
    // Quotes are asked for every few seconds while a player watches their bets: the ones that expired unused go.
    await this.o.db
      .deleteFrom('cash_out_quotes')
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('expires_at', '<', new Date(this.o.provider.now() - 60_000))
      .execute();
    const rows = (await this.o.db
      .selectFrom('bets')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '=', 'open')
      .orderBy('id')
      .execute()) as BetRow[];
    const quotes: CashOutQuote[] = [];
    for (const row of rows) {
      const quote = await this.quoteRow(this.o.db, row);
      if (quote) quotes.push(quote);
    }
    return quotes;
  }

  /** A new quote for an open bet as it is now (undefined when it cannot be sold now). */
  private async quoteRow(ex: Db | Trx, row: BetRow): Promise<CashOutQuote | undefined> {
    if (row.status !== 'open') return undefined;
    const selections = await ex.selectFrom('bet_selections').selectAll().where('bet_id', '=', row.id).execute();
    const digits = await this.book.digitsOf(row.currency_id);
    const offer = this.book.offerFor(row, selections, digits);
    if (offer === undefined) return undefined;
    const now = this.o.provider.now();
    const expires = new Date(now + this.book.limits.cashOutQuoteMs);
    const id = randomUUID();
    const amountMinor = roundToMinorUnits(offer, digits);
    await ex
      .insertInto('cash_out_quotes')
      .values({
        id,
        bet_id: row.id,
        user_id: row.user_id,
        stake_minor: row.stake_minor,
        amount_minor: amountMinor,
        expires_at: expires,
        created_at: new Date(now),
        used_at: null,
        paid_minor: null,
      })
      .execute();
    return { quoteId: id, betId: row.id, amount: toMajorNumber(amountMinor, digits), expiresAt: expires.toISOString() };
  }

  /** Sells a bet (whole, or part of the offer when partial sales are allowed), at a quote when one is given. */
  async sell(userId: number, req: Sale, lang = 'ru'): Promise<{ bet: Bet; paid: number; balance: number }> {
    const settings = await this.o.settings();
    const account = await this.book.account(userId);
    const paid = await this.o.db.transaction().execute(async (trx) => {
      const row = (await trx
        .selectFrom('bets')
        .selectAll()
        .where('id', '=', req.saleBetId)
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirst()) as BetRow | undefined;
      if (!row) throw ApiError.notFound('No such bet');
      const digits = await this.book.digitsOf(row.currency_id);
      const quote = req.quoteId
        ? await trx
            .selectFrom('cash_out_quotes')
            .selectAll()
            .where('id', '=', req.quoteId)
            .where('bet_id', '=', row.id)
            .executeTakeFirst()
        : undefined;
      if (req.quoteId && !quote) throw ApiError.notFound('No such cash-out quote');
      // The sale already made at this quote (a retry after a lost answer): answered again, nothing sold twice.
      if (quote?.used_at && quote.paid_minor !== null) return { amountMinor: Number(quote.paid_minor), changed: false };
      if (row.status !== 'open') throw ApiError.conflict('cash_out_unavailable', 'The bet cannot be sold');
      await lockAdvanceDebt(trx, { id: row.account_id, currencyId: row.currency_id });
      const selections = await trx.selectFrom('bet_selections').selectAll().where('bet_id', '=', row.id).execute();
      const live = this.book.offerFor(row, selections, digits);
      if (live === undefined) throw new CashOutChangedError(undefined);
      const quoted = quote ? toMajorNumber(Number(quote.amount_minor), digits) : req.expectedOffer;
      if (quoted !== undefined) {
        const holds =
          (!quote ||
            (new Date(quote.expires_at).getTime() > this.o.provider.now() &&
              Number(quote.stake_minor) === Number(row.stake_minor))) &&
          Math.abs(live - quoted) <= this.book.limits.cashOutQuoteDrift * quoted;
        // The quote no longer holds: the player gets the new one to accept (nothing is sold here).
        if (!holds) return { amountMinor: 0, changed: true };
      }
      const offer = quoted ?? live;
      const amount = req.summ ?? offer;
      if (amount > offer + 1e-9) throw ApiError.badRequest('cash_out_above_offer', `The offer is ${offer}`);
      const partial = amount < offer - 1e-9;
      if (partial && !settings.partialSale)
        throw ApiError.badRequest('partial_sale_unavailable', 'Partial cash-out is not available');
      const amountMinor = roundToMinorUnits(amount, digits);
      // The share sold is amount ÷ offer; both in major units, so no conversion of the offer is needed.
      const remainingMinor = partial
        ? Math.floor(partialCashOut(row.stake_minor, offer, toMajorNumber(amountMinor, digits)).remainingStake)
        : 0;
      const soldStake = row.stake_minor - remainingMinor;
      const cur = row.currency_id;
      const lines: PostingLine[] = [
        { account: { system: bettingAccounts.open, currencyId: cur }, amountMinor: -soldStake },
        { account: row.account_id, amountMinor: amountMinor },
        { account: { system: bettingAccounts.house, currencyId: cur }, amountMinor: soldStake - amountMinor },
      ].filter((l) => l.amountMinor !== 0);
      const at = new Date(this.o.provider.now());
      await postTransaction(trx, { kind: 'bet_sale', reference: `bet:${row.id}:sale:${row.sold_minor}`, lines, at });
      if (quote) {
        await trx
          .updateTable('cash_out_quotes')
          .set({ used_at: at, paid_minor: amountMinor })
          .where('id', '=', quote.id)
          .execute();
      }
      await repayAdvance(trx, {
        accountId: row.account_id,
        currencyId: cur,
        creditedMinor: amountMinor,
        reference: `bet:${row.id}:sale:${row.sold_minor}`,
        at,
      });
      if (partial) {
        await trx
          .updateTable('bets')
          .set({
            stake_minor: remainingMinor,
            potential_win_minor: Math.floor(row.potential_win_minor * (remainingMinor / row.stake_minor)),
            sold_minor: row.sold_minor + amountMinor,
          })
          .where('id', '=', row.id)
          .execute();
      } else {
        await trx
          .updateTable('bets')
          .set({
            status: 'sold',
            stake_minor: 0,
            payout_minor: amountMinor,
            sold_minor: row.sold_minor + amountMinor,
            settled_at: at,
          })
          .where('id', '=', row.id)
          .execute();
      }
      return { amountMinor, changed: false };
    });
    const row = await this.book.betRow(req.saleBetId);
    if (paid.changed) throw new CashOutChangedError(await this.quoteRow(this.o.db, row));
    this.events.emit(userId, row.id);
    return {
      bet: await this.book.toWire(row, account.iso, lang),
      paid: toMajorNumber(paid.amountMinor, account.digits),
      balance: await this.book.balance(account.id, account.digits),
    };
  }
}
