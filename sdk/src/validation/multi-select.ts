import { message, type ValidationMessage } from './message';

/** SPEC §9 multi-select and selection-modal constants. */
export const MULTI_SELECT_LIMITS = {
  limit: 99_999,
  maxHeight: 300,
  optionHeight: 40,
  optionsLimit: 1000,
  loadMoreWithinPx: 100,
} as const;

/** SPEC §5 messages as translation keys; the English texts live in the en dictionary. */
export function maxSelectedMessage(max: number): ValidationMessage {
  return message('multiselect_max_selected', { max });
}

export function noResultsMessage(): ValidationMessage {
  return message('multiselect_no_results');
}

export function listEmptyMessage(): ValidationMessage {
  return message('multiselect_list_empty');
}

/** Adding one more option is refused once `max` are selected. */
export function canSelectMore(selectedCount: number, max: number = MULTI_SELECT_LIMITS.limit): boolean {
  return selectedCount < max;
}
