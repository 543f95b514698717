/**
 * Names the code uses → names on the wire, where they differ (SPEC §3 "Request parameters"). Keys not listed
 * here go out unchanged, so a caller may always write the wire name itself. Endpoints that spell a parameter
 * differently (`lang`, `Language`) pass their own `names` to the encoder.
 */
export const WIRE_NAMES: Readonly<Record<string, string>> = {
  language: 'lng',
  sportId: 'sport',
  groupId: 'gr',
  coefViewId: 'cfview',
  pageNumber: 'page_number',
};

/** Wire defaults of SPEC §9; a client opts in with `paramDefaults`, and a parameter equal to its default is omitted. */
export const PARAM_DEFAULTS: Readonly<Record<string, unknown>> = {
  lng: 'ru',
  partner: 1,
  CheckCf: 0,
  multiEvent: 0,
};

export function wireName(key: string, names?: Readonly<Record<string, string>>): string {
  return names?.[key] ?? WIRE_NAMES[key] ?? key;
}
