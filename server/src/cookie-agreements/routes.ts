/**
 * The cookie agreement log (SPEC §7 `POST cookie agreement log`, docs/office.md):
 *   POST /web-api/user/cookie-agreement-log { level } → { success, data: { entries } } (signed-in players; the
 *        site posts each choice of its cookie banner)
 *   GET  /web-api/user/cookie-agreement-log            → { success, data: { entries: [{ level, at, userAgent }] } }
 */
import { cookieAgreementRequest, officePaths } from '@betframe/sdk/office';
import { requireUser } from '../app/auth';
import type { RouteModule } from '../app/types';
import { readBody } from '../app/validation';
import { dateOf } from '../clock';
import type { Executor } from '../db';
import '../accounts/tables';
import './tables';

const LOG_LIMIT = 50;

async function entries(ex: Executor, userId: number) {
  const rows = await ex
    .selectFrom('cookie_agreements')
    .select(['level', 'user_agent', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(LOG_LIMIT)
    .execute();
  return rows.map((r) => ({
    level: Number(r.level),
    at: new Date(r.created_at).toISOString(),
    userAgent: r.user_agent,
  }));
}

export const cookieAgreementRoutes: RouteModule = (app, deps) => {
  const db = deps.database.db;
  app.get(officePaths.cookieAgreementLog, async (c) => {
    const user = await requireUser(c, deps);
    return c.json({ success: true, data: { entries: await entries(db, user.id) } });
  });
  app.post(officePaths.cookieAgreementLog, async (c) => {
    const user = await requireUser(c, deps);
    const { level } = await readBody(c, cookieAgreementRequest);
    await db
      .insertInto('cookie_agreements')
      .values({
        user_id: user.id,
        level,
        user_agent: (c.req.header('user-agent') ?? '').slice(0, 300),
        created_at: dateOf(deps.clock),
      })
      .execute();
    return c.json({ success: true, data: { entries: await entries(db, user.id) } });
  });
};
