/** The player's editable account fields and PIN code (docs/office.md). Migrations 0372. */
import './tables';

export { profileRoutes } from './routes';
