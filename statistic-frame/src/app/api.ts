/**
 * Reads the statistics calls (SPEC §7) from the sportsbook's service base. Bodies are parsed with the shared
 * schemas of `@betframe/sdk/statistic`; a failed call yields the server's message (agreed error body).
 */
import type { StatisticsMessageKey } from '@betframe/sdk/i18n';
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
    /** Set when the text is the frame's own (translated on screen); a server message is shown as sent. */
    readonly messageKey?: StatisticsMessageKey,
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
    throw new StatisticsCallError('The statistics service could not be reached', 0, 'stat_service_unreachable');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(body);
    if (!parsed.success) throw new StatisticsCallError(`HTTP ${response.status}`, response.status, 'stat_http_status');
    throw new StatisticsCallError(parsed.data.errors?.[0]?.detail ?? parsed.data.message, response.status);
  }
  const envelope = resourceSchema(z.unknown()).safeParse(body);
  const parsed = envelope.success ? attributes.safeParse(envelope.data.data.attributes) : undefined;
  if (!parsed?.success)
    throw new StatisticsCallError(
      'The statistics service sent an unexpected answer',
      response.status,
      'stat_service_unexpected',
    );
  return parsed.data as z.infer<T>;
}
