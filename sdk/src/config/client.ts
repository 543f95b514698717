import { type SiteConfig, siteConfigSchema } from './schema';

export interface SiteConfigParams {
  partner?: number;
  group?: number;
  /** ISO 3166-1 alpha-2 country code. */
  country?: string;
}

/**
 * Loads the site configuration from `{baseUrl}/frontend-api/site-config` and validates it. Throws on a failed
 * call or an invalid answer; callers decide whether to fall back to `siteConfigSchema.parse({})`.
 */
export async function fetchSiteConfig(
  fetchImpl: typeof fetch,
  baseUrl: string,
  params: SiteConfigParams = {},
): Promise<SiteConfig> {
  return siteConfigSchema.parse(await fetchSiteConfigAttributes(fetchImpl, baseUrl, params));
}

/**
 * The configuration call's answer, not yet validated: the caller parses it with the schema of what it reads
 * (the widgets with `widgetConfigSchema`, so they do not carry the whole schema). Throws on a failed call.
 */
export async function fetchSiteConfigAttributes(
  fetchImpl: typeof fetch,
  baseUrl: string,
  params: SiteConfigParams = {},
): Promise<unknown> {
  const query = new URLSearchParams();
  if (params.partner !== undefined) query.set('partner', String(params.partner));
  if (params.group !== undefined) query.set('group', String(params.group));
  if (params.country) query.set('country', params.country.toLowerCase());
  const qs = query.toString();
  const response = await fetchImpl(`${baseUrl.replace(/\/+$/, '')}/frontend-api/site-config${qs ? `?${qs}` : ''}`, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`site-config: HTTP ${response.status}`);
  const body = (await response.json()) as { data?: { attributes?: unknown } };
  return body?.data?.attributes;
}
