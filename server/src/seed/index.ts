/**
 * Demo data on first start (idempotent: runs every start, adds only what is missing). The partner and the
 * currencies come with the migrations; demo players come from the accounts area when it provides them.
 */
import type { Logger } from '../app/logger';
import type { Db } from '../db';

export interface DemoPlayer {
  login: string;
  password: string;
  userId: number;
}

export async function seedDemoData(db: Db, logger: Logger): Promise<void> {
  const partner = await db.selectFrom('partners').select('ref_id').where('ref_id', '=', 1).executeTakeFirst();
  if (!partner) {
    await db.insertInto('partners').values({ ref_id: 1, group_id: 1, name: 'Betframe demo partner' }).execute();
    logger.info('demo partner created');
  }
}
