/**
 * Settlement when a game's result is official (payout, payout tax, advance repayment), refunds, and autobets:
 * accepted when the coefficient reaches the target, dropped (stake refunded) when the game goes or the score moves.
 */
import {
  deadHeatOdds,
  expressBoostAmount,
  isCertainLoss,
  payoutTax,
  type SelectionResult,
  type SettledSelection,
  settleCoupon,
} from '@betframe/sdk/betting';
import { type BetStatus, BUILDER_VID } from '@betframe/sdk/feed';
import {
  bonusReturnTarget,
  bonusShareOf,
  boostExtraOf,
  closeIfEmptied,
  coverSettledBet,
  recordWager,
  refundInsurance,
  releasePromotion,
  returnFreebetStake,
} from '../bonuses';
import type { Db, Trx } from '../db';
import { deadHeatOf, settleOutcome } from '../feed';
import { earnPoints } from '../loyalty';
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
import { settleBuilderBet } from './builder';
import { coverBonusMinor } from './cover-bonus';
import { scoreKey } from './evaluate';
import { type BetRow, bettingAccounts, type EngineOptions, kindOf } from './records';

export class Settlement {
  constructor(
    private readonly o: EngineOptions,
    private readonly book: BetBook,
    private readonly events: BetEvents,
  ) {}

  private get db(): Db {
    return this.o.db;
  }

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
        .set({
          result: settleOutcome(s.outcome_type, s.param, result),
          dead_heat: deadHeatOf(s.outcome_type, s.param, result),
        })
        .where('bet_id', '=', s.bet_id)
        .where('idx', '=', s.idx)
        .where('result', 'is', null)
        .execute();
    }
    const touched = [...new Set(open.map((s) => s.bet_id))];
    const closedIds = new Set<number>();
    for (const betId of touched) if (await this.closeBet(betId)) closedIds.add(Number(betId));
    const closed = closedIds.size;
    // Every bet with a selection settled here changed (closed, or one leg nearer): its player hears of it.
    if (touched.length > 0) {
      const owners = await this.db.selectFrom('bets').select(['id', 'user_id']).where('id', 'in', touched).execute();
      for (const b of owners) this.events.emit(Number(b.user_id), Number(b.id));
      for (const b of owners) if (closedIds.has(Number(b.id))) this.events.closed(Number(b.user_id), Number(b.id));
    }
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
      // A bet builder bet settles as one selection at its own price (./builder.ts).
      const builder =
        row.vid === BUILDER_VID
          ? await settleBuilderBet(
              trx,
              row,
              selections.map((s) => ({ type: s.outcome_type, param: s.param, coef: s.coef, result: s.result })),
            )
          : undefined;
      const lostEarly = builder ? builder.result === 'loss' : isCertainLoss(kind, results);
      if (!lostEarly && results.some((r) => r === undefined)) return false;
      const settled: SettledSelection[] = builder
        ? [builder]
        : selections.map((s) => ({
            coefficient: s.coef,
            result: (s.result ?? 'loss') as SelectionResult,
            deadHeat: s.dead_heat,
          }));
      const won = lostEarly ? 0 : Math.floor(settleCoupon(kind, settled, row.stake_minor) + 1e-6);
      // Express boost (placement recorded the percent) and a boost promotion the bet used (bonuses/): part of the
      // payout, paid by the house in this posting.
      const freebet = row.freebet_minor > 0 && row.promo_bonus_id !== null;
      const promoBoost =
        row.promo_bonus_id !== null && !freebet
          ? await boostExtraOf(trx, {
              bonusId: Number(row.promo_bonus_id),
              returnMinor: won,
              stakeMinor: row.stake_minor,
            })
          : 0;
      // A Lucky 15/31/63's bonus for one winner or all winners (betting.luckyBonus), counted with the boosts.
      // A leg won in a dead heat counts at its odds / k here too.
      const legs = settled.map((s) => ({
        result: s.result,
        coefficient: s.result === 'win' ? deadHeatOdds(s.coefficient, s.deadHeat) : s.coefficient,
      }));
      const lucky = lostEarly ? 0 : coverBonusMinor(kind, legs, row.stake_minor, settings.luckyBonus);
      const boost = Math.floor(expressBoostAmount(won, row.stake_minor, row.boost_percent) + 1e-6) + promoBoost + lucky;
      const payout = won + boost;
      const allRefunded = !lostEarly && settled.every((s) => s.result === 'refund');
      const digits = await this.book.digitsOf(row.currency_id);
      const tax = allRefunded
        ? 0
        : roundToMinorUnits(
            payoutTax(settings.taxes, toMajorNumber(payout, digits), toMajorNumber(row.stake_minor, digits), row.coef),
            digits,
          );
      const returnStakeTax = allRefunded && settings.taxes.returnTax ? row.stake_tax_minor : 0;
      const status: BetStatus = payout === 0 ? 'lost' : allRefunded ? 'refund' : 'won';
      const cur = row.currency_id;
      const at = new Date(this.o.provider.now());
      // A freebet or insurance (bonuses/bet-promotions.ts): a void bet gives it back; a freebet bet's stake was the
      // freebet's, so a void one returns it to the fund and a won one pays the winnings without it.
      if (allRefunded && row.promo_bonus_id !== null)
        await releasePromotion(trx, { bonusId: Number(row.promo_bonus_id), at });
      if (freebet && allRefunded) {
        await returnFreebetStake(trx, {
          betId: row.id,
          currencyId: cur,
          amountMinor: row.freebet_minor,
          openAccount: bettingAccounts.open,
          at,
        });
        await trx
          .updateTable('bets')
          .set({ status, payout_minor: 0, settled_at: at })
          .where('id', '=', row.id)
          .execute();
        return true;
      }
      // A won or lost bet counts toward the player's bonus (bonuses/): its row is locked before the balances.
      if (status !== 'refund' && !freebet) {
        await recordWager(trx, {
          userId: Number(row.user_id),
          currencyId: cur,
          wager: {
            product: 'sport',
            stakeMinor: row.stake_minor + row.stake_tax_minor,
            odds: row.coef,
            legOdds: selections.map((s) => s.coef),
          },
          reference: `bet:${row.id}`,
          at,
        });
        // Loyalty points for the real-money stake (loyalty/), before the balances (lock order).
        const realStake = row.stake_minor + row.stake_tax_minor - (row.bonus_paid_minor ?? 0);
        await earnPoints(trx, {
          userId: Number(row.user_id),
          product: 'sport',
          stakeMinor: realStake,
          currencyId: cur,
          reference: `bet:${row.id}`,
          at,
        });
      }
      const winnings = freebet ? Math.max(0, payout - row.freebet_minor) : payout;
      const payTax = Math.min(tax, winnings);
      const credit = winnings - payTax + returnStakeTax;
      const { bonusShare, bonusLines } = await this.bonusReturn(trx, row, credit);
      const lines: PostingLine[] = [
        { account: { system: bettingAccounts.open, currencyId: cur }, amountMinor: -row.stake_minor },
        { account: row.account_id, amountMinor: credit - bonusShare },
        {
          account: { system: bettingAccounts.house, currencyId: cur },
          amountMinor: row.stake_minor - winnings,
        },
        { account: { system: bettingAccounts.tax, currencyId: cur }, amountMinor: payTax - returnStakeTax },
        ...bonusLines,
      ].filter((l) => l.amountMinor !== 0);
      if (lines.length >= 2)
        await postTransaction(trx, { kind: 'bet_settle', reference: `bet:${row.id}:settle`, lines, at });
      // An insured bet that lost refunds its insurance's share of the stake (once: the refund's reference).
      if (status === 'lost' && !freebet && row.promo_bonus_id !== null)
        await refundInsurance(trx, {
          userId: Number(row.user_id),
          currencyId: cur,
          bonusId: Number(row.promo_bonus_id),
          // The real money staked: a part paid with bonus money is not refunded as real money.
          paidMinor: row.stake_minor + row.stake_tax_minor - row.bonus_paid_minor,
          at,
        });
      // A won or lost real-money bet without a promotion counts toward the player's lost-first-bet or first-bets
      // cashback bonus (bonuses/coverage.ts), which refunds once its last bet is counted.
      if (status !== 'refund' && !freebet && row.promo_bonus_id === null)
        await coverSettledBet(trx, {
          userId: Number(row.user_id),
          currencyId: cur,
          betId: Number(row.id),
          placedAt: new Date(row.created_at),
          odds: row.coef,
          legOdds: selections.map((s) => s.coef),
          stakeMinor: row.stake_minor + row.stake_tax_minor - row.bonus_paid_minor,
          returnMinor: credit - bonusShare,
          at,
        });
      await repayAdvance(trx, {
        accountId: row.account_id,
        currencyId: cur,
        creditedMinor: credit - bonusShare,
        reference: `bet:${row.id}:settle`,
        at,
      });
      await trx
        .updateTable('bets')
        .set({
          status,
          payout_minor: credit,
          payout_tax_minor: payTax,
          boost_minor: boost,
          settled_at: at,
        })
        .where('id', '=', row.id)
        .execute();
      // A lost bet that bonus money paid may have taken the last of it: the bonus closes `emptied`.
      if (status === 'lost' && row.bonus_id !== null && row.bonus_paid_minor > 0)
        await closeIfEmptied(trx, { bonusId: Number(row.bonus_id), at });
      return true;
    });
  }

  private async refundStake(trx: Trx, row: BetRow, status: BetStatus): Promise<void> {
    await lockAdvanceDebt(trx, { id: row.account_id, currencyId: row.currency_id });
    const credit = row.stake_minor + row.stake_tax_minor;
    const { bonusShare, bonusLines } = await this.bonusReturn(trx, row, credit);
    const lines: PostingLine[] = [
      { account: { system: bettingAccounts.open, currencyId: row.currency_id }, amountMinor: -row.stake_minor },
      { account: row.account_id, amountMinor: credit - bonusShare },
      ...bonusLines,
    ].filter((l) => l.amountMinor !== 0);
    if (row.stake_tax_minor > 0)
      lines.push({
        account: { system: bettingAccounts.tax, currencyId: row.currency_id },
        amountMinor: -row.stake_tax_minor,
      });
    const at = new Date(this.o.provider.now());
    await postTransaction(trx, { kind: 'bet_refund', reference: `bet:${row.id}:refund`, lines, at });
    await repayAdvance(trx, {
      accountId: row.account_id,
      currencyId: row.currency_id,
      creditedMinor: credit - bonusShare,
      reference: `bet:${row.id}:refund`,
      at,
    });
    await trx
      .updateTable('bets')
      .set({ status, payout_minor: row.stake_minor + row.stake_tax_minor, settled_at: at })
      .where('id', '=', row.id)
      .execute();
  }

  /**
   * The bonus share of a bet's return (bonuses/stakes.ts): to the bonus account while the bonus that paid part of
   * the stake is active, to the money account once it completed, to the house once it was forfeited.
   */
  private async bonusReturn(
    trx: Trx,
    row: BetRow,
    creditMinor: number,
  ): Promise<{ bonusShare: number; bonusLines: PostingLine[] }> {
    if (row.bonus_id === null || row.bonus_paid_minor <= 0) return { bonusShare: 0, bonusLines: [] };
    const bonusShare = bonusShareOf(creditMinor, row.stake_minor + row.stake_tax_minor, row.bonus_paid_minor);
    if (bonusShare <= 0) return { bonusShare: 0, bonusLines: [] };
    const target = await bonusReturnTarget(trx, Number(row.bonus_id));
    const account = target ?? { system: bettingAccounts.house, currencyId: row.currency_id };
    return { bonusShare, bonusLines: [{ account, amountMinor: bonusShare }] };
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
    const changed: BetRow[] = [];
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
          changed.push(row);
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
          changed.push(row);
        }
      });
    }
    for (const row of changed) this.events.emit(Number(row.user_id), row.id);
    return { accepted, dropped };
  }
}
