/**
 * Request parameters → wire form. The rules (SPEC §3 "Encoding"): wire names, id lists sorted/unique/comma-joined,
 * booleans as `true`/`false`, a value equal to its default omitted, empty lists and objects omitted, nothing sent
 * for `undefined`/`null`. Output is deterministic (keys in insertion order, lists sorted) so it can serve as a
 * dedupe and cache key.
 */
import { encodeIdList, type Id } from './id-list';
import { wireName } from './wire-names';

export type ParamValue = unknown;
export type Params = Readonly<Record<string, ParamValue>>;

export interface EncodeOptions {
  /** Extra or overriding source → wire names for this call (on top of WIRE_NAMES). */
  names?: Readonly<Record<string, string>>;
  /** Defaults keyed by WIRE name; a parameter whose encoded value equals its default's is omitted. */
  defaults?: Readonly<Record<string, unknown>>;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

const isIdList = (value: readonly unknown[]): value is Id[] =>
  value.every((item) => typeof item === 'string' || typeof item === 'number');

/** One scalar → its query text, or undefined when it must not be sent. */
function scalarText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string') return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  return undefined;
}

function pushQuery(out: Array<[string, string]>, name: string, value: unknown): void {
  if (Array.isArray(value)) {
    if (value.length === 0) return;
    const text = isIdList(value) ? encodeIdList(value) : JSON.stringify(value);
    if (text !== '') out.push([name, text]);
    return;
  }
  if (isPlainObject(value)) {
    // Nested objects use bracket names (`project[id]=1`), as the SEO services expect.
    for (const [key, inner] of Object.entries(value)) pushQuery(out, `${name}[${key}]`, inner);
    return;
  }
  const text = scalarText(value);
  if (text !== undefined) out.push([name, text]);
}

function equalsDefault(name: string, value: unknown, defaults: EncodeOptions['defaults']): boolean {
  if (!defaults || !Object.hasOwn(defaults, name)) return false;
  const fallback = defaults[name];
  if (Array.isArray(value) && Array.isArray(fallback)) {
    return isIdList(value) && isIdList(fallback) && encodeIdList(value) === encodeIdList(fallback);
  }
  const a = scalarText(value);
  return a !== undefined && a === scalarText(fallback);
}

/** Parameters → ordered `[name, text]` pairs for a query string. */
export function encodeQuery(params: Params | undefined, options: EncodeOptions = {}): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  if (!params) return out;
  for (const [key, value] of Object.entries(params)) {
    const name = wireName(key, options.names);
    if (equalsDefault(name, value, options.defaults)) continue;
    pushQuery(out, name, value);
  }
  return out;
}

// Commas, brackets and colons stay readable (`ids=1,2,3`, `project[id]=1`), as the legacy client sent them;
// every server-side query parser accepts them raw.
const encodeComponent = (text: string): string =>
  encodeURIComponent(text).replace(/%(2C|5B|5D|3A)/gi, (escaped) => decodeURIComponent(escaped));

/** `[name, text]` pairs → `a=1&b=2`. */
export function serializeQuery(pairs: ReadonlyArray<readonly [string, string]>): string {
  return pairs.map(([name, text]) => `${encodeComponent(name)}=${encodeComponent(text)}`).join('&');
}

/** Parameters → `a=1&b=2` (no leading `?`; empty when nothing is sent). */
export function toQueryString(params: Params | undefined, options: EncodeOptions = {}): string {
  return serializeQuery(encodeQuery(params, options));
}

function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'number') return !Number.isFinite(value);
  if (Array.isArray(value)) return value.length === 0;
  if (isPlainObject(value)) return Object.keys(value).length === 0;
  return false;
}

function pruneJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pruneJson);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const pruned = pruneJson(inner);
    if (!isEmptyValue(pruned)) out[key] = pruned;
  }
  return out;
}

/**
 * Parameters → a JSON body. Top-level keys get wire names and default-valued ones are dropped; at every level
 * `undefined`/`null`, empty lists and empty objects are dropped. Values keep their JSON types (booleans stay
 * booleans, lists stay lists — use `encodeIdList` where an endpoint wants an id string in a body).
 */
export function encodeBody(params: Params | undefined, options: EncodeOptions = {}): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!params) return out;
  for (const [key, value] of Object.entries(params)) {
    const name = wireName(key, options.names);
    if (equalsDefault(name, value, options.defaults)) continue;
    const pruned = pruneJson(value);
    if (!isEmptyValue(pruned)) out[name] = pruned;
  }
  return out;
}
