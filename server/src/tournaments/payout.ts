/**
 * The end of a tournament (docs/promotions.md "Tournaments"): a last scoring sweep, then the prize table paid once.
 * `paid_at` is set under the tournament's row lock in the same transaction as every prize, so two end jobs (a
 * timer in each process, a test running it twice at once) pay it once: the second waits for the lock and finds it
 * paid. Each prize also has its own unique ledger reference (`tournament:<id>:place:<n>`, kind `tournament_prize`,
 * from the house account) or bonus source (the bonus engine's `grantBonus`, granted once per source).
 *
 * Places: by points (more first), then who reached them earlier, then who opted in earlier, then the lower player
 * id — so there are no shared places and each place is paid to one player. Players with no points win nothing; a
 * place nobody reached is not awarded.
 */
import { grantBonus, offerByCode } from '../bonuses';
import { type Executor, sql, withTransaction } from '../db';
import { lockAdvanceDebt, openPlayerAccount, postTransfer, repayAdvance, systemAccounts } from '../wallet';
import { prizeTableSchema } from './rules';
import { type ScoringContext, scoreTournament } from './scoring';
import './tables';

/** Settlements in flight when the end passes commit within this; the table is paid after it. */
export const FINISH_GRACE_MS = 5_000;

export const prizePostingKind = 'tournament_prize';

/** Ends every tournament due at `context.now`: scores it a last time and pays its table; answers the ids paid now. */
export async function finishDue(ex: Executor, context: ScoringContext): Promise<number[]> {
  const due = await ex
    .selectFrom('tournaments')
    .select(['id', 'product', 'currency_id', 'starts_at', 'ends_at', 'rules'])
    .where('paid_at', 'is', null)
    .where('ends_at', '<=', new Date(context.now.getTime() - FINISH_GRACE_MS))
    .orderBy('id')
    .execute();
  const paid: number[] = [];
  for (const t of due) {
    // Everything settled before the end counts, however much of it the sweeps have not seen yet.
    while ((await scoreTournament(ex, t, context)).more) {
      /* the next batch */
    }
    if (await payTournament(ex, Number(t.id), context.now)) paid.push(Number(t.id));
  }
  return paid;
}

/** The ranked participants with points (the leaderboard's order). */
export async function standings(
  ex: Executor,
  tournamentId: number,
  limit?: number,
): Promise<{ userId: number; points: number }[]> {
  let query = ex
    .selectFrom('tournament_entries')
    .select(['user_id', 'points'])
    .where('tournament_id', '=', tournamentId)
    .where('points', '>', 0)
    .orderBy('points', 'desc')
    .orderBy('reached_at')
    .orderBy('joined_at')
    .orderBy('user_id');
  if (limit !== undefined) query = query.limit(limit);
  return (await query.execute()).map((r) => ({ userId: Number(r.user_id), points: Number(r.points) }));
}

/** Pays one tournament's table unless it is paid already; true when this call paid it. */
export async function payTournament(ex: Executor, tournamentId: number, now: Date): Promise<boolean> {
  return withTransaction(ex, async (trx) => {
    const { rows } = await sql<{ currency_id: number; prizes: unknown; paid_at: Date | null }>`
      select currency_id, prizes, paid_at from tournaments where id = ${tournamentId} for update`.execute(trx);
    const t = rows[0];
    if (!t || t.paid_at !== null) return false;
    const prizes = prizeTableSchema.parse(t.prizes).sort((a, b) => a.place - b.place);
    const ranked = await standings(trx, tournamentId, Math.max(...prizes.map((p) => p.place)));
    const currencyId = t.currency_id;
    for (const prize of prizes) {
      const winner = ranked[prize.place - 1];
      if (!winner) continue;
      const reference = `tournament:${tournamentId}:place:${prize.place}`;
      if (prize.kind === 'money') {
        const accountId = await openPlayerAccount(trx, { userId: winner.userId, currencyId });
        // Lock order: the advance debt before any balance (docs/wallet.md); the prize repays a debt first.
        await lockAdvanceDebt(trx, { id: accountId, currencyId });
        await postTransfer(trx, {
          from: { system: systemAccounts.house, currencyId },
          to: accountId,
          amountMinor: prize.amountMinor,
          kind: prizePostingKind,
          reference,
          at: now,
        });
        await repayAdvance(trx, { accountId, currencyId, creditedMinor: prize.amountMinor, reference, at: now });
        await trx
          .insertInto('tournament_prizes')
          .values({
            tournament_id: tournamentId,
            place: prize.place,
            user_id: winner.userId,
            kind: 'money',
            amount_minor: prize.amountMinor,
            status: 'paid',
            paid_at: now,
          })
          .execute();
        continue;
      }
      const offer = await offerByCode(trx, prize.offerCode);
      const grant = offer
        ? await grantBonus(trx, {
            userId: winner.userId,
            currencyId,
            offer,
            baseMinor: prize.baseMinor,
            source: reference,
            at: now,
          })
        : undefined;
      await trx
        .insertInto('tournament_prizes')
        .values({
          tournament_id: tournamentId,
          place: prize.place,
          user_id: winner.userId,
          kind: 'bonus',
          offer_code: prize.offerCode,
          amount_minor: grant?.granted ? grant.bonus.amountMinor : null,
          bonus_id: grant?.granted ? grant.bonus.id : null,
          status: grant?.granted ? 'paid' : 'not_granted',
          paid_at: now,
        })
        .execute();
    }
    await trx.updateTable('tournaments').set({ paid_at: now }).where('id', '=', tournamentId).execute();
    return true;
  });
}
