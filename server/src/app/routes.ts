/**
 * Every route module of the server, one line each, registered in this order (before the static files, which
 * take `/{lang}/…`). Add yours here: `import { xRoutes } from '../x';` and a line in the list.
 */
import { siteConfigRoutes } from '../site-config/routes';
import { statisticsRoutes } from '../statistics';
import { healthRoutes } from './health';
import type { RouteModule } from './types';

export const routeModules: RouteModule[] = [healthRoutes, siteConfigRoutes, statisticsRoutes];
