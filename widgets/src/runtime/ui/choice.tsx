/**
 * Checkbox, radio group and switch. Checkbox and radio are native inputs drawn over (so forms, labels and
 * keyboard behave as the platform does); the switch is a WAI-ARIA switch button (`aria-checked`, Space/Enter).
 * Each is at least 44 px tall with its label, which is part of the target.
 */
import type { ReactNode } from 'react';
import { useId } from 'react';
import { commonCss, kitCss } from './kit-css';

const css = `${commonCss}
.bf-ui-check { display: inline-flex; align-items: center; gap: var(--bf-space-2); min-block-size: var(--bf-touch);
  cursor: pointer; color: var(--bf-color-text); font: var(--bf-font-size-md)/var(--bf-line-height-md) var(--bf-font); }
.bf-ui-check input { appearance: none; margin: 0; flex: none; inline-size: 20px; block-size: 20px; display: grid;
  place-items: center; border: 2px solid var(--bf-color-border-strong); background: var(--bf-color-surface); cursor: pointer; }
.bf-ui-check input[type="checkbox"] { border-radius: var(--bf-radius-sm); }
.bf-ui-check input[type="radio"] { border-radius: 50%; }
.bf-ui-check input[aria-invalid="true"] { border-color: var(--bf-color-negative); }
.bf-ui-check input:checked { border-color: var(--bf-color-accent); background: var(--bf-color-accent); }
.bf-ui-check input[type="checkbox"]:checked::after { content: ""; inline-size: 5px; block-size: 10px; margin-block-start: -2px;
  border: solid var(--bf-color-on-accent); border-width: 0 2px 2px 0; transform: rotate(45deg); }
.bf-ui-check input[type="radio"]:checked { background: var(--bf-color-surface); }
.bf-ui-check input[type="radio"]:checked::after { content: ""; inline-size: 10px; block-size: 10px; border-radius: 50%;
  background: var(--bf-color-accent); }
.bf-ui-check input:focus-visible { outline: 2px solid var(--bf-color-focus); outline-offset: 2px; }
.bf-ui-check input:disabled, .bf-ui-check input:disabled + span { opacity: 0.55; cursor: not-allowed; }
.bf-ui-radiogroup { border: 0; margin: 0; padding: 0; display: grid; gap: 0; }
.bf-ui-radiogroup[data-inline] { display: flex; flex-wrap: wrap; column-gap: var(--bf-space-4); }
.bf-ui-radiogroup legend { padding: 0; font: 600 var(--bf-font-size-sm)/var(--bf-line-height-sm) var(--bf-font); }
.bf-ui-switch { display: inline-flex; align-items: center; gap: var(--bf-space-3); min-block-size: var(--bf-touch);
  border: 0; background: none; padding: 0; color: var(--bf-color-text); cursor: pointer; text-align: start;
  font: var(--bf-font-size-md)/var(--bf-line-height-md) var(--bf-font); }
.bf-ui-switch-track { flex: none; position: relative; inline-size: 40px; block-size: 24px; border-radius: var(--bf-radius-pill);
  background: var(--bf-color-surface-alt); border: 2px solid var(--bf-color-border-strong);
  transition: background-color var(--bf-duration-fast) var(--bf-easing); }
.bf-ui-switch-track::after { content: ""; position: absolute; inset-block-start: 2px; inset-inline-start: 2px; inline-size: 16px;
  block-size: 16px; border-radius: 50%; background: var(--bf-color-muted);
  transition: inset-inline-start var(--bf-duration-fast) var(--bf-easing); }
.bf-ui-switch[aria-checked="true"] .bf-ui-switch-track { background: var(--bf-color-accent); border-color: var(--bf-color-accent); }
.bf-ui-switch[aria-checked="true"] .bf-ui-switch-track::after { inset-inline-start: 18px; background: var(--bf-color-on-accent); }
.bf-ui-switch:disabled { opacity: 0.55; cursor: not-allowed; }
`;
const style = kitCss('choice', css);

export function Checkbox({
  label,
  checked,
  onChange,
  disabled,
  name,
  invalid,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  /** A required box left unticked: `aria-invalid`, the error itself is the form's. */
  invalid?: boolean;
}) {
  return (
    <label ref={style} className="bf-ui-check">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange((event.target as HTMLInputElement).checked)}
      />
      <span>{label}</span>
    </label>
  );
}

export interface RadioOption<T extends string> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
}

/**
 * Native radios in a fieldset: the arrows move between them as the platform does. `inline` lays the options out
 * in a row that wraps (short labels, e.g. the bet types) instead of one under another.
 */
export function RadioGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  name,
  inline,
}: {
  legend: string;
  options: readonly RadioOption<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  name?: string;
  inline?: boolean;
}) {
  const auto = useId();
  return (
    <fieldset ref={style} className="bf-ui-radiogroup" data-inline={inline ? '' : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="bf-ui-check">
          <input
            type="radio"
            name={name ?? auto}
            value={option.value}
            checked={option.value === value}
            disabled={option.disabled}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function Switch({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <button
      ref={style}
      type="button"
      role="switch"
      className="bf-ui-switch bf-ui-focus"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onChange(!checked)}
    >
      <span className="bf-ui-switch-track" aria-hidden="true" />
      <span>{label}</span>
    </button>
  );
}
