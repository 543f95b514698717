/**
 * Verification (identification/KYC) and geography (issue 18; docs/verification.md): documents and their review,
 * electronic identity sessions, the withdrawal threshold payments enforces, the request country and block appeals,
 * and the sandbox identity provider with its operator desk pages.
 */
import type { RouteModule } from '../app/types';
import { createVerificationDesk, type DeskPlayerColumn } from './desk';
import { geoRoutes } from './geo';
import { verificationPlayerRoutes } from './routes';

export type { DeskPlayerColumn } from './desk';
export { verificationStateOf } from './documents';
export { geoGuardRoutes, requestGeo } from './geo';
export { fileResponse } from './routes';
export { type CheckedFile, checkedFile, readUploadForm } from './upload';
export { parseWithdrawalThreshold, verifiedWithdrawalGate } from './withdrawal-gate';

/**
 * Every verification and geography route. `playerColumns` is the desk's extension point: another area (the
 * responsible-gambling limits and exclusions) adds its columns to the players table from the composition root.
 */
export const verificationRoutesWith =
  (options: { playerColumns?: readonly DeskPlayerColumn[] } = {}): RouteModule =>
  (app, deps) => {
    verificationPlayerRoutes(app, deps);
    geoRoutes(app, deps);
    createVerificationDesk(options.playerColumns ?? [])(app, deps);
  };

export const verificationRoutes: RouteModule = verificationRoutesWith();
