/**
 * `betframe:session` v1: the player session a partner page hands to a site it frames on another site (another
 * host name), where the browser withholds the sportsbook's SameSite=Lax session cookie from the frame. The partner
 * page's loader is the broker (the same one that hands the session to its widgets); the framed site asks it
 * and sends its calls with the token as a bearer (docs/embedding.md "The session in a framed site").
 *
 * Framed site → partner page (`window.parent`, posted to the parent's origin only):
 *   `{ ns, v: 1, type: 'request' }`  — "which player, if any?", sent once the site has started;
 *   `{ ns, v: 1, type: 'refresh' }`  — the token is about to expire (or the server refused it): a fresh one, please;
 *   `{ ns, v: 1, type: 'logout' }`   — the player signed out inside the site.
 * Partner page → framed site (to the site's origin only):
 *   `{ ns, v: 1, type: 'session', token }` — the session: a token, or `null` for none (signed out, or a refresh
 *   that failed). Sent in answer to `request` and `refresh`, and on every later change.
 *
 * Both ends check `event.origin` against their list (the partner page: `init({ allowedOrigins })`; the site: its
 * partner's `allowedOrigins` in the site configuration) and `event.source` (the site hears only its parent), and
 * drop what does not parse here, without answering.
 */
import * as z from 'zod/mini';
import { protocolVersion } from '../protocol/envelope';

/**
 * The namespace, beside `namespaces` of protocol/envelope.ts rather than in it: that object goes whole into every
 * widget bundle, and the coupon's has no byte to spare (size-budgets.json); only the site and the host chunk need
 * this one.
 */
export const sessionNamespace = 'betframe:session';

const base = { ns: z.literal(sessionNamespace), v: z.literal(protocolVersion) };

/** What a framed site asks of the partner page. */
export const sessionAskSchema = z.strictObject({ ...base, type: z.enum(['request', 'refresh', 'logout']) });
export type SessionAsk = z.infer<typeof sessionAskSchema>;

/** The partner page's answer: the player's token, or null. */
export const sessionGiveSchema = z.strictObject({
  ...base,
  type: z.literal('session'),
  token: z.nullable(z.string().check(z.minLength(1), z.maxLength(8192))),
});
export type SessionGive = z.infer<typeof sessionGiveSchema>;

export const sessionAsk = (type: SessionAsk['type']): SessionAsk => ({
  ns: sessionNamespace,
  v: protocolVersion,
  type,
});

export const sessionGive = (token: string | null): SessionGive => ({
  ns: sessionNamespace,
  v: protocolVersion,
  type: 'session',
  token,
});
