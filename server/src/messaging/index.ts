export { registerDevOutbox } from './dev-outbox';
export { createOutboxSender, type MessageSender, type OutgoingMessage } from './sender';
