// @vitest-environment happy-dom
/**
 * The office's bid bet screens in four languages: "interactive manager bets" lists the open requests and answers a
 * counter-offer (accept / decline) with AnswerBetBid, then reads the bids again; "powerbet" states the automatic
 * limit and decision times and shows every request with how it ended.
 */
import type { BetBid } from '@betframe/sdk/feed';
import { bidPaths } from '@betframe/sdk/feed';
import { formatMoney } from '@betframe/sdk/format';
import { createTranslate, translationCatalogue } from '@betframe/sdk/i18n';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeOfficeClient, ok } from '../office-test-client';
import { ManagerBetsScreen, PowerBetScreen } from './bids-screen';

const textsIn = (lang: string) =>
  createTranslate(Object.assign({}, ...Object.values(translationCatalogue()[lang] ?? {}).map((d) => d.messages)));

let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
});

const bid = (over: Partial<BetBid>): BetBid => ({
  bidId: 1,
  status: 'pending',
  label: 'Arsenal — Chelsea: W1',
  gameId: 10,
  type: 1,
  param: 0,
  stake: 1500,
  coef: 2.1,
  currency: 'RUB',
  isPowerBet: false,
  createdAt: '2026-11-22T12:00:00.000Z',
  expiresAt: '2026-11-22T12:05:00.000Z',
  ...over,
});

const bids = [
  bid({ bidId: 3, status: 'countered', counterStake: 1200, counterCoef: 2.05 }),
  bid({ bidId: 2, status: 'pending', isPowerBet: true }),
  bid({ bidId: 1, status: 'accepted', betId: 77 }),
];
const listing = {
  data: {
    type: 'bet-bids',
    attributes: { bids, maxStake: 1000, currency: 'RUB', decisionSeconds: 300, counterSeconds: 60 },
  },
};

const settle = async () => {
  for (let i = 0; i < 3; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
};

async function show(lang: string, Screen: typeof ManagerBetsScreen) {
  const { client, calls } = fakeOfficeClient({
    [bidPaths.list]: () => ok(listing),
    [bidPaths.answer]: (p) => ok({ data: { type: 'bet-bid', id: String(p?.bidId), attributes: { bid: bids[0] } } }),
  });
  container = document.body.appendChild(document.createElement('div'));
  container.dir = lang === 'ar' ? 'rtl' : 'ltr';
  const view = container;
  await act(async () => {
    render(<Screen client={client} t={textsIn(lang)} lang={lang} refresh={0} />, view);
  });
  await settle();
  return { view, calls };
}

describe('bid bet screens', () => {
  it.each(['ru', 'en', 'kk', 'ar'])(
    'interactive manager bets: open requests, a counter-offer accepted (%s)',
    async (lang) => {
      const t = textsIn(lang);
      const { view, calls } = await show(lang, ManagerBetsScreen);
      const cards = [...view.querySelectorAll('[data-testid="bid"]')];
      expect(cards.map((c) => c.getAttribute('data-status'))).toEqual(['countered', 'pending']);
      const countered = cards[0] as HTMLElement;
      const status = countered.querySelector('[data-testid="bid-status"]')?.textContent ?? '';
      expect(status).toContain(formatMoney(1200, 'RUB', lang));
      expect(status).toContain('2.05');
      expect(view.textContent).not.toMatch(/bid_|office_/);
      expect((cards[1] as HTMLElement).querySelector('[data-testid="bid-decline"]')?.textContent).toBe(
        t('bid_withdraw'),
      );
      await act(async () => {
        (countered.querySelector('[data-testid="bid-accept"]') as HTMLButtonElement).click();
      });
      await settle();
      const answer = calls.find((c) => c.path === bidPaths.answer);
      expect(answer?.params).toEqual({ bidId: 3, accept: true });
      expect(calls.filter((c) => c.path === bidPaths.list).length).toBe(2);
    },
  );

  it.each(['ru', 'en', 'kk', 'ar'])('powerbet: the limit, the times and every request (%s)', async (lang) => {
    const t = textsIn(lang);
    const { view } = await show(lang, PowerBetScreen);
    expect(view.querySelector('[data-testid="powerbet-rules"]')?.textContent).toBe(
      t('bid_powerbet_rules', { limit: formatMoney(1000, 'RUB', lang), decision: 5, counter: 60 }),
    );
    const cards = [...view.querySelectorAll('[data-testid="bid"]')];
    expect(cards).toHaveLength(3);
    expect(cards[2]?.querySelector('[data-testid="bid-status"]')?.textContent).toBe(
      t('bid_status_accepted', { betId: 77 }),
    );
    expect(view.querySelector('button')).toBeNull();
    expect(view.textContent).not.toMatch(/bid_|office_/);
  });
});
