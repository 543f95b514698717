/**
 * The statistics frame protocol and opener (CONTRACTS §5, SPEC §2): message schemas for both directions, route
 * parsing, origin checks, the parent-side client and `openStatistic`.
 */

export * from './data';
export { statisticFrameRtl } from './direction';
export {
  type CouponDataMessage,
  envelop,
  type FrameToParentFields,
  type FrameToParentMessage,
  frameToParentSchema,
  type ParentToFrameFields,
  type ParentToFrameMessage,
  parentToFrameSchema,
  readFrameToParent,
  readParentToFrame,
  STATISTIC_NS,
  STATISTIC_VERSION,
  type StatisticBet,
  type StatisticSettings,
  statisticBetSchema,
} from './messages';
export {
  type OpenStatisticOptions,
  openStatistic,
  type StatisticHandle,
  type StatisticMode,
  statisticUrl,
} from './open';
export { candidateParentOrigin, isAllowedOrigin, originOf } from './origins';
export {
  type CouponAnswer,
  createStatisticParent,
  type StatisticParent,
  type StatisticParentOptions,
} from './parent-client';
export {
  COEFFICIENT_VIEWS,
  CYBER_SPORT_IDS,
  GAME_TABS,
  type GameTab,
  parseStatisticRoute,
  ROUTE_PARAMS,
  type RouteResult,
  type StatisticKind,
  type StatisticRoute,
  splitFramePath,
  statisticRoutePath,
  wrongParam,
} from './paths';
export { STATISTIC_WINDOW_WIDTH, statisticWindowFeatures, statisticWindowHeight } from './window-size';
