/**
 * The bet slip's own state (what the player typed and chose, what the server last said) in a zustand vanilla
 * store, one per mounted coupon. Actions are pure: each returns the next state from the current one, and the
 * calls (placement.ts, slip-sync.ts) apply them with `store.setState(action(…))`. The outcomes themselves are not
 * here: they are the page's shared coupon (`shared.couponOutcomes`), which every widget edits.
 */
import type { AdvanceOffer, Bet, CashOutQuote, CouponEventState, DroppedEvent } from '@betframe/sdk/feed';
import { formatNumericInput } from '@betframe/sdk/validation';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { LimitRefusal } from '../runtime/limits/refusal';
import { type OneClick, readOneClick, writeOneClick } from './persist';
import { type SlipKind, stateKey } from './slip';

export type Phase =
  | { name: 'idle' }
  | { name: 'placing' }
  | { name: 'guest' }
  | { name: 'error'; key: string; detail: string; refusal?: LimitRefusal }
  | { name: 'placed'; betIds: number[]; autoBetCf?: number };

export interface SlipState {
  chosen: SlipKind;
  /** The chosen system size k (k of n). */
  chosenK: number;
  stakeText: string;
  /** Current state of each event (`game:type:param`) from UpdateCoupon and the push stream. */
  states: ReadonlyMap<string, CouponEventState>;
  limits: { min: number; max: number } | null;
  phase: Phase;
  /** The GUID of the last placement attempt and the coupon it was for: a retry of the same coupon reuses it. */
  lastGuid: { key: string; guid: string } | null;
  code: string;
  savedCode: string;
  /** What the last loaded code left out (GetCoupon's `dropped`), shown until dismissed or another code loads. */
  dropped: readonly DroppedEvent[];
  autobet: boolean;
  autoCfText: string;
  /** Several singles with a stake each. */
  separate: boolean;
  ownStakes: Record<string, string>;
  oneClick: OneClick;
  offer: AdvanceOffer;
  useAdvance: boolean;
  /** Bumped by each balance another widget reports: the advance is asked for again. */
  balanceSeq: number;
  /** The player's recent bets ("my bets"), newest first, kept live by the player's push stream; null until read. */
  myBets: Bet[] | null;
  /** The live cash-out quotes of the open ones, by bet id; null until first read. */
  quotes: ReadonlyMap<number, CashOutQuote> | null;
  /** A freebet or insurance (`userIdBonus`) or a promo code (`promo`) for the next bet (promotions.tsx). */
  promotion?: { userIdBonus: number } | { promo: string } | undefined;
}

export type SlipStore = StoreApi<SlipState>;
export type SlipAction = (state: SlipState) => Partial<SlipState>;

const stakeInput = (text: string, maxlength = 12) =>
  formatNumericInput(text, { unsigned: true, accuracy: 2, maxlength }).text;

/** A typed amount as a number (0 when empty or not a number). */
export const amountOf = (text: string): number =>
  formatNumericInput(text, { unsigned: true, accuracy: 2, clamp: false }).value ?? 0;

export function createSlipStore(): SlipStore {
  const store = createStore<SlipState>()(() => ({
    chosen: 'express',
    chosenK: 2,
    stakeText: '',
    states: new Map(),
    limits: null,
    phase: { name: 'idle' },
    lastGuid: null,
    code: '',
    savedCode: '',
    dropped: [],
    autobet: false,
    autoCfText: '',
    separate: false,
    ownStakes: {},
    oneClick: readOneClick(),
    offer: { avance: 0 },
    useAdvance: false,
    balanceSeq: 0,
    myBets: null,
    quotes: null,
  }));
  // The one-click choice outlives the page.
  store.subscribe((state, previous) => {
    if (state.oneClick !== previous.oneClick) writeOneClick(state.oneClick);
  });
  return store;
}

export const slipActions = {
  choose:
    (chosen: SlipKind): SlipAction =>
    () => ({ chosen }),
  chooseSize:
    (chosenK: number): SlipAction =>
    () => ({ chosenK }),
  typeStake:
    (text: string): SlipAction =>
    () => ({ stakeText: stakeInput(text) }),
  setStake:
    (amount: number): SlipAction =>
    () => ({ stakeText: String(amount) }),
  typeOwnStake:
    (outcomeId: string, text: string): SlipAction =>
    (s) => ({ ownStakes: { ...s.ownStakes, [outcomeId]: stakeInput(text) } }),
  setSeparate:
    (separate: boolean): SlipAction =>
    () => ({ separate }),
  setAutobet:
    (autobet: boolean): SlipAction =>
    () => ({ autobet }),
  typeAutoCf:
    (text: string): SlipAction =>
    () => ({ autoCfText: stakeInput(text, 7) }),
  setOneClickOn:
    (on: boolean): SlipAction =>
    (s) => ({ oneClick: { ...s.oneClick, on } }),
  typeOneClickStake:
    (text: string): SlipAction =>
    (s) => ({ oneClick: { ...s.oneClick, stake: stakeInput(text) } }),
  setUseAdvance:
    (useAdvance: boolean): SlipAction =>
    () => ({ useAdvance }),
  typeCode:
    (code: string): SlipAction =>
    () => ({ code }),
  setPhase:
    (phase: Phase): SlipAction =>
    () => ({ phase }),
  fail:
    (key: string, detail: string, refusal?: LimitRefusal): SlipAction =>
    () => ({ phase: { name: 'error', key, detail, ...(refusal ? { refusal } : {}) } }),
  /** The server's answer to UpdateCoupon. */
  refreshed:
    (states: ReadonlyMap<string, CouponEventState>, limits: SlipState['limits']): SlipAction =>
    () => ({
      states,
      limits,
    }),
  setStates:
    (states: ReadonlyMap<string, CouponEventState>): SlipAction =>
    () => ({ states }),
  /** A refusal that carried the current odds of some events. */
  mergeStates:
    (events: readonly CouponEventState[]): SlipAction =>
    (s) => {
      const states = new Map(s.states);
      for (const e of events) states.set(stateKey(e), e);
      return { states };
    },
  setOffer:
    (offer: AdvanceOffer): SlipAction =>
    () => ({ offer }),
  /** The balance the player's push stream (or a sale) reported. */
  balanceIs:
    (balance: number): SlipAction =>
    (s) => ({ offer: { ...s.offer, balance } }),
  betsLoaded:
    (myBets: Bet[]): SlipAction =>
    () => ({ myBets }),
  /** A bet that changed (pushed, or sold here) takes its place in "my bets". */
  betChanged:
    (bet: Bet): SlipAction =>
    (s) => ({ myBets: withBet(s.myBets ?? [], bet) }),
  quotesLoaded:
    (quotes: ReadonlyMap<number, CashOutQuote>): SlipAction =>
    () => ({ quotes }),
  balanceReported:
    (balanceSeq: number): SlipAction =>
    () => ({ balanceSeq }),
  /** The GUID for a placement of `key`: the last one again when the coupon is the same (a retry). */
  guidFor:
    (key: string, fresh: () => string): SlipAction =>
    (s) =>
      s.lastGuid?.key === key ? {} : { lastGuid: { key, guid: fresh() } },
  dismissDropped: (): SlipAction => () => ({ dropped: [] }),
  saved:
    (savedCode: string): SlipAction =>
    () => ({ savedCode }),
  /** A saved coupon was loaded: its bet type and stake become the slip's; what it left out is kept to be shown. */
  loaded:
    (
      vid: number,
      expressNum: number | undefined,
      summ: number | undefined,
      dropped: readonly DroppedEvent[] = [],
    ): SlipAction =>
    () => ({
      dropped,
      chosen: (['single', 'express', 'system', 'cover', 'coverSingles'] as const)[vid] ?? 'single',
      ...(expressNum ? { chosenK: expressNum } : {}),
      // A cover's summ is its total: the slip takes the stake per line again.
      ...(summ && vid < 3 ? { stakeText: String(summ) } : {}),
      phase: { name: 'idle' },
    }),
  placed:
    (betIds: number[], autoBetCf?: number): SlipAction =>
    () => ({
      lastGuid: null,
      stakeText: '',
      phase: { name: 'placed', betIds, ...(autoBetCf ? { autoBetCf } : {}) },
    }),
};

/** `bets` with `bet` in its place (a new one first), newest first. */
function withBet(bets: readonly Bet[], bet: Bet): Bet[] {
  const rest = bets.filter((b) => b.betId !== bet.betId);
  return [bet, ...rest].sort((a, b) => b.betId - a.betId);
}
