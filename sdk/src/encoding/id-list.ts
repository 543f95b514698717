/** Lists of ids travel as one sorted, de-duplicated, comma-joined string, so equal sets give equal URLs (and cache keys). */
export const ID_SEPARATOR = ',';

export type Id = string | number;

function asIdText(id: Id): string | undefined {
  if (typeof id === 'number') return Number.isFinite(id) ? String(id) : undefined;
  const trimmed = id.trim();
  return trimmed === '' ? undefined : trimmed;
}

const numericOf = (text: string): number | undefined => {
  const value = Number(text);
  return /^-?\d+(\.\d+)?$/.test(text) && Number.isFinite(value) ? value : undefined;
};

/** Numeric ids first in numeric order, then other ids in code-unit order: a total order, so the result is stable. */
export function compareIds(a: string, b: string): number {
  const na = numericOf(a);
  const nb = numericOf(b);
  if (na !== undefined && nb !== undefined) return na - nb || (a < b ? -1 : a > b ? 1 : 0);
  if (na !== undefined) return -1;
  if (nb !== undefined) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Sorted, unique id texts; non-finite numbers and blank strings are dropped. */
export function normalizeIdList(ids: Iterable<Id>): string[] {
  const unique = new Set<string>();
  for (const id of ids) {
    const text = asIdText(id);
    if (text !== undefined) unique.add(text);
  }
  return [...unique].sort(compareIds);
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
    .map((part) => numericOf(part))
    .filter((value): value is number => value !== undefined);
}
