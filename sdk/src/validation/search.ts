import { message, type RuleResult } from './message';

/** SPEC §5/§9: the search input holds at most 100 characters. */
export const SEARCH_MAX_LENGTH = 100;

/** What the input keeps as the user types (cut, never rejected). */
export function limitSearchText(text: string): string {
  return Array.from(text).slice(0, SEARCH_MAX_LENGTH).join('');
}

/** For a search text arriving from outside (a request body or query). */
export function validateSearchText(text: string): RuleResult {
  return Array.from(text).length > SEARCH_MAX_LENGTH
    ? message('validation_max_length', { max: SEARCH_MAX_LENGTH })
    : undefined;
}
