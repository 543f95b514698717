/**
 * Wire schemas of the betting feed (LineFeed/LiveFeed calls, favourites, live push) and of the coupon and bet
 * calls, shared by the server and the widgets. Browser-safe (zod/mini).
 */

export * from './apply-delta';
export * from './bets-push';
export * from './coupon';
export * from './coupon-share';
export * from './favorites';
export * from './game';
export * from './game-subscriptions';
export * from './params';
export * from './paths';
export * from './push';
export * from './push-client';
export * from './results';
export * from './tennis-points';
export * from './web-push';
