/**
 * The bonus engine (docs/bonuses.md): grants an offer's bonus onto the player's bonus ledger account, counts
 * wagers toward it, converts it to real money when wagered, forfeits it on expiry or refusal. It reads only the
 * offer's rules (rules.ts); the money moves only by ledger postings:
 *
 * - `bonus_grant`   bonus_fund → bonus account (reference `bonus:<id>:grant`)
 * - `bonus_convert` bonus account → the player's money account of the currency (`bonus:<id>:convert`)
 * - `bonus_forfeit` bonus account → bonus_fund (`bonus:<id>:forfeit`)
 *
 * A bonus closes `wagered` (completed), `expired` or `refused` (forfeited), or `emptied` (forfeited: its money was
 * all staked and lost, nothing left to move).
 *
 * Lock order: the player's active bonus row (`FOR UPDATE`) before any ledger balance, like the advance debt.
 */
import { sql } from 'kysely';
import { type Executor, type Trx, withTransaction } from '../db';
import { balanceOf, bonusPostingKinds, openPlayerAccount, postTransfer, systemAccounts } from '../wallet';
import {
  type BonusRules,
  bonusAmountMinor,
  bonusRulesSchema,
  countedMinor,
  kindFitsRules,
  mechanicOf,
  progressPercent,
  type Wager,
  wagerRequiredMinor,
} from './rules';
import { activeBonusOf } from './stakes';
import type { BonusCloseReason, BonusMechanicName, PlayerBonusStatus } from './tables';
import './tables';

export interface BonusOffer {
  id: number;
  code: string;
  kind: number;
  rules: BonusRules;
  active: boolean;
}

export interface PlayerBonus {
  id: number;
  userId: number;
  offerId: number;
  offerCode: string;
  kind: number;
  currencyId: number;
  accountId: number;
  amountMinor: number;
  /** What is on the bonus account now (0 once closed). */
  balanceMinor: number;
  wagerRequiredMinor: number;
  wageredMinor: number;
  percent: number;
  status: PlayerBonusStatus;
  closedReason: BonusCloseReason | null;
  createdAt: Date;
  expiresAt: Date;
  closedAt: Date | null;
  maxStakeMinor: number | null;
  /** How it works (rules.ts `mechanicOf`), and the bet a freebet staked or an insurance covers. */
  mechanic: BonusMechanicName;
  betId: number | null;
  /** What a coverage refund or a pool share paid when it closed. */
  paidMinor: number;
  rules: BonusRules;
}

export class BonusOfferError extends Error {}

const DAY_MS = 86_400_000;

interface OfferRow {
  id: number;
  code: string;
  kind: number;
  rules: unknown;
  active: boolean;
}

const toOffer = (row: OfferRow): BonusOffer => ({
  id: Number(row.id),
  code: row.code,
  kind: row.kind,
  rules: bonusRulesSchema.parse(row.rules),
  active: row.active,
});

/** Adds an operator-defined offer; refuses a kind the engine has no mechanics for and rules that do not parse. */
export async function createOffer(
  ex: Executor,
  input: { code: string; kind: number; rules: unknown; at: Date },
): Promise<BonusOffer> {
  const rules = bonusRulesSchema.parse(input.rules);
  if (!kindFitsRules(input.kind, rules))
    throw new BonusOfferError(`bonus kind ${input.kind} is not granted with these rules (${mechanicOf(rules)})`);
  const row = await ex
    .insertInto('bonus_offers')
    .values({ code: input.code, kind: input.kind, rules: JSON.stringify(rules), created_at: input.at })
    .returning(['id', 'code', 'kind', 'rules', 'active'])
    .executeTakeFirstOrThrow();
  return toOffer(row);
}

export async function offerByCode(ex: Executor, code: string): Promise<BonusOffer | undefined> {
  const row = await ex
    .selectFrom('bonus_offers')
    .select(['id', 'code', 'kind', 'rules', 'active'])
    .where('code', '=', code)
    .executeTakeFirst();
  return row ? toOffer(row) : undefined;
}

/** The player's money account of a currency (the one a converted bonus pays into). */
async function moneyAccountOf(ex: Executor, userId: number, currencyId: number): Promise<number> {
  return openPlayerAccount(ex, { userId, currencyId });
}

export type GrantResult =
  | { granted: true; bonus: PlayerBonus }
  | { granted: false; reason: 'inactive_offer' | 'zero_amount' | 'already_granted' | 'bonus_active' };

/**
 * Grants an offer's bonus once per `source` (`deposit:<id>`, `promo:<id>:<user>`…): the amount by the rules (a
 * percent of `baseMinor` up to the cap, or fixed), wagering = multiple × amount, expiry = `at` + the rules' days.
 * A player has at most one active wagering bonus per currency; a second grant meanwhile is refused (`bonus_active`).
 * A freebet or an insurance (rules `freebet` / `insurance`) is granted beside it: no money moves until a bet uses it
 * (bet-promotions.ts). This is the one grant path (deposits, promo codes, the desk, loyalty exchanges).
 */
export async function grantBonus(
  ex: Executor,
  input: { userId: number; currencyId: number; offer: BonusOffer; baseMinor: number; source: string; at: Date },
): Promise<GrantResult> {
  const { offer, at } = input;
  if (!offer.active) return { granted: false, reason: 'inactive_offer' };
  const amount = bonusAmountMinor(offer.rules, input.baseMinor);
  if (amount <= 0) return { granted: false, reason: 'zero_amount' };
  return withTransaction(ex, async (trx) => {
    const used = await trx
      .selectFrom('player_bonuses')
      .select('id')
      .where('source', '=', input.source)
      .executeTakeFirst();
    if (used) return { granted: false, reason: 'already_granted' } as const;
    const accountId = await openPlayerAccount(trx, {
      userId: input.userId,
      currencyId: input.currencyId,
      type: 'bonus',
    });
    const mechanic = mechanicOf(offer.rules);
    // Both unique keys (source; one active per player and currency) refuse a concurrent twin without an error.
    const inserted = await sql<{ id: number }>`
      insert into player_bonuses (user_id, offer_id, kind, currency_id, account_id, source, amount_minor,
        wager_required_minor, created_at, expires_at, mechanic)
      values (${input.userId}, ${offer.id}, ${offer.kind}, ${input.currencyId}, ${accountId}, ${input.source},
        ${amount}, ${wagerRequiredMinor(offer.rules, amount)}, ${at}, ${new Date(at.getTime() + offer.rules.expiryDays * DAY_MS)},
        ${mechanic})
      on conflict do nothing returning id`.execute(trx);
    const id = inserted.rows[0]?.id;
    if (id === undefined) {
      const again = await trx
        .selectFrom('player_bonuses')
        .select('id')
        .where('source', '=', input.source)
        .executeTakeFirst();
      return { granted: false, reason: again ? 'already_granted' : 'bonus_active' } as const;
    }
    // A bet promotion holds no money: its stake or refund moves when a bet uses it (bet-promotions.ts).
    if (mechanic !== 'wagering')
      return { granted: true, bonus: (await bonusById(trx, Number(id))) as PlayerBonus } as const;
    await postTransfer(trx, {
      from: { system: systemAccounts.bonusFund, currencyId: input.currencyId },
      to: accountId,
      amountMinor: amount,
      kind: bonusPostingKinds.grant,
      reference: `bonus:${id}:grant`,
      at,
    });
    if (wagerRequiredMinor(offer.rules, amount) === 0) await close(trx, Number(id), 'completed', 'wagered', at);
    return { granted: true, bonus: (await bonusById(trx, Number(id))) as PlayerBonus } as const;
  });
}

interface LockedBonus {
  id: number;
  user_id: number;
  currency_id: number;
  account_id: number;
  wagered_minor: number;
  wager_required_minor: number;
  rules: unknown;
}

async function lockActive(trx: Trx, userId: number, currencyId: number): Promise<LockedBonus | undefined> {
  const result = await sql<LockedBonus>`
    select b.id, b.user_id, b.currency_id, b.account_id, b.wagered_minor, b.wager_required_minor, o.rules
    from player_bonuses b join bonus_offers o on o.id = b.offer_id
    where b.user_id = ${userId} and b.currency_id = ${currencyId} and b.status = 'active' and b.mechanic = 'wagering'
    for update of b`.execute(trx);
  return result.rows[0];
}

/** Closes a bonus: converts what is on its account (completion) or returns it to the fund (forfeit). */
async function close(
  trx: Trx,
  bonusId: number,
  status: 'completed' | 'forfeited',
  reason: BonusCloseReason,
  at: Date,
): Promise<void> {
  const row = await trx
    .selectFrom('player_bonuses')
    .select(['user_id', 'currency_id', 'account_id', 'mechanic'])
    .where('id', '=', bonusId)
    .executeTakeFirstOrThrow();
  // A bet promotion's grant is on no account (the bonus account's money belongs to the wagering bonus).
  const balance = row.mechanic === 'wagering' ? await balanceOf(trx, row.account_id) : 0;
  if (balance > 0) {
    const to =
      status === 'completed'
        ? await moneyAccountOf(trx, row.user_id, row.currency_id)
        : { system: systemAccounts.bonusFund, currencyId: row.currency_id };
    await postTransfer(trx, {
      from: row.account_id,
      to,
      amountMinor: balance,
      kind: status === 'completed' ? bonusPostingKinds.convert : bonusPostingKinds.forfeit,
      reference: `bonus:${bonusId}:${status === 'completed' ? 'convert' : 'forfeit'}`,
      at,
    });
  }
  await trx
    .updateTable('player_bonuses')
    .set({ status, closed_reason: reason, closed_at: at })
    .where('id', '=', bonusId)
    .execute();
}

/** Forfeits an unused freebet or insurance (no money: it holds none); false when it is no longer available. */
async function closePromotion(trx: Trx, bonusId: number, reason: 'expired' | 'refused', at: Date): Promise<boolean> {
  const closed = await trx
    .updateTable('player_bonuses')
    .set({ status: 'forfeited', closed_reason: reason, closed_at: at })
    .where('id', '=', bonusId)
    .where('status', '=', 'active')
    .returning('id')
    .executeTakeFirst();
  return closed !== undefined;
}

export type WagerResult =
  | { counted: false; reason: 'no_bonus' | 'already_counted' | 'not_qualifying' }
  | { counted: true; bonusId: number; countedMinor: number; completed: boolean };

/**
 * Counts a settled sport bet or a closed casino round toward the player's active bonus of its currency, once per
 * `reference`; a bonus wagered in full is converted to real money in the same transaction.
 */
export async function recordWager(
  ex: Executor,
  input: { userId: number; currencyId: number; wager: Wager; reference: string; at: Date },
): Promise<WagerResult> {
  return withTransaction(ex, async (trx) => {
    const bonus = await lockActive(trx, input.userId, input.currencyId);
    if (!bonus) return { counted: false, reason: 'no_bonus' } as const;
    const counted = countedMinor(bonusRulesSchema.parse(bonus.rules), input.wager);
    if (counted <= 0) return { counted: false, reason: 'not_qualifying' } as const;
    const inserted = await trx
      .insertInto('bonus_wagers')
      .values({
        bonus_id: bonus.id,
        reference: input.reference,
        stake_minor: input.wager.stakeMinor,
        counted_minor: counted,
        created_at: input.at,
      })
      .onConflict((oc) => oc.columns(['bonus_id', 'reference']).doNothing())
      .returning('bonus_id')
      .executeTakeFirst();
    if (!inserted) return { counted: false, reason: 'already_counted' } as const;
    const wagered = Math.min(bonus.wager_required_minor, bonus.wagered_minor + counted);
    await trx.updateTable('player_bonuses').set({ wagered_minor: wagered }).where('id', '=', bonus.id).execute();
    const completed = wagered >= bonus.wager_required_minor;
    if (completed) await close(trx, Number(bonus.id), 'completed', 'wagered', input.at);
    return { counted: true, bonusId: Number(bonus.id), countedMinor: counted, completed } as const;
  });
}

/**
 * A bonus whose money was all staked and lost closes `emptied` (forfeited; nothing is left to move): its account is
 * empty and no open bet (or autobet waiting to be accepted) still carries part of it. Called by settlement after a
 * lost bet that bonus money paid, in the bet's transaction, after `recordWager` locked the bonus row (lock order).
 * False when the bonus is not active or still has money in play.
 */
export async function closeIfEmptied(trx: Trx, input: { bonusId: number; at: Date }): Promise<boolean> {
  const bonus = await trx
    .selectFrom('player_bonuses')
    .select(['account_id', 'status'])
    .where('id', '=', input.bonusId)
    .forUpdate()
    .executeTakeFirst();
  if (bonus?.status !== 'active') return false;
  if ((await balanceOf(trx, bonus.account_id)) > 0) return false;
  const carried = await sql<{ id: number }>`
    select id from bets
    where bonus_id = ${input.bonusId} and bonus_paid_minor > 0 and status in ('open', 'pending')
    limit 1`.execute(trx);
  if (carried.rows.length > 0) return false;
  await close(trx, input.bonusId, 'forfeited', 'emptied', input.at);
  return true;
}

/**
 * While a bonus is being wagered its rules may cap a single stake: the cap when `stakeMinor` exceeds it (the
 * caller refuses the stake before any money moves), else undefined.
 */
export async function maxStakeRefusal(
  ex: Executor,
  input: { userId: number; currencyId: number; stakeMinor: number },
): Promise<{ maxStakeMinor: number } | undefined> {
  const max = (await activeBonusOf(ex, input.userId, input.currencyId))?.maxStakeMinor;
  return max !== undefined && input.stakeMinor > max ? { maxStakeMinor: max } : undefined;
}

/** Forfeits every active bonus whose expiry has passed at `at`; returns how many. */
export async function expireDue(ex: Executor, at: Date): Promise<number> {
  const due = await ex
    .selectFrom('player_bonuses')
    .select(['id', 'user_id', 'currency_id', 'mechanic'])
    .where('status', '=', 'active')
    .where('expires_at', '<=', at)
    .execute();
  let expired = 0;
  for (const d of due) {
    const done = await withTransaction(ex, async (trx) => {
      if (d.mechanic !== 'wagering') return closePromotion(trx, Number(d.id), 'expired', at);
      const bonus = await lockActive(trx, Number(d.user_id), d.currency_id);
      if (bonus?.id === undefined || Number(bonus.id) !== Number(d.id)) return false;
      await close(trx, Number(d.id), 'forfeited', 'expired', at);
      return true;
    });
    if (done) expired++;
  }
  return expired;
}

/** The player refuses their active bonus (SPEC §7 refuse bonus): it is forfeited. False when none such is active. */
export async function refuseBonus(
  ex: Executor,
  input: { userId: number; bonusId: number; at: Date },
): Promise<boolean> {
  return withTransaction(ex, async (trx) => {
    const row = await trx
      .selectFrom('player_bonuses')
      .select(['currency_id', 'mechanic'])
      .where('id', '=', input.bonusId)
      .where('user_id', '=', input.userId)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (!row) return false;
    if (row.mechanic !== 'wagering') return closePromotion(trx, input.bonusId, 'refused', input.at);
    const bonus = await lockActive(trx, input.userId, row.currency_id);
    if (!bonus || Number(bonus.id) !== input.bonusId) return false;
    await close(trx, input.bonusId, 'forfeited', 'refused', input.at);
    return true;
  });
}

async function bonusRows(ex: Executor, where: { id?: number; userId?: number }): Promise<PlayerBonus[]> {
  let query = ex
    .selectFrom('player_bonuses as b')
    .innerJoin('bonus_offers as o', 'o.id', 'b.offer_id')
    .innerJoin('ledger_balances as l', 'l.account_id', 'b.account_id')
    .select([
      'b.id',
      'b.user_id',
      'b.offer_id',
      'o.code',
      'o.rules',
      'b.kind',
      'b.currency_id',
      'b.account_id',
      'b.amount_minor',
      'l.balance_minor',
      'b.wager_required_minor',
      'b.wagered_minor',
      'b.status',
      'b.closed_reason',
      'b.created_at',
      'b.expires_at',
      'b.closed_at',
      'b.mechanic',
      'b.bet_id',
      'b.paid_minor',
    ])
    .orderBy('b.id', 'desc');
  if (where.id !== undefined) query = query.where('b.id', '=', where.id);
  if (where.userId !== undefined) query = query.where('b.user_id', '=', where.userId);
  const rows = await query.execute();
  return rows.map((r) => {
    const rules = bonusRulesSchema.parse(r.rules);
    return {
      id: Number(r.id),
      userId: Number(r.user_id),
      offerId: Number(r.offer_id),
      offerCode: r.code,
      kind: r.kind,
      currencyId: r.currency_id,
      accountId: Number(r.account_id),
      amountMinor: r.amount_minor,
      // A slip promotion's money is its grant while it is unused (the bonus account's balance is the wagering
      // bonus's); a coverage or a pool holds none until it pays.
      balanceMinor:
        r.status !== 'active' || r.mechanic === 'coverage' || r.mechanic === 'pool'
          ? 0
          : r.mechanic === 'wagering'
            ? r.balance_minor
            : r.amount_minor,
      wagerRequiredMinor: r.wager_required_minor,
      wageredMinor: r.wagered_minor,
      percent: progressPercent(r.wagered_minor, r.wager_required_minor),
      status: r.status,
      closedReason: r.closed_reason,
      createdAt: new Date(r.created_at),
      expiresAt: new Date(r.expires_at),
      closedAt: r.closed_at ? new Date(r.closed_at) : null,
      maxStakeMinor: rules.maxStakeMinor ?? null,
      mechanic: r.mechanic,
      betId: r.bet_id === null ? null : Number(r.bet_id),
      paidMinor: Number(r.paid_minor),
      rules,
    };
  });
}

export async function bonusById(ex: Executor, id: number): Promise<PlayerBonus | undefined> {
  return (await bonusRows(ex, { id }))[0];
}

/** Every bonus of the player, newest first (active and closed). */
export function bonusesOf(ex: Executor, userId: number): Promise<PlayerBonus[]> {
  return bonusRows(ex, { userId });
}
