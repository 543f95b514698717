/**
 * The player session shared by every widget of a page. The host chunk in the partner page is its broker: a widget
 * that logs a player in reports `login` with the token, the broker hands the same session to every other widget
 * (`setSession` over each widget's private port) and emits `login { userId }` to the host page. A partner that
 * logs players in itself hands a token over (`Betframe.init({ token })` / `Betframe.login(token)`); such a
 * session is `source: 'partner'` and widgets ask the broker for a fresh token (`session:refresh`, answered by the
 * partner's `onTokenRefresh`) shortly before it expires. The token only ever travels over the handshaked ports.
 */
import * as z from 'zod/mini';
import { decodeJwt, jwtExpiresAt } from '../tokens/jwt';

export const sessionSchema = z.nullable(
  z.strictObject({
    token: z.string().check(z.minLength(1), z.maxLength(8192)),
    userId: z.nullable(z.string().check(z.maxLength(64))),
    source: z.enum(['widget', 'partner']),
  }),
);
export type PlayerSession = NonNullable<z.infer<typeof sessionSchema>>;

/** The player id a token names (`sub`, `userId` or `user_id` claim), null when it names none or is no JWT. */
export function userIdOfToken(token: string): string | null {
  try {
    const claims = decodeJwt(token);
    const id = claims.sub ?? claims.userId ?? claims.user_id;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
  } catch {
    return null;
  }
}

/** How long before a partner token expires a widget asks for a fresh one. */
export const refreshAheadMs = 60_000;

/** Milliseconds until a refresh is due (0 when already due), or undefined for tokens without `exp`. */
export function refreshDelay(token: string, now: number = Date.now()): number | undefined {
  const expires = jwtExpiresAt(token);
  return expires === undefined ? undefined : Math.max(0, expires - refreshAheadMs - now);
}
