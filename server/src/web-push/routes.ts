/**
 * Web push (docs/pwa.md; wire in @betframe/sdk/feed web-push.ts): the VAPID public key, a browser's subscription
 * kept for the signed-in player, and what is pushed — each notice of a followed game (game-subscriptions/) and
 * each bet settlement closed (betting/), both made on the feed world's writer only, so a push goes out once.
 */
import {
  type Bet,
  pushSubscribeBodySchema,
  pushUnsubscribeBodySchema,
  type WebPushPayload,
  webPushPaths,
} from '@betframe/sdk/feed';
import { isSupportedLanguage } from '@betframe/sdk/i18n';
import type { Context } from 'hono';
import { requireUser } from '../app/auth';
import { ApiError } from '../app/errors';
import type { AppDeps, RouteModule } from '../app/types';
import { readBody } from '../app/validation';
import { bettingServiceOf } from '../betting';
import { dateOf } from '../clock';
import { gameSubscriptionsOf, noticeWords, type StoredNotice } from '../game-subscriptions';
import { textsIn } from '../translations';
import { pushToPlayer, type VapidKeys, vapidKeysOf } from './sender';

export interface WebPush {
  /** Sends a followed game's notice to the player's browsers; resolves with how many accepted it. */
  notice(notice: StoredNotice): Promise<number>;
  /** Sends a settled bet to the player's browsers. */
  betClosed(userId: number, betId: number): Promise<number>;
  keys(): Promise<VapidKeys | undefined>;
}

const wired = new WeakMap<AppDeps, WebPush>();

/** The app's web push, listening to game notices and settled bets (called once the app's services exist). */
export function webPushOf(deps: AppDeps, env: NodeJS.ProcessEnv = process.env): WebPush {
  const known = wired.get(deps);
  if (known) return known;
  let keys: Promise<VapidKeys | undefined> | undefined;
  const games = gameSubscriptionsOf(deps);
  const engine = bettingServiceOf(deps, games.feed).engine;
  // Made or read once; a failure (the database away for a moment) is tried again next time.
  const vapidKeys = () => {
    keys ??= vapidKeysOf(deps, env).catch((err: unknown) => {
      keys = undefined;
      throw err;
    });
    return keys;
  };
  const send = async (userId: number, payload: (lang: string) => Promise<WebPushPayload | undefined>) => {
    const vapid = await vapidKeys();
    return vapid ? pushToPlayer(deps, vapid, userId, payload) : 0;
  };
  const push: WebPush = {
    keys: vapidKeys,
    notice: (notice) =>
      send(notice.userId, async (lang) => {
        const words = noticeWords(notice, games.feed.provider, await textsIn(lang), lang);
        const game = games.feed.provider.game(notice.gameId);
        if (!words || !game) return undefined;
        return {
          title: words.title,
          body: words.text,
          url: `/${lang}/line/${game.sport.id}/${game.champ.id}/${game.id}`,
          tag: `game-${game.id}`,
        };
      }),
    betClosed: (userId, betId) =>
      send(userId, async (lang) => {
        const bet = await engine.detail(userId, betId, lang);
        return betPayload(bet, lang);
      }),
  };
  wired.set(deps, push);
  const log = (err: unknown) => deps.logger.warn({ err }, 'web push failed');
  deps.onClose(games.sweeper.onNotice((n) => void push.notice(n).catch(log)));
  deps.onClose(engine.events.onClosed((userId, betId) => void push.betClosed(userId, betId).catch(log)));
  return push;
}

async function betPayload(bet: Bet, lang: string): Promise<WebPushPayload | undefined> {
  const t = await textsIn(lang);
  const key =
    bet.status === 'won' ? 'webpush_bet_won' : bet.status === 'lost' ? 'webpush_bet_lost' : 'webpush_bet_refund';
  return {
    title: t('webpush_bet_title'),
    body: t(key, { id: bet.betId, amount: `${bet.payout ?? bet.summ} ${bet.currencyIso}` }),
    url: `/${lang}/office/bets-history`,
    tag: `bet-${bet.betId}`,
  };
}

const answer = (subscribed: boolean) => ({ data: { type: 'push-subscription' as const, attributes: { subscribed } } });

export const webPushRoutes: RouteModule = (app, deps) => {
  // Outside tests the listeners start with the server; tests call webPushOf after giving the app its feed.
  if (deps.mode !== 'test') setImmediate(() => webPushOf(deps));
  const lang = (c: Context) => {
    const l = c.req.query('lng') ?? 'ru';
    return isSupportedLanguage(l) ? l : 'ru';
  };

  app.get(webPushPaths.key, async (c) => {
    const keys = await webPushOf(deps).keys();
    if (!keys) throw ApiError.notFound('Web push is not configured');
    return c.json({ data: { type: 'push-key', attributes: { publicKey: keys.publicKey } } });
  });

  app.post(webPushPaths.subscribe, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, pushSubscribeBodySchema);
    const row = {
      user_id: user.id,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      lang: lang(c),
      created_at: dateOf(deps.clock),
    };
    // An endpoint belongs to one browser: signing in as someone else there moves it to them.
    await deps.database.db
      .insertInto('web_push_subscriptions')
      .values({ endpoint: body.endpoint, ...row })
      .onConflict((oc) => oc.column('endpoint').doUpdateSet(row))
      .execute();
    return c.json(answer(true));
  });

  app.post(webPushPaths.unsubscribe, async (c) => {
    const user = await requireUser(c, deps);
    const body = await readBody(c, pushUnsubscribeBodySchema);
    await deps.database.db
      .deleteFrom('web_push_subscriptions')
      .where('endpoint', '=', body.endpoint)
      .where('user_id', '=', user.id)
      .execute();
    return c.json(answer(false));
  });
};
