/**
 * Game subscriptions (SPEC §7 "SubscriptionService", `gamesubscription/save`): a signed-in player follows events of
 * a game (start, goal, card, end) and hears each as a `game` event on the push stream (`bets-push.ts`) and, where
 * the browser allows, as a web push (`web-push.ts`).
 *
 * - `GET  /service-api/SubscriptionService/GetEventTypesByGameId?gameId=&lng=` → the event types this game offers;
 * - `POST /service-api/SubscriptionService/GetGameSubscription` `{ gameIds? }` (x-auth) → the player's own
 *   subscriptions (of those games, or all);
 * - `POST /web-api/gamesubscription/save` `{ gameId, events }` (x-auth) → the game's subscription as saved; an
 *   empty `events` ends it.
 */
import { z } from 'zod/mini';
import { pairOf } from './pair';

/** Event types: 1 start of the game, 2 goal, 3 card, 4 end of the game. */
export const gameEventTypes = { start: 1, goal: 2, card: 3, end: 4 } as const;
export type GameEventType = (typeof gameEventTypes)[keyof typeof gameEventTypes];
export const GAME_EVENT_TYPE_IDS: readonly GameEventType[] = [1, 2, 3, 4];

export const gameSubscriptionPaths = {
  eventTypes: '/service-api/SubscriptionService/GetEventTypesByGameId',
  subscriptions: '/service-api/SubscriptionService/GetGameSubscription',
  save: '/web-api/gamesubscription/save',
} as const;

const gameId = z.coerce.number().check(z.int(), z.positive());
const eventType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

export const eventTypesQuerySchema = z.object({ gameId });

export const eventTypesResponseSchema = z.object({
  data: z.object({
    type: z.literal('game-event-types'),
    attributes: z.object({
      gameId: z.number(),
      eventTypes: z.array(z.object({ id: eventType, name: z.string() })),
    }),
  }),
});
export type EventTypesAnswer = z.output<typeof eventTypesResponseSchema>['data']['attributes'];

export const gameSubscriptionsBodySchema = z.object({
  gameIds: z.optional(z.array(gameId).check(z.maxLength(500))),
});

export const saveGameSubscriptionBodySchema = z.object({
  gameId,
  events: z.array(eventType).check(
    z.maxLength(4),
    z.refine((list) => new Set(list).size === list.length, 'events must not repeat'),
  ),
});
export type SaveGameSubscriptionBody = z.output<typeof saveGameSubscriptionBodySchema>;

export const gameSubscriptionSchema = z.object({ gameId: z.number(), events: z.array(eventType) });
export type GameSubscription = z.output<typeof gameSubscriptionSchema>;

export const gameSubscriptionsResponseSchema = z.object({
  data: z.object({
    type: z.literal('game-subscriptions'),
    attributes: z.object({ subscriptions: z.array(gameSubscriptionSchema) }),
  }),
});

export const savedGameSubscriptionResponseSchema = z.object({
  data: z.object({ type: z.literal('game-subscription'), attributes: gameSubscriptionSchema }),
});

/** One event of a followed game, in the stream's language: `title` the teams, `text` what happened. */
export const gameNoticeSchema = z.object({
  id: z.number(),
  gameId: z.number(),
  event: eventType,
  title: z.string(),
  text: z.string(),
  score: z.optional(pairOf(z.number())),
});
export type GameNotice = z.output<typeof gameNoticeSchema>;

/** The push stream's `game` event. */
export const gamePushEventSchema = z.object({ type: z.literal('game'), notice: gameNoticeSchema });
export type GamePushEvent = z.output<typeof gamePushEventSchema>;
