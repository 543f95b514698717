/**
 * Bonus gifts (SPEC §2 office "bonus gifts"): the bonuses the player was given rather than bought with a deposit
 * or a promo code — a cashback paid as a bonus (source `cashback:…`), a points exchange (`points:…`), or an
 * operator's grant (an offer whose trigger is `manual`). Newest first.
 */
import { sql } from 'kysely';
import type { BonusCloseReason, PlayerBonusStatus } from '../bonuses/tables';
import type { Executor } from '../db';

export interface Gift {
  bonusId: number;
  from: 'cashback' | 'points' | 'operator';
  kind: number;
  currencyId: number;
  amountMinor: number;
  status: PlayerBonusStatus;
  closedReason: BonusCloseReason | null;
  wageredMinor: number;
  requiredMinor: number;
  grantedAt: Date;
}

export async function giftsOf(ex: Executor, userId: number): Promise<Gift[]> {
  const rows = await sql<{
    id: number;
    source: string;
    kind: number;
    currency_id: number;
    amount_minor: number;
    status: PlayerBonusStatus;
    closed_reason: BonusCloseReason | null;
    wagered_minor: number;
    wager_required_minor: number;
    created_at: Date;
  }>`
    select b.id, b.source, b.kind, b.currency_id, b.amount_minor, b.status, b.closed_reason, b.wagered_minor,
      b.wager_required_minor, b.created_at
    from player_bonuses b join bonus_offers o on o.id = b.offer_id
    where b.user_id = ${userId}
      and (b.source like 'cashback:%' or b.source like 'points:%' or o.rules ->> 'trigger' = 'manual')
    order by b.id desc limit 100`.execute(ex);
  return rows.rows.map((r) => ({
    bonusId: Number(r.id),
    from: r.source.startsWith('cashback:') ? 'cashback' : r.source.startsWith('points:') ? 'points' : 'operator',
    kind: r.kind,
    currencyId: r.currency_id,
    amountMinor: Number(r.amount_minor),
    status: r.status,
    closedReason: r.closed_reason,
    wageredMinor: Number(r.wagered_minor),
    requiredMinor: Number(r.wager_required_minor),
    grantedAt: new Date(r.created_at),
  }));
}
