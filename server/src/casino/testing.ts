/** Test and benchmark support: a casino server with players resolved from an `x-test-user` header, funded by hand. */
import { hmacSha256Hex } from '@betframe/sdk/casino';
import type { AuthResolver } from '../app/types';
import type { Clock } from '../clock';
import type { Database } from '../db';
import { openTestServer, type TestServer } from '../testing';
import { openPlayerAccount, postTransfer, systemAccounts } from '../wallet';
import { casinoRoutes, DEVELOPMENT_PROVIDER_SECRET } from './routes';
import { directSession } from './sessions';

export const headerAuth: AuthResolver = {
  resolve: async (c) => {
    const id = Number(c.req.header('x-test-user'));
    return Number.isInteger(id) && id > 0 ? { id } : null;
  },
};

export async function openCasinoServer(options: { clock?: Clock; database?: Database } = {}): Promise<TestServer> {
  // Only the casino's routes: the accounts module would put its own sign-in in place of the header resolver.
  return openTestServer({ auth: headerAuth, modules: [casinoRoutes], ...options });
}

let logins = 0;

/** A player with a KZT money account holding `balanceMinor`; returns the user and account ids. */
export async function fundedPlayer(
  server: TestServer,
  balanceMinor: number,
): Promise<{ userId: number; accountId: number }> {
  const db = server.database.db;
  logins += 1;
  const currency = await db.selectFrom('currencies').select('id').where('code', '=', 'KZT').executeTakeFirstOrThrow();
  const user = await db
    .insertInto('users')
    .values({
      login: `casino${logins}-${Math.random().toString(36).slice(2, 8)}`,
      password_hash: 'x',
      country_id: 1,
      currency_id: currency.id,
      registration_type: 'fast_reg',
      name: 'Alexander',
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const accountId = await openPlayerAccount(db, { userId: user.id, currencyId: currency.id, makeActive: true });
  if (balanceMinor > 0) {
    await postTransfer(db, {
      from: { system: systemAccounts.house, currencyId: currency.id },
      to: accountId,
      amountMinor: balanceMinor,
      kind: 'test_funding',
      at: new Date(server.deps.clock.now()),
    });
  }
  return { userId: user.id, accountId };
}

/** A funded player with a direct real-money session token for the test game 9001 (the wallet's own tests). */
export async function playerWithSession(server: TestServer, balanceMinor: number) {
  const player = await fundedPlayer(server, balanceMinor);
  const session = await directSession(server.database.db, {
    owner: `u:${player.userId}`,
    userId: player.userId,
    gameId: 9001,
    currency: 'KZT',
    at: new Date(server.deps.clock.now()),
  });
  return { ...player, token: session.token };
}

/** One dice round for real money as the player's request plays it (the benches' unit of work). */
export async function playDiceRound(server: TestServer, userId: number): Promise<void> {
  const response = await server.app.fetch(
    new Request(`${server.url}/web-api/casino/originals/dice/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-user': String(userId) },
      body: JSON.stringify({ amount: 1, params: { target: 50, over: true } }),
    }),
  );
  if (response.status !== 200) throw new Error(`play answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
}

/** A signed provider-wallet call as an aggregator sends it. */
export async function walletCall(
  server: TestServer,
  call: string,
  body: Record<string, unknown>,
  secret = DEVELOPMENT_PROVIDER_SECRET,
) {
  const raw = JSON.stringify(body);
  // Through the app's own fetch (the whole HTTP stack without a socket: a thousand at once exceed a listen backlog).
  const response = await server.app.fetch(
    new Request(`${server.url}/provider-api/v1/wallet/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Betframe-Signature': await hmacSha256Hex(secret, raw) },
      body: raw,
    }),
  );
  return {
    status: response.status,
    body: (await response.json()) as { status: string; balance: number; currency: string; transaction_uuid: string },
  };
}
