/**
 * Payments (SPEC §7 "Account and office"): recharge (deposit through the provider's checkout), deduce
 * (withdrawal request, funds held), history (pages of 50, archive flag), pending requests; and the sandbox
 * provider's pages: the checkout `/sandbox/pay/:id` and the operator desk `/sandbox/operator` (not in production).
 */
import { z } from 'zod';
import { requireUser } from '../app/auth';
import { ApiError } from '../app/errors';
import type { AppContext, AppDeps, RouteModule } from '../app/types';
import { readBody, readParams, readQuery } from '../app/validation';
import { partnerOf } from '../auth';
import { dateOf } from '../clock';
import { amountSchema, formatMinorUnits, idSchema, listPlayerAccounts, maxAmountMajor } from '../wallet';
import { confirmationsOf, depositView } from './deposit-status';
import { type AccountCurrency, chooseMethod, offeredMethods, rechargeData } from './methods';
import { operatorSignIn } from './operator-sign-in';
import { type PaymentOutcome, type PaymentProvider, SandboxPaymentProvider } from './provider';
import { registerSandboxCheckout, returnWith } from './sandbox-checkout';
import { escapeHtml, sandboxPage as page } from './sandbox-page';
import {
  cancelWithdrawal,
  createDeposit,
  type DepositBonusHook,
  type DepositMethod,
  decideDeposit,
  decideWithdrawal,
  historyPageSize,
  PaymentError,
  paymentHistory,
  requestWithdrawal,
  virtualAccountHistory,
  type WithdrawalGate,
} from './service';

const ok = <T>(c: AppContext, data: T) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ success: true as const, data });
};

// Money calls refuse keys they do not know (400 naming the key) rather than ignore what a client meant.
const moneyBody = z.strictObject({ amount: amountSchema, account_id: idSchema.optional() });
/** Where the player lands after the checkout: a path on this server only (no open redirect). */
const localPath = z
  .string()
  .max(512)
  .regex(/^\/(?![/\\])[^\s]*$/, 'local_path_required');
const rechargeBody = moneyBody.extend({
  return_url: localPath.optional(),
  /** SPEC §3: the first-deposit bonus key ('1st' sport, 'slot_first_deposit' casino) or 'cancel' for none. */
  firstDepositBonusChoice: z.enum(['1st', 'slot_first_deposit', 'cancel']).optional(),
  /** A deposit method of the site configuration; without it, the plain sandbox checkout. */
  method: z.string().max(32).optional(),
});
const booleanish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');
const historyBody = z.object({
  is_include_archive: booleanish.default(false),
  page_number: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
const virtualHistoryBody = z.object({
  account_id: idSchema.optional(),
  page_number: z.coerce.number().int().min(1).max(1_000_000).default(1),
});
const decisionParams = z.object({ id: idSchema, outcome: z.enum(['approved', 'declined']) });

const methodText: Record<string, string> = {
  method_unavailable: 'This deposit method is not available',
  amount_below_minimum: 'The amount is below this method’s minimum',
  amount_above_maximum: 'The amount is above this method’s maximum',
};

function asApiError(error: unknown): never {
  if (error instanceof PaymentError) {
    if (error.code === 'insufficient_funds') throw ApiError.badRequest(error.code, error.message);
    if (error.code === 'no_account' || error.code === 'not_found') throw ApiError.notFound(error.message);
    throw ApiError.conflict(error.code, error.message);
  }
  throw error;
}

export function createPaymentRoutes(
  provider: (deps: AppDeps) => PaymentProvider,
  options: {
    withdrawalGate?: (deps: AppDeps) => WithdrawalGate;
    depositBonus?: (deps: AppDeps) => DepositBonusHook;
  } = {},
): RouteModule {
  return (app, deps) => {
    const db = deps.database.db;
    const at = () => dateOf(deps.clock);
    const payments = provider(deps);
    const withdrawalGate = options.withdrawalGate?.(deps);
    const depositBonus = options.depositBonus?.(deps);
    const sandbox = payments instanceof SandboxPaymentProvider ? payments : undefined;

    /** The player's open money account (the active one without `accountId`) with its currency. */
    async function accountCurrencies(userId: number): Promise<(AccountCurrency & { isActive: boolean })[]> {
      const rows = await db
        .selectFrom('ledger_accounts')
        .innerJoin('currencies', 'currencies.id', 'ledger_accounts.currency_id')
        .select([
          'ledger_accounts.id',
          'ledger_accounts.currency_id',
          'ledger_accounts.is_active',
          'currencies.code',
          'currencies.minor_digits',
        ])
        .where('ledger_accounts.kind', '=', 'player')
        .where('ledger_accounts.user_id', '=', userId)
        .where('ledger_accounts.type', '=', 'money')
        .where('ledger_accounts.closed_at', 'is', null)
        .orderBy('ledger_accounts.id')
        .execute();
      return rows.map((r) => ({
        accountId: r.id,
        currencyId: r.currency_id,
        code: r.code,
        minorDigits: r.minor_digits,
        isActive: r.is_active,
      }));
    }
    const chosenAccount = (all: Awaited<ReturnType<typeof accountCurrencies>>, accountId: number | undefined) => {
      const found = accountId === undefined ? all.find((a) => a.isActive) : all.find((a) => a.accountId === accountId);
      if (!found) throw ApiError.notFound('No such account');
      return found;
    };

    // What the deposit form needs for one account (the active one by default): the methods with their limits and
    // fees, the preset amounts in its currency, the base rates of the player's currencies, and the accounts.
    app.get('/web-api/account/recharge-data', async (c) => {
      const user = await requireUser(c, deps);
      const { account_id } = readQuery(c, z.object({ account_id: idSchema.optional() }));
      const all = await accountCurrencies(user.id);
      const config = await deps.siteConfig.get({ partner: partnerOf(c) });
      return ok(c, {
        ...rechargeData(config, payments.methodKinds, chosenAccount(all, account_id), all),
        providers: [{ id: payments.id, name: sandbox ? 'Sandbox (test payments)' : payments.id }],
        // The amount rule of every money call; each method narrows it (`methods`).
        minAmount: 0.01,
        maxAmount: maxAmountMajor,
        historyPageSize,
        accounts: await listPlayerAccounts(db, user.id),
      });
    });

    // The methods a registration page shows (no sign-in): at most `registration.paymentsShown` (SPEC §9: 15).
    app.get('/web-api/payments/registration-methods', async (c) => {
      const config = await deps.siteConfig.get({ partner: partnerOf(c) });
      const methods = offeredMethods(config, payments.methodKinds)
        .slice(0, config.registration.paymentsShown)
        .map((m) => ({ id: m.id, kind: m.kind, name: m.name, min: m.min, max: m.max }));
      const base = config.currencies.find((x) => x.baseRate === 1)?.code ?? 'RUB';
      c.header('Cache-Control', 'public, max-age=60');
      return c.json({ success: true as const, data: { methods, currency: base } });
    });

    // A deposit's result for the office (success, failure, pending with confirmations); a crypto deposit with its
    // confirmations is credited here too. Only the player's own (404 otherwise).
    app.get('/web-api/payments/status', async (c) => {
      const user = await requireUser(c, deps);
      const { payment_id } = readQuery(c, z.object({ payment_id: idSchema }));
      let view = await depositView(db, payment_id);
      if (!view || view.userId !== user.id) throw ApiError.notFound('No such payment');
      const now = at();
      if (
        view.status === 'pending' &&
        view.kind === 'crypto' &&
        confirmationsOf(view, now) >= (view.confirmationsRequired ?? 1)
      ) {
        await settle(view.id, 'approved');
        view = (await depositView(db, payment_id)) ?? view;
      }
      return ok(c, {
        id: view.id,
        status: view.status,
        method: view.method,
        kind: view.kind,
        amountMinor: view.amountMinor,
        feeMinor: view.feeMinor,
        currencyIso: view.currencyIso,
        minorDigits: view.minorDigits,
        ...(view.reference ? { reference: view.reference } : {}),
        ...(view.bonusChoice ? { bonusChoice: view.bonusChoice } : {}),
        ...(view.kind === 'crypto'
          ? {
              confirmations: Math.min(confirmationsOf(view, now), view.confirmationsRequired ?? 1),
              confirmationsRequired: view.confirmationsRequired ?? 1,
            }
          : {}),
      });
    });

    app.post('/web-api/payments/recharge', async (c) => {
      const user = await requireUser(c, deps);
      const input = await readBody(c, rechargeBody);
      let method: DepositMethod | undefined;
      if (input.method !== undefined) {
        const account = chosenAccount(await accountCurrencies(user.id), input.account_id);
        const config = await deps.siteConfig.get({ partner: partnerOf(c) });
        const chosen = chooseMethod(config, payments.methodKinds, account, input.method, input.amount);
        if (!chosen.ok)
          throw new ApiError(
            400,
            chosen.code,
            methodText[chosen.code] ?? chosen.code,
            undefined,
            chosen.method ? { minMinor: chosen.method.minMinor, maxMinor: chosen.method.maxMinor } : undefined,
          );
        method = {
          id: chosen.method.id,
          kind: chosen.method.kind,
          feeMinor: chosen.method.feeMinor,
          ...(chosen.method.confirmations !== undefined ? { confirmations: chosen.method.confirmations } : {}),
        };
      }
      const choice = input.firstDepositBonusChoice;
      const bonusChoice = depositBonus
        ? await depositBonus.choose(db, {
            userId: user.id,
            choice: choice === 'cancel' ? undefined : choice,
            partner: partnerOf(c),
          })
        : null;
      const request = await createDeposit(db, {
        bonusChoice,
        userId: user.id,
        at: at(),
        amountMinor: input.amount,
        provider: payments.id,
        ...(input.account_id !== undefined ? { accountId: input.account_id } : {}),
        ...(method ? { method } : {}),
      }).catch(asApiError);
      const currency = await db
        .selectFrom('currencies')
        .select('code')
        .where('id', '=', request.currency_id)
        .executeTakeFirstOrThrow();
      const checkout = payments.checkoutUrl(
        { paymentId: request.id, amountMinor: request.amount_minor, currencyCode: currency.code },
        new URL(c.req.url).origin,
      );
      const redirectUrl = input.return_url
        ? `${checkout}${checkout.includes('?') ? '&' : '?'}return=${encodeURIComponent(input.return_url)}`
        : checkout;
      return ok(c, {
        paymentId: request.id,
        status: request.status,
        redirectUrl,
        ...(method ? { method: method.id, feeMinor: method.feeMinor } : {}),
      });
    });

    app.post('/web-api/payments/deduce', async (c) => {
      const user = await requireUser(c, deps);
      const input = await readBody(c, moneyBody);
      const request = await requestWithdrawal(db, {
        userId: user.id,
        at: at(),
        amountMinor: input.amount,
        provider: payments.id,
        ...(input.account_id !== undefined ? { accountId: input.account_id } : {}),
        ...(withdrawalGate ? { gate: withdrawalGate } : {}),
      }).catch(asApiError);
      return ok(c, { paymentId: request.id, status: request.status });
    });

    app.post('/web-api/payments/history', async (c) => {
      const user = await requireUser(c, deps);
      const input = await readBody(c, historyBody);
      return ok(
        c,
        await paymentHistory(db, {
          userId: user.id,
          includeArchive: input.is_include_archive,
          pageNumber: input.page_number,
          now: at(),
        }),
      );
    });

    app.post('/web-api/payments/history/virtual', async (c) => {
      const user = await requireUser(c, deps);
      const input = await readBody(c, virtualHistoryBody);
      return ok(
        c,
        await virtualAccountHistory(db, {
          userId: user.id,
          pageNumber: input.page_number,
          ...(input.account_id !== undefined ? { accountId: input.account_id } : {}),
        }).catch(asApiError),
      );
    });

    app.get('/web-api/payments/requests', async (c) => {
      const user = await requireUser(c, deps);
      return ok(
        c,
        await paymentHistory(db, {
          userId: user.id,
          includeArchive: true,
          pageNumber: 1,
          onlyPending: true,
          now: at(),
        }),
      );
    });

    // The player withdraws their own pending withdrawal request; the held amount returns to the account.
    app.post('/web-api/payments/requests/cancel', async (c) => {
      const user = await requireUser(c, deps);
      const { payment_id } = await readBody(c, z.strictObject({ payment_id: idSchema }));
      await cancelWithdrawal(db, { userId: user.id, paymentId: payment_id, at: at() }).catch(asApiError);
      return ok(c, {
        requests: await paymentHistory(db, {
          userId: user.id,
          includeArchive: true,
          pageNumber: 1,
          onlyPending: true,
          now: at(),
        }),
        accounts: await listPlayerAccounts(db, user.id),
      });
    });

    /** The provider's decision, verified: the callback route and the sandbox pages' notifications alike. */
    async function decide(fields: Record<string, string>) {
      const decision = payments.verifyCallback(fields);
      if (!decision) throw ApiError.forbidden('Callback signature invalid');
      const status = await decideDeposit(db, decision.paymentId, decision.outcome, at(), depositBonus).catch(
        asApiError,
      );
      return { paymentId: decision.paymentId, status };
    }
    const settle = async (paymentId: number, outcome: PaymentOutcome) =>
      sandbox ? (await decide(sandbox.callbackFields(paymentId, outcome))).status : 'pending';

    // The provider's callback (the sandbox checkout posts it from the player's browser, signed).
    app.post(`/web-api/payments/callback/${payments.id}`, async (c) => {
      const fields = await readBody(c, z.record(z.string(), z.string().max(512)));
      const { paymentId, status } = await decide(fields);
      const returnTo = localPath.safeParse(fields.return_to);
      if (returnTo.success) return c.redirect(returnWith(returnTo.data, paymentId), 303);
      return c.html(page('Payment', `<h1>Payment ${escapeHtml(status)}</h1><p><a href="/ru">Back to the site</a></p>`));
    });

    if (!sandbox) return;

    registerSandboxCheckout(app, {
      db,
      sandbox,
      at,
      settle,
      localPath: (value) => {
        const parsed = localPath.safeParse(value);
        return parsed.success ? parsed.data : undefined;
      },
    });

    if (deps.mode === 'production') return;

    const operator = operatorSignIn(deps);
    app.use('/sandbox/operator', operator);
    app.use('/sandbox/operator/*', operator);
    app.get('/sandbox/operator', async (c) => {
      const pending = await db
        .selectFrom('payment_requests')
        .innerJoin('currencies', 'currencies.id', 'payment_requests.currency_id')
        .select([
          'payment_requests.id',
          'payment_requests.user_id',
          'payment_requests.amount_minor',
          'payment_requests.created_at',
          'currencies.code',
          'currencies.minor_digits',
        ])
        .where('direction', '=', 'withdrawal')
        .where('status', '=', 'pending')
        .orderBy('payment_requests.id')
        .limit(200)
        .execute();
      const rows = pending
        .map(
          (r) =>
            `<tr data-request="${r.id}"><td>#${r.id}</td><td>player ${r.user_id}</td><td>${escapeHtml(formatMinorUnits(r.amount_minor, r.minor_digits))} ${escapeHtml(r.code)}</td>` +
            `<td><form method="post" action="/sandbox/operator/${r.id}/approved"><button>Approve</button></form>` +
            `<form method="post" action="/sandbox/operator/${r.id}/declined"><button>Decline</button></form></td></tr>`,
        )
        .join('');
      return c.html(
        page(
          'Sandbox operator',
          `<nav><a href="/sandbox/operator/kyc">Verification</a> · <a href="/sandbox/operator/players">Players</a> · <a href="/sandbox/operator/appeals">Block appeals</a> · <a href="/sandbox/operator/bonuses">Bonuses</a> · <a href="/sandbox/operator/promo-store">Promo store</a></nav><h1>Pending withdrawals</h1>${rows ? `<table><tr><th>request</th><th>player</th><th>amount</th><th></th></tr>${rows}</table>` : '<p>None.</p>'}`,
        ),
      );
    });

    app.post('/sandbox/operator/:id/:outcome', async (c) => {
      const origin = c.req.header('origin');
      if (origin && origin !== new URL(c.req.url).origin) throw ApiError.forbidden('Cross-origin operator request');
      const { id, outcome } = readParams(c, decisionParams);
      await decideWithdrawal(db, id, outcome, at()).catch(asApiError);
      return c.redirect('/sandbox/operator', 303);
    });
  };
}

/** The sandbox provider's routes with a check every withdrawal passes first (the composition root adds the KYC one). */
export const paymentRoutesWith = (options: {
  withdrawalGate?: (deps: AppDeps) => WithdrawalGate;
  depositBonus?: (deps: AppDeps) => DepositBonusHook;
}) => createPaymentRoutes((deps) => new SandboxPaymentProvider(deps.secret), options);

export const paymentRoutes: RouteModule = paymentRoutesWith({});
