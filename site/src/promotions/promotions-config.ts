/**
 * The site's own reading of two keys of the configuration's `promo` group, which the shared schema passes through
 * (docs/promotions.md): `partnerProgram` (the partner programme page) and `globalEvent` (SPEC §2: id, name, champion id, first game
 * start). A group that does not parse is treated as absent (defaults; no event).
 */
import type { SiteConfig } from '@betframe/sdk/config';
import * as z from 'zod/mini';

const partnerProgramSchema = z.object({
  viewType: z._default(z.enum(['cards', 'steps']), 'cards'),
  email: z._default(z.string(), ''),
  commissionPercent: z._default(z.number().check(z.gte(0), z.lte(100)), 25),
});
export type PartnerProgramConfig = z.output<typeof partnerProgramSchema>;

const globalEventSchema = z.object({
  id: z._default(z.number().check(z.int(), z.gte(0)), 0),
  name: z._default(z.record(z.string(), z.string()), {}),
  champId: z._default(z.number().check(z.int(), z.gte(0)), 0),
  sportId: z._default(z.number().check(z.int(), z.gte(1)), 1),
  firstGameStart: z._default(z.string(), ''),
});
export type GlobalEventConfig = z.output<typeof globalEventSchema>;

/** A key of the loose `promo` group (absent: `{}`, every default). */
const groupOf = (config: SiteConfig, key: string): unknown => (config.promo as Record<string, unknown>)[key] ?? {};

export function partnerProgramOf(config: SiteConfig): PartnerProgramConfig {
  const parsed = partnerProgramSchema.safeParse(groupOf(config, 'partnerProgram'));
  return parsed.success ? parsed.data : partnerProgramSchema.parse({});
}

/** The configured global event, or null when there is none (id or championship 0, or a group that does not parse). */
export function globalEventOf(config: SiteConfig): GlobalEventConfig | null {
  const parsed = globalEventSchema.safeParse(groupOf(config, 'globalEvent'));
  return parsed.success && parsed.data.id > 0 && parsed.data.champId > 0 ? parsed.data : null;
}
