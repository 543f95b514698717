/**
 * The host chunk: the loader's lazily imported half (see host-contract.ts), built as the `host` entry of the
 * widgets build. `createHost` is the page's broker: it checks each `mount`, gives the widget its slot (./slot.ts),
 * its frame (./iframe-mount.ts) or shadow root (./inline-mount.ts), handles what the widget reports (ready, height,
 * session, pass-through events), shares the player session between widgets, and auto-mounts
 * `data-betframe-widget` elements.
 *
 * Every widget owns a cleanup registry; `handle.destroy()` runs it and removes the slot, the frame, every listener
 * and the hub peer. `destroy()` here does that for every widget and stops watching the document. Every rejection
 * and every `error` event carries a stable `LoaderErrorCode`.
 */
import * as z from 'zod/mini';
import { type FrameEvent, passThroughEventSchemas } from '../protocol/envelope';
import { type WidgetName, type WidgetsManifest, widgetNames, widgetsManifestSchema } from '../protocol/widgets';
import { type PlayerSession, userIdOfToken } from '../session/session';
import { type Cleanup, cleanup } from './cleanup';
import type { Plain } from './guards';
import type {
  CreateHost,
  HostBridge,
  HostModule,
  LoaderError,
  LoaderErrorCode,
  MountOptions,
  WidgetHandle,
} from './host-contract';
import { mountFrame } from './iframe-mount';
import { mountShadow, type WidgetView } from './inline-mount';
import { createSiteSessions } from './site-sessions';
import type { SlotText } from './skeleton';
import { createSlot } from './slot';

export { frameSandbox } from './iframe-mount';
export type { InlineRuntime } from './inline-mount';

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

/** An error with its stable code; a TypeError when the call itself was wrong. */
const loaderError = (code: LoaderErrorCode, message: string, Type: ErrorConstructor = Error): LoaderError =>
  Object.assign(new Type(message), { code });

interface Mounted {
  handle: WidgetHandle;
  connection?: WidgetView['connection'];
}

export const createHost: CreateHost = (bridge: HostBridge): HostModule => {
  const { win, emit } = bridge;
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
    sites.share();
    emit(next ? 'login' : 'logout', next ? { userId: next.userId } : {});
  };
  const login = (token: string) => {
    const parsed = loginSchema.safeParse({ token });
    if (!parsed.success) throw new TypeError('Betframe.login: the token must be a non-empty string');
    setSession({ token, userId: userIdOfToken(token), source: 'partner' });
  };
  let refreshing: Promise<void> | undefined;
  /**
   * The heartbeat of a partner session: a widget or a framed site asks before the token expires, the partner's
   * `onTokenRefresh` answers (one call however many ask at once), and the fresh token goes to everyone. When it
   * fails the player is signed out everywhere at once (`error` token_refresh_failed, then `logout`), rather than
   * each widget failing call by call on a dead token.
   */
  const refreshPartner = () =>
    (refreshing ??= (async () => {
      const refresh = bridge.options().onTokenRefresh;
      if (!refresh || session?.source !== 'partner') return;
      try {
        login(await refresh());
      } catch (error) {
        emit('error', {
          widget: null,
          code: 'token_refresh_failed' satisfies LoaderErrorCode,
          message: error instanceof Error ? error.message : String(error),
        });
        setSession(null);
      }
    })().finally(() => {
      refreshing = undefined;
    }));
  const sites = createSiteSessions({
    allowed: () => bridge.options().allowedOrigins ?? [],
    token: () => session?.token ?? null,
    refresh: refreshPartner,
    logout: () => session && setSession(null),
  });

  /** `held`: the loader's placeholder in the target (skeleton.ts), adopted as the slot so the layout stays put. */
  const create = (name: string, options: MountOptions, held?: HTMLElement): [WidgetHandle, Promise<WidgetHandle>] => {
    const c = cleanup();
    const local = new Map<string, Set<(data: Plain) => void>>();
    const opts = bridge.options();
    const origin = bridge.origin();
    let live = true;
    let resolveReady!: (h: WidgetHandle) => void;
    let rejectReady!: (e: LoaderError) => void;
    const ready = new Promise<WidgetHandle>((resolve, reject) => {
      resolveReady = resolve;
      rejectReady = reject;
    });
    ready.catch(() => {});
    let props: Plain = {};
    const entry: Mounted = {
      handle: {
        name: name as WidgetName,
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
          rejectReady(loaderError('destroyed', `Betframe: ${name} was destroyed`));
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

    const refuse = (code: LoaderErrorCode, message: string): [WidgetHandle, Promise<WidgetHandle>] => {
      held?.remove();
      return [handle, Promise.reject(loaderError(code, message, TypeError))];
    };
    const checked = mountOptionsSchema.safeParse(options);
    if (!(widgetNames as readonly string[]).includes(name)) {
      return refuse('unknown_widget', `Betframe.mount: unknown widget "${name}"`);
    }
    if (!checked.success) return refuse('invalid_options', 'Betframe.mount: invalid options');
    const { target, mode, storeId = bridge.storeId() } = checked.data;
    props = checked.data.props ?? {};
    const host = typeof target === 'string' ? doc.querySelector(target) : target;
    if (!host) return refuse('target_missing', `Betframe.mount: no element matches "${target}"`);

    mounted.add(entry);
    const slot = createSlot(doc, host, name, opts, held);
    c.add(() => slot.element.remove());

    const fail = (code: LoaderErrorCode, message: string, text: SlotText) => {
      if (!live) return;
      slot.fail(text);
      signal('error', { code, message });
      rejectReady(loaderError(code, `Betframe: ${name}: ${message}`));
    };
    const timer = win.setTimeout(
      () => fail('load_timeout', 'This widget took too long to load.', 'timeout'),
      opts.timeout ?? 15_000,
    );
    c.add(() => win.clearTimeout(timer));

    let view: WidgetView | undefined;
    let isReady = false;
    let shown = false;
    let height: number | undefined;
    /** Swaps the skeleton for the widget in one task, at the widget's height: one layout change, no collapse. */
    const reveal = () => {
      if (shown || !live) return;
      shown = true;
      view?.show(height);
      slot.reveal();
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
        if (shown) view?.resize(height);
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
        void refreshPartner();
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

    const common = { bridge, slot, c, origin, storeId, options: opts, onEvent };
    const inline = (mode ?? (origin === win.location.origin ? 'inline' : 'iframe')) === 'inline';
    view = inline
      ? mountShadow({
          ...common,
          name: name as WidgetName,
          manifest: () => loadManifest(origin),
          live: () => live,
          onFail: (error) =>
            (error as Partial<LoaderError> | null)?.code === 'invalid_options'
              ? fail('invalid_options', 'The widget options do not parse.', 'failed')
              : fail('load_failed', 'This widget could not be loaded.', 'failed'),
        })
      : mountFrame({ ...common, name });
    entry.connection = view.connection;
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
        emit('error', {
          widget: name,
          code: 'invalid_props' satisfies LoaderErrorCode,
          message: 'data-betframe-props must be a JSON object',
        });
      }
      const first = el.firstElementChild;
      const held = first instanceof HTMLElement && first.matches('[aria-busy]:not(.betframe-slot)') ? first : undefined;
      const [handle, ready] = create(name, { target: el, mode: mode as MountOptions['mode'], props }, held);
      autos.set(el, handle);
      ready.catch((error: unknown) => {
        if (!(error instanceof TypeError)) return;
        emit('error', { widget: name, code: 'mount_failed' satisfies LoaderErrorCode, message: error.message });
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
    session: (event) => sites.receive(event),
    destroy() {
      for (const m of [...mounted]) m.handle.destroy();
      autos.clear();
      watching?.run();
      watching = undefined;
      session = null;
      sites.clear();
    },
  };
};
