// @vitest-environment happy-dom
import { bonusPaths, type FirstDepositData } from '@betframe/sdk/bonuses';
import { createTranslate } from '@betframe/sdk/i18n';
import { paymentPaths, type RechargeData } from '@betframe/sdk/payments';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../../sdk/src/i18n/dictionaries/ar/app.json';
import en from '../../../../sdk/src/i18n/dictionaries/en/app.json';
import kk from '../../../../sdk/src/i18n/dictionaries/kk/app.json';
import ru from '../../../../sdk/src/i18n/dictionaries/ru/app.json';
import type { PlayerAccount } from '../office-client';
import { fakeOfficeClient, ok } from '../office-test-client';
import { DepositScreen } from './deposit-screen';

const dictionaries: Record<string, Record<string, string>> = { ru, en, kk, ar };
const textsOf = (lang: string) => createTranslate(dictionaries[lang] ?? {});

const accounts: PlayerAccount[] = [
  {
    id: 1,
    type: 'money',
    money: 0,
    moneyMinor: 0,
    name: 'USD',
    currencyIso: 'USD',
    currencySymbol: '$',
    isActive: true,
    currencyId: 10,
    isBonusAccount: false,
  },
];
const data: RechargeData = {
  accountId: 1,
  currencyIso: 'USD',
  minorDigits: 2,
  methods: [
    { id: 'card', kind: 'card', name: '', minMinor: 1_000, maxMinor: 5_000_000, feePercent: 0, feeFixedMinor: 0 },
  ],
  presets: [10, 50],
  baseCurrency: 'USD',
  rates: [],
};
/** Figures unlike the seeded offers', so a hard-coded one would show. */
const offers: FirstDepositData = {
  hasFirstDeposit: true,
  bonusPopupTitle: '',
  bonusPopupDescription: '',
  bonusPopupBtnText: '',
  offers: [
    { key: '1st', percent: 150, capMinor: 250_00, wagerMultiple: 7 },
    { key: 'slot_first_deposit', percent: 75, capMinor: 1_200_00, wagerMultiple: 35 },
  ],
  defaultChoice: 'slot_first_deposit',
};

let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
});
const settle = async () => {
  for (let i = 0; i < 4; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
};

async function show(firstDeposit: FirstDepositData | null, lang = 'en', dir = 'ltr') {
  const fake = fakeOfficeClient({
    [paymentPaths.rechargeData]: () => ok(data),
    [paymentPaths.recharge]: () => ok({ paymentId: 9, status: 'pending', redirectUrl: '#provider' }),
    ...(firstDeposit ? { [bonusPaths.firstDeposit]: () => ok(firstDeposit) } : {}),
  });
  container = document.body.appendChild(document.createElement('div'));
  container.dir = dir;
  const view = container;
  await act(async () => {
    render(
      <DepositScreen client={fake.client} t={textsOf(lang)} lang={lang} accounts={accounts} onDone={() => {}} />,
      view,
    );
  });
  await settle();
  return { view, calls: fake.calls };
}
const bonusRadios = (view: HTMLElement) => [
  ...view.querySelectorAll<HTMLInputElement>('[data-testid="deposit-bonus"] input[type="radio"]'),
];
async function deposit(view: HTMLElement, calls: { path: string; params: Record<string, unknown> | undefined }[]) {
  await act(async () => {
    const field = view.querySelector<HTMLInputElement>('#bf-recharge-amount') as HTMLInputElement;
    field.value = '100';
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => {
    view.querySelector('form')?.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
  });
  await settle();
  return calls.find((c) => c.path === paymentPaths.recharge)?.params;
}

describe('the deposit form’s first-deposit bonus choice', () => {
  it('is not offered without a first deposit or without offers, and the recharge carries no choice', async () => {
    for (const answer of [null, { ...offers, hasFirstDeposit: false }, { ...offers, offers: [] }]) {
      const { view, calls } = await show(answer);
      expect(view.querySelector('[data-testid="deposit-bonus"]')).toBeNull();
      expect(await deposit(view, calls)).not.toHaveProperty('firstDepositBonusChoice');
      render(null, view);
      view.remove();
    }
  });

  it('shows each offer with its own percent, cap and wagering, preselects the default and sends the choice', async () => {
    const { view, calls } = await show(offers);
    const radios = bonusRadios(view);
    expect(radios.map((r) => r.value)).toEqual(['1st', 'slot_first_deposit', 'cancel']);
    expect(radios.find((r) => r.checked)?.value).toBe('slot_first_deposit');
    const text = view.querySelector('[data-testid="deposit-bonus"]')?.textContent ?? '';
    expect(text).toContain('Sport bonus +150 % up to 250.00 $, wagering ×7');
    expect(text).toContain('Casino bonus +75 % up to 1,200.00 $, wagering ×35');
    expect(text).toContain('No bonus');
    await act(async () => {
      radios[0]?.click();
    });
    expect((await deposit(view, calls))?.firstDepositBonusChoice).toBe('1st');
  });

  it('sends cancel when the player picks "No bonus"', async () => {
    const { view, calls } = await show(offers);
    await act(async () => {
      bonusRadios(view)
        .find((r) => r.value === 'cancel')
        ?.click();
    });
    expect((await deposit(view, calls))?.firstDepositBonusChoice).toBe('cancel');
  });

  it('speaks every language of the product without raw keys, right to left in Arabic', async () => {
    for (const lang of ['ru', 'en', 'kk', 'ar']) {
      const { view } = await show(offers, lang, lang === 'ar' ? 'rtl' : 'ltr');
      const choice = view.querySelector('[data-testid="deposit-bonus"]') as HTMLElement;
      expect(choice.textContent, lang).not.toMatch(/office_[a-z_]+|\{\{/);
      expect(choice.textContent, lang).toMatch(/150/);
      if (lang === 'ar') {
        expect(choice.textContent).toContain('مكافأة الرياضة');
        expect(view.dir).toBe('rtl');
        expect(choice.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
      }
      render(null, view);
      view.remove();
    }
  });

  it('the result screen names the chosen bonus, in every language', async () => {
    const status = {
      id: 9,
      status: 'approved',
      method: 'card',
      kind: 'card',
      amountMinor: 100_00,
      feeMinor: 0,
      currencyIso: 'USD',
      minorDigits: 2,
      bonusChoice: 'slot_first_deposit',
    };
    window.history.replaceState(null, '', '/en/office/recharge?payment=9');
    for (const lang of ['ru', 'en', 'kk', 'ar']) {
      const fake = fakeOfficeClient({ [paymentPaths.status]: () => ok(status) });
      container = document.body.appendChild(document.createElement('div'));
      const view = container;
      await act(async () => {
        render(
          <DepositScreen client={fake.client} t={textsOf(lang)} lang={lang} accounts={accounts} onDone={() => {}} />,
          view,
        );
      });
      await settle();
      const line = view.querySelector('[data-testid="deposit-result-bonus"]');
      expect(line?.textContent, lang).not.toMatch(/office_[a-z_]+|\{\{/);
      if (lang === 'en') expect(line?.textContent).toContain('Bonus chosen: Casino bonus');
      render(null, view);
      view.remove();
    }
    window.history.replaceState(null, '', '/en/office/recharge');
  });
});
