// @vitest-environment happy-dom

import { type PlayerBonusWire, playerBonusPaths, promoCodePaths } from '@betframe/sdk/bonuses';
import { formatDate, formatMoney } from '@betframe/sdk/format';
import { createTranslate, translationCatalogue } from '@betframe/sdk/i18n';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { click, typeInto, waitFor } from '../../../test/betting-harness';
import { KitTexts } from '../../runtime/ui/texts';
import { fakeOfficeClient, ok, refused } from '../office-test-client';
import { BonusesScreen } from './bonuses-screen';
import { PromoCodesScreen } from './promo-codes-screen';

const textsOf = (lang: string) =>
  createTranslate(Object.assign({}, ...Object.values(translationCatalogue()[lang] ?? {}).map((d) => d.messages)));

const bonus = (over: Partial<PlayerBonusWire> = {}): PlayerBonusWire => ({
  id: 11,
  idBonus: 2,
  type: 0,
  name: '1st',
  start: '2026-11-20T10:00:00.000Z',
  end: '2026-12-20T10:00:00.000Z',
  current: 250,
  required: 1000,
  isClosed: false,
  percent: 25,
  amount: 100,
  money: 100,
  expirationDate: '2026-12-20T10:00:00.000Z',
  currencyIso: 'EUR',
  status: 'active',
  closedReason: null,
  maxStake: null,
  ...over,
});

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

function bonusServer() {
  let active = [bonus(), bonus({ id: 12, type: 1, current: 0, required: 500, percent: 0, amount: 50, money: 50 })];
  const history = [bonus({ id: 5, status: 'completed', closedReason: 'wagered', isClosed: true, money: 0 })];
  return fakeOfficeClient({
    [playerBonusPaths.list]: () => ok({ active, history }),
    [playerBonusPaths.refuse]: (params) => {
      const gone = active.find((b) => b.id === params?.bonus_id);
      active = active.filter((b) => b !== gone);
      if (gone) history.unshift({ ...gone, status: 'forfeited', closedReason: 'refused', isClosed: true, money: 0 });
      return ok({ active, history });
    },
  });
}

describe('the bonuses screen', () => {
  it('shows each active bonus’s wagering progress: wagered of required, percent and expiry', async () => {
    const { client } = bonusServer();
    const view = await mount(<BonusesScreen client={client} t={textsOf('en')} lang="en" />);
    const bars = await waitFor(() => {
      const found = view.querySelectorAll('[data-testid="bonus-progress"]');
      return found.length ? [...found] : null;
    });
    expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['25', '0']);
    expect((bars[0]?.firstElementChild as HTMLElement | null)?.style.inlineSize).toBe('25%');
    const text = view.querySelector('[data-testid="bonus-progress-text"]')?.textContent;
    expect(text).toBe(`Wagered ${formatMoney(250, 'EUR', 'en')} of ${formatMoney(1000, 'EUR', 'en')} (25%)`);
    expect(bars[0]?.getAttribute('aria-valuetext')).toBe(text);
    expect(view.querySelector('[data-testid="bonus-expiry"]')?.textContent).toBe(
      `Expires on ${formatDate(new Date('2026-12-20T10:00:00.000Z'), { locale: 'en' }, 'date')}`,
    );
    expect(view.querySelector('[data-testid="bonus-history"]')?.textContent).toContain(
      'Wagered and moved to your main account',
    );
  });

  it('asks for confirmation that the bonus money is forfeited, then refuses and the bonus leaves the active list', async () => {
    const { client, calls } = bonusServer();
    let balances = 0;
    const view = await mount(
      <BonusesScreen client={client} t={textsOf('en')} lang="en" onBalanceChange={() => balances++} />,
    );
    click(await waitFor(() => view.querySelector('[data-bonus="11"] [data-testid="bonus-refuse"]')));
    const dialog = await waitFor(() => document.querySelector('[data-testid="bonus-refuse-confirm"]'));
    expect(dialog.textContent).toContain(`The bonus money (${formatMoney(100, 'EUR', 'en')}) is forfeited`);
    expect(calls.some((c) => c.path === playerBonusPaths.refuse)).toBe(false);
    // "Keep" closes without a call.
    click(document.querySelector('[data-testid="bonus-refuse-no"]'));
    await waitFor(() => (document.querySelector('[data-testid="bonus-refuse-confirm"]') ? null : true));
    expect(calls.some((c) => c.path === playerBonusPaths.refuse)).toBe(false);

    click(view.querySelector('[data-bonus="11"] [data-testid="bonus-refuse"]'));
    click(await waitFor(() => document.querySelector('[data-testid="bonus-refuse-yes"]')));
    await waitFor(() => view.querySelector('[data-testid="bonus-status"]'));
    expect(calls.find((c) => c.path === playerBonusPaths.refuse)?.params).toEqual({ bonus_id: 11 });
    expect([...view.querySelectorAll('[data-testid="bonus-card"]')].map((c) => c.getAttribute('data-bonus'))).toEqual([
      '12',
    ]);
    expect(view.querySelector('[data-testid="bonus-history"]')?.textContent).toContain('Refused by you');
    expect(balances).toBe(1);
  });
});

function promoServer() {
  const items: { code: string; activatedAt: string; bonusId: number; kind: number }[] = [];
  return fakeOfficeClient({
    [promoCodePaths.history]: () => ok({ items }),
    [promoCodePaths.check]: (params) =>
      params?.code === 'WELCOME'
        ? ok({ valid: true, code: 'WELCOME', kind: 3, offerCode: 'promo_welcome' })
        : ok({ valid: false, code: String(params?.code), reason: 'already_used' }),
    [promoCodePaths.activate]: (params) => {
      if (params?.code !== 'WELCOME') return refused('already_used');
      items.unshift({ code: 'WELCOME', activatedAt: '2026-11-21T09:00:00.000Z', bonusId: 40, kind: 3 });
      return ok({ bonusId: 40, kind: 3 });
    },
  });
}

describe('the promo codes screen', () => {
  it('checks a code the player already used and says so in words', async () => {
    const { client, calls } = promoServer();
    const view = await mount(<PromoCodesScreen client={client} t={textsOf('en')} lang="en" />);
    typeInto(await waitFor(() => view.querySelector<HTMLInputElement>('[data-testid="promo-code"]')), 'SPRING');
    click(view.querySelector('[data-testid="promo-check"]'));
    const result = await waitFor(() => view.querySelector('[data-testid="promo-result"]'));
    expect(result.textContent).toBe('You have already activated this promo code.');
    expect(view.querySelector('[data-testid="promo-activate"]')).toBeNull();
    expect(calls.find((c) => c.path === promoCodePaths.check)?.params).toEqual({ code: 'SPRING' });
  });

  it('checks a good code, shows what it gives, activates it and lists it in the history', async () => {
    const { client, calls } = promoServer();
    const view = await mount(<PromoCodesScreen client={client} t={textsOf('en')} lang="en" />);
    typeInto(await waitFor(() => view.querySelector<HTMLInputElement>('[data-testid="promo-code"]')), 'WELCOME');
    click(view.querySelector('[data-testid="promo-check"]'));
    const result = await waitFor(() => view.querySelector('[data-testid="promo-result"]'));
    expect(result.textContent).toContain('The code WELCOME can be activated: it gives a “Promo code bonus”.');
    click(view.querySelector('[data-testid="promo-activate"]'));
    const status = await waitFor(() => view.querySelector('[data-testid="promo-status"]'));
    expect(status.textContent).toBe('The promo code is activated: your “Promo code bonus” is on the Bonuses screen.');
    expect(calls.find((c) => c.path === promoCodePaths.activate)?.params).toEqual({ code: 'WELCOME' });
    const history = await waitFor(() => view.querySelector('[data-testid="promo-history"]'));
    expect(history.textContent).toContain('WELCOME');
  });

  it('refuses an empty code without calling the server', async () => {
    const { client, calls } = promoServer();
    const view = await mount(<PromoCodesScreen client={client} t={textsOf('en')} lang="en" />);
    click(await waitFor(() => view.querySelector('[data-testid="promo-check"]')));
    await waitFor(() => (view.textContent?.includes('Enter a promo code') ? true : null));
    expect(calls.some((c) => c.path === promoCodePaths.check)).toBe(false);
  });
});

describe('four languages', () => {
  for (const lang of ['ru', 'en', 'kk', 'ar']) {
    it(`shows both screens in ${lang} with no text key left untranslated`, async () => {
      const { client } = bonusServer();
      const view = await mount(<BonusesScreen client={client} t={textsOf(lang)} lang={lang} />, lang);
      await waitFor(() => view.querySelector('[data-testid="bonus-progress"]'));
      click(view.querySelector('[data-testid="bonus-refuse"]'));
      const dialog = await waitFor(() => document.querySelector('[data-testid="bonus-refuse-confirm"]'));
      expect(`${view.textContent}${dialog.textContent}`).not.toMatch(/office_[a-z_0-9]+/);
      expect(view.closest('[dir]')?.getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      if (lang === 'ar') expect(view.querySelector('h3')?.textContent).toBe('المكافآت النشطة');
      render(null, view);

      const promo = promoServer();
      const screen = await mount(<PromoCodesScreen client={promo.client} t={textsOf(lang)} lang={lang} />, lang);
      typeInto(await waitFor(() => screen.querySelector<HTMLInputElement>('[data-testid="promo-code"]')), 'SPRING');
      click(screen.querySelector('[data-testid="promo-check"]'));
      await waitFor(() => screen.querySelector('[data-testid="promo-result"]'));
      expect(screen.textContent).not.toMatch(/office_[a-z_0-9]+/);
    });
  }
});

describe('coverage and profit-pool bonuses (kinds 5, 7, 9)', () => {
  const coverage = bonus({
    id: 21,
    type: 7,
    mechanic: 'coverage',
    money: 0,
    percent: 33,
    coverage: { bets: 3, counted: 1, netLoss: 25, refundPercent: 50, cap: 30, paid: 0 },
  });
  const pool = bonus({
    id: 22,
    type: 9,
    mechanic: 'pool',
    money: 0,
    percent: 60,
    pool: {
      turnover: 12,
      minTurnover: 20,
      profitPercent: 10,
      cap: 100,
      periodStart: '2026-11-20T00:00:00.000Z',
      paid: 0,
    },
  });
  const paid = bonus({
    id: 23,
    type: 5,
    mechanic: 'coverage',
    status: 'completed',
    closedReason: 'covered',
    isClosed: true,
    money: 0,
    percent: 100,
    coverage: { bets: 1, counted: 1, netLoss: 25, refundPercent: 100, cap: 50, paid: 25 },
  });
  const server = () =>
    fakeOfficeClient({ [playerBonusPaths.list]: () => ok({ active: [coverage, pool], history: [paid] }) });

  for (const lang of ['ru', 'en', 'kk', 'ar']) {
    it(`shows their progress and terms in ${lang}, and what a closed one paid`, async () => {
      const t = textsOf(lang);
      const view = await mount(<BonusesScreen client={server().client} t={t} lang={lang} />, lang);
      const bars = await waitFor(() => {
        const found = view.querySelectorAll('[data-testid="bonus-progress"]');
        return found.length === 2 ? [...found] : null;
      });
      expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['33', '60']);
      const money = (n: number) => formatMoney(n, 'EUR', lang);
      const texts = [...view.querySelectorAll('[data-testid="bonus-progress-text"]')].map((p) => p.textContent);
      expect(texts).toEqual([
        t('office_bonus_cov_progress', { counted: 1, bets: 3, loss: money(25) }),
        t('office_bonus_pool_progress', {
          turnover: money(12),
          required: money(20),
          date: formatDate(new Date('2026-11-20T00:00:00.000Z'), { locale: lang }, 'date'),
        }),
      ]);
      const terms = [...view.querySelectorAll('[data-testid="bonus-terms"]')].map((p) => p.textContent);
      expect(terms).toEqual([
        t('office_bonus_cov_terms', { percent: 50, cap: money(30) }),
        t('office_bonus_pool_terms', { percent: 10, cap: money(100) }),
      ]);
      // Neither is chosen in the slip nor holds bonus money.
      expect(view.querySelector('[data-testid="bonus-use-in-slip"]')).toBeNull();
      expect(view.querySelector('[data-testid="bonus-money"]')).toBeNull();
      expect(view.querySelector('[data-testid="bonus-history-amount"]')?.textContent).toBe(
        t('office_bonus_paid', { amount: money(25) }),
      );
      expect(view.textContent).toContain(t('office_bonus_kind_7'));
      expect(view.textContent).toContain(t('office_bonus_kind_9'));
      expect(view.textContent).toContain(t('office_bonus_closed_covered'));
      expect(view.textContent).not.toMatch(/office_[a-z_0-9]+/);
    });
  }
});
