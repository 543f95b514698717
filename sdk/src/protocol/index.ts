export * from './endpoint';
export * from './envelope';
export * from './frame-page';
export * from './handshake';
export * from './lazy-rpc';
export * from './origin';
// Not `exposeWidgetApi` itself: comlink reaches a widget lazily (lazy-rpc.ts); import it from './rpc' in tests.
export type { WidgetApi } from './rpc';
export * from './rpc-wire';
export * from './shared-state';
export * from './shared-state-link';
export * from './shared-store';
export * from './widget-connection';
export * from './widget-options';
export * from './widgets';
