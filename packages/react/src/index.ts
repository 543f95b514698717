/** `@betframe/react`: Betframe widgets in a React app (docs/embedding.md "From npm"). */
export { type BetframeContextValue, useBetframe } from './context';
export { useBetframeEvent, useBetframeState } from './hooks';
export { BetframeProvider, type BetframeProviderProps } from './provider';
export { BetframeWidget, type BetframeWidgetProps, type WidgetEventHandler } from './widget';
