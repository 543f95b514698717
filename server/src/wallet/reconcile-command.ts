/**
 * `npm run -w @betframe/server reconcile` (or `npx tsx server/src/wallet/reconcile-command.ts`): checks the
 * ledger of the database the server would use (DATABASE_URL, else the PGlite files under DATA_DIR) and exits 1
 * when anything does not add up. Run it while the server is stopped when using the embedded database.
 */
import { join, resolve } from 'node:path';
import { openDatabase } from '../db';
import { readSettings } from '../runtime';
import { reconcile } from './reconcile';

const settings = readSettings();
// `npm run -w` runs in server/; DATA_DIR is relative to where the command was typed, like `npm start`.
const base = process.env.INIT_CWD ?? process.cwd();
const database = settings.DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: settings.DATABASE_URL })
  : await openDatabase({ kind: 'pglite', dataDir: join(resolve(base, settings.DATA_DIR), 'pglite') });
try {
  const report = await reconcile(database.db);
  console.log(JSON.stringify(report, null, 2));
  console.log(report.ok ? 'reconcile: ledger OK' : 'reconcile: LEDGER DOES NOT RECONCILE');
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await database.close();
}
