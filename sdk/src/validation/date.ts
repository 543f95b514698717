import { message, type RuleResult } from './message';

export interface DateBound {
  readonly value: Date;
  /** A translation key; defaults to validation_date_min / validation_date_max. */
  readonly message?: string;
}

export interface DateRuleOptions {
  /** When set, an empty date gives this configured message key. */
  readonly requiredMessage?: string;
  readonly minValue?: DateBound;
  readonly maxValue?: DateBound;
  /** Used to render the bound in the message parameters; ISO date by default. */
  readonly formatBound?: (date: Date) => string;
}

const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

/** SPEC §5 "Date": required (configured message), then minValue and maxValue, each with its own message. */
export function validateDate(value: Date | null | undefined, options: DateRuleOptions = {}): RuleResult {
  if (value === null || value === undefined) {
    return options.requiredMessage === undefined ? undefined : message(options.requiredMessage);
  }
  if (Number.isNaN(value.getTime())) return message('validation_date_invalid');
  const render = options.formatBound ?? isoDate;
  const { minValue, maxValue } = options;
  if (minValue && value.getTime() < minValue.value.getTime()) {
    return message(minValue.message ?? 'validation_date_min', { date: render(minValue.value) });
  }
  if (maxValue && value.getTime() > maxValue.value.getTime()) {
    return message(maxValue.message ?? 'validation_date_max', { date: render(maxValue.value) });
  }
  return undefined;
}
