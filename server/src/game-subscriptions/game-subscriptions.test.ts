import {
  eventTypesResponseSchema,
  gameSubscriptionPaths,
  gameSubscriptionsResponseSchema,
  savedGameSubscriptionResponseSchema,
} from '@betframe/sdk/feed';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { playerEventsOf } from '../app/player-events';
import { ManualClock } from '../clock';
import { cardsOf, createFeedService, type GameDef, provideFeedService, type SimulatedFeed } from '../feed';
import { openTestServer, type TestServer } from '../testing';
import { GAME_NOTICE_CHANNEL, readNotice } from './notices';
import { gameSubscriptionRoutes, gameSubscriptionsOf } from './routes';

let server: TestServer;
let feed: SimulatedFeed;
const clock = new ManualClock(Date.UTC(2026, 10, 22, 12, 0));

async function player(login: string): Promise<number> {
  const row = await sql<{ id: number }>`
    insert into users (login, password_hash, country_id, currency_id, registration_type)
    values (${login}, 'x', 1, 1, 'fast_reg') returning id`.execute(server.database.db);
  return Number(row.rows[0]?.id);
}

const post = (path: string, body: unknown, userId?: number) =>
  server.fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(userId ? { 'x-test-user': String(userId) } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

beforeAll(async () => {
  feed = createFeedService({ seed: 7, clock });
  server = await openTestServer({
    modules: [gameSubscriptionRoutes],
    clock,
    auth: {
      resolve: async (c) => {
        const id = Number(c.req.header('x-test-user'));
        return Number.isSafeInteger(id) && id > 0 ? { id } : null;
      },
    },
  });
  provideFeedService(server.deps, feed);
}, 120_000);
afterAll(() => server.close());

/** A football game not started yet that will have goals and cards. */
function upcomingFootball(): GameDef {
  const now = clock.now();
  const game = feed.provider
    .games()
    .filter((g) => g.sport.id === 1 && !g.cancelled && g.startAt > now)
    .sort((a, b) => a.startAt - b.startAt)
    .find((g) => {
      const tl = feed.provider.timeline(g);
      return tl.events.length >= 2 && cardsOf(g).length >= 2;
    });
  if (!game) throw new Error('no upcoming football game with goals and cards');
  return game;
}

describe('the event types of a game', () => {
  it('offer goals where the sport scores goals, cards in football, start and end always, named in the language', async () => {
    const football = upcomingFootball();
    const res = await server.fetch(`${gameSubscriptionPaths.eventTypes}?gameId=${football.id}&lng=en`);
    expect(res.status).toBe(200);
    const answer = eventTypesResponseSchema.parse(await res.json()).data.attributes;
    expect(answer.eventTypes).toEqual([
      { id: 1, name: 'Start of the game' },
      { id: 2, name: 'Goals' },
      { id: 3, name: 'Cards' },
      { id: 4, name: 'End of the game' },
    ]);
    const tennis = feed.provider.games().find((g) => g.sport.id === 4);
    const res2 = await server.fetch(`${gameSubscriptionPaths.eventTypes}?gameId=${tennis?.id}&lng=ru`);
    const ids = eventTypesResponseSchema.parse(await res2.json()).data.attributes.eventTypes.map((e) => e.id);
    expect(ids).toEqual([1, 4]);
  });

  it('answer 400 with validation errors for a malformed id and 404 for an unknown game', async () => {
    const bad = await server.fetch(`${gameSubscriptionPaths.eventTypes}?gameId=abc`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { data: { validation_errors: object } }).data.validation_errors).toHaveProperty(
      'gameId',
    );
    expect((await server.fetch(`${gameSubscriptionPaths.eventTypes}`)).status).toBe(400);
    expect((await server.fetch(`${gameSubscriptionPaths.eventTypes}?gameId=999999999`)).status).toBe(404);
  });
});

describe('saving and reading subscriptions', () => {
  it('need a signed-in player', async () => {
    const game = upcomingFootball();
    expect((await post(gameSubscriptionPaths.save, { gameId: game.id, events: [1] })).status).toBe(401);
    expect((await post(gameSubscriptionPaths.subscriptions, {})).status).toBe(401);
  });

  it('refuse malformed bodies with 400 validation errors', async () => {
    const me = await player('subs-bad');
    const game = upcomingFootball();
    for (const body of [
      {},
      { gameId: game.id },
      { gameId: 'x', events: [1] },
      { gameId: game.id, events: [5] },
      { gameId: game.id, events: [1, 1] },
      { gameId: game.id, events: 'goal' },
      '{not json',
    ]) {
      const res = await post(gameSubscriptionPaths.save, body, me);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const res = await post(gameSubscriptionPaths.save, { gameId: game.id, events: [1] }, me);
    expect(res.status).toBe(200);
    const notOffered = feed.provider.games().find((g) => g.sport.id === 4 && g.startAt > clock.now());
    const refused = await post(gameSubscriptionPaths.save, { gameId: notOffered?.id, events: [2] }, me);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { data: { validation_errors: object } }).data.validation_errors).toHaveProperty(
      'events',
    );
    expect((await post(gameSubscriptionPaths.subscriptions, { gameIds: ['x'] }, me)).status).toBe(400);
  });

  it('are the player’s own: another player sees none of them; empty events end one', async () => {
    const me = await player('subs-me');
    const other = await player('subs-other');
    const game = upcomingFootball();
    const saved = await post(gameSubscriptionPaths.save, { gameId: game.id, events: [4, 2] }, me);
    expect(savedGameSubscriptionResponseSchema.parse(await saved.json()).data.attributes).toEqual({
      gameId: game.id,
      events: [2, 4],
    });
    const mine = await post(gameSubscriptionPaths.subscriptions, {}, me);
    expect(gameSubscriptionsResponseSchema.parse(await mine.json()).data.attributes.subscriptions).toEqual([
      { gameId: game.id, events: [2, 4] },
    ]);
    const theirs = await post(gameSubscriptionPaths.subscriptions, { gameIds: [game.id] }, other);
    expect(gameSubscriptionsResponseSchema.parse(await theirs.json()).data.attributes.subscriptions).toEqual([]);
    await post(gameSubscriptionPaths.save, { gameId: game.id, events: [] }, me);
    const after = await post(gameSubscriptionPaths.subscriptions, { gameIds: [game.id] }, me);
    expect(gameSubscriptionsResponseSchema.parse(await after.json()).data.attributes.subscriptions).toEqual([]);
  });
});

describe('notices of a followed game', () => {
  it('tell the subscriber of the start, each goal and card and the end, in words of the reader’s language', async () => {
    await server.database.db.deleteFrom('game_subscriptions').execute();
    const me = await player('subs-follow');
    const goalsOnly = await player('subs-goals');
    const game = upcomingFootball();
    await post(gameSubscriptionPaths.save, { gameId: game.id, events: [1, 2, 3, 4] }, me);
    await post(gameSubscriptionPaths.save, { gameId: game.id, events: [2] }, goalsOnly);
    const heard: number[] = [];
    const notices = playerEventsOf(server.deps, GAME_NOTICE_CHANNEL);
    // On PostgreSQL the channel is a LISTEN of its own: the first notice must not come before it.
    await notices.ready;
    const stop = notices.on(me, (id) => heard.push(id));
    const sweeper = gameSubscriptionsOf(server.deps).sweeper;
    expect(await sweeper.sweep()).toBe(0); // the first look sets the baseline
    const end = feed.provider.endOf(game);
    clock.set(game.startAt + 1000);
    await sweeper.sweep();
    // Through the match in steps of 20 s (3 match minutes), then past its end.
    while (clock.now() < end + 1000) {
      clock.advance(20_000);
      await sweeper.sweep();
    }
    const rows = await server.database.db
      .selectFrom('game_notices')
      .selectAll()
      .where('user_id', '=', me)
      .orderBy('id')
      .execute();
    // Through PostgreSQL the last notices are on their way a moment after the sweep that made them.
    await vi.waitFor(() => expect(heard).toEqual(rows.map((r) => Number(r.id))));
    stop();
    const events = rows.map((r) => Number(r.event));
    const tl = feed.provider.timeline(game);
    const final = tl.events.at(-1)?.score.total ?? [0, 0];
    expect(events[0]).toBe(1);
    expect(events.at(-1)).toBe(4);
    expect(events.filter((e) => e === 3)).toHaveLength(cardsOf(game).length);
    if (final[0] + final[1] > 0) expect(events.filter((e) => e === 2).length).toBeGreaterThan(0);
    expect(heard).toEqual(rows.map((r) => Number(r.id)));
    const last = rows.at(-1);
    expect([Number(last?.home_score), Number(last?.away_score)]).toEqual(final);
    // The other player follows goals only.
    const theirs = await server.database.db
      .selectFrom('game_notices')
      .select('event')
      .where('user_id', '=', goalsOnly)
      .execute();
    expect(theirs.every((r) => Number(r.event) === 2)).toBe(true);
    // Words in the reader's language; another player cannot read it.
    const words = await readNotice(server.deps, feed.provider, me, Number(last?.id), 'en');
    expect(words).toMatchObject({ event: 4, gameId: game.id, text: `Full time: ${final[0]}:${final[1]}` });
    expect(words?.title).toContain(' – ');
    const kk = await readNotice(server.deps, feed.provider, me, Number(rows[0]?.id), 'kk');
    expect(kk?.text).not.toMatch(/gamesub_/);
    expect(await readNotice(server.deps, feed.provider, goalsOnly, Number(last?.id), 'en')).toBeUndefined();
    // A game over ends its subscriptions.
    expect(await server.database.db.selectFrom('game_subscriptions').selectAll().execute()).toEqual([]);
  });

  it('a finished game cannot be followed', async () => {
    const me = await player('subs-late');
    const done = feed.provider
      .games()
      .find((g) => !g.cancelled && g.sport.id === 1 && feed.provider.view(g).phase === 'finished');
    expect(done).toBeDefined();
    const res = await post(gameSubscriptionPaths.save, { gameId: done?.id, events: [4] }, me);
    expect(res.status).toBe(400);
  });
});
