/**
 * The player's tournament calls (sdk `tournamentPaths`; docs/promotions.md "Tournaments"), the jobs' timer and
 * the development seed. The list and a tournament are open to guests (`joined` and `me` need a signed-in player);
 * opting in and "my tournaments" need one (401 otherwise). Bad input is a 400 with `validation_errors`.
 */
import {
  myTournaments as myTournamentsSchema,
  tournamentDetail,
  tournamentList,
  tournamentPaths,
} from '@betframe/sdk/tournaments';
import { z } from 'zod';
import { requireUser } from '../app/auth';
import { playerEventsOf } from '../app/player-events';
import type { AppContext, AppDeps, RouteModule } from '../app/types';
import { readBody, readQuery } from '../app/validation';
import { dateOf } from '../clock';
import { feedServiceOf } from '../feed';
import { idSchema } from '../wallet';
import { runTournamentJobs, TOURNAMENT_CHANNEL } from './jobs';
import type { ScoringContext } from './scoring';
import { seedDevelopmentTournaments } from './seed';
import { tournamentDetail as detailOf, joinTournament, listTournaments, myTournaments } from './store';

const ok = <T>(c: AppContext, data: T) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ success: true as const, data });
};

const detailQuery = z.object({ tournament_id: idSchema });
const joinBody = z.strictObject({ tournament_id: idSchema });

/** How often the jobs run outside tests. */
const JOBS_INTERVAL_MS = 2000;

/** What the jobs need from the app: the clock's now and the feed's sports (by game). */
export function scoringContextOf(deps: AppDeps): ScoringContext {
  const feed = feedServiceOf(deps);
  return { now: dateOf(deps.clock), sportOf: (gameId) => feed.provider.game(gameId)?.sport.id };
}

export const tournamentsRoutes: RouteModule = (app, deps) => {
  const db = deps.database.db;
  const now = () => dateOf(deps.clock);
  const viewer = async (c: AppContext) => (await deps.auth.resolve(c))?.id ?? null;

  if (deps.mode !== 'test') {
    const events = playerEventsOf(deps, TOURNAMENT_CHANNEL);
    let running = false;
    const start = deps.mode === 'development' ? seedDevelopmentTournaments(db, now()) : Promise.resolve();
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      start
        .then(() => runTournamentJobs(db, scoringContextOf(deps), events))
        .catch((err: unknown) => deps.logger.error({ err }, 'tournament jobs failed'))
        .finally(() => {
          running = false;
        });
    }, JOBS_INTERVAL_MS);
    timer.unref();
    deps.onClose(() => clearInterval(timer));
    start.catch((err: unknown) => deps.logger.error({ err }, 'tournament seed failed'));
  }

  app.get(tournamentPaths.list, async (c) => {
    return ok(c, tournamentList.parse({ items: await listTournaments(db, now(), await viewer(c)) }));
  });

  app.get(tournamentPaths.detail, async (c) => {
    const { tournament_id } = readQuery(c, detailQuery);
    return ok(c, tournamentDetail.parse(await detailOf(db, tournament_id, now(), await viewer(c))));
  });

  app.post(tournamentPaths.join, async (c) => {
    const user = await requireUser(c, deps);
    const { tournament_id } = await readBody(c, joinBody);
    await joinTournament(db, tournament_id, user.id, now());
    return ok(c, tournamentDetail.parse(await detailOf(db, tournament_id, now(), user.id)));
  });

  app.get(tournamentPaths.mine, async (c) => {
    const user = await requireUser(c, deps);
    return ok(c, myTournamentsSchema.parse({ items: await myTournaments(db, user.id, now()) }));
  });
};
