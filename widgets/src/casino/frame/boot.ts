/**
 * What the game page was opened with: the game, real or demo, the language, the theme, the currency and the
 * session the launch call issued. The server writes it into the page (`<script type="application/json"
 * id="bf-game-boot">`, server/src/casino/game-page.ts); the address's query is the fallback, so the page also runs
 * from a plain URL in development. Parsed with zod: a page that cannot tell its game shows an error, nothing more.
 */
import { ORIGINALS } from '@betframe/sdk/casino';
import * as z from 'zod/mini';

export const bootSchema = z.object({
  game: z.enum(ORIGINALS),
  demo: z._default(z.boolean(), true),
  lang: z._default(z.string().check(z.regex(/^[a-z]{2}$/)), 'en'),
  theme: z._default(z.enum(['light', 'dark']), 'dark'),
  currency: z._default(z.string(), 'USD'),
  /** The game session's token: every call of the page carries it. */
  session: z._default(z.string(), ''),
  /** Where the casino calls go (the game origin itself unless told otherwise). */
  apiBase: z._default(z.string(), ''),
  /** The page that opened the game (its balance messages go there only). */
  parentOrigin: z.optional(z.string()),
});
export type Boot = z.output<typeof bootSchema>;

export function readBoot(doc: Document, location: Location): Boot | null {
  const script = doc.getElementById('bf-game-boot');
  let raw: unknown;
  try {
    raw = script?.textContent ? JSON.parse(script.textContent) : undefined;
  } catch {
    raw = undefined;
  }
  if (raw === undefined) {
    const query = new URLSearchParams(location.search);
    raw = {
      ...Object.fromEntries(query),
      ...(query.has('demo') ? { demo: query.get('demo') !== 'false' } : {}),
    };
  }
  const parsed = bootSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
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
