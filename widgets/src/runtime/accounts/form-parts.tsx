import { formatDate } from '@betframe/sdk/format';
/** Pieces every account form shares: a labelled field with its error, and reading a failure into texts. */

import type { CallFailure } from '@betframe/sdk/request';
import type { ReactNode } from 'react';
import type * as z from 'zod/mini';
import { limitRefusalOf, limitRefusalText } from '../limits/refusal';
import { FieldFrame, fieldInputProps } from '../ui/field';
import type { Translate as AppT } from '../use-texts';

/** The first message key a schema gives for a value, translated; '' when the value passes. */
export function ruleError(t: AppT, schema: z.ZodMiniType, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) return '';
  const issue = result.error.issues[0];
  return messageText(t, issue?.message ?? 'required', {
    min: issue && 'minimum' in issue ? Number(issue.minimum) : '',
    max: issue && 'maximum' in issue ? Number(issue.maximum) : '',
  });
}

/**
 * A rule's message key in the player's language. `required` names its field in the dictionaries, which a form
 * shows beside the field anyway, so the plain "required field" text stands in; keys the shared dictionaries
 * lack are looked up under this widget's prefix.
 */
export function messageText(t: AppT, key: string, values: Record<string, string | number> = {}): string {
  const wanted = key === 'required' ? 'auth_required_field' : key;
  const text = t(wanted, values);
  if (text !== wanted) return text;
  const own = t(`reg_${wanted}`, values);
  return own === `reg_${wanted}` ? key : own;
}

/** What to tell the player about a failed call: our text for a known code, else the server's own message. */
export function failureText(
  t: AppT,
  failure: Pick<CallFailure, 'code' | 'message'> & { body?: unknown },
  lang = globalThis.document?.documentElement.lang || 'en',
): string {
  // A sign-in during a break or a self-exclusion (CONTRACTS §7): the reason with its end.
  const refusal = limitRefusalOf(failure);
  if (refusal)
    return limitRefusalText(t, refusal, {
      money: (amount) => String(amount),
      date: (iso) => formatDate(new Date(iso), { locale: lang }, 'dateTime'),
    });
  const key = `reg_error_${failure.code}`;
  const text = t(key);
  if (text !== key) return text;
  if (failure.code === 'network' || failure.code.startsWith('http_5')) return t('reg_error_network');
  return failure.message || t('reg_error_generic');
}

/** Field errors of a 400 answer, by field name, translated (message keys or server texts). */
export function fieldTexts(t: AppT, failure: Pick<CallFailure, 'fieldErrors'>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(failure.fieldErrors)) {
    const first = messages[0];
    if (first) out[field] = messageText(t, first);
  }
  return out;
}

/** A labelled field of an account form: the kit's field (`ui/field.tsx`) around the form's own input. */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <FieldFrame id={id} label={label} {...(error ? { error } : {})}>
      {children}
    </FieldFrame>
  );
}

/** Props of an input tied to its Field: the id, the kit's look, and the error wiring for assistive technology. */
export const inputProps = fieldInputProps;

/** The account forms' own CSS over the design tokens; their fields are the kit's (widgets/src/runtime/ui/field.tsx). */
export const formStyles = `
.bf-root .bf-ui-field { margin: 0 0 var(--bf-space-3); }
.bf-error { color: var(--bf-color-negative); font: var(--bf-font-size-sm)/var(--bf-line-height-sm) var(--bf-font); margin: 0; }
.bf-ok { color: var(--bf-color-positive); margin: 0 0 var(--bf-space-2); }
.bf-link { font: inherit; background: none; border: 0; padding: var(--bf-space-1) 0; color: var(--bf-color-accent);
  cursor: pointer; text-decoration: underline; }
.bf-wrap { flex-wrap: wrap; border: 0; }
.bf-captcha { border: 1px solid var(--bf-color-border); border-radius: var(--bf-radius-lg); padding: var(--bf-space-3);
  margin: var(--bf-space-2) 0; background: var(--bf-color-surface-alt); }
.bf-captcha-image { display: block; background: #fff; border-radius: var(--bf-radius-sm); }
.bf-root .bf-button { min-block-size: 40px; padding-inline: 16px; border-color: var(--bf-color-border-strong); font-weight: 600; }
.bf-root form .bf-button[type="submit"], .bf-root .bf-button[data-primary] { background: var(--bf-color-accent);
  border-color: var(--bf-color-accent); color: var(--bf-color-on-accent); }
.bf-vh { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.bf-root :focus-visible { outline: 2px solid var(--bf-color-focus); outline-offset: 2px; }
`;
