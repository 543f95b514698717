import type { SiteConfig } from '@betframe/sdk/config';
import type { Context } from 'hono';
import type { AppDeps } from '../app/types';
import type { AuthService } from '../auth';
import type { CaptchaVerifiers, DevCaptcha } from '../captcha';
import type { Db, Trx } from '../db';
import type { MessageSender } from '../messaging';
import type { SocialProvider } from '../social';
import type { OneTimeCodes } from './one-time-codes';

/**
 * Opens the player's first currency account at registration, inside the registration transaction. The wallet
 * ledger provides it; until one is plugged in the currency is recorded on the player (`users.currency_id`).
 */
export type FirstAccountOpener = (trx: Trx, player: { userId: number; currencyId: number }) => Promise<void>;

/** Everything the account routes share, built once per app by `accountsRoutes`. */
export interface AccountsContext {
  deps: AppDeps;
  db: Db;
  auth: AuthService;
  codes: OneTimeCodes;
  sender: MessageSender;
  captcha: DevCaptcha;
  captchaVerifiers: CaptchaVerifiers;
  socialProvider(id: string): SocialProvider | undefined;
  openFirstAccount: FirstAccountOpener | undefined;
  now(): number;
  config(c: Context): Promise<SiteConfig>;
}

/** The success body of plain web-api calls. */
export function ok<T>(c: Context, data: T, status: 200 | 201 = 200): Response {
  c.header('Cache-Control', 'no-store');
  return c.json({ success: true as const, data }, status);
}
