/**
 * The tournaments' two jobs, run together: score what settled or closed since the last run, and end (pay) what is
 * due — every 2 s outside tests in every process (both are safe to run anywhere at once), or by hand in tests.
 * Every participant of a tournament whose leaderboard moved hears it on the push stream (channel `tournaments`,
 * the tournament's id), after the change is committed.
 */
import { type PlayerEvents, playerChannels } from '../app/player-events';
import type { Executor } from '../db';
import { finishDue } from './payout';
import { type ScoringContext, scoreDue } from './scoring';
import './tables';

export const TOURNAMENT_CHANNEL = playerChannels.tournaments;

export async function runTournamentJobs(
  ex: Executor,
  context: ScoringContext,
  events?: PlayerEvents,
): Promise<{ scored: number[]; paid: number[] }> {
  const scored = await scoreDue(ex, context);
  const paid = await finishDue(ex, context);
  const moved = [...new Set([...scored, ...paid])];
  if (events && moved.length > 0) {
    const players = await ex
      .selectFrom('tournament_entries')
      .select(['tournament_id', 'user_id'])
      .where('tournament_id', 'in', moved)
      .execute();
    for (const p of players) events.emit(Number(p.user_id), Number(p.tournament_id));
  }
  return { scored, paid };
}
