/**
 * The English statistics dictionary, for the statistics frame to bundle: the texts it shows while its own
 * language loads and when that load fails (never a blank or key-only screen). Other languages are fetched.
 */
import messages from './dictionaries/en/statistics.json';

export const STATISTICS_FALLBACK_MESSAGES: Readonly<Record<string, string>> = messages;
