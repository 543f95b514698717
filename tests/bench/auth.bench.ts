import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountsRoutes, seedDemoPlayers } from '../../server/src/accounts';
import { createAuthService, OWASP_SCRYPT_COST, type ScryptCost, TEST_SCRYPT_COST } from '../../server/src/auth';
import { openTestDatabase } from '../../server/src/db/test-database';
import { createSiteConfigStore } from '../../server/src/site-config';
import { openTestServer } from '../../server/src/testing';
import type { Benchmark, Figure } from './benchmark';
import { onEachDatabase } from './databases';

const DURATION_MS = 3000;
const CONCURRENCY = 4;

function configDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'betframe-auth-bench-'));
  mkdirSync(join(dir, 'partners'));
  writeFileSync(join(dir, 'partners', '1.json'), JSON.stringify({ config: { captcha: { type: 'disabled' } } }));
  return dir;
}

async function measure(database: string, cost: ScryptCost, costLabel: string): Promise<Figure[]> {
  const db = await openTestDatabase();
  const dir = configDir();
  const auth = createAuthService({
    db: db.db,
    siteConfig: createSiteConfigStore({ configDir: dir, mode: 'test' }),
    mode: 'test',
    passwordCost: cost,
  });
  const server = await openTestServer({ database: db, auth, configDir: dir, modules: [accountsRoutes] });
  try {
    await seedDemoPlayers(db.db, { cost });
    const login = async () => {
      const response = await server.fetch('/web-api/account/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'demo@betframe.test', password: 'Demo-Pass-1' }),
      });
      if (response.status !== 200) throw new Error(`login answered ${response.status}`);
      await response.arrayBuffer();
    };
    for (let i = 0; i < 3; i++) await login();

    let sequential = 0;
    const t0 = performance.now();
    while (performance.now() - t0 < DURATION_MS) {
      await login();
      sequential++;
    }
    const sequentialRate = sequential / ((performance.now() - t0) / 1000);

    let concurrent = 0;
    const t1 = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() - t1 < DURATION_MS) {
          await login();
          concurrent++;
        }
      }),
    );
    const concurrentRate = concurrent / ((performance.now() - t1) / 1000);
    const round = (value: number) => Math.round(value * 10) / 10;
    return [
      { label: `logins/s on ${database}, ${costLabel}, one at a time`, value: round(sequentialRate), unit: 'logins/s' },
      {
        label: `logins/s on ${database}, ${costLabel}, ${CONCURRENCY} in flight`,
        value: round(concurrentRate),
        unit: 'logins/s',
      },
    ];
  } finally {
    await server.close();
    await db.close();
  }
}

async function measureBoth(database: string): Promise<Figure[]> {
  return [
    ...(await measure(database, OWASP_SCRYPT_COST, 'scrypt N=2^17 (production)')),
    ...(await measure(database, TEST_SCRYPT_COST, 'scrypt N=2^10 (test cost: the overhead besides hashing)')),
  ];
}

const benchmark: Benchmark = {
  name: 'server: logins',
  run: () => onEachDatabase(measureBoth),
};

export default benchmark;
