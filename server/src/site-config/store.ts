/**
 * Site configuration from operator-edited files, re-read when a file changes (mtime and size checked on every
 * lookup, so no restart and no watcher to leak):
 *
 *   <configDir>/site.json               overrides for every partner (optional)
 *   <configDir>/partners/<ref_id>.json  { "config": {…}, "modes": { "development": {…} },
 *                                         "groups": { "<group_id>": {…} }, "countries": { "<iso2>": {…} } }
 *
 * Layers, later wins: schema defaults ← site.json ← partner config ← partner modes[mode] ← groups[group] ←
 * countries[country]. Objects deep-merge; arrays replace.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { siteConfigSchema } from '@betframe/sdk/config';
import { countryIdFromCode } from '@betframe/sdk/dictionaries';
import { z } from 'zod';
import type { SiteConfigQuery, SiteConfigStore } from '../app/types';
import { deepMerge } from './deep-merge';

const partnerFileSchema = z.object({
  config: z.record(z.string(), z.unknown()).default({}),
  modes: z.record(z.string(), z.record(z.string(), z.unknown())).default({}),
  groups: z.record(z.string(), z.record(z.string(), z.unknown())).default({}),
  countries: z.record(z.string(), z.record(z.string(), z.unknown())).default({}),
});
type PartnerFile = z.infer<typeof partnerFileSchema>;

export type { SiteConfigQuery, SiteConfigStore };

export class SiteConfigError extends Error {}

interface Cached<T> {
  stamp: string;
  value: T;
}

export function createSiteConfigStore(options: {
  configDir: string;
  mode: string;
  onError?: (error: Error, file: string) => void;
}): SiteConfigStore {
  const cache = new Map<string, Cached<unknown>>();

  /** The parsed file, undefined when absent; the last good version when it became invalid. */
  function load<T>(file: string, parse: (raw: unknown) => T): T | undefined {
    let stamp: string;
    try {
      const info = statSync(file);
      stamp = `${info.mtimeMs}:${info.size}`;
    } catch {
      cache.delete(file);
      return undefined;
    }
    const hit = cache.get(file);
    if (hit?.stamp === stamp) return hit.value as T;
    try {
      const value = parse(JSON.parse(readFileSync(file, 'utf8')));
      cache.set(file, { stamp, value });
      return value;
    } catch (error) {
      options.onError?.(error as Error, file);
      if (hit) {
        // Keep serving the last good version, and do not re-parse the broken file on every request.
        cache.set(file, { stamp, value: hit.value });
        return hit.value as T;
      }
      throw new SiteConfigError(`site configuration ${file} is invalid: ${(error as Error).message}`);
    }
  }

  return {
    async get({ partner, group, country }) {
      const site = load(join(options.configDir, 'site.json'), (raw) => z.record(z.string(), z.unknown()).parse(raw));
      const file = load<PartnerFile>(join(options.configDir, 'partners', `${partner}.json`), (raw) =>
        partnerFileSchema.parse(raw),
      );
      const cc = country?.toLowerCase();
      let merged: unknown = site ?? {};
      merged = deepMerge(merged, file?.config);
      merged = deepMerge(merged, file?.modes[options.mode]);
      if (group !== undefined) merged = deepMerge(merged, file?.groups[String(group)]);
      if (cc) merged = deepMerge(merged, file?.countries[cc]);
      merged = deepMerge(merged, {
        partner: { refId: partner, ...(group !== undefined ? { groupId: group } : {}) },
        ...(cc
          ? {
              geo: { countryCode: cc, countryId: countryIdFromCode(cc) },
              country: { id: countryIdFromCode(cc), code: cc },
            }
          : {}),
      });
      const parsed = siteConfigSchema.safeParse(merged);
      if (!parsed.success) {
        throw new SiteConfigError(`site configuration of partner ${partner} is invalid: ${parsed.error.message}`);
      }
      return parsed.data;
    },
  };
}
