/**
 * The loader's API as a partner's TypeScript sees it: the events CONTRACTS §2 names with their data, and the
 * shared state with its keys. The loader itself stays untyped at runtime (it is 2 KB); these are types over it.
 */
import type { BetframeApi, LoaderErrorEvent, WidgetName } from '../loader/host-contract';
import type { PassThroughEvents } from '../protocol/envelope';
import type { SharedState, SharedStatePatch } from '../protocol/shared-state';

/** Every event of `Betframe.on` / `handle.on` with its `data`. Widget events carry the widget's name. */
export interface BetframeEvents {
  ready: { widget: WidgetName };
  resize: { widget: WidgetName; height: number };
  navigate: PassThroughEvents['navigate'] & { widget: WidgetName };
  login: { userId: string | null };
  logout: Record<string, never>;
  balance: PassThroughEvents['balance'] & { widget: WidgetName };
  'bet:placed': PassThroughEvents['bet:placed'] & { widget: WidgetName };
  error: LoaderErrorEvent;
  /** `storeId`: the store that changed (the page's own, or a group's named at `mount`). */
  state: { patch: SharedStatePatch; storeId: string };
}
export type BetframeEventName = keyof BetframeEvents;

export const betframeEventNames = [
  'ready',
  'resize',
  'navigate',
  'login',
  'logout',
  'balance',
  'bet:placed',
  'error',
  'state',
] as const satisfies readonly BetframeEventName[];

type On = <E extends BetframeEventName>(event: E, cb: (data: BetframeEvents[E]) => void) => () => void;

/** A widget handle whose `on` knows the events. */
export type TypedWidgetHandle = Omit<Awaited<ReturnType<BetframeApi['mount']>>, 'on'> & { on: On };

/** `window.Betframe` as `loadBetframe` resolves it: typed events and a `getState` with every key. */
export interface TypedBetframe extends Omit<BetframeApi, 'on' | 'mount' | 'getState' | 'setState'> {
  on: On;
  mount(...args: Parameters<BetframeApi['mount']>): Promise<TypedWidgetHandle>;
  /** Every key of CONTRACTS §4: its value, or its default while nobody has set it. */
  getState(): SharedState;
  /** Throws a `TypeError` on an unknown key or a bad value. */
  setState(patch: SharedStatePatch): void;
}
