/**
 * The casino's HTTP calls (CONTRACTS §6 and the additive ones of docs/casino.md): lobby, game, launch and session,
 * fairness, play and the multi-step calls, crash state/stream/cash-out, history, last winners, favourites and
 * recently played, and the provider wallet under /provider-api/v1/wallet.
 */
import { randomBytes } from 'node:crypto';
import {
  blackjackActionSchema,
  casinoPaths,
  clientSeedRequestSchema,
  crashParamsSchema,
  favouritesBodySchema,
  lastWinnersQuerySchema,
  launchRequestSchema,
  lobbyQuerySchema,
  minesRevealSchema,
  type OpenedSession,
  openSessionRequestSchema,
  playRequestSchema,
  roundIdSchema,
  WALLET_SIGNATURE_HEADER,
} from '@betframe/sdk/casino';
import type { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { requireUser } from '../app/auth';
import { ApiError } from '../app/errors';
import { holdStream } from '../app/sse-stream';
import type { AppContext, AppDeps, AppEnv, RouteModule } from '../app/types';
import { parseOrThrow, readBody, readParams, readQuery } from '../app/validation';
import { dateOf } from '../clock';
import { textsOf } from '../translations';
import { toMajorNumber } from '../wallet';
import { type CatalogueGame, gameById, gameBySlug, lobbyGame, lobbyOf } from './catalogue';
import { addFavourite, favourites, historyPage, lastWinners, recentlyPlayed, removeFavourite } from './player-data';
import { sessionBalanceMinor } from './provider-wallet';
import type { Player } from './rounds';
import { demoBalance, playerOwner, readFairness, rotateSeed, setClientSeed, visitOwner } from './seeds';
import { casinoService } from './service';
import { createLaunch, DEMO_CURRENCY, openLaunch, SESSION_HEADER, sessionByToken } from './sessions';
import { allowEveryStake, type CasinoStakeCheck } from './stake-check';

const VISIT_COOKIE = 'bf_casino_visit';
/** Development provider secret; production sets PROVIDER_SECRET (README). */
export const DEVELOPMENT_PROVIDER_SECRET = 'betframe-development-provider-secret';

export interface CasinoRoutesOptions {
  providerSecret?: string;
  stakeCheck?: CasinoStakeCheck;
}

const ok = <T>(c: AppContext, data: T) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ data });
};

export function casinoRoutesWith(options: CasinoRoutesOptions = {}): RouteModule {
  return (app: Hono<AppEnv>, deps: AppDeps) => {
    const db = deps.database.db;
    const now = () => dateOf(deps.clock);
    const casino = casinoService(deps, {
      providerSecret: options.providerSecret ?? deps.providerSecret ?? DEVELOPMENT_PROVIDER_SECRET,
      stakeCheck: options.stakeCheck ?? allowEveryStake,
    });

    /** The owner of seeds and play money: the player, else the guest's visit (a cookie made on first use). */
    async function ownerOf(c: AppContext): Promise<{ owner: string; userId: number | null }> {
      const user = await deps.auth.resolve(c);
      if (user) return { owner: playerOwner(user.id), userId: user.id };
      let visit = getCookie(c, VISIT_COOKIE);
      if (!visit || !/^[0-9a-f]{32}$/.test(visit)) {
        visit = randomBytes(16).toString('hex');
        setCookie(c, VISIT_COOKIE, visit, { httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 60 * 60 * 24 * 30 });
      }
      return { owner: visitOwner(visit), userId: null };
    }

    async function activeCurrency(userId: number): Promise<{ code: string; digits: number }> {
      const row = await db
        .selectFrom('ledger_accounts as a')
        .innerJoin('currencies as c', 'c.id', 'a.currency_id')
        .select(['c.code', 'c.minor_digits'])
        .where('a.user_id', '=', userId)
        .where('a.is_active', '=', true)
        .executeTakeFirst();
      if (!row) throw ApiError.badRequest('no_account', 'The player has no money account');
      return { code: row.code, digits: row.minor_digits };
    }

    async function digitsOf(code: string): Promise<number> {
      const row = await db.selectFrom('currencies').select('minor_digits').where('code', '=', code).executeTakeFirst();
      return row?.minor_digits ?? 2;
    }

    /** Who plays: a game session (header), a demo owner, or a signed-in player's direct session. */
    async function playerFor(c: AppContext, game: CatalogueGame, demo: boolean): Promise<Player> {
      const token = c.req.header(SESSION_HEADER);
      if (token) {
        const session = await sessionByToken(db, token);
        if (!session) throw new ApiError(401, 'invalid_session', 'The game session is not valid');
        if (session.gameId !== game.id)
          throw new ApiError(403, 'session_game_mismatch', 'The session is for another game');
        return { session, digits: session.demo ? 2 : await digitsOf(session.currency) };
      }
      if (demo) {
        const { owner, userId } = await ownerOf(c);
        return {
          session: { owner, userId, gameId: game.id, currency: DEMO_CURRENCY, demo: true, token: '' },
          digits: 2,
        };
      }
      const user = await requireUser(c, deps);
      const direct = await casino.directPlay({
        owner: playerOwner(user.id),
        userId: user.id,
        gameId: game.id,
        at: now(),
      });
      if (!direct) throw ApiError.badRequest('no_account', 'The player has no money account');
      return direct;
    }

    const gameOf = (slug: string): CatalogueGame => {
      const game = gameBySlug(slug);
      if (!game) throw ApiError.notFound('No such game');
      return game;
    };

    app.get(casinoPaths.lobby, async (c) => ok(c, lobbyOf(readQuery(c, lobbyQuerySchema), await textsOf(c, 'en'))));

    app.get('/service-api/casino/games/:id', async (c) => {
      const id = c.req.param('id');
      const game = (/^\d{1,9}$/.test(id) ? gameById(Number(id)) : undefined) ?? gameBySlug(id);
      if (!game) throw ApiError.notFound('No such game');
      const t = await textsOf(c, 'en');
      return ok(c, {
        ...lobbyGame(game, t),
        rules: t(`casino_rules_${game.slug}`),
        paytable: paytableOf(game),
        currency: 'account',
      });
    });

    app.post(casinoPaths.launch, async (c) => {
      const { gameId, demo } = await readBody(c, launchRequestSchema);
      const game = gameById(gameId);
      if (!game) throw ApiError.notFound('No such game');
      const { owner, userId } = demo ? await ownerOf(c) : { owner: '', userId: null };
      let bound = { owner, userId, currency: DEMO_CURRENCY };
      if (!demo) {
        const user = await requireUser(c, deps);
        bound = { owner: playerOwner(user.id), userId: user.id, currency: (await activeCurrency(user.id)).code };
      }
      const token = await createLaunch(db, { ...bound, gameId, demo, at: now() });
      const here = new URL(c.req.url);
      const origin = deps.gamePort ? `${here.protocol}//${here.hostname}:${deps.gamePort}` : here.origin;
      const lng = c.req.query('lng') ?? 'en';
      return ok(c, { url: `${origin}/${lng}/casino/play/${game.slug}?token=${token}` });
    });

    app.post(casinoPaths.session, async (c) => {
      const { token } = await readBody(c, openSessionRequestSchema);
      const session = await openLaunch(db, token, now());
      const game = gameById(session.gameId);
      // The balance the game's screen starts from (UKGC RTS 14: balance on every gambling screen).
      const balanceMinor = session.demo
        ? await demoBalance(db, session.owner, 0, now())
        : await sessionBalanceMinor(db, session.token, session.currency);
      const currency = await db
        .selectFrom('currencies')
        .select('minor_digits')
        .where('code', '=', session.currency)
        .executeTakeFirst();
      const opened: OpenedSession = {
        sessionToken: session.token,
        gameId: session.gameId,
        ...(game ? { slug: game.slug } : {}),
        demo: session.demo,
        currency: session.currency,
        ...(balanceMinor !== undefined ? { balance: toMajorNumber(balanceMinor, currency?.minor_digits ?? 2) } : {}),
      };
      return ok(c, opened);
    });

    /** The seeds' owner: a game frame's session (header), else the player or the guest's visit. */
    async function seedOwner(c: AppContext): Promise<string> {
      const token = c.req.header(SESSION_HEADER);
      if (!token) return (await ownerOf(c)).owner;
      const session = await sessionByToken(db, token);
      if (!session) throw new ApiError(401, 'invalid_session', 'The game session is not valid');
      return session.owner;
    }
    app.get(casinoPaths.fairness, async (c) => ok(c, await readFairness(db, await seedOwner(c), now())));
    app.post(casinoPaths.clientSeed, async (c) => {
      const { clientSeed } = await readBody(c, clientSeedRequestSchema);
      return ok(c, await setClientSeed(db, await seedOwner(c), clientSeed, now()));
    });
    app.post(casinoPaths.rotate, async (c) => ok(c, await rotateSeed(db, await seedOwner(c), now())));

    app.post('/web-api/casino/originals/:game/play', async (c) => {
      const game = gameOf(c.req.param('game'));
      const body = await readBody(c, playRequestSchema);
      const player = await playerFor(c, game, body.demo);
      if (player.session.demo) await demoBalance(db, player.session.owner, 10, now());
      if (game.slug === 'crash') {
        return ok(
          c,
          await casino.crash.bet(game, player, body.amount, parseOrThrow(crashParamsSchema, body.params ?? {})),
        );
      }
      return ok(c, await casino.originals.play(game, player, body.amount, body.params));
    });

    const demoFlag = (c: AppContext) => c.req.query('demo') === 'true';
    app.post(casinoPaths.minesReveal, async (c) => {
      const { roundId, tile } = await readBody(c, minesRevealSchema);
      return ok(c, await casino.originals.revealMines(await playerFor(c, gameOf('mines'), demoFlag(c)), roundId, tile));
    });
    app.post(casinoPaths.minesCashOut, async (c) => {
      const { roundId } = await readBody(c, roundIdSchema);
      return ok(c, await casino.originals.cashOutMines(await playerFor(c, gameOf('mines'), demoFlag(c)), roundId));
    });
    app.post(casinoPaths.blackjackAction, async (c) => {
      const { roundId, action } = await readBody(c, blackjackActionSchema);
      const player = await playerFor(c, gameOf('blackjack'), demoFlag(c));
      return ok(c, await casino.originals.actBlackjack(player, roundId, action as 'hit'));
    });
    app.post(casinoPaths.crashCashOut, async (c) => {
      const { roundId } = await readBody(c, roundIdSchema);
      return ok(c, await casino.crash.cashOut(await playerFor(c, gameOf('crash'), demoFlag(c)), roundId));
    });
    app.post(casinoPaths.crashResult, async (c) => {
      const { roundId } = await readBody(c, roundIdSchema);
      return ok(c, await casino.crash.result(await playerFor(c, gameOf('crash'), demoFlag(c)), roundId));
    });
    app.get(casinoPaths.crashState, async (c) => ok(c, await casino.crash.stateOf(await casino.crash.current())));
    app.get(casinoPaths.crashStream, (c) =>
      streamSSE(c, (stream) =>
        holdStream(stream, deps, (out) => {
          let last = '';
          return casino.watchCrash((state) => {
            // The server's "now" changes every tick; only a change of the round's own state is news.
            const { now: _now, ...news } = state;
            const text = JSON.stringify(news);
            if (text === last) return;
            last = text;
            out.write(() => stream.writeSSE({ event: 'crash', data: JSON.stringify(state) }));
          });
        }),
      ),
    );

    app.get(casinoPaths.history, async (c) => {
      const { page } = readQuery(c, z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }));
      const user = await requireUser(c, deps);
      return ok(c, await historyPage(db, playerOwner(user.id), page, deps.clock.now(), await textsOf(c, 'en')));
    });
    app.get(casinoPaths.lastWinners, async (c) =>
      ok(c, await lastWinners(db, readQuery(c, lastWinnersQuerySchema), await textsOf(c, 'en'))),
    );
    app.get(casinoPaths.favourites, async (c) =>
      ok(c, { gameIds: await favourites(db, (await requireUser(c, deps)).id) }),
    );
    app.post(casinoPaths.favourites, async (c) => {
      const user = await requireUser(c, deps);
      const { gameId } = await readBody(c, favouritesBodySchema);
      if (!gameById(gameId)) throw ApiError.notFound('No such game');
      await addFavourite(db, user.id, gameId, now());
      return ok(c, { gameIds: await favourites(db, user.id) });
    });
    app.delete(`${casinoPaths.favourites}/:gameId`, async (c) => {
      const user = await requireUser(c, deps);
      const { gameId } = readParams(c, z.object({ gameId: z.coerce.number().int().positive().max(2_147_483_647) }));
      await removeFavourite(db, user.id, gameId);
      return ok(c, { gameIds: await favourites(db, user.id) });
    });
    app.get(casinoPaths.recent, async (c) => ok(c, { gameIds: await recentlyPlayed(db, (await ownerOf(c)).owner) }));

    app.post('/provider-api/v1/wallet/:call', async (c) => {
      const raw = await c.req.text();
      const answer = await casino.wallet.handle(db, c.req.param('call'), raw, c.req.header(WALLET_SIGNATURE_HEADER));
      return c.json(answer, answer.status === 'invalid_signature' ? 401 : 200);
    });
  };
}

function paytableOf(game: CatalogueGame): { label: string; value: string }[] {
  return [
    { label: 'rtp', value: `${(game.rtp * 100).toFixed(2)}%` },
    { label: 'min_bet', value: String(game.minBet) },
    { label: 'max_bet', value: String(game.maxBet) },
  ];
}

export const casinoRoutes: RouteModule = casinoRoutesWith();
