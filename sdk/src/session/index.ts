export {
  type SessionAsk,
  type SessionGive,
  sessionAsk,
  sessionAskSchema,
  sessionGive,
  sessionGiveSchema,
  sessionNamespace,
} from './handover';
export { type PlayerSession, refreshAheadMs, refreshDelay, sessionSchema, userIdOfToken } from './session';
export { requestStorageAccessIfNeeded } from './storage-access';
export { createWidgetSession, type SessionReporter, type SessionState, type WidgetSession } from './store';
