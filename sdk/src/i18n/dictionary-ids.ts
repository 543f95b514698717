/**
 * Dictionary ids (SPEC §3: dictionaries are keyed by language and numeric id). Id 1, the app dictionary, is
 * the "app dictionary class" of SPEC §9 cached for 24 hours; the others for 15 minutes.
 */
export const DICTIONARIES = [
  { id: 1, name: 'app' },
  { id: 2, name: 'validation' },
  { id: 3, name: 'errors' },
  { id: 4, name: 'sports' },
  { id: 5, name: 'statistics' },
] as const;

export type DictionaryName = (typeof DICTIONARIES)[number]['name'];

export const APP_DICTIONARY_ID = 1;

/** The statistics frame's texts: the one dictionary that frame loads. */
export const STATISTICS_DICTIONARY_ID = 5;
