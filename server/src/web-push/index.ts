/** Web push: VAPID keys, players' push subscriptions, pushes of game notices and settled bets (docs/pwa.md). */

export { type WebPush, webPushOf, webPushRoutes } from './routes';
export { pushToPlayer, type VapidKeys, vapidKeysOf } from './sender';
