/**
 * The widget runtime (the `runtime` entry of the widgets build): what widget modules build on, and the inline
 * mounting the host chunk calls.
 */

// Types only: the app texts load through the request layer, which a widget without account screens (casino)
// should not download with the runtime; useAppT is imported from './app-texts' where it is used.
export type { AppT } from './app-texts';
export { RuntimeContext, useBalanceNotice, useProps, useRuntime, useSession, useShared } from './context';
export { mountInline } from './inline';
export { type MessageKey, translate } from './messages';
export { type MountedWidget, mountWidget } from './mount';
export { Shell, useT } from './shell';
export { baseStyles } from './styles';
export * from './widget';
