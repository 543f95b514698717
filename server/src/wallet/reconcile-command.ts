/**
 * `npm run -w @betframe/server reconcile` (or `npx tsx server/src/wallet/reconcile-command.ts`): checks the
 * ledger of the database the server would use (DATABASE_URL, else the PGlite files under DATA_DIR) and exits 1
 * when anything does not add up. The embedded database can be checked only while the server is stopped: with
 * the server running it refuses (exit 2) instead of opening a live folder.
 */
import { join, resolve } from 'node:path';
import { DatabaseLockedError, openDatabase } from '../db';
import { readSettings } from '../runtime';
import { reconcile } from './reconcile';

const settings = readSettings();
// `npm run -w` runs in server/; DATA_DIR is relative to where the command was typed, like `npm start`.
const base = process.env.INIT_CWD ?? process.cwd();
const database = await (settings.DATABASE_URL
  ? openDatabase({ kind: 'postgres', url: settings.DATABASE_URL })
  : openDatabase({ kind: 'pglite', dataDir: join(resolve(base, settings.DATA_DIR), 'pglite') })
).catch((error: unknown) => {
  // The embedded database is open in a running server: say so and leave it alone.
  if (!(error instanceof DatabaseLockedError)) throw error;
  console.error(`reconcile: ${error.message}`);
  process.exit(2);
});
try {
  const report = await reconcile(database.db);
  console.log(JSON.stringify(report, null, 2));
  console.log(report.ok ? 'reconcile: ledger OK' : 'reconcile: LEDGER DOES NOT RECONCILE');
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await database.close();
}
