/**
 * Toto's service (docs/promotions.md "Toto"): makes draws from the feed on the app clock, sells coupons through the
 * ledger (player → `toto_pool`), closes draws when their first game is near, and settles them once every game is
 * official: per currency, the pool less the house share is shared by the prize tiers, the top tier also wins the
 * jackpot (`toto_jackpot`, what rolled over), and what nobody won rolls into it. Settlement is one transaction per
 * draw under the draw row's lock, each currency's posting has a unique reference: it happens once.
 */
import { type DrawSettlement, settleDraw, type TotoConfig, type TotoResult } from '@betframe/sdk/toto';
import type { Selectable } from 'kysely';
import { ApiError } from '../app/errors';
import { type Db, pgErrorCode, pgErrorCodes, type Trx } from '../db';
import type { FeedProvider } from '../feed';
import { assertMayStake } from '../limits';
import {
  balanceOf,
  InsufficientFundsError,
  type PostingLine,
  postTransaction,
  roundToMinorUnits,
  systemAccountId,
  systemAccounts,
} from '../wallet';
import { closingTime, drawResults, pickDrawGames } from './draws';
import type { TotoCouponsTable } from './tables';
import './tables';

export const totoAccounts = { pool: 'toto_pool', jackpot: 'toto_jackpot', house: systemAccounts.house } as const;
export const totoPostingKinds = { stake: 'bet_toto_stake', settle: 'bet_toto_settle' } as const;

export interface TotoOptions {
  db: Db;
  provider: FeedProvider;
  config: () => Promise<TotoConfig>;
  /** A currency's base rate (base-currency units per unit): the line stake is set in base units. */
  baseRate: (currencyId: number) => Promise<number>;
  /** Told after a settlement credited these players (their push streams send the new balance). */
  onCredited?: (userIds: number[]) => void;
}

export interface PlayerMoneyAccount {
  id: number;
  currencyId: number;
  digits: number;
  iso: string;
}

export type CouponRow = Selectable<TotoCouponsTable>;

export class TotoService {
  constructor(readonly o: TotoOptions) {}

  private now(): Date {
    return new Date(this.o.provider.now());
  }

  /**
   * Brings the draws up to the feed's now: closes the active draw once its time has come, makes a new one when none
   * is active, and settles every closed draw whose games are all official. Returns the draws settled.
   */
  async tick(): Promise<number> {
    const config = await this.o.config();
    const now = this.now();
    await this.o.db
      .updateTable('toto_draws')
      .set({ status: 'closed' })
      .where('status', '=', 'active')
      .where('closes_at', '<=', now)
      .execute();
    if (config.enabled) await this.ensureActive(config);
    const closed = await this.o.db
      .selectFrom('toto_draws')
      .select(['id', 'game_ids'])
      .where('status', '=', 'closed')
      .orderBy('id')
      .execute();
    let settled = 0;
    for (const d of closed) {
      const results = drawResults(this.o.provider, d.game_ids.map(Number));
      if (results && (await this.settle(d.id, results))) {
        settled++;
        const winners = await this.o.db
          .selectFrom('toto_coupons')
          .select('user_id')
          .distinct()
          .where('draw_id', '=', d.id)
          .where('status', '=', 'won')
          .execute();
        if (winners.length > 0) this.o.onCredited?.(winners.map((w) => Number(w.user_id)));
      }
    }
    return settled;
  }

  private async ensureActive(config: TotoConfig): Promise<void> {
    const active = await this.o.db
      .selectFrom('toto_draws')
      .select('id')
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (active) return;
    const games = pickDrawGames(this.o.provider, config);
    if (!games) return;
    try {
      await this.o.db
        .insertInto('toto_draws')
        .values({
          status: 'active',
          game_ids: games.map((g) => g.id),
          closes_at: new Date(closingTime(games, config)),
          created_at: this.now(),
        })
        .execute();
    } catch (err) {
      // Another request or process made it first (one active draw: index toto_one_active).
      if (pgErrorCode(err) !== pgErrorCodes.uniqueViolation) throw err;
    }
  }

  /** The player's active money account, or a 400 `no_account`. */
  async account(ex: Db | Trx, userId: number): Promise<PlayerMoneyAccount> {
    const row = await ex
      .selectFrom('ledger_accounts as a')
      .innerJoin('currencies as c', 'c.id', 'a.currency_id')
      .select(['a.id', 'a.currency_id', 'c.minor_digits', 'c.code'])
      .where('a.user_id', '=', userId)
      .where('a.is_active', '=', true)
      .where('a.type', '=', 'money')
      .where('a.closed_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw ApiError.badRequest('no_account', 'The player has no active money account');
    return { id: row.id, currencyId: row.currency_id, digits: row.minor_digits, iso: row.code };
  }

  /** One line's price in a currency, minor units (at least one). */
  async lineStakeMinor(config: TotoConfig, currencyId: number, digits: number): Promise<number> {
    const rate = await this.o.baseRate(currencyId);
    return Math.max(1, roundToMinorUnits(config.lineStake / Math.max(rate, 1e-9), digits));
  }

  /**
   * Buys a coupon: the draw must accept coupons (active and before its closing time on the app clock, else 409
   * `draw_closed`), one choice per event, at most `maxLines` lines (400 `too_many_lines`). Idempotent on the
   * player's `guid`: a repeat answers the first coupon; another payload under it is 409 `guid_conflict`.
   */
  async buy(userId: number, body: { drawId: number; choices: string[]; guid: string }): Promise<CouponRow> {
    const config = await this.o.config();
    const lines = body.choices.reduce((n, c) => n * c.length, 1);
    const draw = await this.o.db
      .selectFrom('toto_draws')
      .select(['id', 'game_ids'])
      .where('id', '=', body.drawId)
      .executeTakeFirst();
    if (!draw) throw ApiError.notFound('No such draw');
    if (body.choices.length !== draw.game_ids.length)
      throw ApiError.validation({ choices: [`one choice for each of the ${draw.game_ids.length} events`] });
    if (lines > config.maxLines)
      throw ApiError.badRequest('too_many_lines', `A coupon plays at most ${config.maxLines} lines`);
    const at = this.now();
    try {
      return await this.o.db.transaction().execute(async (trx) => {
        const existing = await this.existing(trx, userId, body);
        if (existing) return existing;
        // Shared lock: closing and settling take the row exclusively, so a sale is either before them or refused.
        const open = await trx
          .selectFrom('toto_draws')
          .select('id')
          .where('id', '=', body.drawId)
          .where('status', '=', 'active')
          .where('closes_at', '>', at)
          .forShare()
          .executeTakeFirst();
        if (!open) throw ApiError.conflict('draw_closed', 'This draw no longer accepts coupons');
        const account = await this.account(trx, userId);
        const stake = lines * (await this.lineStakeMinor(config, account.currencyId, account.digits));
        const row = await trx
          .insertInto('toto_coupons')
          .values({
            draw_id: body.drawId,
            user_id: userId,
            account_id: account.id,
            currency_id: account.currencyId,
            guid: body.guid,
            choices: body.choices,
            lines,
            stake_minor: stake,
            hits: null,
            prize_minor: null,
            created_at: at,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await assertMayStake(trx, { userId, currencyId: account.currencyId, amountMinor: stake, at });
        await postTransaction(trx, {
          kind: totoPostingKinds.stake,
          reference: `toto:coupon:${row.id}`,
          at,
          lines: [
            { account: account.id, amountMinor: -stake },
            { account: { system: totoAccounts.pool, currencyId: account.currencyId }, amountMinor: stake },
          ],
        });
        return row;
      });
    } catch (err) {
      if (err instanceof InsufficientFundsError)
        throw ApiError.badRequest('insufficient_funds', 'Not enough money for this coupon');
      if (pgErrorCode(err) === pgErrorCodes.uniqueViolation) {
        // A parallel repeat won the insert: answer its coupon.
        const first = await this.existing(this.o.db, userId, body);
        if (first) return first;
      }
      throw err;
    }
  }

  private async existing(
    ex: Db | Trx,
    userId: number,
    body: { drawId: number; choices: string[]; guid: string },
  ): Promise<CouponRow | undefined> {
    const row = await ex
      .selectFrom('toto_coupons')
      .selectAll()
      .where('user_id', '=', userId)
      .where('guid', '=', body.guid)
      .executeTakeFirst();
    if (!row) return undefined;
    if (Number(row.draw_id) !== body.drawId || row.choices.join() !== body.choices.join())
      throw ApiError.conflict('guid_conflict', 'Another coupon was bought under this guid');
    return row;
  }

  /** Settles a closed draw with its results; false when it was not closed (already settled: nothing happens). */
  async settle(drawId: number, results: TotoResult[]): Promise<boolean> {
    const config = await this.o.config();
    const at = this.now();
    return this.o.db.transaction().execute(async (trx) => {
      const draw = await trx
        .selectFrom('toto_draws')
        .select(['id', 'status'])
        .where('id', '=', drawId)
        .forUpdate()
        .executeTakeFirst();
      if (draw?.status !== 'closed') return false;
      const coupons = await trx.selectFrom('toto_coupons').selectAll().where('draw_id', '=', drawId).execute();
      for (const currencyId of [...new Set(coupons.map((c) => c.currency_id))].sort((a, b) => a - b)) {
        const mine = coupons.filter((c) => c.currency_id === currencyId);
        const jackpotId = await systemAccountId(trx, totoAccounts.jackpot, currencyId);
        const jackpot = await balanceOf(trx, jackpotId);
        const outcome = settleDraw({
          events: results.length,
          results,
          coupons: mine.map((c) => ({ choices: c.choices, stakeMinor: Number(c.stake_minor) })),
          tiers: config.tiers,
          houseSharePercent: config.houseSharePercent,
          jackpotMinor: jackpot,
        });
        await this.post(trx, { drawId, currencyId, jackpotId, jackpot, outcome, coupons: mine, at });
        for (const [i, c] of mine.entries()) {
          const prize = outcome.prizesMinor[i] ?? 0;
          const hits = bestHits(c.choices, results);
          await trx
            .updateTable('toto_coupons')
            .set({ status: prize > 0 ? 'won' : 'lost', hits, prize_minor: prize })
            .where('id', '=', c.id)
            .execute();
        }
      }
      await trx
        .updateTable('toto_draws')
        .set({ status: 'finished', results, settled_at: at })
        .where('id', '=', drawId)
        .execute();
      return true;
    });
  }

  private async post(
    trx: Trx,
    s: {
      drawId: number;
      currencyId: number;
      jackpotId: number;
      jackpot: number;
      outcome: DrawSettlement;
      coupons: { account_id: number; stake_minor: number }[];
      at: Date;
    },
  ): Promise<void> {
    const { outcome, currencyId } = s;
    const pool = s.coupons.reduce((n, c) => n + Number(c.stake_minor), 0);
    const paid = new Map<number, number>();
    s.coupons.forEach((c, i) => {
      paid.set(Number(c.account_id), (paid.get(Number(c.account_id)) ?? 0) + (outcome.prizesMinor[i] ?? 0));
    });
    const lines: PostingLine[] = [
      { account: { system: totoAccounts.pool, currencyId }, amountMinor: -pool },
      { account: { system: totoAccounts.house, currencyId }, amountMinor: outcome.houseMinor },
      { account: s.jackpotId, amountMinor: outcome.jackpotMinor - s.jackpot },
      ...[...paid].map(([account, amountMinor]) => ({ account, amountMinor })),
    ].filter((l) => l.amountMinor !== 0);
    if (lines.length >= 2)
      await postTransaction(trx, {
        kind: totoPostingKinds.settle,
        reference: `toto:draw:${s.drawId}:${currencyId}`,
        at: s.at,
        lines,
      });
    await trx
      .insertInto('toto_draw_pools')
      .values({
        draw_id: s.drawId,
        currency_id: currencyId,
        pool_minor: pool,
        house_minor: outcome.houseMinor,
        jackpot_before_minor: s.jackpot,
        jackpot_after_minor: outcome.jackpotMinor,
        tiers: JSON.stringify(outcome.tiers),
      })
      .execute();
  }
}

/** The right answers of the coupon's best line. */
export function bestHits(choices: readonly string[], results: readonly TotoResult[]): number {
  return choices.reduce((n, c, i) => {
    const r = results[i];
    return n + (r === 'void' || (r !== undefined && c.includes(r)) ? 1 : 0);
  }, 0);
}
