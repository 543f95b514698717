/**
 * How the game page was opened, and its game session. The launch call's one-time URL is
 * `{game origin}/{lang}/casino/play/{game}?token=…` (docs/casino.md); the server writes the game and language into
 * the page (`<script type="application/json" id="bf-game-boot">`, server/src/casino/game-page.ts) and the address
 * is the fallback. The page opens the launch token once (`POST /web-api/casino/session`) for the session it plays
 * with — bound by the server to the player (or guest), the game, the currency and real or demo — and drops the
 * token from its address. Parsed with zod: a page that cannot tell its game shows an error, nothing more.
 */
import {
  CASINO_SESSION_HEADER,
  casinoPaths,
  type OpenedSession,
  ORIGINALS,
  openedSessionSchema,
} from '@betframe/sdk/casino';
import type { HttpClient } from '@betframe/sdk/request';
import * as z from 'zod/mini';

export const bootSchema = z.object({
  game: z.enum(ORIGINALS),
  lang: z._default(z.string().check(z.regex(/^[a-z]{2}$/)), 'en'),
  theme: z._default(z.enum(['light', 'dark']), 'dark'),
  /** The launch call's one-time token. */
  token: z._default(z.string(), ''),
  /** Where the casino calls go (the game origin itself unless told otherwise). */
  apiBase: z._default(z.string(), ''),
  /** The page that opened the game (its balance messages go there only); else the referrer's origin. */
  parentOrigin: z.optional(z.string()),
});
export type Boot = z.output<typeof bootSchema>;

/** A game ready to play: how it was opened and its session. */
export interface Play extends Boot {
  session: string;
  demo: boolean;
  currency: string;
  /** The balance at the session's opening (shown before the first round). */
  balance?: number;
}

export const SESSION_PATH = casinoPaths.session;
/** The header every call of the game page carries its session in. */
export const SESSION_HEADER = CASINO_SESSION_HEADER.toLowerCase();

const playPath = /^\/([a-z]{2})\/casino\/play\/([a-z]+)\/?$/;

export function readBoot(doc: Document, location: Location): Boot | null {
  const script = doc.getElementById('bf-game-boot');
  let written: unknown = {};
  try {
    written = script?.textContent ? JSON.parse(script.textContent) : {};
  } catch {
    written = {};
  }
  const query = new URLSearchParams(location.search);
  const [, lang, game] = playPath.exec(location.pathname) ?? [];
  const parsed = bootSchema.safeParse({
    ...(lang ? { lang } : {}),
    ...(game ? { game } : {}),
    ...Object.fromEntries(query),
    ...(typeof written === 'object' ? written : {}),
  });
  return parsed.success ? parsed.data : null;
}

/** Opens the launch token (it works once); the session, or the failure's code. */
export async function openSession(http: HttpClient, boot: Boot): Promise<OpenedSession | string> {
  if (!boot.token) return 'invalid_session';
  const result = await http.request({
    path: SESSION_PATH,
    method: 'POST',
    params: { token: boot.token },
    schema: z.object({ data: openedSessionSchema }),
  });
  if (result.error)
    return 'serverCode' in result.error ? (result.error.serverCode ?? 'invalid_session') : 'invalid_session';
  return result.data.data;
}

/** The opener's origin: given in the boot, else the referrer (the frame is opened with `referrerpolicy="origin"`). */
export function parentOriginOf(boot: Boot, referrer: string): string | null {
  if (boot.parentOrigin) return boot.parentOrigin;
  try {
    return referrer ? new URL(referrer).origin : null;
  } catch {
    return null;
  }
}
