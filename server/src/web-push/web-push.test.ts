import { pushKeyResponseSchema, webPushPaths, webPushPayloadSchema } from '@betframe/sdk/feed';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bettingServiceOf } from '../betting';
import { type BettingHarness, FEED_START, openBettingHarness } from '../betting/test-support';
import { provideFeedService } from '../feed';
import { webPushOf, webPushRoutes } from './routes';
import { browserKeys, type PushService, startPushService, verifyVapid } from './test-support';

let h: BettingHarness;
let push: PushService;

async function player(login: string): Promise<number> {
  const row = await sql<{ id: number }>`
    insert into users (login, password_hash, country_id, currency_id, registration_type)
    values (${login}, 'x', 1, 1, 'fast_reg') returning id`.execute(h.database.db);
  return Number(row.rows[0]?.id);
}

beforeAll(async () => {
  h = await openBettingHarness({ seed: 44, modules: [webPushRoutes] });
  provideFeedService(h.server.deps, h.feed);
  push = await startPushService();
}, 120_000);
afterAll(async () => {
  await push?.close();
  await h?.close();
});

const publicKey = async () => {
  const res = await h.server.fetch(webPushPaths.key);
  expect(res.status).toBe(200);
  return pushKeyResponseSchema.parse(await res.json()).data.attributes.publicKey;
};

describe('web push subscriptions', () => {
  it('the VAPID public key is made once for development and kept', async () => {
    const key = await publicKey();
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect(await publicKey()).toBe(key);
    const rows = await h.database.db.selectFrom('web_push_vapid').selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it('need a signed-in player and refuse malformed bodies with 400 validation errors', async () => {
    const me = await player('push-bad');
    const keys = browserKeys();
    const good = { endpoint: `${push.url}/push/bad`, keys: { p256dh: keys.p256dh, auth: keys.auth } };
    expect((await h.post(webPushPaths.subscribe, good)).status).toBe(401);
    expect((await h.post(webPushPaths.unsubscribe, { endpoint: good.endpoint })).status).toBe(401);
    for (const body of [
      {},
      { endpoint: 'not a url', keys: good.keys },
      { endpoint: 'ftp://push.example/x', keys: good.keys },
      { endpoint: good.endpoint },
      { endpoint: good.endpoint, keys: { p256dh: 'has spaces!', auth: keys.auth } },
    ]) {
      const res = await h.post(webPushPaths.subscribe, body, me);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { data: { validation_errors: object } }).data.validation_errors).toBeDefined();
    }
    expect((await h.post(webPushPaths.unsubscribe, {}, me)).status).toBe(400);
  });

  it('a game notice reaches the push service encrypted to the subscription’s keys, signed by the server’s key', async () => {
    const me = await player('push-games');
    const keys = browserKeys();
    const endpoint = `${push.url}/push/games-${me}`;
    const res = await h.post(
      `${webPushPaths.subscribe}?lng=en`,
      { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
      me,
    );
    expect(res.status).toBe(200);
    const game = h.upcoming(1, 0);
    const sent = push.received.length;
    // What the sweep's listener does with a stored notice (a goal, 1:0).
    const accepted = await webPushOf(h.server.deps).notice({
      id: 1,
      userId: me,
      gameId: game.id,
      event: 2,
      score: [1, 0],
    });
    expect(accepted).toBe(1);
    const got = push.received.slice(sent);
    expect(got).toHaveLength(1);
    const request = got[0] as (typeof got)[number];
    expect(request.path).toBe(`/push/games-${me}`);
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request.headers.ttl)).toBeGreaterThan(0);
    const claims = verifyVapid(String(request.headers.authorization), await publicKey(), push.url);
    expect(claims.sub).toMatch(/^mailto:/);
    // The body is no plain text: only the subscription's keys open it.
    expect(request.body.toString('utf8')).not.toContain('Goal');
    const payload = webPushPayloadSchema.parse(JSON.parse(keys.decrypt(request.body)));
    expect(payload).toMatchObject({
      body: 'Goal! Score 1:0',
      url: `/en/line/1/${game.champ.id}/${game.id}`,
      tag: `game-${game.id}`,
    });
    expect(payload.title).toContain(' – ');
    expect(() => browserKeys().decrypt(request.body)).toThrow();
  });

  it('a settled bet is pushed when settlement closes it; a push service’s 410 ends the subscription', async () => {
    const me = await player('push-bets');
    await h.fund(me, 1000);
    const keys = browserKeys();
    const endpoint = `${push.url}/push/bets-${me}`;
    await h.post(webPushPaths.subscribe, { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } }, me);
    const game = h.upcoming(1, 1);
    const o = h.outcome(game, 1);
    const placed = await h.post(
      '/service-api/LiveBet/Secure/MakeBetWeb',
      { couponEvents: [{ gameId: game.id, type: 1, param: 0, coef: o.coef }], summ: 10, betGuid: `push-${me}` },
      me,
    );
    expect(placed.status).toBe(200);
    const betId = ((await placed.json()) as { data: { attributes: { bet: { betId: number } } } }).data.attributes.bet
      .betId;
    const closed: Array<[number, number]> = [];
    const stop = h.engine.events.onClosed((userId, id) => closed.push([userId, id]));
    h.clock.set(h.feed.provider.endOf(game) + 5000);
    await h.engine.settleGame(game.id);
    stop();
    expect(closed).toEqual([[me, betId]]);
    h.clock.set(FEED_START);
    const sent = push.received.length;
    // Settlement announces the closed bet; web push listens to the app's betting engine.
    webPushOf(h.server.deps);
    bettingServiceOf(h.server.deps).engine.events.closed(me, betId);
    await expect.poll(() => push.received.length, { timeout: 10_000 }).toBe(sent + 1);
    const payload = webPushPayloadSchema.parse(
      JSON.parse(keys.decrypt((push.received.at(-1) as { body: Buffer }).body)),
    );
    expect(payload.title).toBe('Ставка рассчитана');
    expect(payload.body).toMatch(new RegExp(`^Ставка №${betId} (выиграла|проиграла)`));
    expect(payload.url).toBe('/ru/office/bets-history');

    push.status = 410;
    expect(await webPushOf(h.server.deps).betClosed(me, betId)).toBe(0);
    push.status = 201;
    const left = await h.database.db
      .selectFrom('web_push_subscriptions')
      .where('user_id', '=', me)
      .selectAll()
      .execute();
    expect(left).toEqual([]);
  });

  it('another player cannot remove my subscription; I can', async () => {
    const me = await player('push-mine');
    const other = await player('push-other');
    const keys = browserKeys();
    const endpoint = `${push.url}/push/mine-${me}`;
    await h.post(webPushPaths.subscribe, { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } }, me);
    await h.post(webPushPaths.unsubscribe, { endpoint }, other);
    const count = async () =>
      (await h.database.db.selectFrom('web_push_subscriptions').where('endpoint', '=', endpoint).selectAll().execute())
        .length;
    expect(await count()).toBe(1);
    const res = await h.post(webPushPaths.unsubscribe, { endpoint }, me);
    expect(await res.json()).toMatchObject({ data: { attributes: { subscribed: false } } });
    expect(await count()).toBe(0);
  });
});
