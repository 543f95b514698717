/**
 * The calls of the office screens (docs/wallet.md, docs/api-accounts.md), as the signed-in player: the session's
 * user token goes as a bearer header, which works inline on the sportsbook's own site and in third-party frames
 * alike. Answers are checked with zod; failures are values (see ../runtime/accounts/accounts-client).
 */
import {
  accountPaths,
  accountProfileData,
  CAPTCHA_HEADER,
  encodePasswordField,
  sessionListData,
  twoFactorEnableData,
  twoFactorQrData,
} from '@betframe/sdk/account';
import { type CallResult, failureOf } from '@betframe/sdk/request';
import * as z from 'zod/mini';
import { httpFor } from '../runtime/http';

export const playerAccountSchema = z.object({
  id: z.number().check(z.int()),
  type: z.string(),
  money: z.number(),
  moneyMinor: z.number().check(z.int()),
  name: z.string(),
  currencyIso: z.string(),
  currencySymbol: z.string(),
  isActive: z.boolean(),
  currencyId: z.number().check(z.int()),
  isBonusAccount: z.boolean(),
});
export type PlayerAccount = z.infer<typeof playerAccountSchema>;
const accountsData = z.object({ accounts: z.array(playerAccountSchema) });

export const paymentRecordSchema = z.object({
  id: z.number().check(z.int()),
  direction: z.enum(['deposit', 'withdrawal']),
  status: z.string(),
  amountMinor: z.number().check(z.int()),
  currencyId: z.number().check(z.int()),
  accountId: z.number().check(z.int()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;
const historyData = z.object({
  items: z.array(paymentRecordSchema),
  pageNumber: z.number().check(z.int()),
  pageSize: z.number().check(z.int()),
  total: z.number().check(z.int()),
  pages: z.number().check(z.int()),
});

/** A movement on a virtual (points or bonus) account: signed, positive credits it. */
export const virtualMovementSchema = z.object({
  id: z.number().check(z.int()),
  kind: z.string(),
  amountMinor: z.number().check(z.int()),
  amount: z.number(),
  currencyId: z.number().check(z.int()),
  accountId: z.number().check(z.int()),
  createdAt: z.string(),
});
export type VirtualMovement = z.infer<typeof virtualMovementSchema>;
const virtualHistoryData = z.extend(historyData, { items: z.array(virtualMovementSchema) });

export const walletPaths = {
  balance: '/web-api/account/balance',
  setActive: '/web-api/account/set-active',
  createCurrency: '/web-api/account/currency/create',
  deleteCurrency: '/web-api/account/currency/delete',
  recharge: '/web-api/payments/recharge',
  deduce: '/web-api/payments/deduce',
  history: '/web-api/payments/history',
  virtualHistory: '/web-api/payments/history/virtual',
  requests: '/web-api/payments/requests',
  cancelRequest: '/web-api/payments/requests/cancel',
  betsMail: '/web-api/office/bets-history/mail',
} as const;

/** `lang` goes as `lng` with the LiveBet calls, so bets name their games and markets in the player's language. */
export function createOfficeClient(origin: string, token: () => string | undefined, lang = 'ru') {
  const http = httpFor(origin);
  async function call<T extends z.ZodMiniType>(
    path: string,
    schema: T,
    options: { method?: 'GET' | 'POST' | 'PUT'; params?: Record<string, unknown> | FormData; captcha?: string } = {},
  ): Promise<CallResult<z.output<T>>> {
    const bearer = token();
    const result = await http.request({
      path,
      method: options.method ?? 'POST',
      ...(options.params ? { params: options.params } : {}),
      headers: {
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...(options.captcha ? { [CAPTCHA_HEADER]: options.captcha } : {}),
      },
      schema: z.object({ data: schema }),
    });
    if (result.error) return failureOf(result);
    return { ok: true, data: (result.data as { data: z.output<T> }).data };
  }
  /** A call whose whole body the schema checks (the LiveBet calls answer JSON:API, not `{ success, data }`). */
  async function raw<T extends z.ZodMiniType>(
    path: string,
    schema: T,
    params: Record<string, unknown>,
  ): Promise<CallResult<z.output<T>>> {
    const bearer = token();
    const result = await http.request({
      path,
      method: 'POST',
      params,
      query: { lng: lang },
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      schema,
    });
    if (result.error) return failureOf(result);
    return { ok: true, data: result.data as z.output<T> };
  }
  return {
    origin,
    /** A `{ success, data }` call as the player (the screens' own clients build on it). */
    call,
    raw,
    balance: () => call(walletPaths.balance, accountsData, { method: 'GET' }),
    setActive: (accountId: number) => call(walletPaths.setActive, accountsData, { params: { account_id: accountId } }),
    createCurrency: (currencyId: number) =>
      call(walletPaths.createCurrency, accountsData, { params: { currency_id: currencyId } }),
    deduce: (amount: string, accountId: number) =>
      call(walletPaths.deduce, z.object({ paymentId: z.number().check(z.int()), status: z.string() }), {
        params: { amount, account_id: accountId },
      }),
    history: (page = 1) =>
      call(walletPaths.history, historyData, { params: { is_include_archive: false, page_number: page } }),
    virtualHistory: (page = 1) =>
      call(walletPaths.virtualHistory, virtualHistoryData, { params: { page_number: page } }),
    deleteCurrency: (accountId: number) =>
      call(walletPaths.deleteCurrency, accountsData, { params: { account_id: accountId } }),
    /** The player's pending withdrawal requests. */
    requests: () => call(walletPaths.requests, historyData, { method: 'GET' }),
    /** Cancels a pending withdrawal: the held amount returns to the account. */
    cancelRequest: (paymentId: number) =>
      call(walletPaths.cancelRequest, z.object({ requests: historyData, accounts: accountsData.shape.accounts }), {
        params: { payment_id: paymentId },
      }),
    /** Sends the bets of a period (and status) to the player's confirmed e-mail. */
    mailBets: (query: { from?: string; to?: string; status?: string }) =>
      call(
        walletPaths.betsMail,
        z.object({ sent: z.literal(true), count: z.number().check(z.int()), to: z.string() }),
        {
          params: query,
        },
      ),
    sessions: () => call(accountPaths.sessions, sessionListData),
    closeSession: (sessionId: string) =>
      call(accountPaths.closeSession, z.object({ closed: z.literal(true) }), { params: { session_id: sessionId } }),
    disconnectEverywhere: () => call(accountPaths.disconnectEverywhere, z.object({ ended: z.number().check(z.int()) })),
    changePassword: (current: string, next: string, captcha: string | undefined) =>
      call(accountPaths.password, z.object({ changed: z.literal(true), endedSessions: z.number().check(z.int()) }), {
        method: 'PUT',
        params: {
          old_password: encodePasswordField(current),
          password: encodePasswordField(next),
          password_confirm: encodePasswordField(next),
        },
        ...(captcha ? { captcha } : {}),
      }),
    twoFactorQr: () => call(accountPaths.twoFactorQr, twoFactorQrData),
    /** `phoneCode`: the optional second code sent to the player's phone (by SMS or Telegram). */
    twoFactorEnable: (appCode: string, phoneCode?: string) =>
      call(accountPaths.twoFactorEnable, twoFactorEnableData, {
        params: { app_code: appCode, ...(phoneCode ? { sms_code: phoneCode } : {}) },
      }),

    twoFactorDisable: (hash: string) =>
      call(accountPaths.twoFactorDisable, z.object({ disabled: z.literal(true) }), { params: { hash } }),
    me: () => call(accountPaths.me, accountProfileData, { method: 'GET' }),
    logout: () => call(accountPaths.logout, z.unknown()),
  };
}

export type OfficeClient = ReturnType<typeof createOfficeClient>;
