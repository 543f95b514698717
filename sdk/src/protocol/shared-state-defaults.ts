/**
 * The shared state's defaults (CONTRACTS §4): a key nobody has set reads as this. Kept apart from the schemas so
 * the published package (`@betframe/sdk`'s `loadBetframe`) fills a partner's `getState()` without bringing zod.
 */
import type { SharedState } from './shared-state';

export const sharedStateDefaults: SharedState = {
  headerHidden: false,
  bottomNavigationHidden: false,
  routePath: '/',
  microFrontendModalOpen: false,
  bottomActionsVisible: false,
  betsHistoryTypeFilterVisible: false,
  overlayTheme: null,
  consultantAvailable: false,
  canInstallPwa: false,
  quickCouponClickable: true,
  anyModalOpen: false,
  singleBottomNavItem: null,
  couponOutcomes: [],
};
