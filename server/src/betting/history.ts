/** The player's bets: a page of the history (period, bet type, status) and one bet in detail. */
import { HISTORY_DEFAULT_DAYS, HISTORY_PAGE_SIZE } from '@betframe/sdk/betting';
import type { Bet, BetStatus } from '@betframe/sdk/feed';
import { ApiError } from '../app/errors';
import type { BetBook } from './book';
import type { BetRow, EngineOptions } from './records';

export class BetHistory {
  constructor(
    private readonly o: EngineOptions,
    private readonly book: BetBook,
  ) {}

  async history(
    userId: number,
    q: { from?: string; to?: string; vid?: number; status?: BetStatus; page: number },
    lang = 'ru',
  ): Promise<{ bets: Bet[]; total: number; page: number }> {
    const account = await this.book.account(userId);
    const now = this.o.provider.now();
    const from = q.from ? new Date(q.from) : new Date(now - HISTORY_DEFAULT_DAYS * 24 * 3600 * 1000);
    const to = q.to ? new Date(q.to) : new Date(now + 60_000);
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()))
      throw ApiError.validation({ from: ['invalid date'] });
    let query = this.o.db
      .selectFrom('bets')
      .where('user_id', '=', userId)
      .where('created_at', '>=', from)
      .where('created_at', '<', to);
    if (q.vid !== undefined) query = query.where('vid', '=', q.vid);
    if (q.status) query = query.where('status', '=', q.status);
    const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = (await query
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(HISTORY_PAGE_SIZE)
      .offset((q.page - 1) * HISTORY_PAGE_SIZE)
      .execute()) as BetRow[];
    const bets: Bet[] = [];
    for (const r of rows) bets.push(await this.book.toWire(r, account.iso, lang));
    return { bets, total, page: q.page };
  }

  async detail(userId: number, betId: number, lang = 'ru'): Promise<Bet> {
    const account = await this.book.account(userId);
    const row = (await this.o.db
      .selectFrom('bets')
      .selectAll()
      .where('id', '=', betId)
      .where('user_id', '=', userId)
      .executeTakeFirst()) as BetRow | undefined;
    if (!row) throw ApiError.notFound('No such bet');
    return this.book.toWire(row, account.iso, lang);
  }
}
