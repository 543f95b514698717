/**
 * The names of the widget options (./widget-options.ts has their schema) and how the host chunk forwards them as
 * the partner gave them. Kept apart from the schema, so the host chunk, which checks none of them, does not carry
 * it.
 */
export const widgetOptionKeys = ['partner', 'group', 'lang', 'country', 'currency', 'theme'] as const;
export type WidgetOptionKey = (typeof widgetOptionKeys)[number];

/** The widget options among a larger object (the partner's init options), as given: nothing checked or defaulted. */
export function pickWidgetOptions(
  source: Readonly<Partial<Record<WidgetOptionKey, unknown>>>,
): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of widgetOptionKeys) if (source[key] !== undefined && source[key] !== null) picked[key] = source[key];
  return picked;
}

/** The options as frame URL query parameters (parsed there by the server with `frameQuerySchema`). */
export function widgetOptionsQuery(source: Readonly<Partial<Record<WidgetOptionKey, unknown>>>): [string, string][] {
  return Object.entries(pickWidgetOptions(source)).map(([key, value]) => [key, String(value)]);
}
