/**
 * A player's disallowed sports, read through a short per-process cache: the feed filter asks on every feed call
 * of a signed-in player, and a change made on another process reaches this one within `CACHE_MS`.
 */
import type { DisallowSportsData } from '@betframe/sdk/office';
import type { AppDeps } from '../app/types';
import { type Db, withTransaction } from '../db';
import '../accounts/tables';
import './tables';

export const CACHE_MS = 5000;

export interface Disallowed {
  line: ReadonlySet<number>;
  live: ReadonlySet<number>;
}

const none: Disallowed = { line: new Set(), live: new Set() };

export function toWire(d: Disallowed): DisallowSportsData {
  return { lineDisallowSport: [...d.line].sort((a, b) => a - b), liveDisallowSport: [...d.live].sort((a, b) => a - b) };
}

export class DisallowedSports {
  private readonly cache = new Map<number, { value: Disallowed; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async of(userId: number): Promise<Disallowed> {
    const hit = this.cache.get(userId);
    if (hit && hit.until > this.now()) return hit.value;
    const rows = await this.db
      .selectFrom('player_disallowed_sports')
      .select(['feed', 'sport_id'])
      .where('user_id', '=', userId)
      .execute();
    const value =
      rows.length === 0
        ? none
        : {
            line: new Set(rows.filter((r) => r.feed === 'line').map((r) => r.sport_id)),
            live: new Set(rows.filter((r) => r.feed === 'live').map((r) => r.sport_id)),
          };
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(userId, { value, until: this.now() + CACHE_MS });
    return value;
  }

  async save(userId: number, line: readonly number[], live: readonly number[]): Promise<Disallowed> {
    await withTransaction(this.db, async (trx) => {
      await trx.deleteFrom('player_disallowed_sports').where('user_id', '=', userId).execute();
      const rows = [
        ...[...new Set(line)].map((sport_id) => ({ user_id: userId, feed: 'line' as const, sport_id })),
        ...[...new Set(live)].map((sport_id) => ({ user_id: userId, feed: 'live' as const, sport_id })),
      ];
      if (rows.length > 0) await trx.insertInto('player_disallowed_sports').values(rows).execute();
    });
    this.cache.delete(userId);
    return this.of(userId);
  }
}

const stores = new WeakMap<AppDeps, DisallowedSports>();

export function disallowedSportsOf(deps: AppDeps): DisallowedSports {
  let store = stores.get(deps);
  if (!store) {
    store = new DisallowedSports(deps.database.db, () => deps.clock.now());
    stores.set(deps, store);
  }
  return store;
}
