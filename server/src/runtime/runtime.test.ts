import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../app/logger';
import { openTestDatabase } from '../db/test-database';
import { demoGrant } from '../seed';
import { reconcile } from '../wallet/reconcile';
import { readSettings, startServer } from '.';

const dataDir = mkdtempSync(join(tmpdir(), 'betframe-runtime-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('server runtime', () => {
  it('reads settings from the environment with the documented defaults', () => {
    const defaults = readSettings({});
    expect(defaults).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', DATA_DIR: './data' });
    expect(readSettings({ PORT: '9000', EXAMPLES_PORT: 'off', DATABASE_URL: '' }).EXAMPLES_PORT).toBe('off');
    expect(() => readSettings({ PORT: 'eighty' })).toThrow();
  });

  it('starts on both ports over a seeded database, stops gracefully, and keeps its data across restarts', async () => {
    const settings = readSettings({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'development' });
    const database = process.env.TEST_DATABASE_URL ? await openTestDatabase() : undefined;
    const options = { logger: createLogger('silent'), ...(database ? { database } : {}) };
    const first = await startServer(settings, options);
    try {
      expect(await (await fetch(`${first.url}/healthz`)).json()).toEqual({ status: 'ok' });
      expect(first.examplesUrl).toBeDefined();
      expect((await fetch(`${first.examplesUrl}/healthz`)).status).toBe(200);
      const balances = await first.database.db
        .selectFrom('ledger_balances')
        .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_balances.account_id')
        .select(['balance_minor'])
        .where('ledger_accounts.kind', '=', 'player')
        .where('ledger_accounts.type', '=', 'money')
        .execute();
      expect(balances.map((b) => b.balance_minor)).toEqual([demoGrant.amountMinor, demoGrant.amountMinor]);
    } finally {
      await first.stop();
    }
    await expect(fetch(`${first.url}/healthz`)).rejects.toThrow();
    if (database) return; // the PostgreSQL variant shares one database object; the restart is PGlite's concern

    const second = await startServer(settings, options);
    try {
      const grants = await second.database.db
        .selectFrom('ledger_transactions')
        .select('id')
        .where('kind', '=', 'demo_grant')
        .execute();
      expect(grants).toHaveLength(4); // money and points for two demo players, granted once
      expect((await reconcile(second.database.db)).ok).toBe(true);
    } finally {
      await second.stop();
    }
  }, 180_000);
});
