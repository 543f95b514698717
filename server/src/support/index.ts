/**
 * Support (docs/office.md "Support"): the callback request, tickets with attachments, the live chat with a
 * consultant, the payment consultant, ideas, and the operator desk's consultant screen. Migrations 0520–0539.
 */
import type { RouteModule } from '../app/types';
import { supportDeskRoutes } from './desk';
import { supportRoutes as playerRoutes } from './routes';
import './tables';

export { supportEventsOf } from './routes';

export const supportRoutes: RouteModule = (app, deps) => {
  playerRoutes(app, deps);
  supportDeskRoutes(app, deps);
};
