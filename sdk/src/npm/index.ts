/**
 * `@betframe/sdk` as published to npm (scripts/build-packages.ts → dist/packages/sdk): `loadBetframe` and the
 * loader's types. The workspace's own subpaths (`@betframe/sdk/request`, …) are the platform of our widgets and
 * are not part of the published package.
 */
export type {
  InitOptions,
  LoaderError,
  LoaderErrorCode,
  LoaderErrorEvent,
  MountOptions,
  WidgetName,
} from '../loader/host-contract';
export type { CouponOutcome, SharedState, SharedStateKey, SharedStatePatch } from '../protocol/shared-state';
export { sharedStateDefaults } from '../protocol/shared-state-defaults';
export { type LoadOptions, loadBetframe } from './load-betframe';
export {
  type BetframeEventName,
  type BetframeEvents,
  betframeEventNames,
  type TypedBetframe,
  type TypedWidgetHandle,
} from './typed-api';
