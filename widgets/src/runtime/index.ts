/**
 * The widget runtime: what widget modules build on. The inline mounting the host chunk calls is the `runtime` entry
 * of the widgets build (./inline-entry.ts), not here: re-exported here, every widget loaded it as a chunk of its own.
 */

export { RuntimeContext, useBalanceNotice, useProps, useRuntime, useSession, useShared } from './context';
export { type MountedWidget, mountWidget } from './mount';
export { Shell, Title, useTitleTag } from './shell';
export { baseStyles } from './styles';
// `useTexts` itself is imported from './use-texts' (see there); its `t` type is here for the screens typed with it.
export type { Translate, Translate as AppT } from './use-texts';
export * from './widget';
