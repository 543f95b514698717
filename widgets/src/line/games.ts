/**
 * The line shell's games: the first games of the line feed with their 1X2 prices
 * (`GET /service-api/LineFeed/Get1x2_VZip`, SPEC §7). The answer is checked with zod; anything the shell cannot
 * read (no feed on this server, an error, another shape) is "no games", never a crash.
 */
import * as z from 'zod/mini';

const priceSchema = z.object({ T: z.int(), C: z.number().check(z.minimum(1)) });
const gameSchema = z.object({
  I: z.int(),
  O1: z.string(),
  O2: z.optional(z.string()),
  L: z.optional(z.string()),
  E: z.optional(z.array(priceSchema)),
});
const feedSchema = z.object({ Value: z.array(gameSchema) });

export interface LineGame {
  id: number;
  title: string;
  league: string;
  /** 1X2 prices: outcome type 1 (home), 2 (draw), 3 (away). */
  prices: Array<{ type: number; label: string; coefficient: number }>;
}

const outcomeLabels: Record<number, string> = { 1: '1', 2: 'X', 3: '2' };

export async function fetchLineGames(
  origin: string,
  params: { lang: string; partner: number; country?: string },
  fetchImpl: typeof fetch = fetch,
): Promise<LineGame[]> {
  const query = new URLSearchParams({ count: '10', lng: params.lang, partner: String(params.partner), mode: '4' });
  if (params.country) query.set('country', params.country);
  try {
    const response = await fetchImpl(`${origin}/service-api/LineFeed/Get1x2_VZip?${query}`, {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return [];
    const parsed = feedSchema.safeParse(await response.json());
    if (!parsed.success) return [];
    return parsed.data.Value.map((g) => ({
      id: g.I,
      title: g.O2 ? `${g.O1} — ${g.O2}` : g.O1,
      league: g.L ?? '',
      prices: (g.E ?? [])
        .filter((p) => p.T in outcomeLabels)
        .map((p) => ({ type: p.T, label: outcomeLabels[p.T] ?? String(p.T), coefficient: p.C })),
    }));
  } catch {
    return [];
  }
}
