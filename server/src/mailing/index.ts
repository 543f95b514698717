/** Mailing preferences and the unsubscribe link of every e-mail (docs/office.md). Migrations 0373. */
import './tables';

export { mailingRoutes, readMailing, subscribers } from './routes';
