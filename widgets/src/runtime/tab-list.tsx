/**
 * A row of tabs (WAI-ARIA tablist): one button per item, the chosen one `aria-selected`. `dataKey` names a data
 * attribute carrying the item (`mode` → `data-mode="login"`), which pages and tests select tabs by.
 * Imported from this module, not the runtime index: exported there it reshaped the widgets' chunks and added
 * 0.3–1.3 KB brotli to every widget.
 */
export function TabList<T extends string>({
  label,
  items,
  selected,
  onSelect,
  text,
  dataKey,
}: {
  label: string;
  items: readonly T[];
  selected: T;
  onSelect: (item: T) => void;
  text: (item: T) => string;
  dataKey: string;
}) {
  return (
    <div className="bf-tabs" role="tablist" aria-label={label}>
      {items.map((item) => (
        <button
          key={item}
          type="button"
          role="tab"
          className="bf-tab"
          aria-selected={selected === item}
          {...{ [`data-${dataKey}`]: item }}
          onClick={() => onSelect(item)}
        >
          {text(item)}
        </button>
      ))}
    </div>
  );
}
