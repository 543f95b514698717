/**
 * The site's one request-layer client (`createHttpClient` of `@betframe/sdk/request`): every call the site makes
 * itself — its texts, the session token, the header balance, the bonus popup, the information pages — goes
 * through it, same origin. The widgets make their own calls inside the loader's slots.
 *
 * Its calls go as the player of the site's session cookie; framed by a partner on another site, where the browser
 * withholds that cookie, they go with the token the partner page handed over (`x-auth`, embedded/parent-session.ts)
 * instead: the request layer asks for a fresh one when the token expires or the server refuses it.
 */
import { createHttpClient } from '@betframe/sdk/request';
import { createTokenStore, memoryCookieJar } from '@betframe/sdk/tokens';

// Kept in memory only: a handed-over token is the partner page's to keep, not a cookie of this frame's.
const handedOver = createTokenStore({ cookies: memoryCookieJar() });
let sessionHandedOver = false;

export const siteHttp = createHttpClient({ tokens: handedOver, authByDefault: () => sessionHandedOver });

/**
 * From now on the site's calls go as the player of `token`, and `refresh` gives the next token (the partner page);
 * `null` goes back to the session cookie.
 */
export function setHandedOverSession(token: string | null, refresh?: () => Promise<string>): void {
  sessionHandedOver = token !== null;
  if (token === null) handedOver.logout();
  else handedOver.login(token, refresh);
  siteHttp.clearCache();
}

/**
 * The handed-over token for the player's push stream, which a frame on another site cannot open with the cookie
 * either (`subscribeBets`' `token`); undefined on the site's own origin, where the cookie serves.
 */
export function streamToken(): string | undefined {
  return sessionHandedOver ? handedOver.user.peek()?.token : undefined;
}
