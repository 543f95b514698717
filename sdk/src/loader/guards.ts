/**
 * Hand-written, strict guards for the shared-state messages the loader's hub reads. The loader cannot carry zod
 * (its budget is 2 KB brotli), so these mirror the zod schemas of `sdk/src/protocol/shared-state.ts` exactly;
 * `guards.test.ts` checks that both agree on thousands of generated inputs.
 */

export const SHARED = 'betframe:shared-state';
/** The session handover's namespace (sdk/src/session/handover.ts): the loader only passes these on. */
export const SESSION = 'betframe:session';

export type Plain = Record<string, unknown>;

/** An object literal (or a prototype-less one), as structured clone delivers them; no arrays, no class instances. */
export const isPlain = (v: unknown): v is Plain =>
  typeof v === 'object' && v !== null && [Object.prototype, null].includes(Object.getPrototypeOf(v));

const only = (o: Plain, keys: string[]) => Object.keys(o).every((k) => keys.includes(k));

/** A string of min..max characters; an absent value only when `optional`. */
const text = (v: unknown, max: number, min = 0) => typeof v === 'string' && v.length >= min && v.length <= max;
const range = (v: unknown, min: number, max: number) => typeof v === 'number' && v >= min && v <= max;

const outcome = (o: unknown): boolean =>
  isPlain(o) &&
  only(o, ['id', 'gameId', 'label', 'market', 'coefficient']) &&
  text(o.id, 64, 1) &&
  (o.gameId === undefined || (Number.isSafeInteger(o.gameId) && range(o.gameId, 0, 2 ** 53))) &&
  text(o.label, 200) &&
  (o.market === undefined || text(o.market, 200)) &&
  range(o.coefficient, 1, 1e5);

const flag = (v: unknown) => typeof v === 'boolean';
const short = (v: unknown) => v === null || text(v, 64);

/** The value rule of each shared-state key (CONTRACTS §4 plus our `couponOutcomes`). */
const rules: Record<string, (v: unknown) => boolean> = {
  routePath: (v) => text(v, 2048),
  overlayTheme: short,
  singleBottomNavItem: short,
  couponOutcomes: (v) => Array.isArray(v) && v.length <= 50 && v.every(outcome),
};

/**
 * Every key's default, what `Betframe.getState()` answers for a key nobody has set: the same as
 * `sharedStateDefaults` (protocol/shared-state-defaults.ts; guards.test.ts checks they agree), made here from the
 * key list the rules already carry, because the loader's 2 KB cannot hold the object written out.
 */
export const defaults: Plain = { routePath: '/', overlayTheme: null, singleBottomNavItem: null };
for (const key of 'headerHidden bottomNavigationHidden microFrontendModalOpen bottomActionsVisible betsHistoryTypeFilterVisible consultantAvailable canInstallPwa quickCouponClickable anyModalOpen'.split(
  ' ',
)) {
  rules[key] = flag;
  // Every flag is off until set, but for the bet slip shortcut, which is usable until the parent says otherwise.
  defaults[key] = key === 'quickCouponClickable';
}

export const isPatch = (p: unknown): p is Plain =>
  isPlain(p) && Object.keys(p).every((k) => Object.hasOwn(rules, k) && (p[k] === undefined || rules[k]?.(p[k])));

const envelope = ['ns', 'v', 'storeId', 'type'];

/** A shared-state message a widget may send the hub: a handshake request (0) or an update (2). */
export const isSharedMessage = (d: unknown): d is Plain =>
  isPlain(d) &&
  d.ns === SHARED &&
  d.v === 1 &&
  /^[\w-]{21}$/.test(d.storeId as string) &&
  typeof d.storeId === 'string' &&
  (d.type === 0 ? only(d, envelope) : d.type === 2 && only(d, [...envelope, 'patch']) && isPatch(d.patch));
