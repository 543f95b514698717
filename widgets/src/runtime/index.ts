/**
 * The widget runtime (the `runtime` entry of the widgets build): what widget modules build on, and the inline
 * mounting the host chunk calls.
 */

export { RuntimeContext, useBalanceNotice, useProps, useRuntime, useSession, useShared } from './context';
export { mountInline } from './inline';
export { type MountedWidget, mountWidget } from './mount';
export { Shell, Title, useTitleTag } from './shell';
export { baseStyles } from './styles';
// `useTexts` itself is imported from './use-texts' (see there); its `t` type is here for the screens typed with it.
export type { Translate, Translate as AppT } from './use-texts';
export * from './widget';
