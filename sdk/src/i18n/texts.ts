/**
 * The one way to turn a dictionary into text, for every bundle that shows translated texts without i18next (the
 * widgets, the site, the statistics frame): `createTranslate` looks a key up and fills its `{{name}}`
 * placeholders (the syntax of the dictionary sources). A missing or empty text comes from `fallback` (the
 * statistics frame bundles English), else the key shows as itself — visible rather than silently another
 * language, and what the end-to-end tests look for.
 */
export type TextValues = Readonly<Record<string, string | number>>;
export type Texts = Readonly<Record<string, string>>;
export type Translate<K extends string = string> = (key: K, values?: TextValues) => string;

/** `{{name}}` (spaces allowed inside the braces) → its value; a name without a value stays visible. */
export function interpolate(text: string, values?: TextValues): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

export function createTranslate<K extends string = string>(messages: Texts, fallback: Texts = {}): Translate<K> {
  return (key, values) => interpolate(messages[key] || fallback[key] || key, values);
}
