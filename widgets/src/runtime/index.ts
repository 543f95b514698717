/**
 * The widget runtime (the `runtime` entry of the widgets build): what widget modules build on, and the inline
 * mounting the host chunk calls.
 */

export { APP_TEXTS_WAIT_MS, type AppT, appTranslate, loadAppTexts, useAppT } from './app-texts';
export { RuntimeContext, useBalanceNotice, useProps, useRuntime, useSession, useShared } from './context';
export { mountInline } from './inline';
export { type MessageKey, translate } from './messages';
export { type MountedWidget, mountWidget } from './mount';
export { Shell, useT } from './shell';
export { baseStyles } from './styles';
export * from './widget';
