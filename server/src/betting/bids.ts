/**
 * Bid (VIP) bets and power bets (docs/feed-and-betting.md "Bid bets"): a single whose stake is above the automatic
 * limits (`assertWithinLimits` of placement.ts) goes to a trader instead of being refused. The stake is held — moved from
 * the player's account to the `bet_bids_held` system account, the way a withdrawal is held — with a time limit
 * from the engine's clock. The trader (the operator desk, bid-desk.ts) accepts, rejects, or counter-offers a lower
 * stake or price; the player accepts or declines a counter-offer within its time. Accepting places the bet through
 * the ordinary placement (`BidClaim`): in one transaction the bid is closed, its hold released and the agreed stake
 * taken, so a second acceptance places nothing. Rejecting, declining and expiry release the hold.
 */

import { acceptsOddsChange } from '@betframe/sdk/betting';
import type { BetBid, BetBidStatus, MakeBetRequest } from '@betframe/sdk/feed';
import { sql } from 'kysely';
import { ApiError } from '../app/errors';
import type { Db, Trx } from '../db';
import { explainStake } from '../limits';
import { InsufficientFundsError, postTransfer, roundToMinorUnits, toMajorNumber } from '../wallet';
import type { BetBook } from './book';
import { EventsUnavailableError, OddsChangedError } from './errors';
import { evaluateEvent } from './evaluate';
import type { Placement } from './placement';
import type { EngineOptions, PlaceResult } from './records';
import type { BetBidsTable } from './tables';

/** The system account (per currency) holding the stakes of open bids. */
export const bidHeldAccount = 'bet_bids_held';
export const bidPostingKinds = { hold: 'bid_hold', release: 'bid_release' } as const;

type BidRow = Omit<BetBidsTable, 'id'> & { id: number };

/** Gives a bid's held stake back to the player's money account (posting `bid_release`, reference `bid:<id>:release`). */
async function releaseHeldStake(trx: Trx, row: BidRow, at: Date): Promise<void> {
  await postTransfer(trx, {
    from: { system: bidHeldAccount, currencyId: row.currency_id },
    to: Number(row.account_id),
    amountMinor: row.stake_minor,
    kind: bidPostingKinds.release,
    reference: `bid:${row.id}:release`,
    at,
  });
}

const open: BetBidStatus[] = ['pending', 'countered'];
const limitCodes = new Set(['stake_above_market_limit', 'stake_above_player_limit']);

/** What the operator desk shows of a bid: the wire bid and its player. */
export interface DeskBid extends BetBid {
  userId: number;
}

export class Bids {
  constructor(
    private readonly o: EngineOptions,
    private readonly book: BetBook,
    private readonly placement: Placement,
  ) {}

  private get db(): Db {
    return this.o.db;
  }

  private now(): Date {
    return new Date(this.o.provider.now());
  }

  private announce(row: { user_id: number; id: number }): void {
    this.o.onBid?.(Number(row.user_id), Number(row.id));
  }

  /** Whether a refusal is one a bid answers (the stake is above the automatic limit). */
  static isLimitRefusal(error: unknown): boolean {
    return error instanceof ApiError && limitCodes.has(error.code);
  }

  /**
   * A bid for a single above the automatic limit: checked like a bet (sport guard, the world's acceptance, the odds
   * policy, the minimum bet, responsible gambling), refused with `bid_not_needed` when the limits allow the stake;
   * the stake held. Idempotent by betGuid.
   */
  async create(userId: number, req: MakeBetRequest, lang: string, isPowerBet: boolean): Promise<BetBid> {
    const { account } = await this.book.accountAndBet(userId, req.betGuid);
    const repeated = await this.rowByGuid(userId, req.betGuid);
    if (repeated) return this.toWire(repeated, account.iso, account.digits);
    if (req.vid !== 0 || req.couponEvents.length !== 1 || req.expressNum !== undefined)
      throw ApiError.badRequest('bid_single_only', 'A bid bet is a single');
    if (req.isAutoBet || req.avanceBet || req.promo || req.userIdBonus !== undefined)
      throw ApiError.badRequest('bid_not_combinable', 'A bid bet is not an autobet, an advance or a promotion');
    const input = req.couponEvents[0] as MakeBetRequest['couponEvents'][number];
    const game = this.o.provider.game(input.gameId);
    if (this.o.guard && game)
      await this.o.guard(userId, [{ sportId: game.sport.id, live: this.o.provider.view(game).phase === 'live' }]);
    const closed = await this.o.world?.acceptance([input.gameId]);
    const e = evaluateEvent(this.o.provider, input, lang);
    if (e.current === undefined || closed?.has(input.gameId)) throw new EventsUnavailableError([e.state]);
    const policy = req.approvedBet ? 1 : req.checkCf;
    if (!acceptsOddsChange(policy, input.coef ?? e.current, e.current)) throw new OddsChangedError([e.state]);

    const settings = await this.o.settings();
    const currency = settings.currency(account.currencyId);
    const stakeMinor = roundToMinorUnits(req.summ, account.digits);
    if (Math.abs(toMajorNumber(stakeMinor, account.digits) - req.summ) > 1e-9)
      throw ApiError.validation({ VIPBetSumm: [`at most ${account.digits} decimals`] });
    if (req.summ < currency.minBet)
      throw ApiError.badRequest('stake_below_minimum', `The minimum bet is ${currency.minBet} ${account.iso}`);
    try {
      await this.placement.assertWithinLimits(userId, account, [input], req.summ, currency.baseRate);
      throw ApiError.badRequest('bid_not_needed', 'The stake is within the automatic limit: place it as a bet');
    } catch (error) {
      if (!Bids.isLimitRefusal(error)) throw error;
    }
    const at = this.now();
    const refusal = await explainStake(this.db, {
      userId,
      currencyId: account.currencyId,
      amountMinor: stakeMinor,
      at,
    });
    if (refusal) throw refusal;
    try {
      const row = await this.db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('bet_bids')
          .values({
            user_id: userId,
            account_id: account.id,
            currency_id: account.currencyId,
            bet_guid: req.betGuid,
            game_id: input.gameId,
            outcome_type: input.type,
            param: input.param,
            label: `${e.state.gameName}: ${e.state.name}`.slice(0, 300),
            stake_minor: stakeMinor,
            coef: e.current as number,
            counter_stake_minor: null,
            counter_coef: null,
            is_power_bet: isPowerBet,
            check_cf: req.checkCf,
            status: 'pending',
            expires_at: new Date(at.getTime() + this.book.limits.bidDecisionMs),
            created_at: at,
            decided_at: null,
            bet_id: null,
          })
          .onConflict((oc) => oc.columns(['user_id', 'bet_guid']).doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!inserted) return undefined;
        await postTransfer(trx, {
          from: account.id,
          to: { system: bidHeldAccount, currencyId: account.currencyId },
          amountMinor: stakeMinor,
          kind: bidPostingKinds.hold,
          reference: `bid:${inserted.id}:hold`,
          at,
        });
        return inserted as BidRow;
      });
      const bid = row ?? (await this.rowByGuid(userId, req.betGuid));
      if (!bid) throw ApiError.conflict('bet_in_progress', 'A bid with this GUID is being placed');
      if (row) this.announce(row);
      return this.toWire(bid, account.iso, account.digits);
    } catch (error) {
      if (error instanceof InsufficientFundsError)
        throw ApiError.badRequest('insufficient_funds', 'Not enough money for the bid');
      throw error;
    }
  }

  /** The player's bids, newest first (open ones expired by the clock are closed first). */
  async list(userId: number): Promise<BetBid[]> {
    await this.expireDue();
    const rows = (await this.db
      .selectFrom('bet_bids')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(100)
      .execute()) as BidRow[];
    return Promise.all(rows.map((r) => this.wire(r)));
  }

  /** Open bids first (oldest first), then the latest decided ones: the operator desk's list. */
  async desk(): Promise<DeskBid[]> {
    await this.expireDue();
    const rows = (await this.db
      .selectFrom('bet_bids')
      .selectAll()
      .orderBy(sql`status in ('pending', 'countered')`, 'desc')
      .orderBy('id', 'desc')
      .limit(100)
      .execute()) as BidRow[];
    return Promise.all(rows.map(async (r) => ({ ...(await this.wire(r)), userId: Number(r.user_id) })));
  }

  /** The trader accepts a pending bid: placed at the stake and price asked. */
  async traderAccept(bidId: number): Promise<PlaceResult> {
    const row = await this.openRow(bidId, 'pending');
    return this.place(row, 'pending', row.stake_minor, row.coef);
  }

  /** The trader rejects a pending bid: the stake goes back. */
  async traderReject(bidId: number): Promise<BetBid> {
    return this.close(bidId, ['pending'], 'rejected');
  }

  /**
   * The trader counter-offers a lower stake or a lower price (or both, never more of either); the player has
   * `bidCounterMs` to answer.
   */
  async traderCounter(bidId: number, offer: { stake: number; coef: number }): Promise<BetBid> {
    const row = await this.openRow(bidId, 'pending');
    const digits = (await this.book.account(Number(row.user_id))).digits;
    const stakeMinor = roundToMinorUnits(offer.stake, digits);
    const lower = stakeMinor < row.stake_minor || offer.coef < row.coef;
    if (stakeMinor <= 0 || stakeMinor > row.stake_minor || offer.coef > row.coef || offer.coef <= 1 || !lower)
      throw ApiError.validation({ stake: ['a lower stake or a lower price than asked, neither higher'] });
    const at = this.now();
    const updated = await this.db
      .updateTable('bet_bids')
      .set({
        status: 'countered',
        counter_stake_minor: stakeMinor,
        counter_coef: offer.coef,
        expires_at: new Date(at.getTime() + this.book.limits.bidCounterMs),
      })
      .where('id', '=', bidId)
      .where('status', '=', 'pending')
      .where('expires_at', '>', at)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw ApiError.conflict('bid_closed', 'The bid is no longer waiting for a trader');
    this.announce(updated);
    return this.wire(updated as BidRow);
  }

  /** The player accepts a counter-offer (placed at its stake and price), or declines / withdraws an open bid. */
  async answer(userId: number, bidId: number, accept: boolean, lang: string): Promise<BetBid> {
    const row = await this.db
      .selectFrom('bet_bids')
      .selectAll()
      .where('id', '=', bidId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw ApiError.notFound('No such bid');
    if (!accept) return this.close(bidId, open, 'declined');
    const r = row as BidRow;
    if (r.status === 'accepted') return this.wire(r);
    if (r.status !== 'countered') throw ApiError.conflict('bid_closed', 'The bid has no counter-offer to accept');
    await this.place(r, 'countered', r.counter_stake_minor as number, r.counter_coef as number, lang);
    return this.wire(await this.rowById(bidId));
  }

  /** Closes every open bid whose time is over and releases its stake; returns how many. */
  async expireDue(): Promise<number> {
    const at = this.now();
    const due = await this.db
      .selectFrom('bet_bids')
      .select('id')
      .where('status', 'in', open)
      .where('expires_at', '<=', at)
      .execute();
    let closed = 0;
    for (const { id } of due) {
      const row = await this.db.transaction().execute((trx) => this.release(trx, Number(id), open, 'expired', at));
      if (row) {
        closed++;
        this.announce(row);
      }
    }
    return closed;
  }

  private async place(row: BidRow, from: BetBidStatus, stakeMinor: number, coef: number, lang = 'ru') {
    const account = await this.book.account(Number(row.user_id));
    const req: MakeBetRequest = {
      couponEvents: [{ gameId: Number(row.game_id), type: row.outcome_type, param: row.param, coef }],
      summ: toMajorNumber(stakeMinor, account.digits),
      vid: 0,
      betGuid: `bid:${row.id}:accepted`,
      checkCf: 1,
    };
    const result = await this.placement.place(Number(row.user_id), req, lang, 1, {
      bid: {
        coef,
        claim: async (trx: Trx, betId: number) => {
          const at = this.now();
          const claimed = await trx
            .updateTable('bet_bids')
            .set({ status: 'accepted', decided_at: at, bet_id: betId })
            .where('id', '=', row.id)
            .where('status', '=', from)
            .where('expires_at', '>', at)
            .returningAll()
            .executeTakeFirst();
          if (!claimed) throw ApiError.conflict('bid_closed', 'The bid can no longer be accepted');
          await releaseHeldStake(trx, row, at);
        },
      },
    });
    if (!result.repeated) this.announce(row);
    return result;
  }

  private async close(bidId: number, from: BetBidStatus[], to: BetBidStatus): Promise<BetBid> {
    const row = await this.db.transaction().execute((trx) => this.release(trx, bidId, from, to, this.now()));
    if (!row) {
      const current = await this.rowById(bidId);
      if (current.status === to) return this.wire(current);
      throw ApiError.conflict('bid_closed', `The bid is already ${current.status}`);
    }
    this.announce(row);
    return this.wire(row);
  }

  /** Moves an open bid to a closed status and gives its stake back, once. */
  private async release(
    trx: Trx,
    bidId: number,
    from: BetBidStatus[],
    to: BetBidStatus,
    at: Date,
  ): Promise<BidRow | undefined> {
    const row = (await trx
      .updateTable('bet_bids')
      .set({ status: to, decided_at: at })
      .where('id', '=', bidId)
      .where('status', 'in', from)
      .returningAll()
      .executeTakeFirst()) as BidRow | undefined;
    if (!row) return undefined;
    await releaseHeldStake(trx, row, at);
    return row;
  }

  /** An open bid in `status` whose time is not over (expired on the way when it is). */
  private async openRow(bidId: number, status: BetBidStatus): Promise<BidRow> {
    await this.expireDue();
    const row = await this.rowById(bidId);
    if (row.status !== status) throw ApiError.conflict('bid_closed', `The bid is ${row.status}`);
    return row;
  }

  private async rowById(bidId: number): Promise<BidRow> {
    const row = await this.db.selectFrom('bet_bids').selectAll().where('id', '=', bidId).executeTakeFirst();
    if (!row) throw ApiError.notFound('No such bid');
    return row as BidRow;
  }

  private async rowByGuid(userId: number, guid: string): Promise<BidRow | undefined> {
    return (await this.db
      .selectFrom('bet_bids')
      .selectAll()
      .where('user_id', '=', userId)
      .where('bet_guid', '=', guid)
      .executeTakeFirst()) as BidRow | undefined;
  }

  private async wire(row: BidRow): Promise<BetBid> {
    const currency = await this.db
      .selectFrom('currencies')
      .select(['code', 'minor_digits'])
      .where('id', '=', row.currency_id)
      .executeTakeFirstOrThrow();
    return this.toWire(row, currency.code, currency.minor_digits);
  }

  private toWire(row: BidRow, iso: string, digits: number): BetBid {
    const money = (minor: number) => toMajorNumber(Number(minor), digits);
    return {
      bidId: Number(row.id),
      status: row.status,
      label: row.label,
      gameId: Number(row.game_id),
      type: row.outcome_type,
      param: row.param,
      stake: money(row.stake_minor),
      coef: row.coef,
      ...(row.counter_stake_minor !== null ? { counterStake: money(row.counter_stake_minor) } : {}),
      ...(row.counter_coef !== null ? { counterCoef: row.counter_coef } : {}),
      currency: iso,
      isPowerBet: row.is_power_bet,
      createdAt: new Date(row.created_at).toISOString(),
      expiresAt: new Date(row.expires_at).toISOString(),
      ...(row.bet_id !== null ? { betId: Number(row.bet_id) } : {}),
    };
  }
}
