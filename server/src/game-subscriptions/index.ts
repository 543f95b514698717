/** Game subscriptions: the SubscriptionService calls, the sweep that turns followed games' events into notices. */
export {
  GAME_NOTICE_CHANNEL,
  type GameNoticeSweeper,
  type NoticeListener,
  noticeWords,
  readNotice,
  type StoredNotice,
} from './notices';
export { eventTypesOf, type GameSubscriptions, gameSubscriptionRoutes, gameSubscriptionsOf } from './routes';
