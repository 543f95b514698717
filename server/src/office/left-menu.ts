/**
 * SPEC §7 "GET left menu data": the office sidebar's counters for the signed-in player.
 *   GET /web-api/office/left-menu → { success, data: { unreadMessages, openBets } }
 * (No active-bonus counter: the server keeps no bonus accounts yet; docs/office.md.)
 */
import { type LeftMenuData, officePaths } from '@betframe/sdk/office';
import { requireUser } from '../app/auth';
import type { RouteModule } from '../app/types';
import '../betting/tables';
import type { Executor } from '../db';
import { unreadCount } from '../inbox';

export async function leftMenuData(ex: Executor, userId: number): Promise<LeftMenuData> {
  const open = await ex
    .selectFrom('bets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return { unreadMessages: await unreadCount(ex, userId), openBets: Number(open?.n ?? 0) };
}

export const leftMenuRoutes: RouteModule = (app, deps) => {
  app.get(officePaths.leftMenu, async (c) => {
    const user = await requireUser(c, deps);
    return c.json({ success: true, data: await leftMenuData(deps.database.db, user.id) });
  });
};
