/**
 * Cash-out: selling an open bet back to the house at the offer `BetBook.offerFor` computes, whole or (when the
 * settings allow partial sales) in part; the rest of a partly sold bet stays open on a smaller stake.
 */
import { partialCashOut } from '@betframe/sdk/betting';
import type { Bet } from '@betframe/sdk/feed';
import { ApiError } from '../app/errors';
import {
  lockAdvanceDebt,
  type PostingLine,
  postTransaction,
  repayAdvance,
  roundToMinorUnits,
  toMajorNumber,
} from '../wallet';
import type { BetBook } from './book';
import { type BetRow, bettingAccounts, type EngineOptions } from './records';

export class CashOut {
  constructor(
    private readonly o: EngineOptions,
    private readonly book: BetBook,
  ) {}

  /** Sells a bet (whole, or part of the offer when partial sales are allowed). */
  async sell(
    userId: number,
    req: { saleBetId: number; summ?: number; expectedOffer?: number },
    lang = 'ru',
  ): Promise<{ bet: Bet; paid: number; balance: number }> {
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
      if (row.status !== 'open') throw ApiError.conflict('cash_out_unavailable', 'The bet cannot be sold');
      await lockAdvanceDebt(trx, { id: row.account_id, currencyId: row.currency_id });
      const selections = await trx.selectFrom('bet_selections').selectAll().where('bet_id', '=', row.id).execute();
      const digits = await this.book.digitsOf(row.currency_id);
      const offer = this.book.offerFor(row, selections, digits);
      if (offer === undefined) throw ApiError.conflict('cash_out_unavailable', 'No cash-out offer for this bet now');
      if (req.expectedOffer !== undefined && offer + 1e-9 < req.expectedOffer) {
        throw ApiError.conflict('cash_out_changed', `The offer is now ${offer}`);
      }
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
      return toMajorNumber(amountMinor, digits);
    });
    const row = await this.book.betRow(req.saleBetId);
    return {
      bet: await this.book.toWire(row, account.iso, lang),
      paid,
      balance: await this.book.balance(account.id, account.digits),
    };
  }
}
