/** The player's editable account fields and PIN code (docs/office.md). Migrations 0132, 0372, 0461. */
import './tables';

export { citiesOf, hasRegionList, isRegionNameOf, regionsOf, regionsRoutes } from './regions';
export { profileRoutes } from './routes';
