import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFirstAccount } from '../wallet/ledger';
import { walletRoutes } from '../wallet/routes';
import { accountsRoutesWith } from './routes';
import { type AccountsTestServer, encoded, openAccountsServer } from './testing/accounts-server';

describe('first currency account', () => {
  let server: AccountsTestServer;
  beforeAll(async () => {
    server = await openAccountsServer({ modules: [accountsRoutesWith({ openFirstAccount }), walletRoutes] });
  }, 60_000);
  afterAll(() => server.close());

  it('registration opens the player’s first account, active, in the chosen currency', async () => {
    const player = server.player();
    const registered = await player.post('/web-api/registration/fast', {
      currency_id: 10,
      country_id: 286,
      regRules: true,
      regPolitics: true,
    });
    expect(registered.status).toBe(201);
    const balance = await player.get('/web-api/account/balance');
    expect(balance.status).toBe(200);
    const accounts = balance.body.data.accounts as Array<{ currencyIso: string; isActive: boolean; money: number }>;
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ currencyIso: 'USD', isActive: true, money: 0 });
  });

  it('a registration that fails leaves no account behind', async () => {
    const before = await server.database.db
      .selectFrom('ledger_accounts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const duplicate = await server.player().post('/web-api/registration/full', {
      currency_id: 1,
      country_id: 463,
      regRules: true,
      regPolitics: true,
      email: 'demo@betframe.test',
      password: encoded('Some-Pass-1'),
    });
    expect(duplicate.status).toBe(409);
    const after = await server.database.db
      .selectFrom('ledger_accounts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
