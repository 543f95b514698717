export { registerDevOutbox } from './dev-outbox';
export { createOutboxSender, type MessageSender, type OutgoingMessage } from './sender';
export { readUnsubscribeToken, UNSUBSCRIBE_PATH, unsubscribeToken, unsubscribeUrl } from './unsubscribe-link';
