/**
 * Mounts one widget into a container, in a frame or in a shadow root alike: loads the site configuration of the
 * partner and country (defaults when the call fails, so the widget still shows), binds the shared store and the
 * session, exposes the widget's API to the host over the port, renders it in its language, direction and theme,
 * and reports its height (ResizeObserver, rounded up, sent only when it changed — no resize loop).
 */
import { fetchSiteConfigAttributes, type WidgetConfig, widgetConfigSchema } from '@betframe/sdk/config';
import {
  type BoundSharedStore,
  bindSharedStore,
  type Endpoint,
  exposeWidgetApiLazily,
  type FrameEventName,
  type ParsedWidgetOptions,
  passThroughEventSchemas,
  postFrameEvent,
  resolveWidgetOptions,
} from '@betframe/sdk/protocol';
import { createWidgetSession, requestStorageAccessIfNeeded } from '@betframe/sdk/session';
import { createRoot } from 'react-dom/client';
import { createStore } from 'zustand/vanilla';
import { RuntimeContext } from './context';
import { widgetStyles } from './styles';
import { themeOf } from './theme';
import type { BalanceNotice, Props, WidgetDefinition, WidgetOptions, WidgetRuntime } from './widget';

export interface MountWidgetOptions {
  widget: WidgetDefinition;
  /** Where the widget's styles and root element go: a shadow root or the frame's body. */
  container: ShadowRoot | HTMLElement;
  origin: string;
  storeId: string;
  /** The shared-state link's endpoint: the parent window (frame) or a port (inline). */
  stateEndpoint: Endpoint;
  /** Parsed once by the caller (frame page or `mountInline`); only the language may still be open. */
  options: ParsedWidgetOptions;
  /** The site configuration, when the caller already has it. */
  config?: WidgetConfig;
}

export interface MountedWidget {
  /** Hands the RPC/event port of a (re)connected host to the widget; it then reports `ready` and its height. */
  connect(port: MessagePort): void;
  unmount(): void;
}

/** The configuration answers of this page by their query: its widgets (the line's sections, the slip…) read one
 * answer, parsed once, instead of one each (a failed call is asked again by the next widget). */
const configs = new Map<string, Promise<WidgetConfig>>();

async function loadConfig(origin: string, options: MountWidgetOptions['options']): Promise<WidgetConfig> {
  const key = [origin, options.partner, options.group, options.country].join('|');
  const known = configs.get(key);
  if (known) return known;
  const call = fetchSiteConfigAttributes(fetch, origin, {
    partner: options.partner,
    group: options.group,
    country: options.country,
  })
    .then((attributes) => widgetConfigSchema.parse(attributes))
    .catch(() => {
      configs.delete(key);
      return widgetConfigSchema.parse({});
    });
  configs.set(key, call);
  // While the call travels, in a task of its own: the configuration's schema is built on first use (once per
  // page), which would otherwise lengthen the task that reads the answer (docs/content-and-seo.md "Page speed").
  await new Promise((resolve) => setTimeout(resolve, 0));
  widgetConfigSchema.prepare();
  return call;
}

export async function mountWidget(mount: MountWidgetOptions): Promise<MountedWidget> {
  const { widget, container, origin, storeId, stateEndpoint } = mount;
  const config = mount.config ?? (await loadConfig(origin, mount.options));
  const options: WidgetOptions = resolveWidgetOptions(mount.options, config.defaultLanguage);
  const { lang } = options;

  let port: MessagePort | null = null;
  let stopApi: () => void = () => {};
  const queued: Array<[FrameEventName, Record<string, unknown>]> = [];
  const send = (event: FrameEventName, data: Record<string, unknown>) => {
    if (port) postFrameEvent(port, event, data);
    else if (event !== 'resize') queued.push([event, data]);
  };

  const session = createWidgetSession({
    login: (data) => {
      // A login comes from the player's click: the moment the Storage Access API allows asking for unpartitioned
      // storage, so the sportsbook's own session can apply in this frame too (docs/embedding.md).
      if (container instanceof HTMLElement) void requestStorageAccessIfNeeded(document);
      send('login', data);
    },
    logout: () => send('logout', {}),
    refresh: () => send('session:refresh', {}),
  });
  const shared: BoundSharedStore = bindSharedStore(stateEndpoint, storeId);
  const props = createStore<{ props: Props }>()(() => ({ props: {} }));
  const balance = createStore<{ notice: BalanceNotice | null }>()(() => ({ notice: null }));
  const runtime: WidgetRuntime = {
    name: widget.name,
    origin,
    options,
    config,
    shared: shared.store,
    session,
    props,
    balance,
    emit: (event, data) => send(event, data),
  };
  const api = {
    ...widget.api?.(runtime),
    update(next: unknown) {
      if (typeof next !== 'object' || next === null || Array.isArray(next))
        throw new TypeError('props must be an object');
      props.setState({ props: next as Props });
    },
    setSession(next: unknown) {
      session.receive(next);
    },
    /** The host forwards a balance another widget of the page reported. */
    balanceChanged(next: unknown) {
      const parsed = passThroughEventSchemas.balance.safeParse(next);
      if (!parsed.success) throw new TypeError('balanceChanged: { currency, amount } expected');
      balance.setState({ notice: { ...parsed.data, seq: (balance.getState().notice?.seq ?? 0) + 1 } });
    },
  };

  const style = document.createElement('style');
  // A shadow root cannot declare a font: only a framed widget's document gets the brand font's @font-face.
  style.textContent = (await widgetStyles(config.customize, container instanceof HTMLElement)) + (widget.styles ?? '');
  const root = document.createElement('div');
  root.className = 'bf-root';
  root.dataset.widget = widget.name;
  // The page's live theme (shared `overlayTheme`) repaints the widget without a remount.
  const applyTheme = () => {
    root.dataset.theme = themeOf(undefined, shared.store.getState().overlayTheme, options.theme);
  };
  applyTheme();
  const stopTheme = shared.store.subscribe(applyTheme);
  root.setAttribute('lang', lang);
  root.setAttribute('dir', options.dir);
  container.append(style, root);
  const reactRoot = createRoot(root);
  const { Component } = widget;
  reactRoot.render(
    <RuntimeContext.Provider value={runtime}>
      <Component />
    </RuntimeContext.Provider>,
  );

  let height = -1;
  const measure = () => {
    const next = Math.ceil(root.getBoundingClientRect().height);
    if (next === height) return;
    height = next;
    send('resize', { height });
  };
  const observer = new ResizeObserver(measure);
  observer.observe(root);
  // Chromium throttles rendering in a cross-origin frame that is off screen: no ResizeObserver callbacks until it
  // scrolls into view, so a widget that grew meanwhile would keep a clipped frame. Mutation callbacks still run
  // there and a forced layout still measures, so a framed widget's content changes are measured through them too.
  // Inline (a shadow root in the page) the ResizeObserver alone reports, after the browser's own layout: measuring
  // on every mutation forced a layout into each render's task, a long task on a slow phone (docs/content-and-seo.md
  // "Page speed").
  const framed = container instanceof HTMLElement;
  const mutations = framed ? new MutationObserver(measure) : null;
  mutations?.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });

  return {
    connect(next) {
      stopApi();
      port = next;
      stopApi = exposeWidgetApiLazily(next, api);
      for (const [event, data] of queued.splice(0)) postFrameEvent(next, event, data);
      postFrameEvent(next, 'ready', { widget: widget.name });
      if (framed) {
        height = -1;
        measure();
      } else if (height >= 0) send('resize', { height });
      // Inline, not yet measured: the observer's first report follows the first layout.
    },
    unmount() {
      observer.disconnect();
      mutations?.disconnect();
      stopTheme();
      stopApi();
      port = null;
      shared.destroy();
      session.destroy();
      reactRoot.unmount();
      style.remove();
      root.remove();
    },
  };
}
