/**
 * The contract between the loader and the host chunk it imports on first need (`createHost` of `./host.ts`,
 * built by the `host` target as `/sdk/widgets/host/host-[hash].js`, listed in `/sdk/widgets/manifest.json`, and
 * copied to `/sdk/widgets/host/host.js`, the fixed name the loader imports). The loader stays
 * within 2 KB brotli: the API, the snippet queue, the shared-state hub with its hand-written guards, the frame
 * registry the hub checks `event.source` against. The host chunk carries the rest with zod and comlink: slots
 * (skeleton, error, timeout), frames and shadow roots, the handshake and RPC over the handed-over port, widget
 * events, auto-mounting, and the shared player session. Types only: nothing here reaches the loader bundle.
 */
import type { WidgetOptionsInput } from '../protocol/widget-options';
import type { WidgetName } from '../protocol/widgets';
import type { Plain } from './guards';
import type { Hub } from './hub';

export type { WidgetName };

type Callback = (data: Plain) => void;

/**
 * The stable `code` of every `error` event and of every rejection of the API (`mount`, `handle.call` aside, whose
 * codes are the widget's): partners switch on these, so they never change meaning (docs/embedding.md).
 */
export type LoaderErrorCode =
  /** No `ready` from the widget within `timeout`. */
  | 'load_timeout'
  /** The host chunk, the runtime or the widget module could not be loaded. */
  | 'load_failed'
  /** `mount` named a widget that does not exist. */
  | 'unknown_widget'
  /** `mount`'s target is missing: no element, or no element matches the selector. */
  | 'target_missing'
  /** `mount`'s options, or the widget options of `init` (partner, lang, theme, …), do not parse. */
  | 'invalid_options'
  /** `data-betframe-props` is not a JSON object (event only: the widget mounts without props). */
  | 'invalid_props'
  /** An auto-mounted element could not be mounted (event only; its cause is the message). */
  | 'mount_failed'
  /** The partner's `onTokenRefresh` threw or rejected (event only; the player is then signed out: `logout`). */
  | 'token_refresh_failed'
  /** `handle.destroy()` or `Betframe.destroy()` came before the widget was ready. */
  | 'destroyed';

/** What `mount` rejects with: an Error (a TypeError for a call that was wrong) carrying its stable code. */
export interface LoaderError extends Error {
  code: LoaderErrorCode;
}

/** The `data` of an `error` event. */
export interface LoaderErrorEvent {
  widget: string | null;
  code: LoaderErrorCode;
  message: string;
}

/**
 * `Betframe.init`'s options: the widget options of every widget of the page (`partner`, `group`, `lang`,
 * `country`, `currency`, `theme` — one schema, parsed where a widget mounts: protocol/widget-options.ts) and the
 * page's own below.
 */
export interface InitOptions extends WidgetOptionsInput {
  /** The sportsbook origin; defaults to the origin the loader was served from. */
  origin?: string;
  /**
   * Further origins whose windows may join the shared state (e.g. a statistics frame the partner embeds) and ask
   * for the player session (a framed site: `betframe:session`, sdk/src/session/handover.ts).
   */
  allowedOrigins?: string[];
  /** A player token the partner obtained itself (session handover). */
  token?: string;
  /**
   * Called before a partner token expires, when a widget or a framed site asks (once for all who ask at once);
   * resolves to the new token. When it throws or rejects, the player is signed out everywhere.
   */
  onTokenRefresh?: () => string | Promise<string>;
  /** Load timeout in ms before a widget shows its error (default 15000). */
  timeout?: number;
  /** The shared-state store of this page (21 characters); one is generated when absent. */
  storeId?: string;
}

export interface MountOptions {
  target: Element | string;
  mode?: 'iframe' | 'inline';
  props?: Plain;
  /** Put the widget in another shared-state store than the page's (independent groups of widgets). */
  storeId?: string;
}

export interface WidgetHandle {
  readonly name: WidgetName;
  update(props: Plain): Promise<unknown>;
  /** Calls a method the widget exposes, e.g. `call('addOutcome', outcome)` on the coupon. */
  call(method: string, ...args: unknown[]): Promise<unknown>;
  on(event: string, cb: Callback): () => void;
  destroy(): void;
}

export interface BetframeApi {
  init(options?: InitOptions): void;
  /** Rejects with a `LoaderError`. */
  mount(name: WidgetName, options: MountOptions): Promise<WidgetHandle>;
  on(event: string, cb: Callback): () => void;
  getState(): Plain;
  setState(patch: Plain): void;
  login(token: string): void;
  logout(): void;
  destroy(): void;
}

export interface HostBridge {
  win: Window;
  hub: Hub;
  /** Frame windows the hub accepts shared-state messages from (with the sportsbook origin). */
  frames: Set<Window>;
  /** Emits a host event to `Betframe.on` listeners. */
  emit(event: string, data: Plain): void;
  options(): InitOptions;
  /** The sportsbook origin. */
  origin(): string;
  /** The page's shared-state store id. */
  storeId(): string;
}

export interface HostModule {
  /** `held`: the placeholder the loader put in the target at the call, adopted as the widget's slot. */
  mount(name: string, options: MountOptions, held?: HTMLElement): Promise<WidgetHandle>;
  /** Mounts the `data-betframe-widget` elements under `root` and watches for more. */
  observe(root: Document): void;
  login(token: string): void;
  logout(): void;
  /** A `betframe:session` message from a window of an allowed origin: a framed site asks for the session. */
  session(event: MessageEvent): void;
  destroy(): void;
}

export type CreateHost = (bridge: HostBridge) => HostModule;
