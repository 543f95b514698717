/**
 * What the operator desk's bonus pages read and change (desk.ts): offers with how often they were granted, promo
 * codes with their uses, an offer's new rules, and a player's bonuses with the ledger postings on each one's bonus
 * account (grant, bet stakes and returns, conversion or forfeit), whose sum is what the account holds for it.
 */
import { sql } from 'kysely';
import type { Executor } from '../db';
import { type BonusRules, bonusRulesSchema } from './rules';
import '../accounts/tables';
import '../platform/tables';
import './tables';

export interface DeskOffer {
  id: number;
  code: string;
  kind: number;
  rules: BonusRules;
  active: boolean;
  /** Bonuses granted from it, and how many of them are being wagered now. */
  granted: number;
  activeBonuses: number;
}

export async function deskOffers(ex: Executor): Promise<DeskOffer[]> {
  const rows = await sql<{
    id: number;
    code: string;
    kind: number;
    rules: unknown;
    active: boolean;
    granted: number;
    live: number;
  }>`
    select o.id, o.code, o.kind, o.rules, o.active,
      count(b.id)::int as granted, count(b.id) filter (where b.status = 'active')::int as live
    from bonus_offers o left join player_bonuses b on b.offer_id = o.id
    group by o.id order by o.id`.execute(ex);
  return rows.rows.map((r) => ({
    id: Number(r.id),
    code: r.code,
    kind: r.kind,
    rules: bonusRulesSchema.parse(r.rules),
    active: r.active,
    granted: Number(r.granted),
    activeBonuses: Number(r.live),
  }));
}

export interface DeskPromoCode {
  id: number;
  code: string;
  offerCode: string;
  kind: number;
  uses: number;
  maxUses: number | null;
  perPlayer: number;
  /** Distinct players who activated it. */
  players: number;
  startsAt: Date;
  endsAt: Date | null;
  countries: number[] | null;
  partners: number[] | null;
}

export async function deskPromoCodes(ex: Executor): Promise<DeskPromoCode[]> {
  const rows = await sql<{
    id: number;
    code: string;
    offer_code: string;
    kind: number;
    uses: number;
    max_uses: number | null;
    per_player: number;
    players: number;
    starts_at: Date;
    ends_at: Date | null;
    countries: number[] | null;
    partners: number[] | null;
  }>`
    select p.id, p.code, o.code as offer_code, o.kind, p.uses, p.max_uses, p.per_player,
      (select count(distinct a.user_id) from promo_activations a where a.code_id = p.id)::int as players,
      p.starts_at, p.ends_at, p.countries, p.partners
    from promo_codes p join bonus_offers o on o.id = p.offer_id
    order by p.id desc limit 500`.execute(ex);
  return rows.rows.map((r) => ({
    id: Number(r.id),
    code: r.code,
    offerCode: r.offer_code,
    kind: r.kind,
    uses: r.uses,
    maxUses: r.max_uses,
    perPlayer: r.per_player,
    players: Number(r.players),
    startsAt: new Date(r.starts_at),
    endsAt: r.ends_at ? new Date(r.ends_at) : null,
    countries: r.countries,
    partners: r.partners,
  }));
}

export async function offerCodeTaken(ex: Executor, code: string): Promise<boolean> {
  return (await ex.selectFrom('bonus_offers').select('id').where('code', '=', code).executeTakeFirst()) !== undefined;
}

export async function promoCodeTaken(ex: Executor, code: string): Promise<boolean> {
  return (await ex.selectFrom('promo_codes').select('id').where('code', '=', code).executeTakeFirst()) !== undefined;
}

/**
 * Gives an offer new rules (checked by the caller with `bonusRulesSchema`) and its switch. New grants use them; a
 * bonus already granted keeps its amount, wagering requirement and expiry, and counts wagers and caps stakes by the
 * offer's rules of the moment. False when there is no such offer.
 */
export async function updateOffer(
  ex: Executor,
  input: { id: number; rules: BonusRules; active: boolean },
): Promise<boolean> {
  const done = await ex
    .updateTable('bonus_offers')
    .set({ rules: JSON.stringify(input.rules), active: input.active })
    .where('id', '=', input.id)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

export interface DeskPosting {
  transactionId: number;
  kind: string;
  reference: string;
  /** On the bonus account: positive in, negative out. */
  amountMinor: number;
  at: Date;
}

export interface DeskPlayer {
  id: number;
  login: string;
}

export async function deskPlayer(ex: Executor, userId: number): Promise<DeskPlayer | undefined> {
  const row = await ex.selectFrom('users').select(['id', 'login']).where('id', '=', userId).executeTakeFirst();
  return row ? { id: Number(row.id), login: row.login } : undefined;
}

/**
 * The postings of one bonus on its bonus account: its own (`bonus:<id>:grant|convert|forfeit`) and those of the
 * bets its money paid (`bet:<bet id>:stake|settle|refund`), oldest first.
 */
export async function bonusPostings(ex: Executor, bonus: { id: number; accountId: number }): Promise<DeskPosting[]> {
  const rows = await sql<{ id: number; kind: string; reference: string; amount_minor: number; created_at: Date }>`
    select t.id, t.kind, t.reference, e.amount_minor, t.created_at
    from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
    where e.account_id = ${bonus.accountId}
      and (t.reference like ${`bonus:${bonus.id}:%`}
        or exists (select 1 from bets b where b.bonus_id = ${bonus.id} and t.reference like 'bet:' || b.id || ':%'))
    order by t.id`.execute(ex);
  return rows.rows.map((r) => ({
    transactionId: Number(r.id),
    kind: r.kind,
    reference: r.reference,
    amountMinor: Number(r.amount_minor),
    at: new Date(r.created_at),
  }));
}

export async function currencyDigits(ex: Executor): Promise<Map<number, { code: string; digits: number }>> {
  const rows = await ex.selectFrom('currencies').select(['id', 'code', 'minor_digits']).execute();
  return new Map(rows.map((r) => [r.id, { code: r.code, digits: r.minor_digits }]));
}
