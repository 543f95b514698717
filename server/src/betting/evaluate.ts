/**
 * Reading coupon events against the feed: is the game open for bets, is the outcome offered, at what
 * coefficient now, and how the selection is named for the player.
 */
import type { CouponEventInput, CouponEventState } from '@betframe/sdk/feed';
import type { FeedProvider, GameView } from '../feed';
import { marketsToWire, nameIn, periodNamer } from '../feed';

export interface EvaluatedEvent {
  input: CouponEventInput;
  state: CouponEventState;
  view: GameView | undefined;
  /** The current coefficient when the outcome can be bet now. */
  current: number | undefined;
}

export function gameName(view: GameView, lang: string): string {
  if (view.game.outright) return nameIn(view.game.home.name, lang);
  return `${nameIn(view.game.home.name, lang)} — ${nameIn(view.game.away.name, lang)}`;
}

/**
 * The market's and the outcome's names, as the game page shows them; named from the outcome's address, so a
 * bet on a market that has closed or a game that has ended is still named.
 */
export function selectionNames(
  view: GameView,
  type: number,
  param: number,
  lang: string,
): { market: string; outcome: string } | undefined {
  const markets = marketsToWire(
    { ...view, outcomes: [{ type, param, coef: 0 }] },
    lang,
    false,
    periodNamer(view.game, lang),
  );
  const m = markets[0];
  const o = m?.outcomes[0];
  return m && o ? { market: m.name, outcome: o.name } : undefined;
}

export function outcomeLabel(view: GameView, type: number, param: number, lang: string): string {
  const names = selectionNames(view, type, param, lang);
  return names ? `${names.market}: ${names.outcome}` : `${type}/${param}`;
}

/** The score as a comparable key (autobets dropped on a score change compare it). */
export function scoreKey(view: GameView | undefined): string {
  return JSON.stringify(view?.score?.total ?? null) + JSON.stringify(view?.score?.periods ?? null);
}

export function evaluateEvent(provider: FeedProvider, input: CouponEventInput, lang: string): EvaluatedEvent {
  const game = provider.game(input.gameId);
  const view = game ? provider.view(game) : undefined;
  const offered = view?.outcomes.find((o) => o.type === input.type && Math.abs(o.param - input.param) < 1e-9);
  const open = view !== undefined && view.status === 1 && !view.suspended && offered !== undefined;
  const current = open ? offered?.coef : undefined;
  const coef = offered?.coef ?? 0;
  const names = view ? selectionNames(view, input.type, input.param, lang) : undefined;
  const state: CouponEventState = {
    gameId: input.gameId,
    type: input.type,
    param: input.param,
    name: view ? (names ? `${names.market}: ${names.outcome}` : `${input.type}/${input.param}`) : '',
    gameName: view ? gameName(view, lang) : '',
    ...(names ? { market: names.market, outcome: names.outcome } : {}),
    coef,
    ...(input.coef !== undefined && Math.abs(input.coef - coef) > 1e-9 ? { previousCoef: input.coef } : {}),
    available: open,
    status: view?.status ?? 4,
    kind: view?.kind ?? 3,
  };
  return { input, state, view, current };
}
