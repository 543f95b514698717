/**
 * Tabs (WAI-ARIA tabs, automatic activation): a tablist with roving focus — arrows in the reading direction,
 * Home, End — and panels labelled by their tab. `Tabs` draws the list; the screen renders the chosen panel in
 * `TabPanel` with the same `idBase`. Item ids become `data-tab` values that tests and pages select by (and
 * `data-<dataKey>` values too, for screens whose tabs were addressed by their own attribute before the kit).
 */
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { commonCss, kitCss } from './kit-css';
import { isRtl, nextIndex } from './roving';

const css = `${commonCss}
.bf-ui-tabs { display: flex; gap: var(--bf-space-1); overflow-x: auto; scrollbar-width: none;
  border-block-end: 1px solid var(--bf-color-border); }
.bf-ui-tab { flex: none; min-block-size: var(--bf-touch); padding-inline: var(--bf-space-3); border: 0;
  border-block-end: 3px solid transparent; background: none; color: var(--bf-color-muted); cursor: pointer;
  font: 600 var(--bf-font-size-md)/1 var(--bf-font); display: inline-flex; align-items: center; gap: var(--bf-space-1); }
.bf-ui-tab[aria-selected="true"] { color: var(--bf-color-text); border-block-end-color: var(--bf-color-accent); }
.bf-ui-tab:hover { color: var(--bf-color-text); }
.bf-ui-tab-count { font-variant-numeric: tabular-nums; font-weight: 400; }
.bf-ui-tabpanel { padding-block: var(--bf-space-3); }
`;
const style = kitCss('tabs', css);

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
  count?: number;
}

export function Tabs<T extends string>({
  label,
  idBase,
  items,
  selected,
  onSelect,
  dataKey,
}: {
  label: string;
  /** Also puts each item's id in `data-<dataKey>` (e.g. `data-mode="login"`). */
  dataKey?: string;
  /** Prefix of the tab and panel ids (unique in the widget). */
  idBase: string;
  items: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
}) {
  const list = useRef<HTMLDivElement | null>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items.findIndex((item) => item.id === selected);
    const next = nextIndex(event.key, current, items.length, { rtl: isRtl(list.current) });
    const item = next === undefined ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    onSelect(item.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${idBase}-tab-${item.id}`)}`)?.focus();
  };
  return (
    <div
      ref={(node) => {
        style(node);
        list.current = node;
      }}
      className="bf-ui-tabs"
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const on = item.id === selected;
        return (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`${idBase}-tab-${item.id}`}
            className="bf-ui-tab bf-ui-focus"
            aria-selected={on}
            aria-controls={`${idBase}-panel-${item.id}`}
            tabIndex={on ? 0 : -1}
            data-tab={item.id}
            {...(dataKey ? { [`data-${dataKey}`]: item.id } : {})}
            onClick={() => onSelect(item.id)}
          >
            {item.label}
            {item.count === undefined ? null : <span className="bf-ui-tab-count">{item.count}</span>}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel({ idBase, id, children }: { idBase: string; id: string; children: ReactNode }) {
  return (
    <div
      ref={style}
      className="bf-ui-tabpanel"
      role="tabpanel"
      id={`${idBase}-panel-${id}`}
      aria-labelledby={`${idBase}-tab-${id}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: APG tabs — the panel takes focus when it holds nothing focusable
      tabIndex={0}
    >
      {children}
    </div>
  );
}
