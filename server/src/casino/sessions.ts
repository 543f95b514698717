/**
 * Game sessions. `POST /web-api/casino/launch { gameId, demo }` makes a one-time launch token bound to the owner,
 * game, currency and mode and answers a URL on the game origin carrying it; the game page opens it once
 * (`POST /web-api/casino/session { token }`) and gets the session token it plays with (header `X-Casino-Session`),
 * which is also the `token` the studio sends to the provider wallet. A launch token works once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ApiError } from '../app/errors';
import { type Db, type Executor, sql } from '../db';
import { connectionCoalescer } from '../db/coalescer';
import './tables';

export { CASINO_SESSION_HEADER as SESSION_HEADER } from '@betframe/sdk/casino';
/** Real-money play money: what a demo session counts in. */
export const DEMO_CURRENCY = 'FUN';

export interface GameSession {
  owner: string;
  userId: number | null;
  gameId: number;
  currency: string;
  demo: boolean;
  token: string;
}

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function createLaunch(
  ex: Executor,
  bound: { owner: string; userId: number | null; gameId: number; currency: string; demo: boolean; at: Date },
): Promise<string> {
  const launchToken = randomBytes(24).toString('hex');
  await ex
    .insertInto('casino_sessions')
    .values({
      launch_token_hash: hashOf(launchToken),
      owner: bound.owner,
      user_id: bound.userId,
      game_id: bound.gameId,
      currency: bound.currency,
      demo: bound.demo,
      created_at: bound.at,
    })
    .execute();
  return launchToken;
}

/** Opens a launch token (once): the session token to play with. */
export async function openLaunch(ex: Executor, launchToken: string, at: Date): Promise<GameSession> {
  const sessionToken = randomBytes(24).toString('hex');
  const row = await ex
    .updateTable('casino_sessions')
    .set({ session_token: sessionToken, opened_at: at })
    .where('launch_token_hash', '=', hashOf(launchToken))
    .where('opened_at', 'is', null)
    .returning(['owner', 'user_id', 'game_id', 'currency', 'demo'])
    .executeTakeFirst();
  if (!row) throw new ApiError(403, 'session_token_used', 'This game link was already used or is unknown');
  return {
    owner: row.owner,
    userId: row.user_id,
    gameId: row.game_id,
    currency: row.currency,
    demo: row.demo,
    token: sessionToken,
  };
}

export async function sessionByToken(ex: Executor, token: string): Promise<GameSession | undefined> {
  const row = await ex
    .selectFrom('casino_sessions')
    .select(['owner', 'user_id', 'game_id', 'currency', 'demo'])
    .where('session_token', '=', token)
    .executeTakeFirst();
  return row
    ? { owner: row.owner, userId: row.user_id, gameId: row.game_id, currency: row.currency, demo: row.demo, token }
    : undefined;
}

/** The session a signed-in player's direct play uses (made on first use, reused after). */
export async function directSession(
  ex: Executor,
  bound: { owner: string; userId: number; gameId: number; currency: string; at: Date },
): Promise<GameSession> {
  const found = await ex
    .selectFrom('casino_sessions')
    .select('session_token')
    .where('owner', '=', bound.owner)
    .where('game_id', '=', bound.gameId)
    .where('currency', '=', bound.currency)
    .where('demo', '=', false)
    .where('launch_token_hash', 'like', 'direct:%')
    .executeTakeFirst();
  if (found?.session_token) return { ...bound, demo: false, token: found.session_token };
  const token = randomBytes(24).toString('hex');
  await ex
    .insertInto('casino_sessions')
    .values({
      launch_token_hash: `direct:${bound.owner}:${bound.gameId}:${bound.currency}`,
      session_token: token,
      owner: bound.owner,
      user_id: bound.userId,
      game_id: bound.gameId,
      currency: bound.currency,
      demo: false,
      created_at: bound.at,
      opened_at: bound.at,
    })
    .onConflict((oc) => oc.column('launch_token_hash').doNothing())
    .execute();
  return directSession(ex, bound);
}

/**
 * A signed-in player's direct play in one round trip: the active money account's currency with its digits and
 * the direct session of that game and currency (made on first use, as `directSession` does). Undefined when the
 * player has no active account.
 */
export async function directPlay(
  ex: Executor,
  bound: { owner: string; userId: number; gameId: number; at: Date },
): Promise<{ session: GameSession; digits: number } | undefined> {
  const { rows } = await sql<{ code: string; minor_digits: number; session_token: string | null }>`
    select c.code, c.minor_digits, s.session_token
    from ledger_accounts a
    join currencies c on c.id = a.currency_id
    left join casino_sessions s
      on s.launch_token_hash = 'direct:' || ${bound.owner} || ':' || ${bound.gameId}::int || ':' || c.code
    where a.user_id = ${bound.userId} and a.is_active = true
    limit 1`.execute(ex);
  const row = rows[0];
  if (!row) return undefined;
  const { owner, userId, gameId } = bound;
  const session: GameSession = row.session_token
    ? { owner, userId, gameId, currency: row.code, demo: false, token: row.session_token }
    : await directSession(ex, { ...bound, currency: row.code });
  return { session, digits: row.minor_digits };
}

type DirectBound = { owner: string; userId: number; gameId: number; at: Date };
type Direct = { session: GameSession; digits: number } | undefined;

/**
 * directPlay for the rounds of a process; on PGlite (`coalesce`) the look-ups that ask while the connection is
 * busy go together in one statement (db/coalescer.ts). A player whose direct session is not made yet, or who has no
 * account, is looked up alone (which makes the session, or answers none).
 */
export function directPlayer(db: Db, coalesce: boolean): (bound: DirectBound) => Promise<Direct> {
  if (!coalesce) return (bound) => directPlay(db, bound);
  const coalescer = connectionCoalescer<DirectBound, Direct>({
    db,
    one: (bound, ex) => directPlay(ex, bound),
    async many(items, ex) {
      const { rows } = await sql<{
        ord: number | string;
        code: string;
        minor_digits: number;
        session_token: string | null;
      }>`
        select q.ord, x.code, x.minor_digits, x.session_token
        from unnest(${items.map((i) => i.owner)}::text[], ${items.map((i) => i.userId)}::int[],
          ${items.map((i) => i.gameId)}::int[]) with ordinality as q(owner, user_id, game_id, ord)
        cross join lateral (
          select c.code, c.minor_digits, s.session_token
          from ledger_accounts a
          join currencies c on c.id = a.currency_id
          left join casino_sessions s on s.launch_token_hash = 'direct:' || q.owner || ':' || q.game_id || ':' || c.code
          where a.user_id = q.user_id and a.is_active = true
          limit 1
        ) x`.execute(ex);
      const byOrder = new Map(rows.map((row) => [Number(row.ord), row]));
      return items.map(({ owner, userId, gameId }, index) => {
        const row = byOrder.get(index + 1);
        if (!row?.session_token) return undefined;
        const session: GameSession = {
          owner,
          userId,
          gameId,
          currency: row.code,
          demo: false,
          token: row.session_token,
        };
        return { session, digits: row.minor_digits };
      });
    },
  });
  return (bound) => coalescer.push(bound);
}
