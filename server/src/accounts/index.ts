/**
 * The accounts area: registration, login, sessions, tokens, passwords, two-factor, secure questions, contact
 * changes and social sign-in (docs/api-accounts.md). Its tables: ./tables.ts, migrations 0100–0199.
 */
import './tables';
import '../messaging/tables';
import '../captcha/tables';
import '../social/tables';

export type { AccountsContext, FirstAccountOpener } from './context';
export { type AccountsOptions, accountsRoutes, accountsRoutesWith } from './routes';
export { DEMO_PLAYERS, seedDemoPlayers } from './seed';
