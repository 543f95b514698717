/**
 * Reading request input through a zod schema (full zod or zod/mini). Whatever the client sends — malformed JSON,
 * wrong types, a form instead of JSON — ends as a 400 with `data.validation_errors`, never as a 500.
 */
import type { Context } from 'hono';
import { type $ZodType, config, type output, safeParse } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';
import { ApiError, type ValidationErrors } from './errors';

// Issue texts without a message key are English in `validation_errors` whichever build defined the schema: only
// classic zod registers its English texts (on its first schema), and the shared account schemas are zod/mini.
if (!config().localeError) config(en());

interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  input?: unknown;
}

export function validationErrorsOf(issues: readonly Issue[]): ValidationErrors {
  // Keys come from the client's body: a Map, not a plain object, so `toString`, `constructor` or `__proto__` are
  // keys like any other instead of inherited members (indexing `{}` with them crashed the collector with a 500).
  const out = new Map<string, string[]>();
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    // The front end's message keys (SPEC §8): a missing value is `required`.
    const message = issue.code === 'invalid_type' && issue.input === undefined ? 'required' : issue.message;
    const list = out.get(key) ?? [];
    list.push(message);
    out.set(key, list);
  }
  // fromEntries defines own properties, so even a `__proto__` key stays data.
  return Object.fromEntries(out);
}

export function parseOrThrow<S extends $ZodType>(schema: S, data: unknown): output<S> {
  // reportInput: an issue carries the value it was about, which tells a missing value from a wrong one.
  const result = safeParse(schema, data, { reportInput: true });
  if (result.success) return result.data;
  throw ApiError.validation(validationErrorsOf(result.error.issues as readonly Issue[]));
}

async function readRawBody(c: Context): Promise<unknown> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    try {
      return await c.req.parseBody();
    } catch {
      throw ApiError.badRequest('invalid_body', 'The request body could not be read');
    }
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw ApiError.badRequest('invalid_json', 'The request body is not valid JSON');
  }
}

/**
 * The body (JSON, urlencoded or multipart) through `schema`. A JSON:API envelope `{ data: { attributes } }` is
 * unwrapped when `schema` does not itself expect `data` — service calls wrap their payloads that way (SPEC §7).
 */
export async function readBody<S extends $ZodType>(c: Context, schema: S): Promise<output<S>> {
  const raw = await readRawBody(c);
  return parseOrThrow(schema, unwrapJsonApi(raw));
}

function unwrapJsonApi(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const keys = Object.keys(raw);
  const data = (raw as { data?: unknown }).data;
  if (keys.length === 1 && typeof data === 'object' && data !== null && 'attributes' in data) {
    return (data as { attributes: unknown }).attributes;
  }
  return raw;
}

/** The query string through `schema` (repeated keys become arrays). */
export function readQuery<S extends $ZodType>(c: Context, schema: S): output<S> {
  // fromEntries: a parameter named `__proto__` stays a parameter (assigning it would set the object's prototype).
  const flat = Object.fromEntries(
    Object.entries(c.req.queries()).map(([key, values]) => [key, values.length === 1 ? (values[0] ?? '') : values]),
  );
  return parseOrThrow(schema, flat);
}

/** Path parameters through `schema`. */
export function readParams<S extends $ZodType>(c: Context, schema: S): output<S> {
  return parseOrThrow(schema, c.req.param());
}
