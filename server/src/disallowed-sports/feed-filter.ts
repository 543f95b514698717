/**
 * Leaves a player's disallowed sports out of their LineFeed/LiveFeed answers. It wraps the feed's answers rather
 * than entering the feed's queries: those are the hot, shared path (one answer for every guest), and only a
 * signed-in player who disallowed something pays for the filtering. Lists (`games`, `sports`, `champs`) lose the
 * sports' entries (a list's `total` is lowered by as many); a single game of such a sport is 404. The live push
 * carries changes to games already shown, so it needs no filter.
 */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../app/errors';
import { replaceResponse } from '../app/security-headers';
import type { AppDeps } from '../app/types';
import { optionalUser } from '../auth';
import { disallowedSportsOf } from './store';

type Json = Record<string, unknown>;

const hasIdentity = (header: (name: string) => string | undefined) =>
  Boolean(header('authorization') || header('x-auth') || /(?:^|;\s*)session=/.test(header('cookie') ?? ''));

export function disallowedFeedFilter(deps: AppDeps, feed: 'line' | 'live'): MiddlewareHandler {
  const store = disallowedSportsOf(deps);
  return async (c, next) => {
    if (c.req.method !== 'GET' || !hasIdentity((name) => c.req.header(name))) return next();
    const user = await optionalUser(c, deps).catch(() => null);
    const refused = user ? (await store.of(user.id))[feed] : undefined;
    await next();
    if (!refused || refused.size === 0 || c.res.status !== 200) return;
    if (!(c.res.headers.get('content-type') ?? '').includes('application/json')) return;
    // The feed's answers are prepared once per tick, compressed (feed/answer-cache.ts): read the JSON under it.
    const body = JSON.parse(
      decoded(c.res.headers.get('content-encoding'), new Uint8Array(await c.res.clone().arrayBuffer())),
    ) as { data?: { attributes?: Json } };
    const attributes = body.data?.attributes;
    if (!attributes) return;
    if (!filterAttributes(attributes, refused)) throw ApiError.notFound('No such game');
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    headers.delete('content-encoding');
    headers.delete('etag');
    headers.set('cache-control', 'private, no-store');
    replaceResponse(c, new Response(JSON.stringify(body), { status: 200, headers }));
  };
}

function decoded(encoding: string | null, bytes: Uint8Array): string {
  const plain =
    encoding === 'br'
      ? brotliDecompressSync(bytes)
      : encoding === 'gzip'
        ? gunzipSync(bytes)
        : encoding === 'deflate'
          ? inflateSync(bytes)
          : bytes;
  return new TextDecoder().decode(plain);
}

const sportOf = (item: unknown, key: 'sportId' | 'id'): number | undefined => {
  const value = (item as Json | null)?.[key];
  return typeof value === 'number' ? value : undefined;
};

/** Filters in place; false when the answer is one game of a refused sport. */
export function filterAttributes(attributes: Json, refused: ReadonlySet<number>): boolean {
  const game = attributes.game as Json | undefined;
  if (game && refused.has(sportOf(game, 'sportId') ?? -1)) return false;
  for (const [list, key] of [
    ['games', 'sportId'],
    ['champs', 'sportId'],
    ['sports', 'id'],
  ] as const) {
    const items = attributes[list];
    if (!Array.isArray(items)) continue;
    const kept = items.filter((item) => !refused.has(sportOf(item, key) ?? -1));
    if (list === 'games' && typeof attributes.total === 'number') {
      attributes.total = Math.max(0, attributes.total - (items.length - kept.length));
    }
    attributes[list] = kept;
  }
  return true;
}
