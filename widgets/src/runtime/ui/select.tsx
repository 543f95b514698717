/**
 * A styled select (WAI-ARIA select-only combobox with a listbox popup): the button shows the choice; Enter,
 * Space, Alt+Down or the arrows open the list; in it the arrows, Home, End and typed letters move the active
 * option (`aria-activedescendant`, focus stays on the combobox), Enter, Space or Tab choose it, Escape closes
 * without choosing; a click outside closes. Disabled options are skipped. In a widget the list opens in the flow,
 * pushing what follows down (a popup would be clipped at the widget's edge); on a page, over it.
 */
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { commonCss, kitCss } from './kit-css';
import { useKitT } from './texts';

/** The popup list and its options, shared with the search listbox (search-listbox.tsx). */
export const listboxCss = `
.bf-ui-listbox { position: absolute; inset-inline: 0; inset-block-start: 100%; margin-block-start: var(--bf-space-1);
  z-index: 30; max-block-size: 280px; overflow-y: auto; padding: var(--bf-space-1);
  background: var(--bf-color-surface-raised); color: var(--bf-color-text); border: 1px solid var(--bf-color-border);
  border-radius: var(--bf-radius-md); box-shadow: var(--bf-shadow-2); }
/* In a widget the list opens in the flow: a shadow root's paint containment, or a frame sized to its content,
   would clip a popup at the widget's edge. */
.bf-root .bf-ui-listbox { position: static; }
.bf-ui-option { display: flex; align-items: center; gap: var(--bf-space-2); min-block-size: 40px; padding-inline: var(--bf-space-3);
  border-radius: var(--bf-radius-sm); cursor: pointer; }
.bf-ui-option[data-active] { background: var(--bf-color-surface-alt); outline: 2px solid var(--bf-color-focus); outline-offset: -2px; }
.bf-ui-option[aria-disabled="true"] { color: var(--bf-color-muted); cursor: not-allowed; }
`;

const css = `${commonCss}
.bf-ui-select { position: relative; display: grid; gap: var(--bf-space-1); }
.bf-ui-select-label { font: 600 var(--bf-font-size-sm)/var(--bf-line-height-sm) var(--bf-font); color: var(--bf-color-text); }
.bf-ui-combobox { display: flex; align-items: center; justify-content: space-between; gap: var(--bf-space-2);
  min-block-size: var(--bf-touch); padding-inline: var(--bf-space-3); border-radius: var(--bf-radius-md); text-align: start;
  border: 1px solid var(--bf-color-border-strong); background: var(--bf-color-surface); color: var(--bf-color-text);
  font: var(--bf-font-size-md)/var(--bf-line-height-md) var(--bf-font); cursor: pointer; inline-size: 100%; }
.bf-ui-combobox[aria-invalid="true"] { border-color: var(--bf-color-negative); }
/* The chevron and the chosen option's tick are drawn by CSS: a select needs no icon sprite. */
.bf-ui-combobox::after, .bf-ui-select [aria-selected="true"]::after { content: ""; flex: none; border: solid currentColor;
  border-width: 0 2px 2px 0; }
.bf-ui-combobox::after { inline-size: 7px; block-size: 7px; margin-block-start: -4px; transform: rotate(45deg); }
.bf-ui-combobox[aria-expanded="true"]::after { margin-block: 4px 0; transform: rotate(225deg); }
.bf-ui-combobox-value[data-placeholder] { color: var(--bf-color-muted); }
${listboxCss}
.bf-ui-select [aria-selected="true"] { font-weight: 600; }
.bf-ui-select [aria-selected="true"]::after { margin-inline-start: auto; inline-size: 5px; block-size: 10px;
  margin-block-start: -3px; color: var(--bf-color-accent); transform: rotate(45deg); }
`;
const style = kitCss('select', css);

export interface SelectOption<T extends string> {
  value: T;
  label: string;
  disabled?: boolean;
}

export interface SelectProps<T extends string> {
  label: string;
  options: readonly SelectOption<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  placeholder?: string;
  error?: string;
  /** Hides the visible label (it stays the accessible name). */
  hideLabel?: boolean;
  name?: string;
  /** The combobox's id (a form's or a test's hook); the listbox and options derive theirs from their own. */
  id?: string;
}

export function Select<T extends string>({
  label,
  options,
  value,
  onChange,
  placeholder,
  error,
  hideLabel,
  name,
  id: comboboxId,
}: SelectProps<T>) {
  const t = useKitT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef({ text: '', at: 0 });
  const root = useRef<HTMLDivElement | null>(null);
  const list = useRef<HTMLDivElement | null>(null);
  const chosen = options.findIndex((option) => option.value === value);
  const enabled = (index: number) => options[index] !== undefined && !options[index]?.disabled;

  const move = (from: number, delta: number) => {
    for (let i = from + delta; i >= 0 && i < options.length; i += delta) if (enabled(i)) return i;
    return from;
  };
  const first = () => move(-1, 1);
  const last = () => move(options.length, -1);
  const show = (index: number) => {
    setOpen(true);
    setActive(index >= 0 && enabled(index) ? index : first());
  };
  const choose = (index: number) => {
    const option = options[index];
    if (option && !option.disabled) onChange(option.value);
    setOpen(false);
  };

  useEffect(() => {
    if (!open) return;
    const onDown = (event: Event) => {
      if (root.current && !event.composedPath().includes(root.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);
  useEffect(() => {
    if (open && active >= 0) list.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const typeAhead = (key: string) => {
    const now = Date.now();
    typed.current = { text: (now - typed.current.at < 700 ? typed.current.text : '') + key.toLowerCase(), at: now };
    const start = Math.max(0, open ? active : chosen);
    const order = [...options.keys()].map(
      (i) => (i + start + (typed.current.text.length === 1 ? 1 : 0)) % options.length,
    );
    return order.find((i) => enabled(i) && options[i]?.label.toLowerCase().startsWith(typed.current.text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const { key } = event;
    if (!open) {
      if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') {
        event.preventDefault();
        show(key === 'ArrowUp' && chosen < 0 ? last() : chosen);
      } else if (key === 'Home' || key === 'End') {
        event.preventDefault();
        show(key === 'Home' ? first() : last());
      } else if (key.length === 1 && /\S/.test(key)) {
        const found = typeAhead(key);
        if (found !== undefined) show(found);
      }
      return;
    }
    const moves: Record<string, () => number> = {
      ArrowDown: () => move(active, 1),
      ArrowUp: () => move(active, -1),
      Home: first,
      End: last,
      PageDown: () => Math.min(last(), move(active + 9, 1)),
      PageUp: () => Math.max(first(), move(active - 9, -1)),
    };
    const to = moves[key];
    if (to) {
      event.preventDefault();
      setActive(event.altKey && key === 'ArrowUp' ? active : to());
      if (event.altKey && key === 'ArrowUp') choose(active);
    } else if (key === 'Enter' || key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (key === 'Tab') {
      choose(active);
    } else if (key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    } else if (key.length === 1 && /\S/.test(key)) {
      const found = typeAhead(key);
      if (found !== undefined) setActive(found);
    }
  };

  const shown = options[chosen];
  return (
    <div
      ref={(node) => {
        style(node);
        root.current = node;
      }}
      className="bf-ui-select"
    >
      <span id={`${id}-label`} className={hideLabel ? 'bf-ui-vh' : 'bf-ui-select-label'}>
        {label}
      </span>
      <button
        type="button"
        role="combobox"
        id={comboboxId ?? `${id}-combobox`}
        name={name}
        className="bf-ui-combobox bf-ui-focus"
        aria-labelledby={`${id}-label ${comboboxId ?? `${id}-combobox`}`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onClick={() => (open ? setOpen(false) : show(chosen))}
        onKeyDown={onKeyDown}
      >
        <span className="bf-ui-combobox-value" data-placeholder={shown ? undefined : ''}>
          {shown?.label ?? placeholder ?? t('ui_choose')}
        </span>
      </button>
      <div
        ref={list}
        className="bf-ui-listbox"
        role="listbox"
        id={`${id}-listbox`}
        aria-labelledby={`${id}-label`}
        tabIndex={-1}
        hidden={!open}
      >
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: options are reached through the combobox's aria-activedescendant
          <div
            key={option.value}
            id={`${id}-option-${index}`}
            role="option"
            className="bf-ui-option"
            aria-selected={index === chosen}
            aria-disabled={option.disabled || undefined}
            data-active={index === active ? '' : undefined}
            data-value={option.value}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => choose(index)}
          >
            {option.label}
          </div>
        ))}
      </div>
      {error ? (
        <span id={`${id}-error`} className="bf-ui-field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
