/**
 * Game subscriptions (SPEC §7 SubscriptionService, `gamesubscription/save`; wire in @betframe/sdk/feed
 * game-subscriptions.ts, docs/feed-and-betting.md): the event types a game offers, the player's own subscriptions
 * and their saving. The sweep (./notices.ts) runs every second on the feed world's writer outside tests; tests
 * call `gameSubscriptionsOf(deps).sweeper.sweep()` after moving the clock.
 */
import {
  eventTypesQuerySchema,
  type GameEventType,
  type GameSubscription,
  gameEventTypes,
  gameSubscriptionPaths,
  gameSubscriptionsBodySchema,
  saveGameSubscriptionBodySchema,
} from '@betframe/sdk/feed';
import type { Context } from 'hono';
import { requireUser } from '../app/auth';
import { ApiError } from '../app/errors';
import type { AppDeps, RouteModule } from '../app/types';
import { parseOrThrow, readBody } from '../app/validation';
import { dateOf } from '../clock';
import { type FeedService, feedServiceOf } from '../feed';
import { textsIn } from '../translations';
import { GameNoticeSweeper } from './notices';

export interface GameSubscriptions {
  feed: FeedService;
  sweeper: GameNoticeSweeper;
}

const services = new WeakMap<AppDeps, GameSubscriptions>();

/** The app's subscriptions service: its sweeper, started on the writer outside tests. */
export function gameSubscriptionsOf(deps: AppDeps): GameSubscriptions {
  let service = services.get(deps);
  if (!service) {
    const feed = feedServiceOf(deps);
    const sweeper = new GameNoticeSweeper(deps, () => feed.provider);
    service = { feed, sweeper };
    services.set(deps, service);
    if (deps.mode !== 'test') {
      let running = false;
      const timer = setInterval(() => {
        if (running || !feed.world.isWriter()) return;
        running = true;
        sweeper
          .sweep()
          .catch((err: unknown) => deps.logger.error({ err }, 'game notices sweep failed'))
          .finally(() => {
            running = false;
          });
      }, 1000);
      timer.unref();
      deps.onClose(() => clearInterval(timer));
    }
  }
  return service;
}

/** The event types of a game: goals where its sport scores goals, cards in football; start and end always. */
export function eventTypesOf(sportModel: string, sportId: number): GameEventType[] {
  const types: GameEventType[] = [gameEventTypes.start];
  if (sportModel === 'goals') types.push(gameEventTypes.goal);
  if (sportId === 1) types.push(gameEventTypes.card);
  types.push(gameEventTypes.end);
  return types;
}

const bitsOf = (events: readonly number[]) => events.reduce((bits, e) => bits | (1 << e), 0);
const eventsOf = (bits: number) => ([1, 2, 3, 4] as const).filter((e) => (bits & (1 << e)) !== 0);

export const gameSubscriptionRoutes: RouteModule = (app, deps) => {
  const service = () => gameSubscriptionsOf(deps);
  const db = () => deps.database.db;
  const lng = (c: Context) => c.req.query('lng') ?? 'ru';

  app.get(gameSubscriptionPaths.eventTypes, async (c) => {
    const query = parseOrThrow(eventTypesQuerySchema, c.req.query());
    const game = service().feed.provider.game(query.gameId);
    if (!game) throw ApiError.notFound('No game with this id');
    const t = await textsIn(lng(c));
    const eventTypes = eventTypesOf(game.sport.model, game.sport.id).map((id) => ({
      id,
      name: t(`gamesub_type_${id}`),
    }));
    return c.json({ data: { type: 'game-event-types', attributes: { gameId: game.id, eventTypes } } });
  });

  app.post(gameSubscriptionPaths.subscriptions, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, gameSubscriptionsBodySchema);
    let query = db().selectFrom('game_subscriptions').select(['game_id', 'events']).where('user_id', '=', user.id);
    if (body.gameIds) {
      if (body.gameIds.length === 0) return c.json(subscriptionsAnswer([]));
      query = query.where('game_id', 'in', body.gameIds);
    }
    const rows = await query.orderBy('game_id').execute();
    return c.json(
      subscriptionsAnswer(rows.map((r) => ({ gameId: Number(r.game_id), events: eventsOf(Number(r.events)) }))),
    );
  });

  app.post(gameSubscriptionPaths.save, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, saveGameSubscriptionBodySchema);
    const game = service().feed.provider.game(body.gameId);
    if (!game) throw ApiError.notFound('No game with this id');
    const view = service().feed.provider.view(game);
    const offered = eventTypesOf(game.sport.model, game.sport.id);
    const refused = body.events.filter((e) => !offered.includes(e));
    if (refused.length > 0) throw ApiError.validation({ events: [`not offered for this game: ${refused.join(', ')}`] });
    if (body.events.length > 0 && (view.phase === 'finished' || view.phase === 'cancelled'))
      throw ApiError.badRequest('game_over', 'This game is over');
    if (body.events.length === 0) {
      await db()
        .deleteFrom('game_subscriptions')
        .where('user_id', '=', user.id)
        .where('game_id', '=', game.id)
        .execute();
    } else {
      const events = bitsOf(body.events);
      await db()
        .insertInto('game_subscriptions')
        .values({ user_id: user.id, game_id: game.id, events, created_at: dateOf(deps.clock) })
        .onConflict((oc) => oc.columns(['user_id', 'game_id']).doUpdateSet({ events }))
        .execute();
    }
    const saved: GameSubscription = { gameId: game.id, events: offered.filter((e) => body.events.includes(e)) };
    return c.json({ data: { type: 'game-subscription', attributes: saved } });
  });
};

const subscriptionsAnswer = (subscriptions: GameSubscription[]) => ({
  data: { type: 'game-subscriptions' as const, attributes: { subscriptions } },
});
