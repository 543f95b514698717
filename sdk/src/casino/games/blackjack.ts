/**
 * Blackjack, the rules: 6 decks; the dealer stands on soft 17 and peeks for blackjack (a dealer blackjack takes
 * only the original stake); blackjack pays 3:2; double on any first two cards, also after a split; one split of two
 * cards of the same value (no resplit; split aces get one card each, and 21 after a split is not a blackjack); no
 * insurance, no surrender. The 312 cards are dealt without replacement by the round's floats: card k is taken at
 * index `floor(floatₖ × (312 − k))` of the cards still in the shoe (ordered deck by deck A♠…K♠ A♥…K♥ A♦…K♦ A♣…K♣),
 * which is a Fisher–Yates shuffle drawn as it is needed. Dealing order: player, dealer up, player, dealer hole;
 * then every further card in the order it is used (the player's hands left to right, then the dealer).
 */

export const BLACKJACK_DECKS = 6;
export const BLACKJACK_CARDS = 52 * BLACKJACK_DECKS;
/** Floats drawn per round: more than any round can use. */
export const BLACKJACK_FLOATS = 64;

/** A card: rank 1 (ace) … 13 (king), suit 0 … 3 (♠ ♥ ♦ ♣). */
export interface Card {
  readonly rank: number;
  readonly suit: number;
}

export interface BlackjackHand {
  readonly cards: readonly Card[];
  /** Stakes on the hand in original stakes: 1, or 2 when doubled. */
  readonly stake: number;
  readonly done: boolean;
  readonly fromSplit: boolean;
}

export interface BlackjackState {
  /** Shoe positions already dealt (the next card uses float `dealt`). */
  readonly dealt: readonly number[];
  readonly hands: readonly BlackjackHand[];
  readonly dealer: readonly Card[];
  readonly active: number;
  readonly finished: boolean;
  /** Per hand, what it returns in original stakes (set when finished). */
  readonly returns?: readonly number[];
}

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split';
export const BLACKJACK_ACTIONS: readonly BlackjackAction[] = ['hit', 'stand', 'double', 'split'];

export function cardAt(shoeIndex: number): Card {
  return { rank: (shoeIndex % 13) + 1, suit: Math.floor(shoeIndex / 13) % 4 };
}

/** The shoe index of the next card, given the positions already dealt. */
function nextShoeIndex(floats: readonly number[], dealt: readonly number[]): number {
  const k = dealt.length;
  let pick = Math.floor((floats[k] ?? 0) * (BLACKJACK_CARDS - k));
  // The pick-th card still in the shoe: walk the sorted dealt positions.
  for (const taken of [...dealt].sort((a, b) => a - b)) {
    if (taken <= pick) pick += 1;
    else break;
  }
  return pick;
}

function draw(floats: readonly number[], dealt: number[]): Card {
  const index = nextShoeIndex(floats, dealt);
  dealt.push(index);
  return cardAt(index);
}

export function cardValue(card: Card): number {
  return Math.min(card.rank, 10);
}

/** The best total of cards (an ace counts 11 when that does not bust) and whether an ace counts 11. */
export function handTotal(cards: readonly Card[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    total += cardValue(card);
    if (card.rank === 1) aces += 1;
  }
  return aces > 0 && total + 10 <= 21 ? { total: total + 10, soft: true } : { total, soft: false };
}

export function isBlackjack(hand: { cards: readonly Card[]; fromSplit?: boolean }): boolean {
  return !hand.fromSplit && hand.cards.length === 2 && handTotal(hand.cards).total === 21;
}

/** What the player may do now. */
export function blackjackActions(state: BlackjackState): BlackjackAction[] {
  const hand = state.hands[state.active];
  if (state.finished || !hand || hand.done) return [];
  const actions: BlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2) {
    actions.push('double');
    const [a, b] = hand.cards as [Card, Card];
    if (state.hands.length === 1 && cardValue(a) === cardValue(b)) actions.push('split');
  }
  return actions;
}

/** Deals a round; it finishes at once on a blackjack of either side. */
export function dealBlackjack(floats: readonly number[]): BlackjackState {
  const dealt: number[] = [];
  const p1 = draw(floats, dealt);
  const up = draw(floats, dealt);
  const p2 = draw(floats, dealt);
  const hole = draw(floats, dealt);
  const state: BlackjackState = {
    dealt,
    hands: [{ cards: [p1, p2], stake: 1, done: false, fromSplit: false }],
    dealer: [up, hole],
    active: 0,
    finished: false,
  };
  const dealerBj = isBlackjack({ cards: [up, hole] });
  const playerBj = isBlackjack({ cards: [p1, p2] });
  return dealerBj || playerBj
    ? settle(floats, { ...state, hands: [{ ...(state.hands[0] as BlackjackHand), done: true }] })
    : state;
}

/** Applies an action; undefined when it is not allowed now. */
export function actBlackjack(
  floats: readonly number[],
  state: BlackjackState,
  action: BlackjackAction,
): BlackjackState | undefined {
  if (!blackjackActions(state).includes(action)) return undefined;
  const dealt = [...state.dealt];
  const hands = [...state.hands];
  const hand = hands[state.active] as BlackjackHand;
  if (action === 'split') {
    const [a, b] = hand.cards as [Card, Card];
    const aces = a.rank === 1;
    const first = { cards: [a, draw(floats, dealt)], stake: 1, done: aces, fromSplit: true };
    const second = { cards: [b, draw(floats, dealt)], stake: 1, done: aces, fromSplit: true };
    return advance(floats, { ...state, dealt, hands: [first, second] });
  }
  if (action === 'stand') hands[state.active] = { ...hand, done: true };
  else {
    const cards = [...hand.cards, draw(floats, dealt)];
    const total = handTotal(cards).total;
    hands[state.active] =
      action === 'double' ? { ...hand, cards, stake: 2, done: true } : { ...hand, cards, done: total >= 21 };
  }
  return advance(floats, { ...state, dealt, hands });
}

/** Moves to the next open hand (split hands that reach 21 stand by themselves), or plays the dealer and settles. */
function advance(floats: readonly number[], state: BlackjackState): BlackjackState {
  const hands = state.hands.map((h) => (!h.done && handTotal(h.cards).total >= 21 ? { ...h, done: true } : h));
  const active = hands.findIndex((h) => !h.done);
  return active >= 0 ? { ...state, hands, active } : settle(floats, { ...state, hands, active: hands.length - 1 });
}

function settle(floats: readonly number[], state: BlackjackState): BlackjackState {
  const dealt = [...state.dealt];
  const dealer = [...state.dealer];
  const dealerBj = isBlackjack({ cards: dealer });
  const live = state.hands.some((h) => handTotal(h.cards).total <= 21 && !isBlackjack(h));
  if (!dealerBj && live) while (handTotal(dealer).total < 17) dealer.push(draw(floats, dealt));
  const dealerTotal = handTotal(dealer).total;
  const returns = state.hands.map((hand) => {
    const total = handTotal(hand.cards).total;
    if (isBlackjack(hand)) return dealerBj ? 1 : 2.5;
    if (dealerBj) return 0;
    if (total > 21) return 0;
    if (dealerTotal > 21 || total > dealerTotal) return 2 * hand.stake;
    return total === dealerTotal ? hand.stake : 0;
  });
  return { ...state, dealt, dealer, finished: true, returns };
}

/** What the round has staked so far, in original stakes (1 … 4). */
export function blackjackStaked(state: BlackjackState): number {
  return state.hands.reduce((sum, hand) => sum + hand.stake, 0);
}

/** The finished round's return in original stakes. */
export function blackjackReturn(state: BlackjackState): number {
  return (state.returns ?? []).reduce((sum, r) => sum + r, 0);
}

/** The dealer's hole card stays hidden until the round is finished. */
export function visibleBlackjack(state: BlackjackState): Omit<BlackjackState, 'dealt'> {
  const { dealt: _dealt, ...rest } = state;
  return state.finished ? rest : { ...rest, dealer: state.dealer.slice(0, 1) };
}
