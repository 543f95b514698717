/**
 * The feed's preview and shelf calls (SPEC §7 "Betting feed and games"; docs/feed-and-betting.md "Previews,
 * banners and shelves"): light previews of the top games and of given games, what happened in games so far, the
 * home page's banners and slider games, the line game's live counterpart, the signed-in player's own games and a
 * suggested express. Paths live here rather than in `feedPaths`, which every widget that bets carries.
 * Browser-safe (zod/mini).
 */
import { z } from 'zod/mini';
import { couponEventSchema, gameSchema, teamSchema } from './game';
import { pairOf } from './pair';
import { idList } from './params';

export const previewPaths = {
  /** GET: top games (live first, then the line by start), light. */
  light: '/service-api/gamespreview/GetGamesPreviewLight',
  /** POST (x-auth) `{ ids, lng }`: these games, light. */
  byIds: '/service-api/gamespreview/GetGamesPreviewByGameIds',
  /** GET `ids`: what happened in these games so far (score by period, cards). */
  actions: '/service-api/gamespreview/GetGamesActions',
  /** GET: the home page's banners, each on a headline game. */
  banner: '/service-api/gamespreview/getbanner',
  /** GET: the banners' games in the feed's full game shape. */
  slider: (feed: 'LineFeed' | 'LiveFeed') => `/service-api/${feed}/GetSliderGamesZip`,
  /** GET (x-auth): line/live games of the teams, championships and sports the player bet on. */
  personal: (feed: 'LineFeed' | 'LiveFeed') => `/service-api/${feed}/GetPersonalGamesZip`,
  /** GET `gameId`: the live game of a line game. */
  mainLive: '/service-api/RefGameService/FindMainLiveByLineId',
  /** POST `{ lng, events }`: an express of the day's favourites that fits beside the coupon's events. */
  expressHighlight: '/service-api/LiveBet/Open/ExpressHighlight',
} as const;

const int = () => z.coerce.number().check(z.int(), z.minimum(0));
const lng = z._default(z.string().check(z.maxLength(8)), 'ru');

export const previewLightQuerySchema = z.object({
  lng,
  sports: z.optional(idList),
  count: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 12),
});
export const previewByIdsBodySchema = z.object({
  lng,
  ids: z.array(z.number().check(z.int(), z.positive())).check(z.minLength(1), z.maxLength(50)),
});
export const gameActionsQuerySchema = z.object({
  lng,
  ids: idList.check(z.refine((ids) => ids.length >= 1 && ids.length <= 50, 'between_1_and_50_ids')),
});
export const bannerQuerySchema = z.object({ lng });
export const personalQuerySchema = z.object({
  lng,
  count: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50)), 12),
});
export const mainLiveQuerySchema = z.object({ gameId: int() });
export const expressHighlightBodySchema = z.object({
  lng,
  /** The coupon's events now: the suggestion leaves their games out. */
  events: z._default(z.array(couponEventSchema).check(z.maxLength(50)), []),
});

const outcomeLight = z.object({ type: z.number(), param: z.number(), name: z.string(), coef: z.number() });
export const previewGameSchema = z.object({
  id: z.number(),
  sportId: z.number(),
  sportName: z.string(),
  champId: z.number(),
  champName: z.string(),
  start: z.number(),
  /** Feed kind: live 1, line 3. Status as in the feed (1 bets accepted …). */
  kind: z.number(),
  status: z.number(),
  team1: teamSchema,
  team2: teamSchema,
  /** The score so far (live and finished games). */
  score: z.optional(pairOf(z.number())),
  /** The main winner market's outcomes (1X2, or the two winners where no draw is priced); empty when closed. */
  outcomes: z.array(outcomeLight),
});
export type PreviewGame = z.output<typeof previewGameSchema>;

const envelope = <T extends z.ZodMiniType>(type: string, attributes: T) =>
  z.object({ data: z.object({ type: z.literal(type), attributes }) });

export const previewResponseSchema = envelope('games-preview', z.object({ games: z.array(previewGameSchema) }));

export const gameActionsSchema = z.object({
  gameId: z.number(),
  status: z.number(),
  phase: z.enum(['line', 'live', 'finished', 'cancelled']),
  period: z.number(),
  periodName: z.optional(z.string()),
  total: pairOf(z.number()),
  periods: z.array(pairOf(z.number())),
  /** Cards shown so far (football): scoreboard seconds, side, red or yellow. */
  cards: z.array(z.object({ clock: z.number(), team: z.number(), red: z.boolean() })),
});
export const gameActionsResponseSchema = envelope('games-actions', z.object({ games: z.array(gameActionsSchema) }));

export const bannerSchema = z.object({
  id: z.number(),
  gameId: z.number(),
  title: z.string(),
  subtitle: z.string(),
  game: previewGameSchema,
});
export type Banner = z.output<typeof bannerSchema>;
export const bannerResponseSchema = envelope('banners', z.object({ banners: z.array(bannerSchema) }));

export const sliderResponseSchema = envelope('feed-slider', z.object({ games: z.array(gameSchema) }));

/** Why a personal game is offered: a team, a championship or a sport the player bet on. */
export const personalGameSchema = z.object({ game: gameSchema, reason: z.enum(['team', 'champ', 'sport']) });
export type PersonalGame = z.output<typeof personalGameSchema>;
export const personalResponseSchema = envelope('feed-personal', z.object({ games: z.array(personalGameSchema) }));

export const mainLiveResponseSchema = envelope(
  'main-live',
  z.object({
    lineId: z.number(),
    /** The live game's id once the game plays (the same game in this feed), else null. */
    liveId: z.nullable(z.number()),
    phase: z.enum(['line', 'live', 'finished', 'cancelled']),
  }),
);

export const expressHighlightSchema = z.object({
  coef: z.number(),
  events: z.array(z.object({ ...couponEventSchema.shape, game: gameSchema, name: z.string() })),
});
export type ExpressHighlight = z.output<typeof expressHighlightSchema>;
export const expressHighlightResponseSchema = envelope(
  'express-highlight',
  z.object({ express: z.nullable(expressHighlightSchema) }),
);
