/**
 * GlobalChamp: `GET /service-api/LineFeed/GetGlobalChampZip` — the outrights open for bets (outrights.ts), each
 * as a game with its one market: "Championship winner", and after it its window's "Top scorer" (top-scorer.ts);
 * `champ` narrows to one top championship (400 for another).
 */
import { outrightsPath, outrightsQuerySchema } from '@betframe/sdk/feed';
import type { Context, Hono } from 'hono';
import { ApiError } from '../app/errors';
import type { AppEnv } from '../app/types';
import { readQuery } from '../app/validation';
import { champToWire } from './present';
import type { FeedProvider } from './provider';
import { present } from './queries';

export function registerOutrightRoutes(
  app: Hono<AppEnv>,
  provider: () => FeedProvider,
  cached: (c: Context<AppEnv>, build: () => unknown) => Response,
): void {
  app.get(outrightsPath, (c) =>
    cached(c, () => {
      const q = readQuery(c, outrightsQuerySchema);
      const p = provider();
      if (q.champ !== undefined && !p.champs(1).some((ch) => ch.id === q.champ && ch.tier === 1))
        throw ApiError.validation({ champ: ['no_outrights'] });
      const outrights = (p.outrights?.(q.champ) ?? []).filter((g) => p.view(g).status === 1);
      const champs = [...new Map(outrights.map((g) => [g.champ.id, g.champ])).values()];
      return {
        data: {
          type: 'feed-outrights',
          attributes: {
            champs: champs.map((ch) => champToWire(ch, outrights.filter((g) => g.champ.id === ch.id).length, q.lng)),
            outrights: outrights.map((g) => present(p, g, q.lng, true)),
          },
        },
      };
    }),
  );
}
