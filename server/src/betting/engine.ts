/**
 * Bets on the ledger: placement (idempotent by betGuid, stake debited in the transaction that writes the bet),
 * autobets, settlement when a game's result is official, cash-out, and history. Stakes wait in the `bets_open`
 * system account until settlement, so its balance always equals the stakes of unsettled bets.
 */
import { createHash } from 'node:crypto';
import {
  acceptsOddsChange,
  type BetKind,
  betKindFromVid,
  cashOutOffer,
  checkCouponShape,
  couponCoefficient,
  HISTORY_DEFAULT_DAYS,
  HISTORY_PAGE_SIZE,
  isCertainLoss,
  partialCashOut,
  payoutTax,
  potentialWin,
  type SelectionResult,
  settleCoupon,
} from '@betframe/sdk/betting';
import type { Bet, BetStatus, CouponEventInput, CouponEventState, MakeBetRequest } from '@betframe/sdk/feed';
import { sql } from 'kysely';
import { ApiError } from '../app/errors';
import { type Db, pgErrorCode, pgErrorCodes, type Trx } from '../db';
import { settleOutcome } from '../feed/markets';
import type { FeedProvider } from '../feed/provider';
import {
  advanceDebt,
  InsufficientFundsError,
  lendAdvance,
  lockAdvanceDebt,
  type PostingLine,
  postTransaction,
  repayAdvance,
  systemAccounts,
} from '../wallet';
import { evaluateEvent, gameName, outcomeLabel, scoreKey } from './evaluate';
import { type BettingLimits, type BettingSettings, defaultLimits } from './settings';
import type { BetSelectionsTable, BetsTable } from './tables';

type BetSelectionRow = BetSelectionsTable;

import './tables';

/** System accounts of betting (per currency). */
export const bettingAccounts = {
  open: 'bets_open',
  tax: 'betting_tax',
  house: systemAccounts.house,
} as const;

/** A refused bet whose odds moved: the client shows the new odds and asks the player. */
export class OddsChangedError extends ApiError {
  constructor(readonly events: CouponEventState[]) {
    super(409, 'odds_changed', 'The odds have changed');
  }
}

/** An advance bet whose shortfall (stake − balance) is more than the advance on offer. */
export class AdvanceExceededError extends ApiError {
  constructor(shortfall: number, available: number) {
    super(
      400,
      'advance_exceeded',
      `The stake exceeds the balance by ${shortfall}; the advance on offer is ${available}`,
    );
  }
}

export class EventsUnavailableError extends ApiError {
  constructor(readonly events: CouponEventState[]) {
    super(409, 'event_unavailable', 'An event of the coupon no longer accepts bets');
  }
}

interface PlayerAccount {
  id: number;
  currencyId: number;
  digits: number;
  iso: string;
}

type BetRow = Omit<
  BetsTable,
  'id' | 'stake_tax_minor' | 'payout_tax_minor' | 'sold_minor' | 'drop_on_score_change' | 'created_at'
> & {
  id: number;
  stake_tax_minor: number;
  payout_tax_minor: number;
  sold_minor: number;
  drop_on_score_change: boolean;
  created_at: Date;
};

export interface EngineOptions {
  db: Db;
  provider: FeedProvider;
  settings: () => Promise<BettingSettings>;
  limits?: Partial<BettingLimits>;
}

export interface PlaceResult {
  bet: Bet;
  balance: number;
  repeated: boolean;
  /** The advance lent for this bet (0 when the balance covered it). */
  advance: number;
}

/** What GetAvance answers (major units): the advance on offer, the balance and the debt outstanding. */
export interface AdvanceQuote {
  avance: number;
  balance: number;
  debt: number;
}

const kindOf = (row: { vid: number; system_size: number | null }): BetKind =>
  betKindFromVid(row.vid, row.system_size ?? undefined) ?? { type: 'single' };

export class BettingEngine {
  readonly limits: BettingLimits;
  constructor(private readonly o: EngineOptions) {
    this.limits = { ...defaultLimits, ...o.limits };
  }

  private get db(): Db {
    return this.o.db;
  }

  /** Now on the engine's clock (the feed's, which is the app's): every time a bet writes or compares. */
  private at(): Date {
    return new Date(this.o.provider.now());
  }

  async account(userId: number): Promise<PlayerAccount> {
    const row = await this.db
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

  async balance(accountId: number, digits: number): Promise<number> {
    const row = await this.db
      .selectFrom('ledger_balances')
      .select('balance_minor')
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return (row?.balance_minor ?? 0) / 10 ** digits;
  }

  /** Places one bet. Repeats of the same betGuid return the first result. */
  async place(userId: number, req: MakeBetRequest, lang = 'ru'): Promise<PlaceResult> {
    const account = await this.account(userId);
    const hash = requestHash(req);
    const existing = await this.findByGuid(userId, req.betGuid);
    if (existing) return this.repeat(existing, hash, account, lang);

    const kind = betKindFromVid(req.vid, req.expressNum);
    if (!kind) throw ApiError.badRequest('invalid_bet_type', 'Unknown bet type (vid/expressNum)');
    const shape = checkCouponShape(
      kind,
      req.couponEvents.map((e) => e.gameId),
    );
    if (shape) throw ApiError.badRequest(shape, `The coupon does not fit the bet type: ${shape}`);
    const autobet = req.isAutoBet === true;
    if (autobet && (kind.type !== 'single' || !req.autoBetCf || req.autoBetCf <= 1)) {
      throw ApiError.badRequest('invalid_autobet', 'An autobet is a single with a target coefficient above 1');
    }

    const evaluated = req.couponEvents.map((e) => evaluateEvent(this.o.provider, e, lang));
    if (evaluated.some((e) => e.current === undefined)) throw new EventsUnavailableError(evaluated.map((e) => e.state));
    const policy = req.approvedBet ? 1 : req.checkCf;
    if (
      !autobet &&
      evaluated.some((e) => !acceptsOddsChange(policy, e.input.coef ?? (e.current as number), e.current as number))
    ) {
      throw new OddsChangedError(evaluated.map((e) => e.state));
    }
    const coefs = evaluated.map((e) => e.current as number);

    const settings = await this.o.settings();
    const scale = 10 ** account.digits;
    const paidMinor = Math.round(req.summ * scale);
    if (Math.abs(paidMinor / scale - req.summ) > 1e-9) {
      throw ApiError.validation({ summ: [`at most ${account.digits} decimals`] });
    }
    const currency = settings.currency(account.currencyId);
    if (req.summ < currency.minBet) {
      throw ApiError.badRequest('stake_below_minimum', `The minimum bet is ${currency.minBet} ${account.iso}`);
    }
    const taxMinor = Math.round((paidMinor * settings.taxes.stakeTaxPercent) / 100);
    const stakeMinor = paidMinor - taxMinor;
    await this.checkLimits(userId, account, evaluated, paidMinor / scale, currency.baseRate);

    const coupon = autobet ? (req.autoBetCf as number) : couponCoefficient(kind, coefs);
    const potentialMinor = Math.floor(potentialWin(kind, autobet ? [coupon] : coefs, stakeMinor));
    const status: BetStatus = autobet ? 'pending' : 'open';
    const at = this.at();
    try {
      const written = await this.db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('bets')
          .values({
            user_id: userId,
            account_id: account.id,
            currency_id: account.currencyId,
            bet_guid: req.betGuid,
            request_hash: hash,
            vid: req.vid,
            system_size: kind.type === 'system' ? kind.size : null,
            stake_minor: stakeMinor,
            stake_tax_minor: taxMinor,
            coef: coupon,
            potential_win_minor: potentialMinor,
            status,
            payout_minor: null,
            auto_bet_coef: autobet ? (req.autoBetCf as number) : null,
            drop_on_score_change: req.dropOnScoreChange === true,
            score_at_placement: scoreKey(evaluated[0]?.view),
            coupon_code: req.couponCode ?? null,
            created_at: at,
            settled_at: null,
          })
          .onConflict((oc) => oc.columns(['user_id', 'bet_guid']).doNothing())
          .returningAll()
          .executeTakeFirst();
        // A concurrent duplicate got there first: nothing written here, the caller reads the winner's bet.
        if (!inserted) return undefined;
        const selections = evaluated.map((e, idx) => ({
          bet_id: inserted.id,
          idx,
          game_id: e.input.gameId,
          outcome_type: e.input.type,
          param: e.input.param,
          coef: e.current as number,
          result: null,
        }));
        await trx.insertInto('bet_selections').values(selections).execute();
        let lentMinor = 0;
        if (req.avanceBet === true) {
          // The debt row is locked before any ledger balance: advance bets of one account queue here, so each sees
          // the debt and open stakes the previous one left, and together they never exceed the quote.
          const debt = await lockAdvanceDebt(trx, { id: account.id, currencyId: account.currencyId }, { create: true });
          const balance = await this.balanceMinor(trx, account.id);
          const shortfall = paidMinor - balance;
          if (shortfall > 0) {
            const available = await this.advanceQuoteMinor(trx, account.id, debt, inserted.id);
            if (shortfall > available) throw new AdvanceExceededError(shortfall / scale, available / scale);
            await lendAdvance(trx, {
              accountId: account.id,
              currencyId: account.currencyId,
              amountMinor: shortfall,
              reference: `bet:${inserted.id}:advance`,
              at,
            });
            lentMinor = shortfall;
          }
        }
        const lines: PostingLine[] = [
          { account: account.id, amountMinor: -paidMinor },
          { account: { system: bettingAccounts.open, currencyId: account.currencyId }, amountMinor: stakeMinor },
        ];
        if (taxMinor > 0)
          lines.push({
            account: { system: bettingAccounts.tax, currencyId: account.currencyId },
            amountMinor: taxMinor,
          });
        await postTransaction(trx, { kind: 'bet_stake', reference: `bet:${inserted.id}:stake`, lines, at });
        return { row: inserted as BetRow, selections, lentMinor };
      });
      if (written === undefined) {
        const winner = await this.findByGuid(userId, req.betGuid);
        if (!winner) throw ApiError.conflict('bet_in_progress', 'A bet with this GUID is being placed');
        return this.repeat(winner, hash, account, lang);
      }
      return {
        bet: await this.toWire(written.row, account.iso, lang, written.selections),
        balance: await this.balance(account.id, account.digits),
        repeated: false,
        advance: written.lentMinor / scale,
      };
    } catch (error) {
      if (error instanceof InsufficientFundsError)
        throw ApiError.badRequest('insufficient_funds', 'Not enough money for the bet');
      if (pgErrorCode(error) === pgErrorCodes.uniqueViolation) {
        const winner = await this.findByGuid(userId, req.betGuid);
        if (winner) return this.repeat(winner, hash, account, lang);
      }
      throw error;
    }
  }

  /** Several singles at once: one stake per event; GUIDs `betGuid#index`, each idempotent on its own. */
  async placeMulti(
    userId: number,
    req: {
      couponEvents: CouponEventInput[];
      summ?: number;
      groupsSumms?: number[];
      betGuid: string;
      checkCf: number;
      approvedBet?: boolean;
    },
    lang = 'ru',
  ): Promise<{ bets: Bet[]; balance: number }> {
    if (req.couponEvents.length > 20) throw ApiError.badRequest('coupon_too_many_events', 'At most 20 singles at once');
    const bets: Bet[] = [];
    let balance = 0;
    for (const [i, e] of req.couponEvents.entries()) {
      const summ = req.groupsSumms?.[i] ?? req.summ;
      if (summ === undefined) throw ApiError.validation({ [`groupsSumms.${i}`]: ['required'] });
      const r = await this.place(
        userId,
        {
          couponEvents: [e],
          summ,
          vid: 0,
          betGuid: `${req.betGuid}#${i}`,
          checkCf: req.checkCf,
          ...(req.approvedBet ? { approvedBet: true } : {}),
        },
        lang,
      );
      bets.push(r.bet);
      balance = r.balance;
    }
    return { bets, balance };
  }

  private async repeat(row: BetRow, hash: string, account: PlayerAccount, lang: string): Promise<PlaceResult> {
    if (row.request_hash !== hash) {
      throw ApiError.conflict('bet_guid_conflict', 'This betGuid was used for a different bet');
    }
    const lent = await this.db
      .selectFrom('ledger_transactions as t')
      .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
      .select('e.amount_minor')
      .where('t.kind', '=', 'advance_lend')
      .where('t.reference', '=', `bet:${row.id}:advance`)
      .where('e.account_id', '=', row.account_id)
      .executeTakeFirst();
    return {
      bet: await this.toWire(row, account.iso, lang),
      balance: await this.balance(account.id, account.digits),
      repeated: true,
      advance: Number(lent?.amount_minor ?? 0) / 10 ** account.digits,
    };
  }

  private async checkLimits(
    userId: number,
    account: PlayerAccount,
    evaluated: ReturnType<typeof evaluateEvent>[],
    stake: number,
    baseRate: number,
  ) {
    const scale = (n: number) => n / Math.max(baseRate, 1e-9);
    const stakeMinorOf = async (
      where: (q: ReturnType<typeof this.openStakes>) => ReturnType<typeof this.openStakes>,
    ) => {
      const row = await where(this.openStakes(userId)).executeTakeFirst();
      return Number(row?.total ?? 0);
    };
    const digits = 10 ** account.digits;
    for (const e of evaluated) {
      const onMarket =
        (await stakeMinorOf((q) =>
          q.where('s.game_id', '=', e.input.gameId).where('s.outcome_type', 'in', marketTypes(e.input.type)),
        )) / digits;
      if (onMarket + stake > scale(this.limits.maxStakePerMarket)) {
        throw ApiError.badRequest(
          'stake_above_market_limit',
          `The most you can stake on this market is ${Math.max(0, scale(this.limits.maxStakePerMarket) - onMarket)}`,
        );
      }
    }
    const since = new Date(this.o.provider.now() - 24 * 3600 * 1000);
    const day = await this.db
      .selectFrom('bets')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('stake_minor'), sql<number>`0`).as('total'))
      .where('user_id', '=', userId)
      .where('created_at', '>=', since)
      .executeTakeFirst();
    if (Number(day?.total ?? 0) / digits + stake > scale(this.limits.maxStakePerPlayerDay)) {
      throw ApiError.badRequest('stake_above_player_limit', 'The daily stake limit is reached');
    }
  }

  private openStakes(userId: number) {
    return this.db
      .selectFrom('bets as b')
      .innerJoin('bet_selections as s', 's.bet_id', 'b.id')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('b.stake_minor'), sql<number>`0`).as('total'))
      .where('b.user_id', '=', userId)
      .where('b.status', 'in', ['open', 'pending']);
  }

  private async findByGuid(userId: number, guid: string): Promise<BetRow | undefined> {
    return (await this.db
      .selectFrom('bets')
      .selectAll()
      .where('user_id', '=', userId)
      .where('bet_guid', '=', guid)
      .executeTakeFirst()) as BetRow | undefined;
  }

  private async betRow(id: number): Promise<BetRow> {
    return (await this.db.selectFrom('bets').selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as BetRow;
  }

  async toWire(row: BetRow, iso: string, lang: string, known?: BetSelectionRow[]): Promise<Bet> {
    const selections =
      known ??
      (await this.db.selectFrom('bet_selections').selectAll().where('bet_id', '=', row.id).orderBy('idx').execute());
    const scale = 10 ** (await this.digitsOf(row.currency_id));
    const offer = row.status === 'open' ? this.offerFor(row, selections, scale) : undefined;
    return {
      betId: row.id,
      betGuid: row.bet_guid,
      status: row.status,
      vid: row.vid,
      ...(row.system_size !== null ? { expressNum: row.system_size } : {}),
      summ: (row.stake_minor + row.stake_tax_minor) / scale,
      coef: row.coef,
      potentialWin: row.potential_win_minor / scale,
      ...(row.payout_minor !== null ? { payout: row.payout_minor / scale } : {}),
      currencyIso: iso,
      createdAt: new Date(row.created_at).toISOString(),
      ...(row.settled_at ? { settledAt: new Date(row.settled_at).toISOString() } : {}),
      ...(row.auto_bet_coef !== null ? { autoBetCf: row.auto_bet_coef } : {}),
      ...(offer !== undefined ? { cashOut: offer } : {}),
      selections: selections.map((s) => {
        const game = this.o.provider.game(s.game_id);
        const view = game ? this.o.provider.view(game) : undefined;
        return {
          gameId: s.game_id,
          type: s.outcome_type,
          param: s.param,
          coef: s.coef,
          name: view ? outcomeLabel(view, s.outcome_type, s.param, lang) : '',
          gameName: view ? gameName(view, lang) : '',
          ...(s.result ? { result: s.result } : {}),
        };
      }),
    };
  }

  private digitCache = new Map<number, number>();
  private async digitsOf(currencyId: number): Promise<number> {
    let d = this.digitCache.get(currencyId);
    if (d === undefined) {
      const row = await this.db
        .selectFrom('currencies')
        .select('minor_digits')
        .where('id', '=', currencyId)
        .executeTakeFirst();
      d = row?.minor_digits ?? 2;
      this.digitCache.set(currencyId, d);
    }
    return d;
  }

  // ── Settlement ────────────────────────────────────────────────────────────────────────────────────────

  /** Settles every open selection whose game has an official result; returns the number of bets closed. */
  async settleDue(): Promise<number> {
    const games = await this.db
      .selectFrom('bet_selections')
      .select('game_id')
      .where('result', 'is', null)
      .distinct()
      .execute();
    let closed = 0;
    for (const { game_id } of games) closed += await this.settleGame(game_id);
    return closed;
  }

  /** Settles the selections of one game once its result is official; then every bet that can close. */
  async settleGame(gameId: number): Promise<number> {
    const result = this.o.provider.result(gameId);
    if (!result) return 0;
    const open = await this.db
      .selectFrom('bet_selections')
      .select(['bet_id', 'idx', 'outcome_type', 'param'])
      .where('game_id', '=', gameId)
      .where('result', 'is', null)
      .execute();
    for (const s of open) {
      await this.db
        .updateTable('bet_selections')
        .set({ result: settleOutcome(s.outcome_type, s.param, result) })
        .where('bet_id', '=', s.bet_id)
        .where('idx', '=', s.idx)
        .where('result', 'is', null)
        .execute();
    }
    let closed = 0;
    for (const betId of new Set(open.map((s) => s.bet_id))) if (await this.closeBet(betId)) closed++;
    return closed;
  }

  private async closeBet(betId: number): Promise<boolean> {
    const settings = await this.o.settings();
    return this.db.transaction().execute(async (trx) => {
      const row = (await trx.selectFrom('bets').selectAll().where('id', '=', betId).forUpdate().executeTakeFirst()) as
        | BetRow
        | undefined;
      if (!row) return false;
      // Before the ledger: a credit below repays the account's advance debt (lock order: debt, then balances).
      await lockAdvanceDebt(trx, { id: row.account_id, currencyId: row.currency_id });
      const selections = await trx
        .selectFrom('bet_selections')
        .selectAll()
        .where('bet_id', '=', betId)
        .orderBy('idx')
        .execute();
      const kind = kindOf(row);
      const results = selections.map((s) => s.result ?? undefined);
      if (row.status === 'pending') {
        // An autobet whose game finished before the target was reached never became a bet.
        if (results.some((r) => r !== undefined)) await this.refundStake(trx, row, 'dropped');
        return true;
      }
      if (row.status !== 'open') return false;
      const lostEarly = isCertainLoss(kind, results);
      if (!lostEarly && results.some((r) => r === undefined)) return false;
      const settled = selections.map((s) => ({ coefficient: s.coef, result: (s.result ?? 'loss') as SelectionResult }));
      const payout = lostEarly ? 0 : Math.floor(settleCoupon(kind, settled, row.stake_minor) + 1e-6);
      const allRefunded = !lostEarly && settled.every((s) => s.result === 'refund');
      const scale = 10 ** (await this.digitsOf(row.currency_id));
      const tax = allRefunded
        ? 0
        : Math.round(payoutTax(settings.taxes, payout / scale, row.stake_minor / scale, row.coef) * scale);
      const returnStakeTax = allRefunded && settings.taxes.returnTax ? row.stake_tax_minor : 0;
      const status: BetStatus = payout === 0 ? 'lost' : allRefunded ? 'refund' : 'won';
      const cur = row.currency_id;
      const lines: PostingLine[] = [
        { account: { system: bettingAccounts.open, currencyId: cur }, amountMinor: -row.stake_minor },
        { account: row.account_id, amountMinor: payout - tax + returnStakeTax },
        { account: { system: bettingAccounts.house, currencyId: cur }, amountMinor: row.stake_minor - payout },
        { account: { system: bettingAccounts.tax, currencyId: cur }, amountMinor: tax - returnStakeTax },
      ].filter((l) => l.amountMinor !== 0);
      const at = this.at();
      if (lines.length >= 2)
        await postTransaction(trx, { kind: 'bet_settle', reference: `bet:${row.id}:settle`, lines, at });
      await repayAdvance(trx, {
        accountId: row.account_id,
        currencyId: cur,
        creditedMinor: payout - tax + returnStakeTax,
        reference: `bet:${row.id}:settle`,
        at,
      });
      await trx
        .updateTable('bets')
        .set({
          status,
          payout_minor: payout - tax + returnStakeTax,
          payout_tax_minor: tax,
          settled_at: at,
        })
        .where('id', '=', row.id)
        .execute();
      return true;
    });
  }

  private async refundStake(trx: Trx, row: BetRow, status: BetStatus): Promise<void> {
    await lockAdvanceDebt(trx, { id: row.account_id, currencyId: row.currency_id });
    const lines: PostingLine[] = [
      { account: { system: bettingAccounts.open, currencyId: row.currency_id }, amountMinor: -row.stake_minor },
      { account: row.account_id, amountMinor: row.stake_minor + row.stake_tax_minor },
    ];
    if (row.stake_tax_minor > 0)
      lines.push({
        account: { system: bettingAccounts.tax, currencyId: row.currency_id },
        amountMinor: -row.stake_tax_minor,
      });
    const at = this.at();
    await postTransaction(trx, { kind: 'bet_refund', reference: `bet:${row.id}:refund`, lines, at });
    await repayAdvance(trx, {
      accountId: row.account_id,
      currencyId: row.currency_id,
      creditedMinor: row.stake_minor + row.stake_tax_minor,
      reference: `bet:${row.id}:refund`,
      at,
    });
    await trx
      .updateTable('bets')
      .set({ status, payout_minor: row.stake_minor + row.stake_tax_minor, settled_at: at })
      .where('id', '=', row.id)
      .execute();
  }

  // ── Autobets ──────────────────────────────────────────────────────────────────────────────────────────

  /** Accepts autobets whose coefficient reached the target; drops those whose score changed when asked. */
  async processAutobets(): Promise<{ accepted: number; dropped: number }> {
    const pending = await this.db
      .selectFrom('bets as b')
      .innerJoin('bet_selections as s', 's.bet_id', 'b.id')
      .select(['b.id', 's.game_id', 's.outcome_type', 's.param'])
      .where('b.status', '=', 'pending')
      .execute();
    let accepted = 0;
    let dropped = 0;
    for (const p of pending) {
      const game = this.o.provider.game(p.game_id);
      const view = game ? this.o.provider.view(game) : undefined;
      const outcome = view?.outcomes.find((o) => o.type === p.outcome_type && Math.abs(o.param - p.param) < 1e-9);
      await this.db.transaction().execute(async (trx) => {
        const row = (await trx.selectFrom('bets').selectAll().where('id', '=', p.id).forUpdate().executeTakeFirst()) as
          | BetRow
          | undefined;
        if (row?.status !== 'pending') return;
        const gone = view?.status !== 1;
        const scoreMoved = row.drop_on_score_change && scoreKey(view) !== row.score_at_placement;
        if (gone || scoreMoved) {
          await this.refundStake(trx, row, 'dropped');
          dropped++;
          return;
        }
        if (!view.suspended && outcome && outcome.coef >= (row.auto_bet_coef ?? Number.POSITIVE_INFINITY)) {
          await trx.updateTable('bet_selections').set({ coef: outcome.coef }).where('bet_id', '=', row.id).execute();
          await trx
            .updateTable('bets')
            .set({
              status: 'open',
              coef: outcome.coef,
              potential_win_minor: Math.floor(row.stake_minor * outcome.coef),
            })
            .where('id', '=', row.id)
            .execute();
          accepted++;
        }
      });
    }
    return { accepted, dropped };
  }

  // ── Cash-out ──────────────────────────────────────────────────────────────────────────────────────────

  private offerFor(
    row: BetRow,
    selections: Array<{
      game_id: number;
      outcome_type: number;
      param: number;
      coef: number;
      result: SelectionResult | null;
    }>,
    scale: number,
  ): number | undefined {
    const kind = kindOf(row);
    const sels = selections.map((s) => {
      if (s.result) return { placed: s.coef, result: s.result };
      const game = this.o.provider.game(s.game_id);
      const view = game ? this.o.provider.view(game) : undefined;
      const o =
        view && view.status === 1 && !view.suspended
          ? view.outcomes.find((x) => x.type === s.outcome_type && Math.abs(x.param - s.param) < 1e-9)
          : undefined;
      return o ? { placed: s.coef, current: o.coef } : { placed: s.coef };
    });
    const offer = cashOutOffer(kind, sels, row.stake_minor / scale, this.limits.cashOutMargin);
    return offer;
  }

  /** Sells a bet (whole, or part of the offer when partial sales are allowed). */
  async sell(
    userId: number,
    req: { saleBetId: number; summ?: number; expectedOffer?: number },
    lang = 'ru',
  ): Promise<{ bet: Bet; paid: number; balance: number }> {
    const settings = await this.o.settings();
    const account = await this.account(userId);
    const paid = await this.db.transaction().execute(async (trx) => {
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
      const scale = 10 ** (await this.digitsOf(row.currency_id));
      const offer = this.offerFor(row, selections, scale);
      if (offer === undefined) throw ApiError.conflict('cash_out_unavailable', 'No cash-out offer for this bet now');
      if (req.expectedOffer !== undefined && offer + 1e-9 < req.expectedOffer) {
        throw ApiError.conflict('cash_out_changed', `The offer is now ${offer}`);
      }
      const amount = req.summ ?? offer;
      if (amount > offer + 1e-9) throw ApiError.badRequest('cash_out_above_offer', `The offer is ${offer}`);
      const partial = amount < offer - 1e-9;
      if (partial && !settings.partialSale)
        throw ApiError.badRequest('partial_sale_unavailable', 'Partial cash-out is not available');
      const amountMinor = Math.round(amount * scale);
      const remainingMinor = partial
        ? Math.floor(partialCashOut(row.stake_minor, offer * scale, amountMinor).remainingStake)
        : 0;
      const soldStake = row.stake_minor - remainingMinor;
      const cur = row.currency_id;
      const lines: PostingLine[] = [
        { account: { system: bettingAccounts.open, currencyId: cur }, amountMinor: -soldStake },
        { account: row.account_id, amountMinor: amountMinor },
        { account: { system: bettingAccounts.house, currencyId: cur }, amountMinor: soldStake - amountMinor },
      ].filter((l) => l.amountMinor !== 0);
      const at = this.at();
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
      return amountMinor / scale;
    });
    const row = await this.betRow(req.saleBetId);
    return {
      bet: await this.toWire(row, account.iso, lang),
      paid,
      balance: await this.balance(account.id, account.digits),
    };
  }

  // ── History ───────────────────────────────────────────────────────────────────────────────────────────

  async history(
    userId: number,
    q: { from?: string; to?: string; vid?: number; status?: BetStatus; page: number },
    lang = 'ru',
  ): Promise<{ bets: Bet[]; total: number; page: number }> {
    const account = await this.account(userId);
    const now = this.o.provider.now();
    const from = q.from ? new Date(q.from) : new Date(now - HISTORY_DEFAULT_DAYS * 24 * 3600 * 1000);
    const to = q.to ? new Date(q.to) : new Date(now + 60_000);
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()))
      throw ApiError.validation({ from: ['invalid date'] });
    let query = this.db
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
    for (const r of rows) bets.push(await this.toWire(r, account.iso, lang));
    return { bets, total, page: q.page };
  }

  async detail(userId: number, betId: number, lang = 'ru'): Promise<Bet> {
    const account = await this.account(userId);
    const row = (await this.db
      .selectFrom('bets')
      .selectAll()
      .where('id', '=', betId)
      .where('user_id', '=', userId)
      .executeTakeFirst()) as BetRow | undefined;
    if (!row) throw ApiError.notFound('No such bet');
    return this.toWire(row, account.iso, lang);
  }

  private async balanceMinor(ex: Db | Trx, accountId: number): Promise<number> {
    const row = await ex
      .selectFrom('ledger_balances')
      .select('balance_minor')
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return Number(row?.balance_minor ?? 0);
  }

  /**
   * The advance on offer, in minor units. It is secured by the player's own money in open bets: at most half of
   * (open stakes − debt) may be owed in all, so the advance is that minus the debt already owed. Money lent for a
   * bet is not security for more (a loop of advance bets cannot lend past half the player's own stakes).
   */
  private async advanceQuoteMinor(ex: Db | Trx, accountId: number, debt: number, excludeBetId?: number) {
    let q = ex
      .selectFrom('bets')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('stake_minor'), sql<number>`0`).as('total'))
      .where('account_id', '=', accountId)
      .where('status', '=', 'open');
    if (excludeBetId !== undefined) q = q.where('id', '<>', excludeBetId);
    const open = Number((await q.executeTakeFirst())?.total ?? 0);
    return Math.max(0, Math.floor((open - debt) / 2) - debt);
  }

  /** GetAvance: the advance on offer for the player's active account, its balance and its outstanding debt. */
  async advance(userId: number): Promise<AdvanceQuote> {
    const account = await this.account(userId);
    const scale = 10 ** account.digits;
    const debt = await advanceDebt(this.db, account.id);
    return {
      avance: (await this.advanceQuoteMinor(this.db, account.id, debt)) / scale,
      balance: (await this.balanceMinor(this.db, account.id)) / scale,
      debt: debt / scale,
    };
  }
}

/** Outcome types of the same market as `type` (W1/X/W2 together, over/under together …). */
function marketTypes(type: number): number[] {
  const period = Math.floor(type / 1000) * 1000;
  const base = type % 1000;
  const groups = [
    [1, 2, 3],
    [4, 5, 6],
    [7, 8],
    [9, 10],
    [11, 12],
    [13, 14],
    [15],
    [17, 18],
    [19, 20],
    [21],
    [27, 28],
    [29, 30],
    [31, 32],
    [33, 34],
  ];
  const g = groups.find((x) => x.includes(base)) ?? [base];
  return g.map((b) => period + b);
}

/** A canonical hash of what makes a bet: repeats with the same GUID must carry the same. */
export function requestHash(req: MakeBetRequest): string {
  const canonical = {
    e: req.couponEvents.map((e) => [e.gameId, e.type, e.param, e.coef ?? null]),
    s: req.summ,
    v: req.vid,
    n: req.expressNum ?? null,
    a: req.isAutoBet === true,
    ac: req.autoBetCf ?? null,
    d: req.dropOnScoreChange === true,
    c: req.checkCf,
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}
