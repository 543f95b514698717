import { message, type RuleResult } from './message';

/** Empty means nothing but whitespace, an empty list, or no value at all. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** SPEC §5: an empty value gives the required message with the field label in quotes. The quotes belong to
 *  the dictionary text (« » in Russian and Kazakh, “ ” in English), so the label travels bare. */
export function validateRequired(value: unknown, label: string): RuleResult {
  return isEmptyValue(value) ? message('required', { label }) : undefined;
}
