/**
 * A search box over a list to pick from (WAI-ARIA combobox with list autocomplete, the list always shown under
 * it): typing filters (the caller filters `options` by `query`), ArrowDown/ArrowUp move the active option
 * (`aria-activedescendant`, focus stays in the box, so the caret and the typed text keep working), Enter picks
 * it, a click or tap picks any option. Home and End stay the text's. Escape is the caller's (a panel closes).
 * The list and its options look like the Select's (`listboxCss`); it opens in the flow, under the box.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { FieldFrame } from './field';
import { commonCss, kitCss } from './kit-css';
import { listboxCss } from './select';

const css = `${commonCss}${listboxCss}
.bf-ui-search { display: grid; gap: var(--bf-space-1); }
.bf-ui-search .bf-ui-listbox { position: static; max-block-size: 320px; }
.bf-ui-search .bf-ui-option[aria-selected="true"] { font-weight: 600; }
.bf-ui-search-empty { padding: var(--bf-space-2) var(--bf-space-3); color: var(--bf-color-muted); }
`;
const style = kitCss('search-listbox', css);

export interface SearchOption {
  value: string;
  label: ReactNode;
}

export interface SearchListboxProps {
  /** The search box's id (a form's or a test's hook) and visible label. */
  id: string;
  label: string;
  query: string;
  onQuery: (query: string) => void;
  options: readonly SearchOption[];
  onPick: (value: string) => void;
  /** Shown in the list's place when nothing matches (or while the options load). */
  empty: string;
  maxLength?: number;
  autoFocus?: boolean;
}

export function SearchListbox({
  id,
  label,
  query,
  onQuery,
  options,
  onPick,
  empty,
  maxLength,
  autoFocus,
}: SearchListboxProps) {
  const own = useId();
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement | null>(null);
  const list = useRef<HTMLDivElement | null>(null);
  const listId = `${own}-listbox`;
  const at = active < options.length ? active : -1;

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);
  useEffect(() => {
    if (at >= 0) list.current?.children[at]?.scrollIntoView?.({ block: 'nearest' });
  }, [at]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      setActive(key === 'ArrowDown' ? Math.min(options.length - 1, at + 1) : Math.max(0, at - 1));
    } else if (key === 'Enter' && at >= 0) {
      event.preventDefault();
      const option = options[at];
      if (option) onPick(option.value);
    }
  };

  return (
    <div ref={style} className="bf-ui-search">
      <FieldFrame id={id} label={label}>
        <div className="bf-ui-input-box">
          <input
            ref={input}
            id={id}
            className="bf-ui-input"
            type="search"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={options.length > 0}
            aria-controls={listId}
            aria-activedescendant={at >= 0 ? `${own}-option-${at}` : undefined}
            maxLength={maxLength}
            value={query}
            onInput={(event) => {
              onQuery(event.currentTarget.value);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
          />
        </div>
      </FieldFrame>
      {options.length === 0 ? (
        <p className="bf-ui-search-empty" role="status">
          {empty}
        </p>
      ) : null}
      <div ref={list} className="bf-ui-listbox" role="listbox" id={listId} aria-label={label} hidden={!options.length}>
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: options are reached through the search box's aria-activedescendant
          <div
            key={option.value}
            id={`${own}-option-${index}`}
            role="option"
            className="bf-ui-option"
            aria-selected={index === at}
            data-active={index === at ? '' : undefined}
            data-value={option.value}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => onPick(option.value)}
          >
            {option.label}
          </div>
        ))}
      </div>
    </div>
  );
}
