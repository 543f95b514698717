// @vitest-environment happy-dom

import { formatNumber } from '@betframe/sdk/format';
import { createTranslate, translationCatalogue } from '@betframe/sdk/i18n';
import {
  type CashbackData,
  type GiftsData,
  giftsPath,
  loyaltyPaths,
  type OffersData,
  offersPath,
  type PointsData,
} from '@betframe/sdk/loyalty';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { click, waitFor } from '../../../test/betting-harness';
import { KitTexts } from '../../runtime/ui/texts';
import { fakeOfficeClient, ok, refused } from '../office-test-client';
import { CashbackScreen } from './cashback-screen';
import { GiftsScreen } from './gifts-screen';
import { OffersScreen } from './offers-screen';
import { PointsScreen } from './points-screen';

const textsOf = (lang: string) =>
  createTranslate(Object.assign({}, ...Object.values(translationCatalogue()[lang] ?? {}).map((d) => d.messages)));

const cashback = (over: Partial<CashbackData> = {}): CashbackData => ({
  levels: [
    { code: 'regular', minPoints: 0, percent: 5, minLoss: 10, cap: 100, payAs: 'money' },
    { code: 'vip', minPoints: 1000, percent: 10, minLoss: 10, cap: 500, payAs: 'money' },
    { code: 'premium', minPoints: 5000, percent: 15, minLoss: 5, cap: 2000, payAs: 'bonus' },
  ],
  level: 'regular',
  earnedPoints: 250,
  nextLevel: { code: 'vip', minPoints: 1000 },
  week: { start: '2026-11-16T00:00:00.000Z', nextPayout: '2026-11-23T00:00:00.000Z' },
  thisWeek: [{ currencyIso: 'EUR', loss: 50, cashback: 2.5 }],
  currencyIso: 'EUR',
  history: [
    {
      weekStart: '2026-11-09T00:00:00.000Z',
      level: 'regular',
      currencyIso: 'EUR',
      loss: 80,
      amount: 4,
      paidAs: 'money',
      paidAt: '2026-11-16T00:01:00.000Z',
    },
  ],
  ...over,
});

function pointsServer(balance = 600) {
  let points: PointsData = {
    balance,
    earned: 900,
    rates: { sport: 1, casino: 0.5 },
    rewards: [
      { id: 1, code: 'sport_bonus_5', cost: 500, kind: 0, amount: 5, currencyIso: 'EUR', wagerMultiple: 3 },
      { id: 2, code: 'casino_bonus_10', cost: 800, kind: 1, amount: 10, currencyIso: 'EUR', wagerMultiple: 20 },
    ],
    history: [{ id: 3, kind: 'earn', points: 50, reference: 'bet:7', at: '2026-11-20T10:00:00.000Z' }],
  };
  return fakeOfficeClient({
    [loyaltyPaths.points]: () => ok(points),
    [loyaltyPaths.exchange]: (params) => {
      const reward = points.rewards.find((r) => r.id === params?.reward_id);
      if (!reward || reward.cost > points.balance) return refused('insufficient_points');
      points = {
        ...points,
        balance: points.balance - reward.cost,
        history: [
          { id: 9, kind: 'exchange', points: -reward.cost, reference: reward.code, at: '2026-11-21T10:00:00.000Z' },
          ...points.history,
        ],
      };
      return ok({ balance: points.balance, bonusId: 40, kind: reward.kind });
    },
  });
}

let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
});

async function mount(node: preact.ComponentChildren, lang = 'en') {
  container ??= document.body.appendChild(document.createElement('div'));
  container.setAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  container.setAttribute('lang', lang);
  const target = container;
  await act(async () => {
    render(<KitTexts t={textsOf(lang)}>{node}</KitTexts>, target);
  });
  return target;
}

describe('the cashback screen', () => {
  it('shows the level, the way to the next, this week so far, the next payout, the levels and the history', async () => {
    const { client, calls } = fakeOfficeClient({ [loyaltyPaths.cashback]: () => ok(cashback()) });
    const view = await mount(<CashbackScreen client={client} t={textsOf('en')} lang="en" />);
    const level = await waitFor(() => view.querySelector('[data-testid="cashback-level"]'));
    expect(level.textContent).toBe('Cashback · 5 % of net loss');
    const bar = view.querySelector('[data-testid="cashback-next-progress"]');
    expect(bar?.getAttribute('aria-valuenow')).toBe('250');
    expect(bar?.getAttribute('aria-valuemax')).toBe('1000');
    expect((bar?.firstElementChild as HTMLElement | null)?.style.inlineSize).toBe('25%');
    expect(view.querySelector('[data-testid="cashback-week"]')?.textContent).toMatch(
      /Net loss 50\.00 €.*Cashback 2\.50 €/,
    );
    expect(view.querySelector('[data-testid="cashback-next-payout"]')?.textContent).toContain('Next payout');
    const levels = [...view.querySelectorAll('[data-testid="cashback-levels"] li')];
    expect(levels.map((l) => l.getAttribute('data-level'))).toEqual(['regular', 'vip', 'premium']);
    expect(levels[0]?.getAttribute('aria-current')).toBe('true');
    expect(levels[2]?.textContent).toContain('paid as a bonus');
    expect(view.querySelectorAll('[data-testid="cashback-paid"]')).toHaveLength(1);
    expect(calls.map((c) => c.method)).toEqual(['GET']);
  });

  it('says when there is no loss this week and nothing paid yet; the top level has no next step', async () => {
    const { client } = fakeOfficeClient({
      [loyaltyPaths.cashback]: () => ok(cashback({ thisWeek: [], history: [], level: 'premium', nextLevel: null })),
    });
    const view = await mount(<CashbackScreen client={client} t={textsOf('en')} lang="en" />);
    await waitFor(() => view.querySelector('[data-testid="cashback-week-none"]'));
    expect(view.querySelector('[data-testid="cashback-next-progress"]')).toBeNull();
    expect(view.textContent).toContain('No cashback paid yet');
  });
});

describe('the points screen', () => {
  it('exchanges points only after the confirmation; a reward the balance does not cover cannot be chosen', async () => {
    const { client, calls } = pointsServer();
    let reloaded = 0;
    const view = await mount(
      <PointsScreen client={client} t={textsOf('en')} lang="en" onBalanceChange={() => reloaded++} />,
    );
    const buttons = await waitFor(() => {
      const found = view.querySelectorAll<HTMLButtonElement>('[data-testid="points-exchange"]');
      return found.length ? [...found] : null;
    });
    expect(view.querySelector('[data-testid="points-balance"]')?.textContent).toBe('600 points');
    expect(buttons.map((b) => b.disabled)).toEqual([false, true]);
    click(buttons[0]);
    const yes = await waitFor(() => document.querySelector('[data-testid="points-exchange-yes"]'));
    expect(calls.filter((c) => c.path === loyaltyPaths.exchange)).toHaveLength(0);
    click(yes);
    await waitFor(() => view.querySelector('[data-testid="points-status"]'));
    await waitFor(() =>
      view.querySelector('[data-testid="points-balance"]')?.textContent === '100 points' ? true : null,
    );
    expect(calls.find((c) => c.path === loyaltyPaths.exchange)?.params).toEqual({ reward_id: 1 });
    expect(reloaded).toBe(1);
    expect(view.querySelector('[data-testid="points-history"] li')?.getAttribute('data-kind')).toBe('exchange');
  });

  it('a refused exchange reads in words', async () => {
    const { client } = fakeOfficeClient({
      [loyaltyPaths.points]: () =>
        ok({
          balance: 900,
          earned: 900,
          rates: { sport: 1, casino: 0.5 },
          rewards: [{ id: 1, code: 'x', cost: 500, kind: 0, amount: 5, currencyIso: 'EUR', wagerMultiple: 3 }],
          history: [],
        }),
      [loyaltyPaths.exchange]: () => refused('bonus_active'),
    });
    const view = await mount(<PointsScreen client={client} t={textsOf('en')} lang="en" />);
    click(await waitFor(() => view.querySelector('[data-testid="points-exchange"]')));
    click(await waitFor(() => document.querySelector('[data-testid="points-exchange-yes"]')));
    const status = await waitFor(() => view.querySelector('[data-testid="points-status"]'));
    expect(status.textContent).toBe('Wager or refuse your active bonus first');
  });
});

const gifts: GiftsData = {
  items: [
    {
      bonusId: 8,
      from: 'cashback',
      kind: 0,
      amount: 30,
      currencyIso: 'EUR',
      status: 'active',
      closedReason: null,
      percent: 40,
      grantedAt: '2026-11-23T00:01:00.000Z',
    },
    {
      bonusId: 5,
      from: 'points',
      kind: 1,
      amount: 10,
      currencyIso: 'EUR',
      status: 'forfeited',
      closedReason: 'expired',
      percent: 10,
      grantedAt: '2026-11-01T00:01:00.000Z',
    },
  ],
};

describe('the bonus gifts screen', () => {
  it('shows each gift with where it came from, its progress while active and how it ended', async () => {
    const { client } = fakeOfficeClient({ [giftsPath]: () => ok(gifts) });
    const view = await mount(<GiftsScreen client={client} t={textsOf('en')} lang="en" />);
    const items = await waitFor(() => {
      const found = view.querySelectorAll('[data-testid="gift"]');
      return found.length ? [...found] : null;
    });
    expect(items.map((i) => i.getAttribute('data-from'))).toEqual(['cashback', 'points']);
    expect(items[0]?.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('40');
    expect(items[0]?.textContent).toContain('Weekly cashback');
    expect(items[1]?.querySelector('[role="progressbar"]')).toBeNull();
    expect(items[1]?.textContent).toContain('Expired');
  });

  it('says how gifts come when there are none', async () => {
    const { client } = fakeOfficeClient({ [giftsPath]: () => ok({ items: [] }) });
    const view = await mount(<GiftsScreen client={client} t={textsOf('en')} lang="en" />);
    await waitFor(() => (view.textContent?.includes('No gifts yet') ? true : null));
  });
});

const offers: OffersData = {
  currencyIso: 'EUR',
  items: [
    { type: 'first_deposit', key: '1st', bonusKind: 0, percent: 100, cap: 500, amount: null, wagerMultiple: 5 },
    { type: 'reward', rewardId: 1, bonusKind: 0, cost: 500, pointsShort: 0, amount: 5, wagerMultiple: 3 },
    { type: 'reward', rewardId: 2, bonusKind: 1, cost: 800, pointsShort: 200, amount: 10, wagerMultiple: 20 },
    { type: 'cashback_level', level: 'vip', percent: 10, pointsShort: 400 },
  ],
};

describe('the special offers screen', () => {
  it('shows the first-deposit bonus, each reward (ready or how many points to go) and the next cashback level', async () => {
    const { client } = fakeOfficeClient({ [offersPath]: () => ok(offers) });
    const view = await mount(<OffersScreen client={client} t={textsOf('en')} lang="en" />);
    const items = await waitFor(() => {
      const found = view.querySelectorAll('[data-testid="offer"]');
      return found.length ? [...found] : null;
    });
    expect(items.map((i) => i.getAttribute('data-type'))).toEqual([
      'first_deposit',
      'reward',
      'reward',
      'cashback_level',
    ]);
    expect(items[0]?.textContent).toContain('Sport bonus +100 % up to 500.00 €, wagering ×5');
    expect(items[1]?.textContent).toContain('yours to exchange now');
    expect(items[2]?.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('600');
    expect(items[2]?.textContent).toContain('200 to go');
    expect(items[3]?.textContent).toContain('VIP cashback · 10 % of net loss');
  });
});

describe('four languages', () => {
  for (const lang of ['ru', 'en', 'kk', 'ar']) {
    it(`shows the four screens in ${lang} with no text key left untranslated`, async () => {
      const { client } = fakeOfficeClient({ [loyaltyPaths.cashback]: () => ok(cashback()) });
      const view = await mount(<CashbackScreen client={client} t={textsOf(lang)} lang={lang} />, lang);
      await waitFor(() => view.querySelector('[data-testid="cashback-paid"]'));
      expect(view.textContent).not.toMatch(/office_[a-z_0-9]+/);
      expect(view.closest('[dir]')?.getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      render(null, view);

      // Points are numbers in the language's own grouping: 12 500 in ru and kk, 12,500 in en.
      const points = pointsServer(12_500);
      const screen = await mount(<PointsScreen client={points.client} t={textsOf(lang)} lang={lang} />, lang);
      const balance = await waitFor(() => screen.querySelector('[data-testid="points-balance"]'));
      expect(balance.textContent).toContain(formatNumber(12_500, lang));
      expect(balance.textContent).not.toContain('12500');
      click(await waitFor(() => screen.querySelector('[data-testid="points-exchange"]')));
      const dialog = await waitFor(() => document.querySelector('[data-testid="points-exchange-dialog"]'));
      expect(`${screen.textContent}${dialog.textContent}`).not.toMatch(/office_[a-z_0-9]+/);
      render(null, screen);

      const given = fakeOfficeClient({ [giftsPath]: () => ok(gifts) });
      const list = await mount(<GiftsScreen client={given.client} t={textsOf(lang)} lang={lang} />, lang);
      await waitFor(() => list.querySelector('[data-testid="gift"]'));
      expect(list.textContent).not.toMatch(/office_[a-z_0-9]+/);
      render(null, list);

      const open = fakeOfficeClient({ [offersPath]: () => ok(offers) });
      const shown = await mount(<OffersScreen client={open.client} t={textsOf(lang)} lang={lang} />, lang);
      await waitFor(() => shown.querySelector('[data-testid="offer"]'));
      expect(shown.textContent).not.toMatch(/office_[a-z_0-9]+/);
    });
  }
});
