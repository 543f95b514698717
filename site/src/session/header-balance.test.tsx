// @vitest-environment happy-dom
/**
 * The header's balance: its text is formatted for the page's language (formatMoney), and its
 * `data-amount-minor` carries the active account's exact amount for machines (tests), as the office's balance does.
 */
import { formatMoney } from '@betframe/sdk/format';
import type { BetframeApi } from '@betframe/sdk/loader';
import { describe, expect, it } from 'vitest';
import { type ShelfLang, useShelfPage } from '../../test/shelf-page';
import { type HeaderAccount, HeaderBalance } from './header-balance';

const page = useShelfPage();
const api = { on: () => () => {} } as unknown as BetframeApi;

const account = (id: number, moneyMinor: number, currencyIso: string, isActive: boolean): HeaderAccount => ({
  id,
  money: moneyMinor / 100,
  moneyMinor,
  currencyIso,
  isActive,
  isBonusAccount: false,
  isPointsTypeBalance: false,
});

function answer(accounts: HeaderAccount[]) {
  page.stubFetch((path) => (path === '/web-api/account/balance' ? [200, { data: { accounts } }] : undefined));
}

const balance = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-testid="header-balance"]');

describe('the header balance', () => {
  for (const lang of ['en', 'ar'] as const satisfies readonly ShelfLang[]) {
    it(`in ${lang}: the text in the language's numbers, the exact amount in data-amount-minor`, async () => {
      answer([account(1, 123_450, 'EUR', true)]);
      const root = await page.mount(lang, (t) => <HeaderBalance t={t} lang={lang} api={api} />);
      expect(balance(root)?.dataset.amountMinor).toBe('123450');
      expect(balance(root)?.textContent).toBe(formatMoney(1234.5, 'EUR', lang));
    });
  }

  it('with several accounts: the active one’s amount, whichever is listed first', async () => {
    answer([account(1, 5_000, 'EUR', false), account(2, 987_654, 'USD', true)]);
    const root = await page.mount('en', (t) => <HeaderBalance t={t} lang="en" api={api} />);
    expect(balance(root)?.dataset.amountMinor).toBe('987654');
  });
});
