/**
 * Who is on the site: the sportsbook's own session cookie decides; the site reads a user token for the widgets
 * (`/web-api/user/gettoken`, 401 for a guest) and hands it to them through the loader.
 */
import { accountPaths } from '@betframe/sdk/account';
import { officePaths } from '@betframe/sdk/office';
import * as z from 'zod/mini';
import { siteHttp } from '../http/site-http';

const tokenBody = z.object({ data: z.object({ token: z.string().check(z.minLength(1)) }) });

/** The player's user token, or null for a guest. */
export async function fetchUserToken(): Promise<string | null> {
  const result = await siteHttp.request({ path: accountPaths.userToken, schema: tokenBody });
  return result.error ? null : result.data.data.token;
}

/** Ends the session cookie on the server. */
export async function signOut(): Promise<void> {
  await siteHttp.request({ path: accountPaths.logout, method: 'POST' });
}

/**
 * Logs a cookie choice on the server (SPEC §7 `POST cookie agreement log`) for a signed-in player; a guest's
 * choice stays in the browser only. A failure is only a missing log line: the choice itself is kept either way.
 */
export async function logCookieAgreement(level: number): Promise<void> {
  await siteHttp.request({ path: officePaths.cookieAgreementLog, method: 'POST', params: { level } });
}
