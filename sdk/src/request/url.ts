import { type EncodeOptions, encodeQuery, type Params, serializeQuery } from '../encoding';

function joinPath(base: string, path: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(path)) return path;
  if (base === '') return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Base + path + optional segments + encoded query parameters. */
export function buildUrl(
  base: string,
  path: string,
  segments: ReadonlyArray<string | number | null | undefined> | undefined,
  queries: ReadonlyArray<Params | undefined>,
  encode: EncodeOptions,
): string {
  let url = joinPath(base, path);
  const present = (segments ?? []).filter(
    (segment): segment is string | number => segment !== undefined && segment !== null && segment !== '',
  );
  if (present.length > 0) {
    url = `${url.replace(/\/+$/, '')}/${present.map((segment) => encodeURIComponent(String(segment))).join('/')}`;
  }
  const pairs = queries.flatMap((query) => encodeQuery(query, encode));
  if (pairs.length === 0) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${serializeQuery(pairs)}`;
}
