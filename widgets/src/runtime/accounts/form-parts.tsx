/** Pieces every account form shares: a labelled field with its error, and reading a failure into texts. */

import type { CallFailure } from '@betframe/sdk/request';
import type { ReactNode } from 'react';
import type * as z from 'zod/mini';
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
export function failureText(t: AppT, failure: Pick<CallFailure, 'code' | 'message'>): string {
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
    <div className="bf-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <span id={`${id}-error`} className="bf-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** Props of an input tied to its Field: the id, and the error wiring for assistive technology. */
export function inputProps(id: string, error: string | undefined) {
  return {
    id,
    name: id,
    className: 'bf-input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

export const formStyles = `
.bf-field { display: flex; flex-direction: column; gap: 4px; margin: 0 0 10px; }
.bf-field label { font-size: 13px; color: var(--bf-fg); }
.bf-input { font: inherit; padding: 7px 9px; border: 1px solid var(--bf-line); border-radius: 6px;
  background: var(--bf-bg); color: var(--bf-fg); }
.bf-input[aria-invalid="true"] { border-color: #c62828; }
.bf-error { color: #b71c1c; font-size: 13px; margin: 0; }
.bf-root[data-theme="dark"] .bf-error { color: #ff8a80; }
.bf-ok { color: #1b5e20; margin: 0 0 8px; }
.bf-root[data-theme="dark"] .bf-ok { color: #a5d6a7; }
.bf-tabs { display: flex; gap: 4px; margin: 0 0 12px; border-block-end: 1px solid var(--bf-line); }
.bf-tab { font: inherit; padding: 6px 10px; border: 0; background: none; color: var(--bf-muted); cursor: pointer;
  border-block-end: 2px solid transparent; }
.bf-tab[aria-selected="true"] { color: var(--bf-fg); border-block-end-color: var(--bf-accent); }
.bf-check { display: flex; gap: 8px; align-items: flex-start; margin: 0 0 8px; font-size: 13px; }
.bf-link { font: inherit; background: none; border: 0; padding: 4px 0; color: var(--bf-accent); cursor: pointer;
  text-decoration: underline; }
.bf-wrap { flex-wrap: wrap; border: 0; }
.bf-captcha { border: 1px solid var(--bf-line); border-radius: 8px; padding: 12px; margin: 8px 0;
  background: var(--bf-soft); }
.bf-captcha img { display: block; background: #fff; border-radius: 4px; }
.bf-root :focus-visible { outline: 2px solid var(--bf-accent); outline-offset: 2px; }
`;
