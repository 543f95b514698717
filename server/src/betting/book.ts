/**
 * Reading bets and money back for every part of the engine: the player's active money account and balance, a
 * bet by id or betGuid, the cash-out offer of an open bet, and a bet row as the wire `Bet`.
 */
import { cashOutOffer, deadHeatOdds, type SelectionResult } from '@betframe/sdk/betting';
import { type Bet, BUILDER_VID } from '@betframe/sdk/feed';
import { type RawBuilder, sql } from 'kysely';
import { ApiError } from '../app/errors';
import type { Db, Trx } from '../db';
import { nameIn } from '../feed';
import { toMajorNumber } from '../wallet';
import { gameName, outcomeLabel, selectionNames } from './evaluate';
import { type AccountRow, lookupInBatch } from './plain-batch';
import { type BetRow, type BetSelectionRow, type EngineOptions, kindOf, type PlayerAccount } from './records';
import { type BettingLimits, defaultLimits } from './settings';

export class BetBook {
  readonly limits: BettingLimits;
  constructor(private readonly o: EngineOptions) {
    this.limits = { ...defaultLimits, ...o.limits };
  }

  private get db(): Db {
    return this.o.db;
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

  /**
   * The player's account and the bet already placed under `guid`, if any, in one round trip (placement) — and
   * in the same statement `staked`, when given: sums the stake limits need (placement.ts `checkLimits`).
   */
  async accountAndBet(
    userId: number,
    guid: string,
    staked?: RawBuilder<unknown>,
  ): Promise<{ account: PlayerAccount; existing?: BetRow; staked?: unknown }> {
    if (!staked) return this.accountAndGuid(userId, guid);
    const row = await this.db
      .selectFrom('ledger_accounts as a')
      .innerJoin('currencies as c', 'c.id', 'a.currency_id')
      .leftJoin('bets as b', (join) => join.on('b.user_id', '=', userId).on('b.bet_guid', '=', guid))
      .selectAll('b')
      .select(['a.id as account_ref', 'a.currency_id as account_currency', 'c.minor_digits', 'c.code'])
      .select((staked ?? sql`null`).as('staked_sums'))
      .where('a.user_id', '=', userId)
      .where('a.is_active', '=', true)
      .where('a.type', '=', 'money')
      .where('a.closed_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw ApiError.badRequest('no_account', 'The player has no active money account');
    const { account_ref, account_currency, minor_digits, code, staked_sums, ...bet } = row;
    const account = { id: account_ref, currencyId: account_currency, digits: minor_digits, iso: code };
    return bet.id === null
      ? { account, staked: staked_sums }
      : { account, existing: bet as unknown as BetRow, staked: staked_sums };
  }

  /** `accountAndBet` without sums: one call of `bet_account_and_guid` (migration 0562), whose plan is kept. */
  private async accountAndGuid(userId: number, guid: string): Promise<{ account: PlayerAccount; existing?: BetRow }> {
    // With plain bets several to a statement (./plain-batch.ts), in the next batch.
    const row = (await (lookupInBatch(this.db, userId, guid) ??
      sql<AccountRow>`select * from bet_account_and_guid(${userId}, ${guid})`
        .execute(this.db)
        .then((r) => r.rows[0]))) as
      | (Omit<AccountRow, 'bet'> & {
          bet: (Omit<BetRow, 'created_at' | 'settled_at'> & { created_at: string; settled_at: string | null }) | null;
        })
      | undefined;
    if (!row) throw ApiError.badRequest('no_account', 'The player has no active money account');
    const account = { id: row.account_ref, currencyId: row.account_currency, digits: row.minor_digits, iso: row.code };
    if (!row.bet) return { account };
    // The row as json: its timestamps come as text.
    const { created_at, settled_at } = row.bet;
    const existing = { ...row.bet, created_at: new Date(created_at), settled_at: settled_at && new Date(settled_at) };
    return { account, existing: existing as BetRow };
  }

  async balance(accountId: number, digits: number): Promise<number> {
    const row = await this.db
      .selectFrom('ledger_balances')
      .select('balance_minor')
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return toMajorNumber(row?.balance_minor ?? 0, digits);
  }

  async balanceMinor(ex: Db | Trx, accountId: number): Promise<number> {
    const row = await ex
      .selectFrom('ledger_balances')
      .select('balance_minor')
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return Number(row?.balance_minor ?? 0);
  }

  async findByGuid(userId: number, guid: string): Promise<BetRow | undefined> {
    return (await this.db
      .selectFrom('bets')
      .selectAll()
      .where('user_id', '=', userId)
      .where('bet_guid', '=', guid)
      .executeTakeFirst()) as BetRow | undefined;
  }

  async betRow(id: number): Promise<BetRow> {
    return (await this.db.selectFrom('bets').selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as BetRow;
  }

  /** What the house pays now for an open bet (major units), or undefined when it cannot be sold now. */
  offerFor(
    row: BetRow,
    selections: Array<{
      game_id: number;
      outcome_type: number;
      param: number;
      coef: number;
      result: SelectionResult | null;
      dead_heat?: number;
    }>,
    digits: number,
  ): number | undefined {
    // A bet staked partly with bonus money is not sold: a sale would turn unwagered bonus into real money; nor is a
    // freebet bet (its stake was never the player's).
    if (row.bonus_paid_minor > 0 || row.freebet_minor > 0) return undefined;
    // A bet builder bet is priced as a whole by the model (./builder.ts), not leg by leg: not offered for cash-out.
    if (row.vid === BUILDER_VID) return undefined;
    const kind = kindOf(row);
    const sels = selections.map((s) => {
      // A won leg in a dead heat counts at its odds / k, as settlement counts it.
      if (s.result)
        return { placed: s.result === 'win' ? deadHeatOdds(s.coef, s.dead_heat) : s.coef, result: s.result };
      const game = this.o.provider.game(s.game_id);
      const view = game ? this.o.provider.view(game) : undefined;
      const o =
        view && view.status === 1 && !view.suspended
          ? view.outcomes.find((x) => x.type === s.outcome_type && Math.abs(x.param - s.param) < 1e-9)
          : undefined;
      return o ? { placed: s.coef, current: o.coef } : { placed: s.coef };
    });
    const offer = cashOutOffer(kind, sels, toMajorNumber(row.stake_minor, digits), this.limits.cashOutMargin);
    return offer;
  }

  async toWire(row: BetRow, iso: string, lang: string, known?: BetSelectionRow[]): Promise<Bet> {
    const selections =
      known ??
      (await this.db.selectFrom('bet_selections').selectAll().where('bet_id', '=', row.id).orderBy('idx').execute());
    const digits = await this.digitsOf(row.currency_id);
    const offer = row.status === 'open' ? this.offerFor(row, selections, digits) : undefined;
    return {
      betId: row.id,
      betGuid: row.bet_guid,
      status: row.status,
      vid: row.vid,
      ...(row.system_size !== null ? { expressNum: row.system_size } : {}),
      summ: toMajorNumber(row.stake_minor + row.stake_tax_minor, digits),
      coef: row.coef,
      potentialWin: toMajorNumber(row.potential_win_minor, digits),
      ...(row.payout_minor !== null ? { payout: toMajorNumber(row.payout_minor, digits) } : {}),
      currencyIso: iso,
      createdAt: new Date(row.created_at).toISOString(),
      ...(row.settled_at ? { settledAt: new Date(row.settled_at).toISOString() } : {}),
      ...(row.auto_bet_coef !== null ? { autoBetCf: row.auto_bet_coef } : {}),
      ...(offer !== undefined ? { cashOut: offer } : {}),
      ...(row.sold_minor > 0 ? { sold: toMajorNumber(row.sold_minor, digits) } : {}),
      selections: selections.map((s) => {
        const game = this.o.provider.game(s.game_id);
        const view = game ? this.o.provider.view(game) : undefined;
        const names = view ? selectionNames(view, s.outcome_type, s.param, lang) : undefined;
        return {
          gameId: s.game_id,
          type: s.outcome_type,
          param: s.param,
          coef: s.coef,
          name: view ? outcomeLabel(view, s.outcome_type, s.param, lang) : '',
          gameName: view ? gameName(view, lang) : '',
          ...(names ? { market: names.market, outcome: names.outcome } : {}),
          ...(view
            ? {
                sportName: nameIn(view.game.sport.name, lang),
                champName: nameIn(view.game.champ.name, lang),
                start: Math.floor(view.game.startAt / 1000),
              }
            : {}),
          ...(s.result ? { result: s.result } : {}),
          ...(s.result === 'win' && (s.dead_heat ?? 1) > 1 ? { deadHeat: s.dead_heat } : {}),
        };
      }),
    };
  }

  private digitCache = new Map<number, number>();
  async digitsOf(currencyId: number): Promise<number> {
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
}
