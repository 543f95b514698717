/**
 * The host chunk: the loader's lazily imported half (see host-contract.ts), built as the `host` entry of the
 * widgets build. Here each widget gets its slot in the page (a skeleton while loading, a clear message and an
 * `error` event when it fails or times out), its frame (iframe mode) or shadow root (inline mode), its connection
 * (handshake, comlink RPC, zod-checked events) and its place in the shared player session.
 *
 * Every widget owns a cleanup registry; `handle.destroy()` runs it and removes the slot, the frame, every listener
 * and the hub peer. `destroy()` here does that for every widget and stops watching the document.
 */
import * as z from 'zod/mini';
import { type FrameEvent, passThroughEventSchemas } from '../protocol/envelope';
import { connectFrame, connectInline, type WidgetConnection } from '../protocol/widget-connection';
import { type WidgetName, type WidgetsManifest, widgetNames, widgetsManifestSchema } from '../protocol/widgets';
import { type PlayerSession, userIdOfToken } from '../session/session';
import { type Cleanup, cleanup, listen } from './cleanup';
import type { Plain } from './guards';
import type { CreateHost, HostBridge, HostModule, MountOptions, WidgetHandle } from './host-contract';
import { createAlert, createSkeleton, type SlotText, slotText } from './skeleton';

/**
 * The frames' sandbox: scripts and their own (sportsbook) origin for its cookies and API calls; forms for login
 * and registration; popups (payment pages, the statistics window) that may leave the sandbox; storage access on a
 * click (Storage Access API). No top navigation: a widget asks the host page with a `navigate` event instead.
 */
export const frameSandbox = [
  'allow-scripts',
  'allow-same-origin',
  'allow-forms',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
  'allow-storage-access-by-user-activation',
].join(' ');

const mountOptionsSchema = z.object({
  target: z.union([z.string().check(z.minLength(1)), z.custom<Element>((v) => v instanceof Element)]),
  mode: z.optional(z.enum(['iframe', 'inline'])),
  props: z.optional(z.record(z.string(), z.unknown())),
  storeId: z.optional(z.string().check(z.regex(/^[\w-]{21}$/))),
});

const resizeSchema = z.object({ height: z.number().check(z.minimum(0), z.maximum(1_000_000)) });
const loginSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(8192)),
  userId: z.optional(z.nullable(z.union([z.string(), z.number()]))),
});

/** The runtime's inline entry (widgets/src/runtime/inline.ts). */
export interface InlineRuntime {
  mountInline(options: {
    root: ShadowRoot;
    widget: unknown;
    port: MessagePort;
    statePort: MessagePort;
    storeId: string;
    origin: string;
    options: Plain;
  }): () => void;
}

interface Mounted {
  handle: WidgetHandle;
  connection?: WidgetConnection;
}

export const createHost: CreateHost = (bridge: HostBridge): HostModule => {
  const { win, hub, frames, emit } = bridge;
  const doc = win.document;
  const mounted = new Set<Mounted>();
  const autos = new Map<Element, WidgetHandle>();
  let session: PlayerSession | null = null;
  let watching: Cleanup | undefined;
  let manifest: Promise<WidgetsManifest> | undefined;

  const loadManifest = (origin: string) =>
    (manifest ??= fetch(`${origin}/sdk/widgets/manifest.json`)
      .then((r) => r.json())
      .then((m) => widgetsManifestSchema.parse(m)));

  const share = (except?: Mounted) => {
    for (const m of mounted) if (m !== except) m.connection?.call('setSession', [session]).catch(() => {});
  };
  const setSession = (next: PlayerSession | null, except?: Mounted) => {
    session = next;
    share(except);
    emit(next ? 'login' : 'logout', next ? { userId: next.userId } : {});
  };
  const login = (token: string) => {
    const parsed = loginSchema.safeParse({ token });
    if (!parsed.success) throw new TypeError('Betframe.login: the token must be a non-empty string');
    setSession({ token, userId: userIdOfToken(token), source: 'partner' });
  };

  /** `held`: the loader's placeholder in the target (skeleton.ts), adopted as the slot so the layout stays put. */
  const create = (name: string, options: MountOptions, held?: HTMLElement): [WidgetHandle, Promise<WidgetHandle>] => {
    const c = cleanup();
    const local = new Map<string, Set<(data: Plain) => void>>();
    const opts = bridge.options();
    const origin = bridge.origin();
    let live = true;
    let resolveReady!: (h: WidgetHandle) => void;
    let rejectReady!: (e: Error) => void;
    const ready = new Promise<WidgetHandle>((resolve, reject) => {
      resolveReady = resolve;
      rejectReady = reject;
    });
    ready.catch(() => {});
    let props: Plain = {};
    const entry: Mounted = {
      handle: {
        name,
        update(next) {
          props = next;
          return entry.connection ? entry.connection.call('update', [next]) : Promise.reject(new Error('not mounted'));
        },
        call: (method, ...args) =>
          entry.connection ? entry.connection.call(method, args) : Promise.reject(new Error('not mounted')),
        on(event, cb) {
          const set = local.get(event) ?? new Set();
          local.set(event, set);
          set.add(cb);
          return () => void set.delete(cb);
        },
        destroy() {
          if (!live) return;
          live = false;
          mounted.delete(entry);
          for (const [el, h] of autos) if (h === entry.handle) autos.delete(el);
          c.run();
          rejectReady(new Error(`Betframe: ${name} was destroyed`));
        },
      },
    };
    const { handle } = entry;
    const signal = (event: string, data: Plain) => {
      if (!live) return;
      const full = { ...data, widget: name };
      for (const cb of local.get(event) ?? []) {
        try {
          cb(full);
        } catch (error) {
          console.error('[Betframe]', error);
        }
      }
      emit(event, full);
    };

    const refuse = (error: TypeError): [WidgetHandle, Promise<WidgetHandle>] => {
      held?.remove();
      return [handle, Promise.reject(error)];
    };
    const checked = mountOptionsSchema.safeParse(options);
    if (!(widgetNames as readonly string[]).includes(name)) {
      return refuse(new TypeError(`Betframe.mount: unknown widget "${name}"`));
    }
    if (!checked.success) return refuse(new TypeError('Betframe.mount: invalid options'));
    const { target, mode, storeId = bridge.storeId() } = checked.data;
    props = checked.data.props ?? {};
    const host = typeof target === 'string' ? doc.querySelector(target) : target;
    if (!host) return refuse(new TypeError(`Betframe.mount: no element matches "${target}"`));

    mounted.add(entry);
    // The slot is busy (and shows the skeleton) from the mount call until the widget has painted at its height.
    const slot = held?.parentElement === host ? held : doc.createElement('div');
    if (slot !== held) held?.remove();
    slot.replaceChildren();
    slot.className = 'betframe-slot';
    slot.dataset.widget = name;
    slot.setAttribute('aria-busy', 'true');
    slot.style.cssText = 'position:relative';
    const skeleton = createSkeleton(doc, name, opts.theme, opts.lang);
    slot.append(skeleton);
    if (!slot.isConnected) host.append(slot);
    c.add(() => slot.remove());

    const fail = (code: string, message: string, text: SlotText) => {
      if (!live) return;
      slot.removeAttribute('aria-busy');
      slot.style.cssText = '';
      slot.replaceChildren(createAlert(doc, slotText(opts.lang, text), opts.theme, opts.lang));
      signal('error', { code, message });
      rejectReady(new Error(`Betframe: ${name}: ${message}`));
    };
    const timer = win.setTimeout(
      () => fail('load_timeout', 'This widget took too long to load.', 'timeout'),
      opts.timeout ?? 15_000,
    );
    c.add(() => win.clearTimeout(timer));

    let frame: HTMLIFrameElement | undefined;
    let box: HTMLElement | undefined;
    let isReady = false;
    let shown = false;
    let height: number | undefined;
    /** Swaps the skeleton for the widget in one task, at the widget's height: one layout change, no collapse. */
    const reveal = () => {
      if (shown || !live) return;
      shown = true;
      if (frame && height !== undefined) frame.style.height = `${height}px`;
      skeleton.remove();
      slot.removeAttribute('aria-busy');
      if (frame) frame.style.visibility = '';
      if (box) box.style.cssText = '';
    };
    const onEvent = ({ name: event, data }: FrameEvent) => {
      if (event === 'ready') {
        win.clearTimeout(timer);
        isReady = true;
        // The widget reports its height right after `ready`; a widget that does not is shown anyway.
        if (height === undefined) {
          const late = win.setTimeout(reveal, 1000);
          c.add(() => win.clearTimeout(late));
        } else reveal();
        entry.connection?.call('update', [props]).catch(() => {});
        if (session) entry.connection?.call('setSession', [session]).catch(() => {});
        signal('ready', {});
        resolveReady(handle);
      } else if (event === 'resize') {
        const parsed = resizeSchema.safeParse(data);
        if (!parsed.success) return;
        height = Math.ceil(parsed.data.height);
        if (shown && frame) frame.style.height = `${height}px`;
        else if (isReady) reveal();
        signal('resize', { height });
      } else if (event === 'login') {
        const parsed = loginSchema.safeParse(data);
        if (!parsed.success) return;
        const { token, userId } = parsed.data;
        setSession({ token, userId: userId == null ? userIdOfToken(token) : String(userId), source: 'widget' }, entry);
      } else if (event === 'logout') {
        if (session) setSession(null, entry);
      } else if (event === 'session:refresh') {
        const refresh = bridge.options().onTokenRefresh;
        if (!refresh || session?.source !== 'partner') return;
        Promise.resolve()
          .then(refresh)
          .then(login)
          .catch((error: unknown) =>
            signal('error', {
              code: 'token_refresh_failed',
              message: error instanceof Error ? error.message : String(error),
            }),
          );
      } else if (event in passThroughEventSchemas) {
        const parsed = passThroughEventSchemas[event as keyof typeof passThroughEventSchemas].safeParse(data);
        if (!parsed.success) return;
        signal(event, parsed.data);
        // A balance one widget saw (a bet placed, a deposit) is news to every other widget of the page: each one
        // showing money refreshes without a reload. Not back to the sender, so two balance widgets cannot echo.
        if (event === 'balance') {
          for (const m of mounted) if (m !== entry) m.connection?.call('balanceChanged', [parsed.data]).catch(() => {});
        }
      }
    };

    const inline = (mode ?? (origin === win.location.origin ? 'inline' : 'iframe')) === 'inline';
    if (!inline) {
      frame = doc.createElement('iframe');
      const query = new URLSearchParams({
        host: win.location.origin,
        store: storeId,
        partner: String(opts.partner ?? 1),
      });
      for (const key of ['group', 'lang', 'country', 'currency', 'theme'] as const) {
        const value = opts[key];
        if (value !== undefined && value !== null) query.set(key, String(value));
      }
      frame.src = `${origin}/sdk/frame/${name}?${query}`;
      frame.title = `${name[0]?.toUpperCase()}${name.slice(1)}`;
      frame.setAttribute('sandbox', frameSandbox);
      frame.setAttribute('allow', 'storage-access');
      // Hidden but laid out at full width, so its first `resize` is already the right height.
      frame.style.cssText = 'display:block;width:100%;border:0;height:0;visibility:hidden';
      slot.append(frame);
      const w = frame.contentWindow as Window;
      frames.add(w);
      c.add(() => {
        frames.delete(w);
        hub.drop(w);
      });
      const connection = connectFrame(win, frame, origin, onEvent, undefined, false);
      entry.connection = connection;
      c.add(() => connection.destroy());
    } else {
      const { connection, port } = connectInline(onEvent);
      entry.connection = connection;
      c.add(() => connection.destroy());
      loadManifest(origin)
        .then((m) => {
          const base = `${origin}/sdk/widgets/`;
          return Promise.all([
            import(/* @vite-ignore */ base + m.runtime) as Promise<InlineRuntime>,
            import(/* @vite-ignore */ base + m.widgets[name as WidgetName]) as Promise<{ default: unknown }>,
          ]);
        })
        .then(([runtime, widget]) => {
          if (!live) return;
          const { port1, port2 } = new MessageChannel();
          listen(c, port1, 'message', (e: MessageEvent) => hub.receive(port1, (m) => port1.postMessage(m), e.data));
          port1.start();
          c.add(() => {
            hub.drop(port1);
            port1.close();
          });
          // Laid out at the slot's width but out of the flow (and unseen) until it is revealed.
          box = doc.createElement('div');
          box.style.cssText = 'position:absolute;inset:0 0 auto;visibility:hidden';
          slot.append(box);
          const { token: _t, onTokenRefresh: _r, allowedOrigins: _a, ...plain } = opts;
          c.add(
            runtime.mountInline({
              root: box.attachShadow({ mode: 'open' }),
              widget: widget.default,
              port,
              statePort: port2,
              storeId,
              origin,
              options: { ...plain, partner: opts.partner ?? 1 },
            }),
          );
        })
        .catch(() => fail('load_failed', 'This widget could not be loaded.', 'failed'));
    }
    return [handle, ready];
  };

  const scan = (root: ParentNode) => {
    const found = [...root.querySelectorAll<HTMLElement>('[data-betframe-widget]')];
    if (root instanceof HTMLElement && root.matches('[data-betframe-widget]')) found.unshift(root);
    for (const el of found) {
      if (autos.has(el)) continue;
      const { betframeWidget: name = '', betframeMode: mode, betframeProps: json } = el.dataset;
      let props: Plain = {};
      try {
        const parsed: unknown = json ? JSON.parse(json) : {};
        if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) props = parsed as Plain;
        else throw new TypeError('not an object');
      } catch {
        emit('error', { widget: name, code: 'invalid_props', message: 'data-betframe-props must be a JSON object' });
      }
      const first = el.firstElementChild;
      const held = first instanceof HTMLElement && first.matches('[aria-busy]:not(.betframe-slot)') ? first : undefined;
      const [handle, ready] = create(name, { target: el, mode: mode as MountOptions['mode'], props }, held);
      autos.set(el, handle);
      ready.catch((error: unknown) => {
        if (!(error instanceof TypeError)) return;
        emit('error', { widget: name, code: 'mount_failed', message: error.message });
      });
    }
  };

  return {
    mount(name, options, held) {
      return create(name, options, held)[1];
    },
    observe(root) {
      if (watching) return;
      watching = cleanup();
      const c = watching;
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) if (node instanceof Element) scan(node);
        }
        for (const [el, handle] of autos) if (!el.isConnected) handle.destroy();
      });
      observer.observe(root, { childList: true, subtree: true });
      c.add(() => observer.disconnect());
      scan(root);
    },
    login,
    logout() {
      if (session) setSession(null);
    },
    destroy() {
      for (const m of [...mounted]) m.handle.destroy();
      autos.clear();
      watching?.run();
      watching = undefined;
      session = null;
    },
  };
};
