/** Lists of ids travel as one sorted, de-duplicated, comma-joined string, so equal sets give equal URLs (and cache keys). */
export const ID_SEPARATOR = ',';

export type Id = string | number;

function asIdText(id: Id): string | undefined {
  if (typeof id === 'number') return Number.isFinite(id) ? String(id) : undefined;
  const trimmed = id.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The number a text canonically spells (`'10'`, `'-3'`, `'1.5'`), else undefined (`'007'`, `'x'`, `''`). */
const numericOf = (text: string): number | undefined => {
  const value = Number(text);
  return text !== '' && Number.isFinite(value) && String(value) === text ? value : undefined;
};

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Numeric ids first in numeric order, then other ids in code-unit order: a total order, so the result is stable. */
export function compareIds(a: string, b: string): number {
  const na = numericOf(a);
  const nb = numericOf(b);
  if (na !== undefined && nb !== undefined) return na - nb || byText(a, b);
  if (na !== undefined) return -1;
  if (nb !== undefined) return 1;
  return byText(a, b);
}

/** Sorted, unique id texts; non-finite numbers and blank strings are dropped. */
export function normalizeIdList(ids: Iterable<Id>): string[] {
  const list = Array.isArray(ids) ? (ids as readonly Id[]) : [...ids];
  // Fast path for the common all-numbers list: no text parsing while sorting.
  if (list.every((id) => typeof id === 'number')) {
    const numbers = [...new Set((list as number[]).filter(Number.isFinite))].sort((a, b) => a - b);
    return [...new Set(numbers.map(String))];
  }
  const unique = new Set<string>();
  for (const id of list) {
    const text = asIdText(id);
    if (text !== undefined) unique.add(text);
  }
  // Parse each id once, not once per comparison.
  const keyed = [...unique].map((text) => ({ text, value: numericOf(text) }));
  keyed.sort((a, b) => {
    if (a.value !== undefined && b.value !== undefined) return a.value - b.value || byText(a.text, b.text);
    if (a.value !== undefined) return -1;
    if (b.value !== undefined) return 1;
    return byText(a.text, b.text);
  });
  return keyed.map((entry) => entry.text);
}

/** `[3, 1, 3, 2]` → `'1,2,3'`; an empty list gives `''` (the parameter encoder then omits it). */
export function encodeIdList(ids: Iterable<Id>): string {
  return normalizeIdList(ids).join(ID_SEPARATOR);
}

/** `'1,2,3'` → `['1', '2', '3']`; blanks are skipped. */
export function decodeIdList(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(ID_SEPARATOR)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** `'1,2,x'` → `[1, 2]`: numeric ids only. */
export function decodeNumericIdList(text: string | null | undefined): number[] {
  return decodeIdList(text)
    .map(Number)
    .filter((value) => Number.isFinite(value));
}
