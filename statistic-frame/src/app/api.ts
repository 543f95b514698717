/**
 * Reads the statistics calls (SPEC §7) from the sportsbook's service base. Bodies are parsed with the shared
 * schemas of `@betframe/sdk/statistic`; a failed call yields the server's message (agreed error body).
 */
import { resourceSchema } from '@betframe/sdk/statistic';
import { z } from 'zod/mini';

const errorBodySchema = z.object({
  message: z.string(),
  errors: z.optional(z.array(z.object({ detail: z.string() }))),
});

export class StatisticsCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'StatisticsCallError';
  }
}

export async function fetchStatistics<T extends z.ZodMiniType>(
  path: string,
  params: Record<string, string | number>,
  attributes: T,
  signal?: AbortSignal,
): Promise<z.infer<T>> {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  let response: Response;
  try {
    response = await fetch(`/service-api/${path}?${query}`, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new StatisticsCallError('The statistics service could not be reached', 0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(body);
    const message = parsed.success
      ? (parsed.data.errors?.[0]?.detail ?? parsed.data.message)
      : `HTTP ${response.status}`;
    throw new StatisticsCallError(message, response.status);
  }
  const envelope = resourceSchema(z.unknown()).safeParse(body);
  const parsed = envelope.success ? attributes.safeParse(envelope.data.data.attributes) : undefined;
  if (!parsed?.success)
    throw new StatisticsCallError('The statistics service sent an unexpected answer', response.status);
  return parsed.data as z.infer<T>;
}
