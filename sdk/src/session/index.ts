export { type PlayerSession, refreshAheadMs, refreshDelay, sessionSchema, userIdOfToken } from './session';
export { requestStorageAccessIfNeeded } from './storage-access';
export { createWidgetSession, type SessionReporter, type SessionState, type WidgetSession } from './store';
