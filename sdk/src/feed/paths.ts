/** Paths of the feed, favourites and bet calls under the service base (`/service-api`). */
export const feedPaths = {
  sportsShort: (feed: FeedName) => `/service-api/${feed}/GetSportsShortZip`,
  champs: (feed: FeedName) => `/service-api/${feed}/GetChampsZip`,
  champ: (feed: FeedName) => `/service-api/${feed}/GetChampZip`,
  games1x2: (feed: FeedName) => `/service-api/${feed}/Get1x2_VZip`,
  /** The Asia variant of Get1x2_VZip: goal sports with the Asian handicap and total as headline markets. */
  asiaGames: (feed: FeedName) => `/service-api/${feed}/GetAsiaGamesZip`,
  game: (feed: FeedName) => `/service-api/${feed}/GetGameZip`,
  topGames: (feed: FeedName) => `/service-api/${feed}/GetTopGamesStatZip`,
  topChamps: (feed: FeedName) => `/service-api/${feed}/WebGetTopChampsZip`,
  search: (feed: FeedName) => `/service-api/${feed}/Web_SearchZip`,
  teamGames: (feed: FeedName) => `/service-api/${feed}/GetGamesTeamZip`,
  favoriteGames: (feed: FeedName) => `/service-api/${feed}/GetFavoritesZip`,
  expressDay: (feed: FeedName) => `/service-api/${feed}/GetExpressDayZip`,
  /** A sport page: its championships with their games (main-line for the line, live-feed for live). */
  sportSection: (section: 'main-line' | 'live-feed') => `/service-api/${section}/sportSection`,
  favorites: '/service-api/Favorite',
  favoriteGamesEdit: '/service-api/Favorite/Games',
  favoriteMigrate: '/service-api/Favorite/migrate/Games',
  favoriteChampsEdit: '/service-api/Favorite/Champs',
  favoriteMigrateChamps: '/service-api/Favorite/migrate/Champs',
  /** Server-sent events of feed deltas. */
  push: '/service-api/feed-push',
  /** Server-sent events of the signed-in player's bets and balance (`bets-push.ts`). */
  betsPush: '/service-api/LiveBet/Secure/BetsPush',
  open: (call: OpenCall) => `/service-api/LiveBet/Open/${call}`,
  secure: (call: SecureCall) => `/service-api/LiveBet/Secure/${call}`,
} as const;

export type FeedName = 'LineFeed' | 'LiveFeed';
export type OpenCall = 'GetCoupon' | 'UpdateCoupon' | 'UpdateCouponMulti' | 'SaveCoupon' | 'GetAvance';
export type SecureCall = 'MakeBetWeb' | 'MakeBetWebMulti' | 'SaleBet' | 'GetCashOut' | 'History' | 'HistoryDetail';
