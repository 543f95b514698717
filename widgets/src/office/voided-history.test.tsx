// @vitest-environment happy-dom
/**
 * Voided bets and rounds are clearly marked in the player's history (GLI-19, issue 18): a sports bet settled as a
 * refund (its event void) and a casino round rolled back by the provider wallet say "void, stake returned" in
 * words, with the refund look, in the bets history and the casino history.
 */
import type { HistoryRound } from '@betframe/sdk/casino';
import type { Bet } from '@betframe/sdk/feed';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { BetCard } from './bet-card';
import { RoundsTable } from './casino-screen';
import type { OfficeClient } from './office-client';

const t = (key: string) => `T:${key}`;

let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
});

async function draw(node: preact.ComponentChild) {
  container = document.body.appendChild(document.createElement('div'));
  const target = container;
  await act(async () => {
    render(node, target);
  });
  return target;
}

const voidBet: Bet = {
  betId: 9,
  betGuid: 'g9',
  status: 'refund',
  vid: 0,
  summ: 10,
  coef: 1.8,
  potentialWin: 18,
  payout: 10,
  currencyIso: 'RUB',
  createdAt: '2026-01-02T10:00:00.000Z',
  selections: [
    {
      gameId: 1,
      type: 1,
      param: 0,
      coef: 1.8,
      name: '1X2: W1',
      gameName: 'A — B',
      market: '1X2',
      outcome: 'W1',
      result: 'refund',
    },
  ],
};

const round = (roundId: number, status: HistoryRound['status']): HistoryRound => ({
  roundId,
  game: 'dice',
  gameId: 9001,
  gameName: 'Dice',
  stake: 5,
  payout: status === 'rolled_back' ? 0 : 9.8,
  multiplier: 1.96,
  currency: 'RUB',
  status,
  params: { target: 50, over: true },
  outcome: { roll: 70 },
  time: '2026-01-02T10:00:00.000Z',
  fairness: { serverSeedHash: 'ab', clientSeed: 'c', nonce: roundId },
});

describe('voided bets and rounds in the history', () => {
  it('a refunded (void) bet shows its state in words with the refund look, and each void leg too', async () => {
    const client = { raw: async () => ({ ok: false }) } as unknown as OfficeClient;
    const view = await draw(
      <ul>
        <BetCard bet={voidBet} t={t} lang="en" client={client} open={false} onToggle={() => {}} onCashOut={() => {}} />
      </ul>,
    );
    const status = view.querySelector('[data-testid="bet-status"]');
    expect(status?.textContent).toContain('T:office_bet_status_refund');
    expect(status?.getAttribute('data-tone')).toBe('refund');
    expect(view.querySelector('.bf-leg[data-result="refund"]')?.textContent).toContain('T:office_bet_leg_refund');
  });

  it('a rolled-back casino round is marked void, a settled one is not', async () => {
    const view = await draw(
      <RoundsTable rounds={[round(2, 'rolled_back'), round(1, 'closed')]} origin="http://x" t={t} lang="en" />,
    );
    const voided = view.querySelector('[data-testid="casino-round"][data-status="rolled_back"]');
    const state = voided?.querySelector('[data-testid="casino-round-state"]');
    expect(state?.textContent).toContain('T:casino_round_rolled_back');
    expect(state?.querySelector('[data-tone="refund"]')).not.toBeNull();
    const settled = view.querySelector('[data-testid="casino-round"][data-status="closed"]');
    expect(settled?.querySelector('[data-testid="casino-round-state"]')?.textContent).toBe('T:casino_round_closed');
    expect(view.querySelector('thead')?.textContent).toContain('T:casino_history_state');
  });
});
