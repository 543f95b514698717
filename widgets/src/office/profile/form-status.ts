/**
 * How a profile form reads a refused call: field errors under their fields, anything else as one message. The
 * office's own keys (`office_error_<code>`) come first, then the account forms' (`reg_…`, form-parts.tsx).
 */
import type { CallFailure } from '@betframe/sdk/request';
import type * as z from 'zod/mini';
import type { AppT } from '../../runtime';
import { failureText, messageText, ruleError } from '../../runtime/accounts/form-parts';

export function officeText(t: AppT, key: string): string {
  const own = `office_error_${key}`;
  const text = t(own);
  return text === own ? messageText(t, key) : text;
}

export function refusal(
  t: AppT,
  failure: Pick<CallFailure, 'code' | 'message' | 'fieldErrors'>,
): { fields: Record<string, string>; message: string } {
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(failure.fieldErrors)) {
    const first = messages[0];
    if (first) fields[field] = officeText(t, first);
  }
  if (Object.keys(fields).length > 0) return { fields, message: '' };
  const own = `office_error_${failure.code}`;
  const text = t(own);
  return { fields, message: text === own ? failureText(t, failure) : text };
}

/** The first rule a value breaks, in words ('' when it keeps them all). */
export function ruleText(t: AppT, schema: z.ZodMiniType, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) return '';
  const own = `office_error_${result.error.issues[0]?.message ?? 'required'}`;
  const text = t(own);
  return text === own ? ruleError(t, schema, value) : text;
}
