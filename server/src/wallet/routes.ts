/** The player's currency accounts (SPEC §7 "Account and office"). */
import { sql } from 'kysely';
import { z } from 'zod';
import { requireUser } from '../app/auth';
import { ApiError } from '../app/errors';
import type { AppContext, RouteModule } from '../app/types';
import { readBody } from '../app/validation';
import { dateOf } from '../clock';
import { withTransaction } from '../db';
import { listPlayerAccounts } from './accounts';
import { idSchema } from './amount';
import { openPlayerAccount, setActiveAccount } from './ledger';

const ok = <T>(c: AppContext, data: T) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ success: true as const, data });
};

export const walletRoutes: RouteModule = (app, deps) => {
  const db = deps.database.db;

  const balance = async (c: AppContext) => {
    const user = await requireUser(c, deps);
    return ok(c, { accounts: await listPlayerAccounts(db, user.id) });
  };
  app.get('/web-api/account/balance', balance);
  app.post('/web-api/user/balance', balance);

  app.post('/web-api/account/set-active', async (c) => {
    const user = await requireUser(c, deps);
    const { account_id } = await readBody(c, z.object({ account_id: idSchema }));
    if (!(await setActiveAccount(db, user.id, account_id))) throw ApiError.notFound('No such account');
    return ok(c, { accounts: await listPlayerAccounts(db, user.id) });
  });

  app.post('/web-api/account/currency/create', async (c) => {
    const user = await requireUser(c, deps);
    const { currency_id } = await readBody(c, z.object({ currency_id: idSchema }));
    const currency = await db
      .selectFrom('currencies')
      .select(['id', 'code'])
      .where('id', '=', currency_id)
      .where('code', '<>', 'PTS')
      .executeTakeFirst();
    if (!currency) throw ApiError.validation({ currency_id: ['unknown_currency'] });
    const id = await withTransaction(db, async (trx) => {
      const existing = await trx
        .selectFrom('ledger_accounts')
        .select('id')
        .where('user_id', '=', user.id)
        .where('currency_id', '=', currency_id)
        .where('type', '=', 'money')
        .where('closed_at', 'is', null)
        .executeTakeFirst();
      if (existing) throw ApiError.conflict('account_exists', `An account in ${currency.code} already exists`);
      return openPlayerAccount(trx, { userId: user.id, currencyId: currency_id });
    });
    const accounts = await listPlayerAccounts(db, user.id);
    return ok(c, { account: accounts.find((a) => a.id === id), accounts });
  });

  app.post('/web-api/account/currency/delete', async (c) => {
    const user = await requireUser(c, deps);
    const { account_id } = await readBody(c, z.object({ account_id: idSchema }));
    await withTransaction(db, async (trx) => {
      const row = await sql<{ is_active: boolean; type: string; balance_minor: number }>`
        select a.is_active, a.type, b.balance_minor from ledger_accounts a
        join ledger_player_balances b on b.account_id = a.id
        where a.id = ${account_id} and a.user_id = ${user.id} and a.closed_at is null
        for update of a, b`.execute(trx);
      const account = row.rows[0];
      if (account?.type !== 'money') throw ApiError.notFound('No such account');
      if (account.is_active) throw ApiError.conflict('account_active', 'The active account cannot be deleted');
      if (account.balance_minor !== 0) throw ApiError.conflict('account_not_empty', 'The account still holds money');
      // Money that will come back to it later (a held withdrawal, the stakes of unsettled bets) must find it open.
      const owed = await sql<{ n: number }>`
        select (select count(*) from payment_requests where account_id = ${account_id} and status = 'pending')
             + (select count(*) from bets where account_id = ${account_id} and status = 'open') as n`.execute(trx);
      if (Number(owed.rows[0]?.n ?? 0) > 0)
        throw ApiError.conflict('account_in_use', 'The account has pending withdrawals or unsettled bets');
      await trx
        .updateTable('ledger_accounts')
        .set({ closed_at: dateOf(deps.clock) })
        .where('id', '=', account_id)
        .execute();
    });
    return ok(c, { accounts: await listPlayerAccounts(db, user.id) });
  });
};
