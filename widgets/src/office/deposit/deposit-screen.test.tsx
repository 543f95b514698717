// @vitest-environment happy-dom
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
import { fakeOfficeClient, ok, refused } from '../office-test-client';
import { DepositScreen, returnedPayment } from './deposit-screen';

const dictionaries: Record<string, Record<string, string>> = { ru, en, kk, ar };
const textsOf = (lang: string) => createTranslate(dictionaries[lang] ?? {});

const account = (id: number, currencyIso: string, isActive: boolean): PlayerAccount => ({
  id,
  type: 'money',
  money: 0,
  moneyMinor: 0,
  name: currencyIso,
  currencyIso,
  currencySymbol: currencyIso,
  isActive,
  currencyId: currencyIso === 'USD' ? 10 : 1,
  isBonusAccount: false,
});
const accounts = [account(1, 'RUB', true), account(2, 'USD', false)];

const rubData: RechargeData = {
  accountId: 1,
  currencyIso: 'RUB',
  minorDigits: 2,
  methods: [
    { id: 'card', kind: 'card', name: '', minMinor: 10_000, maxMinor: 50_000_000, feePercent: 0, feeFixedMinor: 0 },
    {
      id: 'ewallet',
      kind: 'ewallet',
      name: '',
      minMinor: 10_000,
      maxMinor: 15_000_000,
      feePercent: 1.5,
      feeFixedMinor: 0,
    },
    {
      id: 'crypto',
      kind: 'crypto',
      name: '',
      minMinor: 50_000,
      maxMinor: 100_000_000,
      feePercent: 0.5,
      feeFixedMinor: 0,
      confirmations: 3,
    },
  ],
  presets: [500, 1000, 5000],
  baseCurrency: 'RUB',
  rates: [
    { currencyId: 1, code: 'RUB', baseRate: 1 },
    { currencyId: 10, code: 'USD', baseRate: 90 },
  ],
};
const usdData: RechargeData = { ...rubData, accountId: 2, currencyIso: 'USD', presets: [6, 11, 56] };

let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
  window.history.replaceState(null, '', '/en/office/recharge');
});

const settle = async () => {
  for (let i = 0; i < 4; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
};

async function show(handlers: Parameters<typeof fakeOfficeClient>[0], lang = 'en', dir = 'ltr') {
  const fake = fakeOfficeClient(handlers);
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
const dataHandler = (params: Record<string, unknown> | undefined) => ok(params?.account_id === 2 ? usdData : rubData);
const input = (view: HTMLElement) => view.querySelector<HTMLInputElement>('#bf-recharge-amount') as HTMLInputElement;
async function type(view: HTMLElement, text: string) {
  await act(async () => {
    const field = input(view);
    field.value = text;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function pickMethod(view: HTMLElement, id: string) {
  await act(async () => {
    view.querySelector<HTMLInputElement>(`input[type="radio"][value="${id}"]`)?.click();
  });
}

describe('deposit screen', () => {
  it('offers each method, the presets, and shows the fee and the sum to pay before confirming', async () => {
    const { view } = await show({ [paymentPaths.rechargeData]: dataHandler });
    const radios = [...view.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((r) => r.value)).toEqual(['card', 'ewallet', 'crypto']);
    expect(view.textContent).toContain('Bank card');
    expect(view.textContent).toContain('Cryptocurrency');
    await pickMethod(view, 'ewallet');
    await act(async () => {
      view.querySelector<HTMLButtonElement>('[data-preset="1000"]')?.click();
    });
    expect(input(view).value).toBe('1000');
    expect(view.querySelector('[data-preset="1000"]')?.getAttribute('aria-pressed')).toBe('true');
    const summary = view.querySelector('[data-testid="deposit-summary"]') as HTMLElement;
    expect(summary.querySelector('[data-fee]')?.getAttribute('data-fee')).toBe('1500');
    expect(summary.querySelector('[data-total]')?.getAttribute('data-total')).toBe('101500');
    await pickMethod(view, 'card');
    expect(summary.querySelector('[data-fee]')?.textContent).toBe('No fee');
  });

  it('holds the player to the method’s minimum and maximum before calling the server', async () => {
    const { view, calls } = await show({ [paymentPaths.rechargeData]: dataHandler });
    await pickMethod(view, 'crypto');
    await type(view, '499.99');
    await act(async () => {
      view.querySelector('form')?.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    });
    expect(view.querySelector('[role="alert"]')?.textContent).toContain('The minimum for this method is');
    expect(calls.some((c) => c.path === paymentPaths.recharge)).toBe(false);
    expect(view.querySelector('.bf-ui-field-hint')?.textContent).toMatch(/^From .*500.* to .*1,000,000/);
  });

  it('sends the chosen account, method and amount, and says in words why a deposit limit refuses it', async () => {
    const { view, calls } = await show({
      [paymentPaths.rechargeData]: dataHandler,
      [paymentPaths.recharge]: () => refused('limit_reached'),
    });
    await pickMethod(view, 'ewallet');
    await type(view, '150,5');
    await act(async () => {
      view.querySelector('form')?.dispatchEvent(new Event('submit', { cancelable: true, bubbles: true }));
    });
    await settle();
    expect(calls.find((c) => c.path === paymentPaths.recharge)?.params).toEqual({
      amount: '150.5',
      account_id: 1,
      method: 'ewallet',
      return_url: '/en/office/recharge',
    });
    expect(view.querySelector('[role="alert"]')?.textContent?.length).toBeGreaterThan(0);
  });

  it('shows a dollar account’s presets and its configured base rate', async () => {
    const { view, calls } = await show({ [paymentPaths.rechargeData]: dataHandler });
    expect(view.querySelector('[data-testid="deposit-rate"]')).toBeNull();
    const usd = [...view.querySelectorAll<HTMLElement>('[role="option"]')].find((o) => o.textContent === 'USD');
    await act(async () => {
      usd?.click();
    });
    await settle();
    expect(calls.filter((c) => c.path === paymentPaths.rechargeData).at(-1)?.params).toEqual({ account_id: 2 });
    expect(view.querySelector('[data-testid="deposit-rate"]')?.textContent).toBe('1 USD = 90 RUB (base rate)');
    expect(view.querySelector('[data-preset="56"]')).not.toBeNull();
  });
});

describe('deposit result', () => {
  const status = (patch: Record<string, unknown>) => () =>
    ok({
      id: 7,
      status: 'pending',
      method: 'crypto',
      kind: 'crypto',
      amountMinor: 60_000,
      feeMinor: 300,
      currencyIso: 'RUB',
      minorDigits: 2,
      ...patch,
    });

  it('reads the payment the provider sent the player back with', () => {
    expect([returnedPayment('?payment=7'), returnedPayment('?x=1'), returnedPayment('?payment=-1')]).toEqual([
      7,
      undefined,
      undefined,
    ]);
  });

  it('a crypto deposit on its way shows its confirmations; a credited one says so', async () => {
    window.history.replaceState(null, '', '/en/office/recharge?payment=7');
    const pending = await show({ [paymentPaths.status]: status({ confirmations: 1, confirmationsRequired: 3 }) });
    const result = pending.view.querySelector('[data-testid="deposit-result"]');
    expect(result?.getAttribute('data-status')).toBe('pending');
    expect(result?.textContent).toContain('Confirmations: 1 of 3');
    render(null, pending.view);
    pending.view.remove();
    const done = await show({ [paymentPaths.status]: status({ status: 'approved' }) });
    expect(done.view.querySelector('[data-testid="deposit-result"]')?.textContent).toContain('Deposit credited');
    await act(async () => {
      done.view.querySelector<HTMLButtonElement>('[data-testid="deposit-new"]')?.click();
    });
    expect(window.location.search).toBe('');
  });

  it('speaks every language of the product, right to left in Arabic', async () => {
    window.history.replaceState(null, '', '/ar/office/recharge?payment=7');
    for (const lang of ['ru', 'en', 'kk', 'ar']) {
      const { view } = await show(
        { [paymentPaths.status]: status({ status: 'declined', kind: 'card' }) },
        lang,
        lang === 'ar' ? 'rtl' : 'ltr',
      );
      expect(view.textContent, lang).not.toMatch(/office_[a-z_]+/);
      if (lang === 'ar') {
        expect(view.textContent).toContain('فشل الإيداع');
        expect(view.dir).toBe('rtl');
      }
      render(null, view);
      view.remove();
    }
    window.history.replaceState(null, '', '/ar/office/recharge');
    const { view } = await show({ [paymentPaths.rechargeData]: dataHandler }, 'ar', 'rtl');
    expect(view.textContent).not.toMatch(/office_[a-z_]+/);
    expect(view.textContent).toContain('طريقة الدفع');
    // The screen's own layout is in logical properties only, so it mirrors with the direction.
    const css = view.querySelector('style')?.textContent ?? '';
    expect(css).not.toMatch(/\b(left|right)\b/);
  });
});
