/**
 * Placing bets: one bet (idempotent by betGuid, stake debited in the transaction that writes the bet, an
 * advance lent for the shortfall when asked), several singles at once, and the stake limits per market and per
 * player day.
 */
import { createHash } from 'node:crypto';
import {
  acceptsOddsChange,
  type BetKind,
  betKindFromVid,
  checkCouponShape,
  couponCoefficient,
  expressBoostAmount,
  expressBoostPercent,
  potentialWin,
} from '@betframe/sdk/betting';
import type { Bet, BetStatus, CouponEventInput, MakeBetRequest } from '@betframe/sdk/feed';
import { sql } from 'kysely';
import { ApiError } from '../app/errors';
import {
  activeBonusOf,
  bonusPartOfStake,
  claimPromotion,
  type PromotionAsk,
  PromotionRefusedError,
  postFreebetStake,
  previewPromotion,
} from '../bonuses';
import { type Db, pgErrorCode, pgErrorCodes, type Trx } from '../db';
import { transact } from '../db/group-commit';
import { assertMayStake } from '../limits';
import {
  InsufficientFundsError,
  lendAdvance,
  lockAdvanceDebt,
  type PostingLine,
  postTransactionWithBalances,
  roundToMinorUnits,
  toMajorNumber,
} from '../wallet';
import { advanceQuoteMinor } from './advance-quote';
import type { BetEvents } from './bet-events';
import type { BetBook } from './book';
import { AdvanceExceededError, EventsUnavailableError, OddsChangedError } from './errors';
import { type EvaluatedEvent, evaluateEvent, scoreKey } from './evaluate';
import { isPlainRequest, placePlainBet } from './plain-placement';
import {
  type BetRow,
  type BetSelectionRow,
  type BuilderTerms,
  bettingAccounts,
  type EngineOptions,
  type PlaceResult,
  type PlayerAccount,
} from './records';
import { checkStakeLimits, readStakedSums, type StakedSums, stakedSums } from './stake-limits';

/**
 * A bid's acceptance (bids.ts): the single is placed at the agreed price, past the automatic limits a trader
 * approved; `claim` runs in the placement's transaction after the bet is written and before its stake is taken —
 * it closes the bid and releases its hold, or throws and nothing is placed.
 */
export interface BidClaim {
  coef: number;
  claim: (trx: Trx, betId: number) => Promise<void>;
}

export class Placement {
  constructor(
    private readonly o: EngineOptions,
    private readonly book: BetBook,
    private readonly events: BetEvents,
  ) {}

  private get db(): Db {
    return this.o.db;
  }

  /**
   * Places one bet. Repeats of the same betGuid return the first result. A bet builder bet (./builder.ts) comes with
   * its terms: one price for its legs of one game, and the row that records how it was priced; an accepted bid
   * (./bids.ts) with its claim.
   */
  async place(
    userId: number,
    req: MakeBetRequest,
    lang = 'ru',
    partner = 1,
    terms: { builder?: BuilderTerms; bid?: BidClaim } = {},
  ): Promise<PlaceResult> {
    const { builder, bid } = terms;
    // A plain bet (real money, no promotion, advance, builder or bid) goes in one statement (./plain-placement.ts)
    // and needs no sums here; otherwise the sums the stake limits check come in the same round trip (read-only;
    // unused when the bet is a repeat).
    const plain = this.o.plainPlacement !== false && isPlainRequest(req, terms);
    const found = await this.book.accountAndBet(
      userId,
      req.betGuid,
      plain ? undefined : stakedSums(userId, req.couponEvents, this.daySince()),
    );
    const { account, existing } = found;
    const hash = requestHash(req);
    if (existing) return this.repeat(existing, hash, account, lang);

    const kind: BetKind | undefined = builder ? { type: 'single' } : betKindFromVid(req.vid, req.expressNum);
    if (!kind) throw ApiError.badRequest('invalid_bet_type', 'Unknown bet type (vid/expressNum)');
    const shape = builder
      ? undefined
      : checkCouponShape(
          kind,
          req.couponEvents.map((e) => e.gameId),
        );
    if (shape) throw ApiError.badRequest(shape, `The coupon does not fit the bet type: ${shape}`);
    const autobet = req.isAutoBet === true;
    if (autobet && (kind.type !== 'single' || !req.autoBetCf || req.autoBetCf <= 1)) {
      throw ApiError.badRequest('invalid_autobet', 'An autobet is a single with a target coefficient above 1');
    }

    if (this.o.guard) {
      const games = req.couponEvents.flatMap((e) => {
        const game = this.o.provider.game(e.gameId);
        return game ? [{ sportId: game.sport.id, live: this.o.provider.view(game).phase === 'live' }] : [];
      });
      await this.o.guard(userId, games);
    }
    // As the one world stands (feed/one-world.ts), not as this process last heard of it: no past-posting.
    const closed = await this.o.world?.acceptance(req.couponEvents.map((e) => e.gameId));
    const evaluated = req.couponEvents.map((e) => closedIn(closed, evaluateEvent(this.o.provider, e, lang)));
    if (evaluated.some((e) => e.current === undefined)) throw new EventsUnavailableError(evaluated.map((e) => e.state));
    const policy = req.approvedBet ? 1 : req.checkCf;
    if (
      !autobet &&
      !bid &&
      evaluated.some((e) => !acceptsOddsChange(policy, e.input.coef ?? (e.current as number), e.current as number))
    ) {
      throw new OddsChangedError(evaluated.map((e) => e.state));
    }
    const coefs = bid ? [bid.coef] : evaluated.map((e) => e.current as number);
    const coupon = autobet ? (req.autoBetCf as number) : builder ? builder.coef : couponCoefficient(kind, coefs);

    const settings = await this.o.settings();
    const digits = account.digits;
    // A freebet or an insurance (bonuses/bet-promotions.ts): a freebet's amount is the stake, whatever `summ` says.
    const ask = await this.promotionAsk(userId, req, account.currencyId, partner);
    const promotion = ask && (await refusedAs400(previewPromotion(this.db, ask, { odds: coupon, legOdds: coefs })));
    const freebetMinor = promotion?.mechanic === 'freebet' ? promotion.amountMinor : 0;
    const paidMinor = freebetMinor > 0 ? freebetMinor : roundToMinorUnits(req.summ, digits);
    if (freebetMinor === 0 && Math.abs(toMajorNumber(paidMinor, digits) - req.summ) > 1e-9) {
      throw ApiError.validation({ summ: [`at most ${account.digits} decimals`] });
    }
    const currency = settings.currency(account.currencyId);
    if (freebetMinor === 0 && req.summ < currency.minBet) {
      throw ApiError.badRequest('stake_below_minimum', `The minimum bet is ${currency.minBet} ${account.iso}`);
    }
    const taxMinor = freebetMinor > 0 ? 0 : Math.round((paidMinor * settings.taxes.stakeTaxPercent) / 100);
    const stakeMinor = paidMinor - taxMinor;
    // Express boost: the percent the express qualifies for now, kept on the bet and paid at settlement.
    const boostPercent = kind.type === 'express' ? expressBoostPercent(settings.expressBoost, coefs) : 0;
    const unboosted = Math.floor(potentialWin(kind, autobet || builder ? [coupon] : coefs, stakeMinor));
    const potentialMinor = unboosted + Math.floor(expressBoostAmount(unboosted, stakeMinor, boostPercent));
    const status: BetStatus = autobet ? 'pending' : 'open';
    // The bet is dated by the engine's clock (the feed's, which is the app's), the one history and limits read.
    const at = new Date(this.o.provider.now());
    if (plain && freebetMinor === 0 && stakeMinor > 0) {
      const scale = (n: number) => n / Math.max(currency.baseRate, 1e-9);
      const outcome = await placePlainBet(this.db, {
        userId,
        account,
        req,
        hash,
        systemSize: kind.type === 'system' ? kind.size : null,
        stakeMinor,
        taxMinor,
        paidMinor,
        coef: coupon,
        potentialMinor,
        status: status as 'open' | 'pending',
        autoBetCoef: autobet ? (req.autoBetCf as number) : null,
        scoreKey: scoreKey(evaluated[0]?.view),
        at,
        boostPercent,
        selections: evaluated.map((e, i) => ({ input: e.input, coef: coefs[i] as number })),
        marketLimit: scale(this.book.limits.maxStakePerMarket),
        dayLimit: scale(this.book.limits.maxStakePerPlayerDay),
        since: this.daySince(),
      });
      if (outcome === 'duplicate') return this.winnerOf(userId, req.betGuid, hash, account, lang);
      if (outcome !== 'general')
        return this.placed(outcome.row, outcome.selections, account, lang, outcome.balanceMinor, 0);
    }
    // An accepted bid is past the automatic limits: a trader approved it.
    if (!bid) {
      const since = this.daySince();
      const staked = (found.staked ?? (await readStakedSums(this.db, userId, req.couponEvents, since))) as StakedSums;
      checkStakeLimits(this.book.limits, staked, account, toMajorNumber(paidMinor, digits), currency.baseRate);
    }
    // While a bonus is wagered its rules may cap a stake (bonuses/): refused before any money moves.
    const activeBonus = await activeBonusOf(this.db, userId, account.currencyId);
    const cap = activeBonus?.maxStakeMinor;
    if (cap !== undefined && freebetMinor === 0 && paidMinor > cap) {
      throw ApiError.badRequest(
        'bonus_max_stake',
        `The largest stake while the bonus is wagered is ${toMajorNumber(cap, digits)} ${account.iso}`,
      );
    }

    try {
      // On PGlite, concurrent placements share one commit, each in its own savepoint (db/group-commit.ts).
      const written = await transact(this.db, async (trx) => {
        const selections = evaluated.map((e, idx) => ({
          idx,
          game_id: e.input.gameId,
          outcome_type: e.input.type,
          param: e.input.param,
          coef: coefs[idx] as number,
          result: null,
        }));
        // The bet and its selections in one statement. A concurrent duplicate got there first when nothing comes
        // back: nothing written here, the caller reads the winner's bet.
        const inserted = (
          await sql<BetRow>`
            with b as (
              insert into bets (user_id, account_id, currency_id, bet_guid, request_hash, vid, system_size,
                stake_minor, stake_tax_minor, coef, potential_win_minor, status, payout_minor, auto_bet_coef,
                drop_on_score_change, score_at_placement, coupon_code, created_at, settled_at, boost_percent)
              values (${userId}, ${account.id}, ${account.currencyId}, ${req.betGuid}, ${hash}, ${req.vid},
                ${kind.type === 'system' ? kind.size : null}, ${stakeMinor}, ${taxMinor}, ${coupon}, ${potentialMinor},
                ${status}, null, ${autobet ? (req.autoBetCf as number) : null}, ${req.dropOnScoreChange === true},
                ${scoreKey(evaluated[0]?.view)}, ${req.couponCode ?? null}, ${at}, null, ${boostPercent})
              on conflict (user_id, bet_guid) do nothing
              returning *
            ), s as (
              insert into bet_selections (bet_id, idx, game_id, outcome_type, param, coef, result, user_id)
              select b.id, v.idx, v.game_id, v.outcome_type, v.param, v.coef, null, b.user_id
              from b cross join (values ${sql.join(
                selections.map(
                  (x) =>
                    sql`(${x.idx}::smallint, ${x.game_id}::bigint, ${x.outcome_type}::integer, ${x.param}::double precision, ${x.coef}::double precision)`,
                ),
              )}) as v (idx, game_id, outcome_type, param, coef)
            )
            select * from b`.execute(trx)
        ).rows[0];
        if (!inserted) return undefined;
        const written = selections.map((x) => ({ ...x, bet_id: inserted.id }));
        await builder?.record(trx, inserted.id);
        if (bid) await bid.claim(trx, inserted.id);
        // Responsible gambling (limits/): time-out, exclusion, wager/loss/session limits, before any ledger lock.
        await assertMayStake(trx, { userId, currencyId: account.currencyId, amountMinor: paidMinor, at });
        const claimed = ask && (await claimPromotion(trx, { ...ask, at }, inserted.id));
        if (claimed?.mechanic === 'freebet') {
          if (claimed.amountMinor !== freebetMinor) throw new PromotionRefusedError('promotion_not_found');
          await postFreebetStake(trx, {
            betId: inserted.id,
            currencyId: account.currencyId,
            amountMinor: freebetMinor,
            openAccount: bettingAccounts.open,
            at,
          });
          const row = { ...inserted, promo_bonus_id: claimed.bonusId, freebet_minor: freebetMinor };
          return { row, selections: written, lentMinor: 0, balanceMinor: undefined };
        }
        const promo = claimed ? { promo_bonus_id: claimed.bonusId } : {};
        let lentMinor = 0;
        if (req.avanceBet === true) {
          // The debt row is locked before any ledger balance: advance bets of one account queue here, so each sees
          // the debt and open stakes the previous one left, and together they never exceed the quote.
          const debt = await lockAdvanceDebt(trx, { id: account.id, currencyId: account.currencyId }, { create: true });
          const balance = await this.book.balanceMinor(trx, account.id);
          const shortfall = paidMinor - balance;
          if (shortfall > 0) {
            const available = await advanceQuoteMinor(trx, account.id, debt, inserted.id);
            if (shortfall > available)
              throw new AdvanceExceededError(toMajorNumber(shortfall, digits), toMajorNumber(available, digits));
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
        // Real money first; the active bonus pays what the balance does not cover (an advance bet borrows instead).
        const bonus =
          req.avanceBet === true || !activeBonus
            ? undefined
            : await bonusPartOfStake(trx, {
                bonus: activeBonus,
                paidMinor,
                moneyBalanceMinor: await this.book.balanceMinor(trx, account.id),
              });
        const bonusMinor = bonus?.bonusMinor ?? 0;
        const lines: PostingLine[] = [
          { account: { system: bettingAccounts.open, currencyId: account.currencyId }, amountMinor: stakeMinor },
        ];
        if (paidMinor > bonusMinor) lines.push({ account: account.id, amountMinor: -(paidMinor - bonusMinor) });
        if (bonus) {
          lines.push({ account: bonus.accountId, amountMinor: -bonusMinor });
          await trx
            .updateTable('bets')
            .set({ bonus_id: bonus.bonusId, bonus_paid_minor: bonusMinor })
            .where('id', '=', inserted.id)
            .execute();
        }
        if (taxMinor > 0)
          lines.push({
            account: { system: bettingAccounts.tax, currencyId: account.currencyId },
            amountMinor: taxMinor,
          });
        const posted = await postTransactionWithBalances(trx, {
          kind: 'bet_stake',
          reference: `bet:${inserted.id}:stake`,
          lines,
          at,
        });
        const row = bonus
          ? { ...inserted, ...promo, bonus_id: bonus.bonusId, bonus_paid_minor: bonusMinor }
          : { ...inserted, ...promo };
        // The balance the stake left (the posting answers it): no read after the commit.
        return { row, selections: written, lentMinor, balanceMinor: posted.balances.get(account.id) };
      });
      if (written === undefined) return this.winnerOf(userId, req.betGuid, hash, account, lang);
      return this.placed(written.row, written.selections, account, lang, written.balanceMinor, written.lentMinor);
    } catch (error) {
      if (error instanceof PromotionRefusedError) throw promotionError(error);
      if (error instanceof InsufficientFundsError)
        throw ApiError.badRequest('insufficient_funds', 'Not enough money for the bet');
      if (pgErrorCode(error) === pgErrorCodes.uniqueViolation) {
        const winner = await this.book.findByGuid(userId, req.betGuid);
        if (winner) return this.repeat(winner, hash, account, lang);
      }
      throw error;
    }
  }

  /** A placed bet's answer; the balance is read only when the posting did not answer it (a freebet). */
  private async placed(
    row: BetRow,
    selections: BetSelectionRow[],
    account: PlayerAccount,
    lang: string,
    balanceMinor: number | undefined,
    lentMinor: number,
  ): Promise<PlaceResult> {
    this.events.emit(row.user_id, row.id);
    return {
      bet: await this.book.toWire(row, account.iso, lang, selections),
      balance:
        balanceMinor !== undefined
          ? toMajorNumber(balanceMinor, account.digits)
          : await this.book.balance(account.id, account.digits),
      repeated: false,
      advance: toMajorNumber(lentMinor, account.digits),
    };
  }

  /** A concurrent or earlier bet with this GUID was written first: its answer (or 409 while it is not visible). */
  private async winnerOf(userId: number, guid: string, hash: string, account: PlayerAccount, lang: string) {
    const winner = await this.book.findByGuid(userId, guid);
    if (!winner) throw ApiError.conflict('bet_in_progress', 'A bet with this GUID is being placed');
    return this.repeat(winner, hash, account, lang);
  }

  /** The promotion a bet asks for (`userIdBonus` or `promo`), refused with what it cannot be combined with. */
  private async promotionAsk(
    userId: number,
    req: MakeBetRequest,
    currencyId: number,
    partner: number,
  ): Promise<PromotionAsk | undefined> {
    const promo = req.promo || undefined;
    if (req.userIdBonus === undefined && promo === undefined) return undefined;
    if (req.userIdBonus !== undefined && promo !== undefined)
      throw ApiError.validation({ promo: ['either promo or userIdBonus'] });
    if (req.isAutoBet === true || req.avanceBet === true)
      throw ApiError.badRequest('promotion_not_combinable', 'A bet promotion is not used on an autobet or advance');
    return {
      userId,
      currencyId,
      partner,
      at: new Date(this.o.provider.now()),
      ...(req.userIdBonus !== undefined ? { bonusId: req.userIdBonus } : { code: promo as string }),
    };
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
      bet: await this.book.toWire(row, account.iso, lang),
      balance: await this.book.balance(account.id, account.digits),
      repeated: true,
      advance: toMajorNumber(Number(lent?.amount_minor ?? 0), account.digits),
    };
  }

  /** The stake limits per market and per player day for a coupon not placed yet (a bid asks them too). */
  async assertWithinLimits(
    userId: number,
    account: PlayerAccount,
    events: CouponEventInput[],
    stake: number,
    baseRate: number,
  ): Promise<void> {
    const sums = await readStakedSums(this.db, userId, events, this.daySince());
    checkStakeLimits(this.book.limits, sums, account, stake, baseRate);
  }

  /** The start of the player day limit's window: the last 24 hours by the engine's clock. */
  private daySince(): Date {
    return new Date(this.o.provider.now() - 24 * 3600 * 1000);
  }
}

function promotionError(error: PromotionRefusedError): ApiError {
  return ApiError.badRequest(error.code, `The bet promotion cannot be used: ${error.code}`);
}

async function refusedAs400<T>(p: Promise<T>): Promise<T> {
  try {
    return await p;
  } catch (error) {
    throw error instanceof PromotionRefusedError ? promotionError(error) : error;
  }
}

/** An event the stored world has closed is unavailable, whatever this process's view of it says. */
function closedIn(closed: ReadonlyMap<number, 2 | 3 | 4> | undefined, e: EvaluatedEvent): EvaluatedEvent {
  const status = closed?.get(e.input.gameId);
  if (status === undefined) return e;
  return { ...e, current: undefined, state: { ...e.state, available: false, status } };
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
    ...(req.userIdBonus !== undefined ? { fb: req.userIdBonus } : {}),
    ...(req.promo !== undefined ? { p: req.promo } : {}),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}
