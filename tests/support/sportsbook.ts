/**
 * For end-to-end files that bet on the site: the line's games as the feed answers them, a pick put into the
 * player's coupon, the demo player signed in on a fresh page (cookies already agreed), and the sportsbook called
 * from that page (its session cookie).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { z } from 'zod';
import type { E2eWorld } from './e2e-world';
import { signIn } from './player';

const feedGamesBody = z.object({
  data: z.object({
    attributes: z.object({
      games: z.array(
        z.object({
          id: z.number(),
          sportId: z.number(),
          champId: z.number(),
          team1: z.object({ name: z.string() }),
          team2: z.object({ name: z.string() }),
          score: z.object({ period: z.number(), clock: z.number().optional() }).optional(),
          markets: z.array(
            z.object({
              suspended: z.boolean(),
              outcomes: z.array(
                z.object({ type: z.number(), param: z.number(), coef: z.number(), blocked: z.boolean() }),
              ),
            }),
          ),
        }),
      ),
    }),
  }),
});

export type FeedGame = z.infer<typeof feedGamesBody>['data']['attributes']['games'][number];

/** A pick as the coupon keeps it. */
export interface CouponPick {
  gameId: number;
  type: number;
  param: number;
  coef: number;
  label: string;
}

/** The games of the prematch (`LineFeed`) or live (`LiveFeed`) list, the first `count`. */
export async function feedGames(origin: string, feed: 'LineFeed' | 'LiveFeed', count: number): Promise<FeedGame[]> {
  const response = await fetch(`${origin}/service-api/${feed}/Get1x2_VZip?lng=en&count=${count}`);
  return feedGamesBody.parse(await response.json()).data.attributes.games;
}

/**
 * Orders games with the most left to play first (not started, then by period and clock): a test that moves the
 * feed on must not bet on a game that ends under it.
 */
export const mostLeftToPlayFirst = (a: FeedGame, b: FeedGame): number => playedOf(a) - playedOf(b);
const playedOf = (g: FeedGame) => (g.score ? g.score.period * 100_000 + (g.score.clock ?? 0) : Number.MAX_SAFE_INTEGER);

/** The game's first open outcome priced at `minCoef` or more, as a coupon pick. */
export function openPick(game: FeedGame, minCoef: number): CouponPick | undefined {
  const o = game.markets.find((m) => !m.suspended)?.outcomes.find((x) => !x.blocked && x.coef >= minCoef);
  return o
    ? { gameId: game.id, type: o.type, param: o.param, coef: o.coef, label: `${game.team1.name} — ${game.team2.name}` }
    : undefined;
}

/** Puts the pick into the player's coupon (as the line would: the shared coupon kept in the browser). */
export async function putInCoupon(page: Page, pick: CouponPick): Promise<void> {
  await page.evaluate(
    (p) =>
      localStorage.setItem(
        'betframe:coupon',
        JSON.stringify([
          { id: `${p.gameId}:${p.type}:${p.param}`, gameId: p.gameId, label: p.label, coefficient: p.coef },
        ]),
      ),
    pick,
  );
}

/** A fresh browser context (cookies agreed) with the player signed in, the header balance shown. */
export async function signedInPage(
  world: E2eWorld,
  player: { login: string; password: string; viewport: { width: number; height: number } },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await world.browser.newContext({ viewport: player.viewport });
  await context.addInitScript(() => {
    localStorage.setItem('cookiesAgreeLevel', '3');
    localStorage.setItem('cookiesAgreeTime', String(Date.now()));
  });
  const page = await context.newPage();
  await page.goto(`${world.server.origin}/en/login`);
  await signIn(page, player.login, player.password);
  await page.locator('[data-testid="header-balance"]').waitFor();
  return { context, page };
}

/** POSTs JSON to the sportsbook from the signed-in page (its session cookie) and answers the parsed body. */
export async function postFromPage<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.json();
    },
    { path, body },
  );
}

/** The signed-in player's balance (major units) as the sportsbook answers it. */
export const sportsbookBalance = async (page: Page): Promise<number> =>
  (await postFromPage<{ data: { attributes: { balance: number } } }>(page, '/service-api/LiveBet/Open/GetAvance', {}))
    .data.attributes.balance;
