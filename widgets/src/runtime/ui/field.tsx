/**
 * Text and number inputs with a label, a hint and an inline error (`aria-invalid`, `aria-describedby`; the
 * error is announced when it appears). `NumberField` keeps the typed text (a half-typed "1," stays) and steps
 * with − and + buttons inside the box, never over it; numbers read left to right in every direction.
 */
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { Icon } from './icon';
import { commonCss, kitCss } from './kit-css';
import { useKitT } from './texts';

const css = `${commonCss}
.bf-ui-field { display: grid; gap: var(--bf-space-1); min-inline-size: 0; }
.bf-ui-field-label { font: 600 var(--bf-font-size-sm)/var(--bf-line-height-sm) var(--bf-font); color: var(--bf-color-text); }
.bf-ui-field-hint { font: var(--bf-font-size-sm)/var(--bf-line-height-sm) var(--bf-font); color: var(--bf-color-muted); }
.bf-ui-input-box { display: flex; align-items: center; min-block-size: var(--bf-touch); border-radius: var(--bf-radius-md);
  border: 1px solid var(--bf-color-border-strong); background: var(--bf-color-surface); color: var(--bf-color-text); }
.bf-ui-input-box:focus-within { outline: 2px solid var(--bf-color-focus); outline-offset: 1px; }
.bf-ui-input-box[data-invalid] { border-color: var(--bf-color-negative); }
.bf-ui-input { flex: 1 1 auto; min-inline-size: 0; align-self: stretch; border: 0; background: none; color: inherit;
  padding-inline: var(--bf-space-3); font: var(--bf-font-size-md)/var(--bf-line-height-md) var(--bf-font); outline: none; }
.bf-ui-input::placeholder { color: var(--bf-color-muted); opacity: 1; }
/* A form's own input straight in a field (the account forms: \`FieldFrame\` + \`fieldInputProps\`) is its own box. */
.bf-ui-field > .bf-ui-input { min-block-size: var(--bf-touch); border: 1px solid var(--bf-color-border-strong);
  border-radius: var(--bf-radius-md); background: var(--bf-color-surface); }
.bf-ui-field > .bf-ui-input:focus-visible { outline: 2px solid var(--bf-color-focus); outline-offset: 1px; }
.bf-ui-field > .bf-ui-input[aria-invalid="true"] { border-color: var(--bf-color-negative); }
.bf-ui-step { flex: none; inline-size: 40px; align-self: stretch; border: 0; background: none; color: var(--bf-color-accent);
  cursor: pointer; display: grid; place-items: center; border-radius: var(--bf-radius-md); }
.bf-ui-step:disabled { color: var(--bf-color-muted); cursor: not-allowed; }
.bf-ui-affix { padding-inline: var(--bf-space-2); color: var(--bf-color-muted); }
`;
const style = kitCss('field', css);

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'ref' | 'onChange' | 'value' | 'size'>;

export interface TextFieldProps extends InputProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  hint?: string;
  error?: string;
  /** Shown inside the box after the text (a currency sign). */
  suffix?: ReactNode;
}

/** A field's label, hint and inline error around any control (`TextField`, or a form's own input). */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div ref={style} className="bf-ui-field">
      <label className="bf-ui-field-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? (
        <span id={`${id}-hint`} className="bf-ui-field-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="bf-ui-field-error" role="alert">
          <Icon name="alert" />
          {error}
        </span>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, hint?: string, error?: string) =>
  [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

/** Props of a form's own input inside a `FieldFrame`: its id and name, the kit's look and the error wiring. */
export function fieldInputProps(id: string, error: string | undefined) {
  return {
    id,
    name: id,
    className: 'bf-ui-input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, undefined, error),
  } as const;
}

export function TextField({ label, value, onValue, hint, error, suffix, id: givenId, ...rest }: TextFieldProps) {
  const auto = useId();
  const id = typeof givenId === 'string' ? givenId : auto;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <div className="bf-ui-input-box" data-invalid={error ? '' : undefined}>
        <input
          type="text"
          {...rest}
          id={id}
          className="bf-ui-input"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onInput={(event) => onValue((event.target as HTMLInputElement).value)}
        />
        {suffix ? <span className="bf-ui-affix">{suffix}</span> : null}
      </div>
    </FieldFrame>
  );
}

export interface NumberFieldProps extends Omit<TextFieldProps, 'type' | 'inputMode'> {
  step?: number;
  min?: number;
  max?: number;
  /** The typed text as a number (a locale's decimal comma accepted); NaN when it is not one. */
  parse?: (text: string) => number;
  format?: (value: number) => string;
}

const parseNumber = (text: string) =>
  text.trim() === '' ? Number.NaN : Number(text.replace(',', '.').replace(/\s/g, ''));

export function NumberField({
  step = 1,
  min,
  max,
  parse = parseNumber,
  format = String,
  value,
  onValue,
  label,
  hint,
  error,
  suffix,
  id: givenId,
  ...rest
}: NumberFieldProps) {
  const t = useKitT();
  const auto = useId();
  const id = typeof givenId === 'string' ? givenId : auto;
  const current = parse(value);
  const clamp = (n: number) => Math.min(max ?? Number.POSITIVE_INFINITY, Math.max(min ?? Number.NEGATIVE_INFINITY, n));
  const stepBy = (delta: number) => {
    const base = Number.isNaN(current) ? (min ?? 0) : current;
    // Rounded to the step's decimals: 0.1 + 0.2 must read 0.3.
    const decimals = (String(step).split('.')[1] ?? '').length;
    onValue(format(Number(clamp(base + delta).toFixed(decimals))));
  };
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <div className="bf-ui-input-box" data-invalid={error ? '' : undefined}>
        <button
          type="button"
          className="bf-ui-step bf-ui-focus"
          aria-label={t('ui_decrease')}
          aria-controls={id}
          disabled={min !== undefined && current <= min}
          onClick={() => stepBy(-step)}
        >
          <Icon name="minus" />
        </button>
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          {...rest}
          id={id}
          className="bf-ui-input bf-ui-num"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onInput={(event) => onValue((event.target as HTMLInputElement).value)}
        />
        {suffix ? <span className="bf-ui-affix">{suffix}</span> : null}
        <button
          type="button"
          className="bf-ui-step bf-ui-focus"
          aria-label={t('ui_increase')}
          aria-controls={id}
          disabled={max !== undefined && current >= max}
          onClick={() => stepBy(step)}
        >
          <Icon name="plus" />
        </button>
      </div>
    </FieldFrame>
  );
}
