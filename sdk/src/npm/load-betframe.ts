/**
 * `loadBetframe({ origin })`: the npm way onto a page, in the pattern of Stripe.js's `loadStripe`. It puts the
 * loader script on the page once (or reuses one already there, from the snippet or another copy of this package),
 * resolves with the typed API once the script has installed it, and rejects with a clear, coded error when the
 * script cannot load — and then forgets the failure, so a later call tries again.
 */
import type { InitOptions, LoaderError } from '../loader/host-contract';
import { sharedStateDefaults } from '../protocol/shared-state-defaults';
import type { TypedBetframe } from './typed-api';

export interface LoadOptions extends InitOptions {
  /** The sportsbook's origin, e.g. `https://sport.example.com`: the loader comes from `<origin>/sdk/loader.js`. */
  origin: string;
}

type Queue = ((...args: unknown[]) => void) & { q?: unknown[][] };
type BetframeGlobal = Queue & Partial<Omit<TypedBetframe, 'getState'>> & { getState?: () => Record<string, unknown> };
type PageWindow = Window & { Betframe?: BetframeGlobal; [pending]?: Map<string, Promise<TypedBetframe>> };

// Shared by every copy of this package on the page (two bundles must not inject the loader twice).
const pending = Symbol.for('betframe.loadBetframe');
const loaderPath = '/sdk/loader.js';

const failure = (message: string, code: LoaderError['code'], type: ErrorConstructor = Error): LoaderError =>
  Object.assign(new type(message), { code });

const installed = (value: BetframeGlobal | undefined): value is BetframeGlobal & Omit<TypedBetframe, 'getState'> =>
  typeof value?.mount === 'function';

/** The API with `getState()` answering every key of CONTRACTS §4: the defaults under what was set. */
function typed(api: BetframeGlobal & Omit<TypedBetframe, 'getState'>): TypedBetframe {
  return Object.create(api, {
    getState: { value: () => ({ ...sharedStateDefaults, ...api.getState?.() }) },
  }) as TypedBetframe;
}

export function loadBetframe(options: LoadOptions): Promise<TypedBetframe> {
  if (typeof window === 'undefined' || typeof document === 'undefined')
    return Promise.reject(failure('loadBetframe runs in a browser, not during server rendering', 'load_failed'));
  let origin: string;
  try {
    const url = new URL(options.origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error();
    origin = url.origin;
  } catch {
    return Promise.reject(
      failure(
        `loadBetframe: origin must be an http(s) origin, got ${String(options.origin)}`,
        'invalid_options',
        TypeError,
      ),
    );
  }
  const win = window as PageWindow;
  const loads = win[pending] ?? new Map<string, Promise<TypedBetframe>>();
  win[pending] = loads;
  let load = loads.get(origin);
  if (!load) {
    load = inject(win, origin).catch((error: unknown) => {
      loads.delete(origin);
      throw error;
    });
    loads.set(origin, load);
  }
  return load.then((api) => {
    api.init({ ...options, origin });
    return api;
  });
}

function inject(win: PageWindow, origin: string): Promise<TypedBetframe> {
  if (installed(win.Betframe)) return Promise.resolve(typed(win.Betframe));
  const src = `${origin}${loaderPath}`;
  const doc = win.document;
  // The snippet's queue, so calls made through `window.Betframe(...)` meanwhile are replayed as with the snippet.
  if (!win.Betframe) {
    const queue: Queue = (...args) => {
      queue.q = [...(queue.q ?? []), args];
    };
    win.Betframe = queue;
  }
  const existing = Array.from(doc.scripts).find((s) => s.src === src);
  const script = existing ?? Object.assign(doc.createElement('script'), { src, async: true });
  return new Promise<TypedBetframe>((resolve, reject) => {
    const done = () => {
      script.removeEventListener('load', done);
      script.removeEventListener('error', failed);
      if (installed(win.Betframe)) resolve(typed(win.Betframe));
      else reject(failure(`The Betframe loader at ${src} did not install its API`, 'load_failed'));
    };
    const failed = () => {
      script.removeEventListener('load', done);
      script.removeEventListener('error', failed);
      if (!existing) script.remove();
      reject(failure(`The Betframe loader could not be loaded from ${src}`, 'load_failed'));
    };
    script.addEventListener('load', done);
    script.addEventListener('error', failed);
    if (!existing) doc.head.append(script);
    // A script already on the page may have run between the check above and now.
    else if (installed(win.Betframe)) done();
  });
}
