/**
 * Development only: move the simulated feed's clock forward so live matches play out, finish and settle without
 * waiting (today a football match takes ten real minutes at FEED_SPEED 9).
 *
 *   POST /dev/feed/fast-forward { "minutes": 40 }  → { success, data: { feedTime, offsetMs, advancedMs } }
 *   GET  /dev/feed/clock                          → { success, data: { feedTime, offsetMs } }
 *
 * Both answer 404 outside development. The jump is taken in steps, and the push hub ticks after each one, so
 * subscribers see scores, status changes and `settled` deltas as they would in real time, and the betting
 * engine hears every official result through its ordinary `onSettled` listener (its periodic `settleDue` sweep
 * catches anything else). Nothing about settlement is special-cased here. Processes sharing one PostgreSQL move
 * together: the offset is stored and every process steps its own hub through the same jump (./one-world.ts).
 */
import { z } from 'zod';
import { ApiError } from '../app/errors';
import type { AppDeps, RouteModule } from '../app/types';
import { readBody } from '../app/validation';
import { type FeedService, feedServiceOf } from './service';
import { Simulator } from './simulator';
import { type AdvanceableClock, isAdvanceable } from './step-forward';

export { type AdvanceableClock, FAST_FORWARD_STEP_MS, fastForward, isAdvanceable } from './step-forward';

/** The feed's clock when it can be moved (a simulated feed on a movable clock), else undefined. */
export function advanceableClockOf(service: FeedService): AdvanceableClock | undefined {
  const provider = service.provider;
  return provider instanceof Simulator && isAdvanceable(provider.clock) ? provider.clock : undefined;
}

/** The longest single jump: three hours of real time plays out every live match of any sport. */
export const FAST_FORWARD_MAX_MINUTES = 180;

const body = z.object({ minutes: z.coerce.number().positive().max(FAST_FORWARD_MAX_MINUTES) });

function clockState(clock: AdvanceableClock) {
  const feedTime = clock.now();
  return { feedTime: new Date(feedTime).toISOString(), offsetMs: Math.round(feedTime - Date.now()) };
}

export function fastForwardRoutesWith(
  pick: (deps: AppDeps) => FeedService,
  enabled: (deps: AppDeps) => boolean = (deps) => deps.mode === 'development',
): RouteModule {
  return (app, deps) => {
    const movable = () => {
      if (!enabled(deps)) throw ApiError.notFound();
      const service = pick(deps);
      const clock = advanceableClockOf(service);
      if (!clock) throw ApiError.conflict('feed_clock_fixed', 'This feed’s clock cannot be moved');
      return { service, clock };
    };

    app.get('/dev/feed/clock', (c) => {
      const { clock } = movable();
      c.header('Cache-Control', 'no-store');
      return c.json({ success: true as const, data: clockState(clock) });
    });

    app.post('/dev/feed/fast-forward', async (c) => {
      const { service, clock } = movable();
      const { minutes } = await readBody(c, body);
      const advancedMs = Math.round(minutes * 60_000);
      // The one world moves: on PostgreSQL every process on the database follows (./one-world.ts).
      await service.world.moveForward(advancedMs);
      c.header('Cache-Control', 'no-store');
      return c.json({ success: true as const, data: { ...clockState(clock), advancedMs } });
    });
  };
}

export const fastForwardRoutes: RouteModule = fastForwardRoutesWith(feedServiceOf);
