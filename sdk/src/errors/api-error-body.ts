/**
 * The agreed error body of every failing API call (docs/request-layer.md, "Errors"). The server produces it and
 * the client reads it; both sides can check themselves against this one schema.
 */
import * as z from 'zod/mini';
import { fieldErrorsSchema } from './error-value';

export const apiErrorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ code: z.string(), detail: z.string() })),
  data: z.optional(z.object({ validation_errors: fieldErrorsSchema })),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/** Builds the agreed body: the message doubles as the first error's detail. */
export function apiErrorBody(code: string, message: string, validationErrors?: Record<string, string[]>): ApiErrorBody {
  const body: ApiErrorBody = { success: false, message, errors: [{ code, detail: message }] };
  if (validationErrors) body.data = { validation_errors: validationErrors };
  return body;
}
