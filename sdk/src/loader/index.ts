/**
 * The loader's importable parts. The loader script itself is `main.ts` (built to `/sdk/loader.js`); the host
 * chunk `createHost` is built as the `host` entry of the widgets build.
 */
export { createBetframe } from './betframe';
export { type Cleanup, cleanup, listen } from './cleanup';
export { isPatch, isSharedMessage } from './guards';
export { createHost, frameSandbox, type InlineRuntime } from './host';
export type * from './host-contract';
export { createHub, type Hub, hubListener } from './hub';
