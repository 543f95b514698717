/**
 * Demo data on first start (idempotent: runs every start, adds only what is missing). The partner and the
 * currencies come with the migrations; the demo players (accounts area) get a RUB account with 1,000.00 and
 * 100 loyalty points, granted once from the house account. Servers starting together on one database seed one
 * after the other (db/exclusive.ts), so the second finds everything there.
 */
import { DEMO_PLAYERS, seedDemoPlayers } from '../accounts';
import type { Logger } from '../app/logger';
import { seedDemoBonuses } from '../bonuses';
import { type Clock, dateOf, systemClock } from '../clock';
import type { Database, Db } from '../db';
import { withTransaction } from '../db';
import { lockKeys, runExclusive } from '../db/exclusive';
import { seedDemoRewards } from '../loyalty';
import { openFirstAccount, openPlayerAccount, postTransfer, systemAccounts } from '../wallet';

export const demoGrant = { currencyId: 1, amountMinor: 100_000, points: 100 } as const;

export function seedDemoData(
  database: Database,
  logger: Logger,
  options: { passwordCost?: 'test'; clock?: Clock } = {},
): Promise<void> {
  return runExclusive(database, lockKeys.seed, () => seed(database.db, logger, options));
}

async function seed(db: Db, logger: Logger, options: { passwordCost?: 'test'; clock?: Clock }): Promise<void> {
  const partner = await db.selectFrom('partners').select('ref_id').where('ref_id', '=', 1).executeTakeFirst();
  if (!partner) {
    await db.insertInto('partners').values({ ref_id: 1, group_id: 1, name: 'Betframe demo partner' }).execute();
    logger.info('demo partner created');
  }
  // The demo freebet and its promo code (bonuses/demo.ts).
  await seedDemoBonuses(db, dateOf(options.clock ?? systemClock));
  // The reward of points for a freebet (loyalty/demo.ts).
  await seedDemoRewards(db, dateOf(options.clock ?? systemClock));
  const { TEST_SCRYPT_COST } = await import('../auth/password-hash');
  const ids = await seedDemoPlayers(db, {
    openFirstAccount,
    ...(options.passwordCost === 'test' ? { cost: TEST_SCRYPT_COST } : {}),
  });
  for (const [email, userId] of Object.entries(ids)) {
    const reference = `demo-grant:${userId}`;
    const granted = await db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('kind', '=', 'demo_grant')
      .where('reference', '=', reference)
      .executeTakeFirst();
    if (granted) continue;
    const at = dateOf(options.clock ?? systemClock);
    await withTransaction(db, async (trx) => {
      const money = await openPlayerAccount(trx, { userId, currencyId: demoGrant.currencyId });
      const points = await openPlayerAccount(trx, { userId, currencyId: 9999, type: 'points' });
      const house = { system: systemAccounts.house, currencyId: demoGrant.currencyId };
      await postTransfer(trx, {
        from: house,
        to: money,
        amountMinor: demoGrant.amountMinor,
        kind: 'demo_grant',
        reference,
        at,
      });
      await postTransfer(trx, {
        from: { system: systemAccounts.house, currencyId: 9999 },
        to: points,
        amountMinor: demoGrant.points,
        kind: 'demo_grant',
        reference: `${reference}:points`,
        at,
      });
    });
    logger.info({ email }, 'demo player funded');
  }
}

export { DEMO_PLAYERS };
