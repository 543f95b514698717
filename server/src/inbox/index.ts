/** The player's inbox of operator messages and the operator desk's send (docs/office.md). Migrations 0370–0379. */
import './tables';

export { inboxEventsOf, inboxRoutes } from './routes';
export { unreadCount } from './store';
