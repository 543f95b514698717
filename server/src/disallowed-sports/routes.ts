/**
 * Disallowed sports (SPEC §7 `POST disallow-sports (lineDisallowSport, liveDisallowSport)`, docs/office.md):
 *   GET  /web-api/user/disallow-sports → { success, data: { lineDisallowSport: [ids], liveDisallowSport: [ids] } }
 *   POST /web-api/user/disallow-sports { lineDisallowSport, liveDisallowSport } → the same, as saved
 * The server applies them to that player: their LineFeed/LiveFeed answers leave those sports out (feed-filter.ts),
 * and a bet on such a game is refused with 403 `sport_disallowed` (`sportGuardOf`, called by the bet placement).
 */
import { sportById } from '@betframe/sdk/dictionaries';
import { disallowSportsRequest, officePaths } from '@betframe/sdk/office';
import { requireUser } from '../app/auth';
import { ApiError } from '../app/errors';
import type { AppDeps, RouteModule } from '../app/types';
import { readBody } from '../app/validation';
import { disallowedFeedFilter } from './feed-filter';
import { disallowedSportsOf, toWire } from './store';

export const disallowedSportsRoutes: RouteModule = (app, deps) => {
  const store = disallowedSportsOf(deps);
  app.get(officePaths.disallowSports, async (c) => {
    const user = await requireUser(c, deps);
    return c.json({ success: true, data: toWire(await store.of(user.id)) });
  });
  app.post(officePaths.disallowSports, async (c) => {
    const user = await requireUser(c, deps);
    const req = await readBody(c, disallowSportsRequest);
    const errors: Record<string, string[]> = {};
    for (const key of ['lineDisallowSport', 'liveDisallowSport'] as const) {
      if ((req[key] ?? []).some((id) => !sportById(id))) errors[key] = ['unknown_sport'];
    }
    if (Object.keys(errors).length > 0) throw ApiError.validation(errors);
    const saved = await store.save(user.id, req.lineDisallowSport ?? [], req.liveDisallowSport ?? []);
    return c.json({ success: true, data: toWire(saved) });
  });
  // Registered before the feed's routes (routes.ts), so it wraps their answers.
  app.use('/service-api/LineFeed/*', disallowedFeedFilter(deps, 'line'));
  app.use('/service-api/LiveFeed/*', disallowedFeedFilter(deps, 'live'));
};

/** A game of a bet: its sport and whether it is being played now. */
export interface GameFacts {
  sportId: number;
  live: boolean;
}

/** The placement's check: throws 403 `sport_disallowed` when a game of the coupon is a sport the player refused. */
export function sportGuardOf(deps: AppDeps) {
  const store = disallowedSportsOf(deps);
  return async (userId: number, games: readonly GameFacts[]): Promise<void> => {
    const refused = await store.of(userId);
    if (refused.line.size === 0 && refused.live.size === 0) return;
    const hit = games.find((g) => (g.live ? refused.live : refused.line).has(g.sportId));
    if (hit) {
      throw new ApiError(
        403,
        'sport_disallowed',
        `You have disallowed this sport (${hit.sportId}) for ${hit.live ? 'live' : 'pre-match'} bets`,
      );
    }
  };
}
