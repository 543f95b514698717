/**
 * Promo codes (SPEC §2 promo code check and history, §7 user promo codes): an operator-defined code grants a bonus
 * offer (any wagering kind; its rules say how much) within limits — all uses, uses per player, a date window,
 * countries and partners. Checking reads; activating locks the code's row, so simultaneous activations are counted
 * one after another and never pass a limit, and grants the offer once per activation.
 */
import '../accounts/tables';
import { type Executor, withTransaction } from '../db';
import { grantBonus, offerByCode, type PlayerBonus } from './engine';
import './tables';

export interface PromoCodeSpec {
  code: string;
  offerCode: string;
  maxUses?: number;
  perPlayer?: number;
  startsAt: Date;
  endsAt?: Date;
  countries?: readonly number[];
  partners?: readonly number[];
}

export class PromoCodeError extends Error {}

export const normalizeCode = (code: string) => code.trim().toUpperCase();

/** Adds an operator's code for an existing offer. */
export async function createPromoCode(ex: Executor, spec: PromoCodeSpec, at: Date): Promise<number> {
  const offer = await offerByCode(ex, spec.offerCode);
  if (!offer) throw new PromoCodeError(`no offer ${spec.offerCode}`);
  const row = await ex
    .insertInto('promo_codes')
    .values({
      code: normalizeCode(spec.code),
      offer_id: offer.id,
      max_uses: spec.maxUses ?? null,
      per_player: spec.perPlayer ?? 1,
      starts_at: spec.startsAt,
      ends_at: spec.endsAt ?? null,
      countries: spec.countries ? [...spec.countries] : null,
      partners: spec.partners ? [...spec.partners] : null,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export type PromoRefusal =
  | 'unknown_code'
  | 'not_started'
  | 'expired'
  | 'used_up'
  | 'already_used'
  | 'country_not_allowed'
  | 'partner_not_allowed'
  | 'bonus_active';

export type PromoCheck =
  | { valid: true; code: string; kind: number; offerCode: string }
  | { valid: false; code: string; reason: PromoRefusal };

interface CodeRow {
  id: number;
  code: string;
  max_uses: number | null;
  per_player: number;
  starts_at: Date;
  ends_at: Date | null;
  countries: number[] | null;
  partners: number[] | null;
  uses: number;
  offer_code: string;
  kind: number;
}

async function refusalFor(
  ex: Executor,
  row: CodeRow,
  player: { userId: number; partner: number; at: Date },
): Promise<PromoRefusal | undefined> {
  if (player.at < new Date(row.starts_at)) return 'not_started';
  if (row.ends_at && player.at >= new Date(row.ends_at)) return 'expired';
  if (row.max_uses !== null && row.uses >= row.max_uses) return 'used_up';
  if (row.partners && !row.partners.includes(player.partner)) return 'partner_not_allowed';
  if (row.countries) {
    const user = await ex.selectFrom('users').select('country_id').where('id', '=', player.userId).executeTakeFirst();
    if (!user || !row.countries.includes(user.country_id)) return 'country_not_allowed';
  }
  const mine = await ex
    .selectFrom('promo_activations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('code_id', '=', row.id)
    .where('user_id', '=', player.userId)
    .executeTakeFirstOrThrow();
  if (Number(mine.n) >= row.per_player) return 'already_used';
  return undefined;
}

async function codeRow(ex: Executor, code: string, lock: boolean): Promise<CodeRow | undefined> {
  let query = ex
    .selectFrom('promo_codes as p')
    .innerJoin('bonus_offers as o', 'o.id', 'p.offer_id')
    .select([
      'p.id',
      'p.code',
      'p.max_uses',
      'p.per_player',
      'p.starts_at',
      'p.ends_at',
      'p.countries',
      'p.partners',
      'p.uses',
      'o.code as offer_code',
      'o.kind',
    ])
    .where('p.code', '=', normalizeCode(code));
  if (lock) query = query.forUpdate('p');
  return (await query.executeTakeFirst()) as CodeRow | undefined;
}

/** Whether the player may activate the code now (nothing changes). */
export async function checkPromoCode(
  ex: Executor,
  input: { userId: number; partner: number; code: string; at: Date },
): Promise<PromoCheck> {
  const code = normalizeCode(input.code);
  const row = await codeRow(ex, code, false);
  if (!row) return { valid: false, code, reason: 'unknown_code' };
  const reason = await refusalFor(ex, row, input);
  return reason ? { valid: false, code, reason } : { valid: true, code, kind: row.kind, offerCode: row.offer_code };
}

export type PromoActivation = { activated: true; bonus: PlayerBonus } | { activated: false; reason: PromoRefusal };

/** Activates the code for the player: the limits checked under the code's lock, the offer granted once. */
export async function activatePromoCode(
  ex: Executor,
  input: { userId: number; partner: number; currencyId: number; code: string; at: Date },
): Promise<PromoActivation> {
  return withTransaction(ex, async (trx) => {
    const row = await codeRow(trx, input.code, true);
    if (!row) return { activated: false, reason: 'unknown_code' } as const;
    const reason = await refusalFor(trx, row, input);
    if (reason) return { activated: false, reason } as const;
    const offer = await offerByCode(trx, row.offer_code);
    if (!offer) return { activated: false, reason: 'unknown_code' } as const;
    const granted = await grantBonus(trx, {
      userId: input.userId,
      currencyId: input.currencyId,
      offer,
      baseMinor: 0,
      source: `promo:${row.id}:${input.userId}:${row.uses + 1}`,
      at: input.at,
    });
    if (!granted.granted) return { activated: false, reason: 'bonus_active' } as const;
    await trx
      .insertInto('promo_activations')
      .values({ code_id: row.id, user_id: input.userId, bonus_id: granted.bonus.id, created_at: input.at })
      .execute();
    await trx
      .updateTable('promo_codes')
      .set({ uses: row.uses + 1 })
      .where('id', '=', row.id)
      .execute();
    return { activated: true, bonus: granted.bonus } as const;
  });
}

export interface PromoHistoryItem {
  code: string;
  activatedAt: Date;
  bonusId: number;
  kind: number;
}

/** The player's activations, newest first. */
export async function promoHistory(ex: Executor, userId: number): Promise<PromoHistoryItem[]> {
  const rows = await ex
    .selectFrom('promo_activations as a')
    .innerJoin('promo_codes as p', 'p.id', 'a.code_id')
    .innerJoin('player_bonuses as b', 'b.id', 'a.bonus_id')
    .select(['p.code', 'a.created_at', 'a.bonus_id', 'b.kind'])
    .where('a.user_id', '=', userId)
    .orderBy('a.id', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => ({
    code: r.code,
    activatedAt: new Date(r.created_at),
    bonusId: Number(r.bonus_id),
    kind: r.kind,
  }));
}
