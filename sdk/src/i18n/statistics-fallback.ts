/**
 * The English statistics dictionary, for the statistics frame to bundle: the texts it shows when its own
 * language cannot be loaded (never a blank or key-only screen). Other languages are fetched at run time.
 * Its keys type the frame's `t()`, so a text the dictionary lacks does not compile.
 */
import messages from './dictionaries/en/statistics.json';

export type StatisticsMessageKey = keyof typeof messages;

export const STATISTICS_FALLBACK_MESSAGES: Readonly<Record<StatisticsMessageKey, string>> = messages;
