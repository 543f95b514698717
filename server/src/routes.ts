/**
 * The composition root: every route module of the server, one line each, registered in this order (before the
 * static files, which take `/{lang}/…`). Add yours here: `import { xRoutes } from './x';` and a line in the list.
 * It lives beside main.ts so that the platform (app/, db/) depends on no feature; runtime/ and testing/ pass it to
 * `createApp`.
 */

import { accountsRoutesWith } from './accounts';
import { healthRoutes } from './app/health';
import type { RouteModule } from './app/types';
import { bettingRoutes } from './betting';
import { bonusesRoutes } from './bonuses';
import { casinoGamePageRoutes, casinoRoutes } from './casino';
import { contentRoutes } from './content';
import { embeddingRoutes } from './embedding';
import { fastForwardRoutes, feedRoutes } from './feed';
import { betsMailRoutes } from './office';
import { operationsRoutes } from './operations';
import { paymentRoutes } from './payments';
import { siteConfigRoutes } from './site-config';
import { statisticsRoutes } from './statistics';
import { translationRoutes } from './translations';
import { userSettingsRoutes } from './user-settings';
import { openFirstAccount, walletRoutes } from './wallet';

// biome-ignore format: one line per module keeps parallel additions apart.
export const routeModules: RouteModule[] = [
  healthRoutes,
  operationsRoutes,
  siteConfigRoutes,
  accountsRoutesWith({ openFirstAccount }),
  bonusesRoutes,
  walletRoutes,
  paymentRoutes,
  statisticsRoutes,
  embeddingRoutes,
  feedRoutes,
  bettingRoutes,
  fastForwardRoutes,
  betsMailRoutes,
  translationRoutes,
  contentRoutes,
  userSettingsRoutes,
  casinoRoutes,
  casinoGamePageRoutes,
];
