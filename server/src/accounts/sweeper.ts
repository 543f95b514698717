import type { Db } from '../db';

/** Rows kept this long after they stop mattering (for support questions), then deleted. */
const RETENTION_MS = 24 * 3600_000;
/** Ended sessions are kept longer: the session list and audits look back further. */
const SESSION_RETENTION_MS = 30 * 24 * 3600_000;

/** Deletes expired codes, flows, sign-in states, captcha challenges, OAuth codes and long-ended sessions. */
export async function sweepExpired(db: Db, nowMs: number): Promise<number> {
  const before = new Date(nowMs - RETENTION_MS);
  const results = await Promise.all([
    db.deleteFrom('one_time_codes').where('expires_at', '<', before).executeTakeFirst(),
    db.deleteFrom('account_flows').where('expires_at', '<', before).executeTakeFirst(),
    db.deleteFrom('social_states').where('expires_at', '<', before).executeTakeFirst(),
    db.deleteFrom('captcha_challenges').where('expires_at', '<', before).executeTakeFirst(),
    db.deleteFrom('dev_oauth_codes').where('expires_at', '<', before).executeTakeFirst(),
    db.deleteFrom('login_failures').where('failed_at', '<', before).executeTakeFirst(),
    db
      .deleteFrom('sessions')
      .where('ended_at', '<', new Date(nowMs - SESSION_RETENTION_MS))
      .executeTakeFirst(),
  ]);
  return results.reduce((sum, r) => sum + Number(r.numDeletedRows), 0);
}

/** Runs `sweepExpired` every `intervalMs` without keeping the process alive; returns the stop function. */
export function startSweeper(db: Db, now: () => number, onError: (error: unknown) => void, intervalMs = 15 * 60_000) {
  const timer = setInterval(() => {
    sweepExpired(db, now()).catch(onError);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
