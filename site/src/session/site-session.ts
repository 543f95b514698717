/**
 * Who is on the site: the sportsbook's own session cookie decides; the site reads a user token for the widgets
 * (`/web-api/user/gettoken`, 401 for a guest) and hands it to them through the loader.
 */
import { accountPaths } from '@betframe/sdk/account';
import { z } from 'zod';

const tokenBody = z.object({ data: z.object({ token: z.string().min(1) }) });

/** The player's user token, or null for a guest. */
export async function fetchUserToken(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl(accountPaths.userToken, { credentials: 'same-origin' });
    if (!response.ok) return null;
    const parsed = tokenBody.safeParse(await response.json());
    return parsed.success ? parsed.data.data.token : null;
  } catch {
    return null;
  }
}

/** Ends the session cookie on the server. */
export async function signOut(fetchImpl: typeof fetch = fetch): Promise<void> {
  await fetchImpl(accountPaths.logout, { method: 'POST', credentials: 'same-origin' }).catch(() => undefined);
}
