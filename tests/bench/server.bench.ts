import type { AuthResolver } from '../../server/src/app';
import { SandboxPaymentProvider } from '../../server/src/payments';
import { paymentRoutes } from '../../server/src/payments/routes';
import { openTestServer, type TestServer } from '../../server/src/testing';
import { reconcile } from '../../server/src/wallet';
import { walletRoutes } from '../../server/src/wallet/routes';
import type { Benchmark, Figure } from './benchmark';
import { onEachDatabase } from './databases';

const SEQUENTIAL_MS = 2000;
const CONCURRENT_DEPOSITS = 400;
const CONCURRENCY = 16;

// Who is calling is not what this measures: a fixed player behind the resolver interface.
const benchPlayer: AuthResolver = { resolve: async () => ({ id: 1 }) };

async function depositOnce(server: TestServer, sandbox: SandboxPaymentProvider): Promise<void> {
  const started = await server.fetch('/web-api/payments/recharge', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ amount: '10.00' }),
  });
  const { data } = (await started.json()) as { data: { paymentId: number } };
  const callback = await server.fetch('/web-api/payments/callback/sandbox', {
    method: 'POST',
    body: new URLSearchParams(sandbox.callbackFields(data.paymentId, 'approved')),
  });
  if (callback.status !== 200) throw new Error(`callback answered ${callback.status}`);
  await callback.arrayBuffer();
}

async function measure(label: string): Promise<Figure[]> {
  const server = await openTestServer({ auth: benchPlayer, modules: [walletRoutes, paymentRoutes] });
  try {
    const sandbox = new SandboxPaymentProvider(server.deps.secret);
    await server.fetch('/web-api/account/currency/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currency_id: 1 }),
    });
    for (let i = 0; i < 20; i++) await depositOnce(server, sandbox);

    let count = 0;
    const t0 = performance.now();
    while (performance.now() - t0 < SEQUENTIAL_MS) {
      await depositOnce(server, sandbox);
      count++;
    }
    const sequential = count / ((performance.now() - t0) / 1000);

    const t1 = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < CONCURRENT_DEPOSITS) {
          next++;
          await depositOnce(server, sandbox);
        }
      }),
    );
    const concurrent = CONCURRENT_DEPOSITS / ((performance.now() - t1) / 1000);
    const report = await reconcile(server.database.db);
    if (!report.ok) throw new Error(`ledger does not reconcile after the ${label} run`);
    return [
      {
        label: `deposits/s on ${label}, one at a time (HTTP, recharge + callback)`,
        value: Math.round(sequential),
        unit: 'deposits/s',
      },
      { label: `deposits/s on ${label}, ${CONCURRENCY} in flight`, value: Math.round(concurrent), unit: 'deposits/s' },
    ];
  } finally {
    await server.close();
  }
}

const benchmark: Benchmark = {
  name: 'server: deposits',
  run: () => onEachDatabase(measure),
};

export default benchmark;
