/**
 * Blackjack (docs/casino.md: six decks, dealer stands on all 17s, blackjack pays 3:2, double on any two cards, one
 * split). Deal with a stake, then hit, stand, double or split as the hand allows (the SDK's `blackjackActions`);
 * the dealer's hole card shows when the round ends.
 */
import { type BlackjackState, blackjackActions, type Card, handTotal } from '@betframe/sdk/casino';
import { useState } from 'react';
import { Button } from '../../../runtime/ui/button';
import { times, useGame } from '../game-context';
import { StakeField, useStake } from '../stake';

const suits = ['♠', '♥', '♦', '♣'];
const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

function Cards({ cards, label }: { cards: readonly Card[]; label: string }) {
  return (
    <div className="bf-game-cards" role="img" aria-label={label}>
      {cards.map((c, i) => (
        <span key={i} className="bf-game-card" data-red={c.suit === 1 || c.suit === 2 ? '' : undefined}>
          {ranks[c.rank - 1]}
          {suits[c.suit]}
        </span>
      ))}
    </div>
  );
}

const cardsText = (cards: readonly Card[]) => cards.map((c) => `${ranks[c.rank - 1]}${suits[c.suit]}`).join(' ');

export default function Blackjack() {
  const { t, lang, transport, settle, fail } = useGame();
  const [stake, setStake] = useStake();
  const [round, setRound] = useState<{ id: number; state: BlackjackState; multiplier: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const take = (answer: { roundId: number; outcome: unknown; multiplier: number }) =>
    setRound({ id: answer.roundId, state: answer.outcome as BlackjackState, multiplier: answer.multiplier });

  const deal = async () => {
    setBusy(true);
    const result = await transport.play('blackjack', stake, {});
    setBusy(false);
    if (!result.ok) return fail(result.code);
    take(result.data);
    settle(result.data);
  };
  const act = async (action: string) => {
    if (!round) return;
    setBusy(true);
    const result = await transport.blackjackAction(round.id, action);
    setBusy(false);
    if (!result.ok) return fail(result.code);
    take(result.data);
    settle(result.data);
  };
  const state = round?.state;
  const actions = state ? blackjackActions(state) : [];
  const playing = state !== undefined && !state.finished;
  return (
    <section className="bf-game-board" aria-label={t('casino_game_blackjack')} data-testid="blackjack">
      {state && (
        <>
          <h2 className="bf-muted">
            {t('casino_blackjack_dealer')} {state.finished ? `(${handTotal(state.dealer).total})` : ''}
          </h2>
          <Cards cards={state.dealer} label={`${t('casino_blackjack_dealer')}: ${cardsText(state.dealer)}`} />
          {state.hands.map((hand, i) => (
            <div key={i} data-active={i === state.active && playing ? '' : undefined}>
              <h2 className="bf-muted">
                {t('casino_blackjack_hand', { n: i + 1 })} ({handTotal(hand.cards).total})
              </h2>
              <Cards
                cards={hand.cards}
                label={`${t('casino_blackjack_hand', { n: i + 1 })}: ${cardsText(hand.cards)}`}
              />
            </div>
          ))}
          {state.finished && <p data-testid="blackjack-result">{times(round?.multiplier ?? 0, lang)}</p>}
        </>
      )}
      {playing ? (
        <div className="bf-game-row">
          {actions.map((a) => (
            <Button key={a} onClick={() => void act(a)} busy={busy} data-testid={`blackjack-${a}`}>
              {t(`casino_blackjack_${a}`)}
            </Button>
          ))}
        </div>
      ) : (
        <>
          <StakeField value={stake} onValue={setStake} disabled={busy} />
          <Button variant="primary" block onClick={() => void deal()} busy={busy} data-testid="blackjack-play">
            {t('casino_blackjack_deal')}
          </Button>
        </>
      )}
    </section>
  );
}
