// @vitest-environment happy-dom
import type { Bet } from '@betframe/sdk/feed';
import { formatOdds, type OddsFormat } from '@betframe/sdk/format';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { BetCard } from './bet-card';
import { moneyLine, statusLook } from './bet-view';
import type { OfficeClient } from './office-client';

const t = (key: string, values?: Record<string, string | number>) =>
  values ? `${key}(${Object.values(values).join(',')})` : key;

const leg = (gameId: number, result?: 'win' | 'loss'): Bet['selections'][number] => ({
  gameId,
  type: 1,
  param: 0,
  coef: 1.62,
  name: '1X2: W1',
  gameName: `Home ${gameId} — Away ${gameId}`,
  market: '1X2',
  outcome: 'W1',
  ...(result ? { result } : {}),
});

const bet = (over: Partial<Bet>): Bet => ({
  betId: 7,
  betGuid: 'g',
  status: 'open',
  vid: 0,
  summ: 10,
  coef: 1.62,
  potentialWin: 16.2,
  currencyIso: 'RUB',
  createdAt: '2026-01-02T10:00:00.000Z',
  selections: [leg(1)],
  ...over,
});

const client = {
  raw: async () => ({ ok: false, code: 'x', message: 'x' }),
} as unknown as OfficeClient;

let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
});

async function show(b: Bet, open = false, format?: OddsFormat, lang = 'en') {
  container ??= document.body.appendChild(document.createElement('ul'));
  const target = container;
  await act(async () => {
    render(
      <BetCard
        bet={b}
        t={t}
        lang={lang}
        client={client}
        open={open}
        onToggle={() => {}}
        onCashOut={() => {}}
        format={format}
      />,
      target,
    );
  });
  return target;
}

describe('a bets history row', () => {
  it('shows the type, every leg with market, outcome, odds and result, the stake and the payout of a won express', async () => {
    const view = await show(
      bet({ status: 'won', vid: 1, coef: 2.62, payout: 26.24, selections: [leg(1, 'win'), leg(2, 'win')] }),
    );
    expect(view.querySelector('[data-testid="bet-type"]')?.textContent).toBe('coupon_express');
    const legs = view.querySelectorAll('.bf-leg');
    expect(legs).toHaveLength(2);
    expect(legs[0]?.textContent).toContain('Home 1 — Away 1');
    expect(legs[0]?.textContent).toContain('1X2: W1');
    expect(legs[0]?.textContent).toContain('1.62');
    expect(legs[0]?.textContent).toContain('office_bet_leg_win');
    expect(legs[0]?.querySelectorAll('bdi').length).toBeGreaterThanOrEqual(3);
    expect(view.querySelector('[data-testid="bet-stake"]')?.textContent).toContain('10.00');
    expect(view.querySelector('[data-testid="bet-money"]')?.textContent).toContain('26.24');
    expect(view.querySelector('[data-testid="bet-status"]')?.getAttribute('data-tone')).toBe('won');
  });

  it('a cashed-out bet reads its cash-out amount, not a zero stake times the odds', async () => {
    const view = await show(bet({ status: 'sold', summ: 0, payout: 9.99 }));
    expect(view.querySelector('[data-testid="bet-stake"]')).toBeNull();
    expect(view.textContent).toContain('office_bet_cashed_out');
    expect(view.querySelector('[data-testid="bet-money"]')?.textContent).toContain('9.99');
    expect(view.textContent).not.toContain('0.00');
  });

  it('a system names its size and the open row its possible win; opened, it shows the receipt', async () => {
    const view = await show(bet({ vid: 2, expressNum: 2, selections: [leg(1), leg(2), leg(3)] }), true);
    expect(view.querySelector('[data-testid="bet-type"]')?.textContent).toBe('coupon_system_size(2,3)');
    expect(view.querySelector('[data-testid="bet-money"]')?.textContent).toContain('16.20');
    expect(view.querySelector('[data-testid="bet-detail"]')?.textContent).toContain('office_bet_number(7)');
  });

  it('a won leg in a dead heat says "dead heat 1/k" beside a plain win', async () => {
    const view = await show(
      bet({ status: 'won', vid: 1, selections: [{ ...leg(1, 'win'), deadHeat: 3 }, leg(2, 'win')] }),
    );
    const legs = view.querySelectorAll('.bf-leg-result');
    expect(legs[0]?.textContent).toBe('office_bet_leg_dead_heat(3)');
    expect(legs[0]?.getAttribute('data-tone')).toBe('won');
    expect(legs[1]?.textContent).toBe('office_bet_leg_win');
  });

  it("prints the legs' and the bet's odds in the player's odds format, decimal in the page's numbers", async () => {
    const express = bet({ vid: 1, coef: 2.62, selections: [leg(1), leg(2)] });
    const fractional = await show(express, false, 'fractional');
    const odds = () => [...fractional.querySelectorAll('.bf-odds')].map((node) => node.textContent);
    expect(odds()).toContain(formatOdds(1.62, 'fractional'));
    expect(odds()).toContain(formatOdds(2.62, 'fractional'));
    expect(formatOdds(1.62, 'fractional')).toMatch(/^\d+\/\d+$/);
    await show(express, false, 'american');
    expect(odds()).toContain(formatOdds(2.62, 'american'));
    await show(express, false, undefined, 'ru');
    expect(odds()).toContain('2,62');
  });

  it('every status has a tone and an icon; money lines by status', () => {
    for (const s of ['open', 'won', 'lost', 'refund', 'sold', 'pending', 'dropped'] as const)
      expect(statusLook(s).icon).not.toBe('');
    expect(moneyLine({ status: 'lost', potentialWin: 5 })).toEqual({ key: 'office_bet_payout', amount: 0 });
    expect(moneyLine({ status: 'refund', payout: 10, potentialWin: 5 })).toEqual({
      key: 'office_bet_payout',
      amount: 10,
    });
  });
});
