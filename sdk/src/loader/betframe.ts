/**
 * The partner-facing `Betframe` API of CONTRACTS §2, as small as it can be (the loader's budget is 2 KB brotli).
 * The loader itself keeps what must answer at once or must not wait for anything: the API and its listeners,
 * the shared-state hub (hand-validated, `getState`/`setState` are synchronous) and the window listener that feeds
 * it. Everything else is in the host chunk (host-contract.ts), imported on first need — a `mount`, a
 * `data-betframe-widget` element present or added later, a `login`.
 */
import { defaults, isPatch, type Plain, SESSION } from './guards';
import type { BetframeApi, HostModule, InitOptions, LoaderError, LoaderErrorCode } from './host-contract';
import { createHub, hubListener } from './hub';
import { skeletonHeight } from './skeleton';

type Listeners = Map<string, Set<(data: Plain) => void>>;

/** A failure the page should see in its console but that must not stop anything else. */
export const report = (error: unknown): void => console.error('[Betframe]', error);

export function createBetframe(win: Window, defaultOrigin: string): BetframeApi {
  const doc = win.document;
  const selector = '[data-betframe-widget]';
  const unavailable = 'This widget could not be loaded';
  let opts: InitOptions = {};
  let page = Array.from(crypto.getRandomValues(new Uint8Array(21)), (b) => (b % 36).toString(36)).join('');
  /** Set while started: undoes what `start` set up (the window listener, the observer). */
  let global: (() => void) | undefined;
  let chunk: Promise<HostModule> | undefined;
  let loaded: HostModule | undefined;
  let generation = 0;
  const listeners: Listeners = new Map();
  const frames = new Set<Window>();
  const origin = () => opts.origin ?? defaultOrigin;
  const emit = (event: string, data: Plain) => {
    for (const cb of listeners.get(event) ?? []) {
      try {
        cb(data);
      } catch (error) {
        report(error);
      }
    }
  };
  const hub = createHub((storeId, patch) => emit('state', { patch, storeId }));
  /** Holds a widget's place from the call on, until the host chunk adopts this element as its slot (skeleton.ts). */
  const hold = (target: unknown, name: string | null) => {
    const slot = doc.createElement('div');
    slot.setAttribute('aria-busy', 'true');
    slot.style.cssText = `height:${skeletonHeight(name)}px;background:#8882`;
    try {
      ((typeof target === 'string' ? doc.querySelector(target) : target) as Element).append(slot);
    } catch {
      // No element there (or not a selector): the host chunk rejects the mount.
    }
    return slot;
  };

  const host = () =>
    (chunk ??= (async () => {
      // The host chunk's fixed name (briefly cached like the loader): no manifest round trip before it.
      loaded = (await import(/* @vite-ignore */ `${origin()}/sdk/widgets/host/host.js`)).createHost({
        win,
        hub,
        frames,
        emit,
        options: () => opts,
        origin,
        storeId: () => page,
      });
      if (global) loaded?.observe(doc);
      return loaded as HostModule;
    })());

  const start = () => {
    if (global) return;
    const shared = hubListener(hub, (w, o) => (frames.has(w) && o === origin()) || !!opts.allowedOrigins?.includes(o));
    const listener = (e: MessageEvent) => {
      shared(e);
      // A site framed from an allowed origin asks for the player session (session/handover.ts): the host chunk
      // answers and checks everything again; here only what decides whether to load it.
      if (e.data?.ns === SESSION && opts.allowedOrigins?.includes(e.origin)) host().then((h) => h.session(e), report);
    };
    win.addEventListener('message', listener);
    // Until the host chunk is here, only watch for widget elements; it then mounts them and watches itself.
    const waiting = () => {
      // Only an empty element is held: not one with the partner's own content, nor one showing the failure text.
      for (const el of doc.querySelectorAll(selector)) {
        if (!el.firstChild) hold(el, el.getAttribute('data-betframe-widget'));
      }
      if (doc.querySelector(selector)) host().catch(fail);
    };
    const observer = new MutationObserver(() => loaded || waiting());
    observer.observe(doc, { childList: true, subtree: true });
    global = () => {
      win.removeEventListener('message', listener);
      observer.disconnect();
    };
    if (loaded) loaded.observe(doc);
    else waiting();
  };

  const loadFailed = (widget: string | null, message: string) =>
    emit('error', { widget, code: 'load_failed' satisfies LoaderErrorCode, message });
  /** The host chunk could not load: no widget can show, so say so in every slot waiting for one. */
  const fail = () => {
    // Only where the message is not shown yet: writing it is a mutation our observer sees.
    for (const el of doc.querySelectorAll(selector)) if (el.textContent !== unavailable) el.textContent = unavailable;
    loadFailed(null, unavailable);
  };

  return {
    init(options = {}) {
      if (typeof options !== 'object' || options === null) throw new TypeError('Betframe: init options');
      const { token } = options;
      // Idempotent: the same token again is not a new login.
      if (token && token !== opts.token) host().then((h) => h.login(token));
      opts = { ...opts, ...options };
      // `https://sportsbook.example/` and the like become a bare origin, as messages carry it.
      if (options.origin) opts.origin = new URL(options.origin).origin;
      if (options.storeId) page = options.storeId;
      start();
    },
    mount(name, options) {
      start();
      const before = generation;
      const slot = hold(options?.target, name);
      return host().then(
        // A destroy() while the runtime was loading cancels the mounts made before it.
        (h) => {
          if (before === generation) return h.mount(name, options, slot);
          slot.remove();
          // Rejections carry a stable code (LoaderErrorCode), as the host chunk's own do.
          throw Object.assign(Error('Betframe: destroyed'), { code: 'destroyed' } satisfies Pick<LoaderError, 'code'>);
        },
        // What fails here is an Error (the manifest, the chunk's import); it is passed on with its code.
        (error: Error) => {
          slot.replaceWith(unavailable);
          loadFailed(name, String(error));
          throw Object.assign(error, { code: 'load_failed' } satisfies Pick<LoaderError, 'code'>);
        },
      );
    },
    on(event, cb) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set.add(cb));
      return () => void set.delete(cb);
    },
    // Every key of CONTRACTS §4: what was set over the defaults (a fresh coupon list each time).
    getState: () => ({ ...defaults, couponOutcomes: [], ...hub.get(page) }),
    setState(patch) {
      if (!isPatch(patch)) throw new TypeError('Betframe: bad state patch');
      hub.set(page, patch);
    },
    login: (token) => void host().then((h) => h.login(token)),
    logout: () => void host().then((h) => h.logout()),
    destroy() {
      generation++;
      loaded?.destroy();
      global?.();
      global = undefined;
      hub.clear();
      frames.clear();
      listeners.clear();
    },
  };
}
