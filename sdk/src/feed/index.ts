/**
 * Wire schemas of the betting feed (LineFeed/LiveFeed calls, favourites, live push) and of the coupon and bet
 * calls, shared by the server and the widgets. Browser-safe (zod/mini).
 */

export * from './apply-delta';
export * from './bet-builder';
export * from './bets-push';
export * from './bid-request';
export * from './bids';
export * from './coupon';
export * from './coupon-share';
export * from './duels';
export * from './favorites';
export * from './game';
export * from './game-subscriptions';
export * from './outrights';
export * from './params';
export * from './paths';
export * from './preview';
export * from './push';
export * from './push-client';
export * from './push-mux';
export * from './results';
export * from './stream-registry';
export * from './tennis-points';
export * from './virtual';
export * from './web-push';
