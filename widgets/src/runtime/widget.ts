/**
 * What a widget module exports (its default export) and what the runtime gives it. A widget is a React component
 * plus, optionally, the methods the host page may call (`handle.call(name, …)`); the runtime does the rest —
 * theme, language and direction, the site configuration, the shared state, the session, sizing, messaging.
 */
import type { WidgetConfig } from '@betframe/sdk/config';
import type { PassThroughEvents, SharedStore, WidgetName, WidgetOptions } from '@betframe/sdk/protocol';
import type { WidgetSession } from '@betframe/sdk/session';
import type { ComponentType } from 'react';
import type { StoreApi } from 'zustand/vanilla';

// Defined once in the SDK (protocol/widgets.ts, protocol/widget-options.ts); re-exported for widget code.
export type { WidgetName, WidgetOptions };
export type Props = Record<string, unknown>;

export interface WidgetRuntime {
  name: WidgetName;
  /** The sportsbook origin: base of every API call. */
  origin: string;
  options: WidgetOptions;
  config: WidgetConfig;
  shared: StoreApi<SharedStore>;
  session: WidgetSession;
  props: StoreApi<{ props: Props }>;
  /** The last balance another widget reported (null until one does): refresh whatever shows money. */
  balance: StoreApi<{ notice: BalanceNotice | null }>;
  /** Reports an event to the host page (CONTRACTS §2); login and logout go through `session`. */
  emit<E extends keyof PassThroughEvents>(event: E, data: PassThroughEvents[E]): void;
}

/** A balance another widget of the page reported (the host forwards `balance` events); `seq` counts them. */
export interface BalanceNotice {
  currency: string;
  amount: number;
  seq: number;
}

export type WidgetApi = Record<string, (...args: never[]) => unknown>;

export interface WidgetDefinition {
  name: WidgetName;
  Component: ComponentType;
  /** Methods the host page may call through `handle.call`. */
  api?: (runtime: WidgetRuntime) => WidgetApi;
  /** Extra CSS for this widget (px sizes; it lives in a shadow root or a frame). */
  styles?: string;
}

export function defineWidget(definition: WidgetDefinition): WidgetDefinition {
  return definition;
}
