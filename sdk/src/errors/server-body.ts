/**
 * Reading a failing response body. The server side of the agreement is
 * `{ success: false, message, errors: [{ code, detail }], data: { validation_errors } }`, but the product also
 * talks to older services, so every field is optional and wrong shapes are ignored rather than trusted.
 */
import * as z from 'zod/mini';
import { GenericErrorKey } from './codes';
import type { FieldErrors, ServerErrorDetails } from './error-value';

const messagesSchema = z.union([z.array(z.string()), z.string()]);
const validationErrorsSchema = z.record(z.string(), messagesSchema);

const errorBodySchema = z.object({
  success: z.optional(z.unknown()),
  message: z.optional(z.unknown()),
  detail: z.optional(z.unknown()),
  errors: z.optional(z.unknown()),
  data: z.optional(z.unknown()),
  validation_errors: z.optional(z.unknown()),
});
type ErrorBody = z.infer<typeof errorBodySchema>;

const firstErrorSchema = z.object({ detail: z.optional(z.unknown()), code: z.optional(z.unknown()) });

function asBody(body: unknown): ErrorBody {
  const parsed = errorBodySchema.safeParse(body);
  return parsed.success ? parsed.data : {};
}

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

function firstError(body: ErrorBody): { detail?: string; code?: string } {
  if (!Array.isArray(body.errors)) return {};
  const parsed = firstErrorSchema.safeParse(body.errors[0]);
  if (!parsed.success) return {};
  const out: { detail?: string; code?: string } = {};
  const detail = nonEmpty(parsed.data.detail);
  if (detail) out.detail = detail;
  const code = parsed.data.code;
  if (typeof code === 'string' || typeof code === 'number') out.code = String(code);
  return out;
}

/**
 * Message of an HTTP failure: the first `errors[].detail`, else the body's `message`, else the generic
 * server-error translation key.
 */
export function httpFailureMessage(body: unknown): string {
  const parsed = asBody(body);
  return firstError(parsed).detail ?? nonEmpty(parsed.message) ?? GenericErrorKey.server;
}

/**
 * Message of a `success: false` body: its `message`, else its `detail` (top level or the first error's),
 * else the generic query-error translation key.
 */
export function queryFailureMessage(body: unknown): string {
  const parsed = asBody(body);
  return nonEmpty(parsed.message) ?? nonEmpty(parsed.detail) ?? firstError(parsed).detail ?? GenericErrorKey.query;
}

/** True when the body explicitly reports failure; a body without `success` is not a failure. */
export function isFailureBody(body: unknown): boolean {
  return asBody(body).success === false;
}

/**
 * Field errors from `data.validation_errors`; a top-level `validation_errors` (older services) is accepted too.
 * A single message is normalised to a one-element list.
 */
export function fieldErrorsOf(body: unknown): FieldErrors | undefined {
  const parsed = asBody(body);
  const nested = z.object({ validation_errors: z.optional(z.unknown()) }).safeParse(parsed.data);
  const raw = (nested.success ? nested.data.validation_errors : undefined) ?? parsed.validation_errors;
  const valid = validationErrorsSchema.safeParse(raw);
  if (!valid.success) return undefined;
  // fromEntries: a field named `__proto__` in the body stays a field instead of replacing the prototype.
  const out: FieldErrors = Object.fromEntries(
    Object.entries(valid.data).map(([field, messages]) => [
      field,
      typeof messages === 'string' ? [messages] : messages,
    ]),
  );
  return Object.keys(out).length > 0 ? out : undefined;
}

/** `serverCode` and `fieldErrors` of a failing body, for the error value. */
export function serverDetailsOf(body: unknown): ServerErrorDetails {
  return { serverCode: firstError(asBody(body)).code, fieldErrors: fieldErrorsOf(body) };
}
