/** The player's cookie agreement log (SPEC §7). Migrations 0374. */
import './tables';

export { cookieAgreementRoutes } from './routes';
