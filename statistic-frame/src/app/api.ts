/**
 * Reads the statistics calls (SPEC §7) from the sportsbook's service base, through the frame's request-layer
 * client. Bodies are parsed with the shared schemas of `@betframe/sdk/statistic`; a failed call yields the
 * server's message (agreed error body), or the frame's own text when there is none.
 */
import { GenericErrorKey } from '@betframe/sdk/errors';
import type { StatisticsMessageKey } from '@betframe/sdk/i18n';
import { resourceSchema } from '@betframe/sdk/statistic';
import { z } from 'zod/mini';
import { frameHttp } from './http';

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
  // The statistics service's own parameter names (`sportId`, not the feed's wire name `sport`): sent as written.
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  const result = await frameHttp.request({
    path: `/service-api/${path}?${query}`,
    schema: resourceSchema(z.unknown()),
    ...(signal ? { signal } : {}),
  });
  if (result.error) {
    const { code, status, message } = result.error;
    if (code === 'cancelled') throw new DOMException('The statistics call was cancelled', 'AbortError');
    if (code === 'network' || code === 'timeout')
      throw new StatisticsCallError('The statistics service could not be reached', 0, 'stat_service_unreachable');
    if (code.startsWith('http_')) {
      // The agreed error body's `errors[0].detail` or `message`, as sent; without one, the frame's own text.
      if (message === GenericErrorKey.server)
        throw new StatisticsCallError(`HTTP ${status}`, status, 'stat_http_status');
      throw new StatisticsCallError(message, status);
    }
    throw new StatisticsCallError(
      'The statistics service sent an unexpected answer',
      status,
      'stat_service_unexpected',
    );
  }
  const parsed = attributes.safeParse(result.data.data.attributes);
  if (!parsed.success)
    throw new StatisticsCallError(
      'The statistics service sent an unexpected answer',
      result.status,
      'stat_service_unexpected',
    );
  return parsed.data as z.infer<T>;
}
