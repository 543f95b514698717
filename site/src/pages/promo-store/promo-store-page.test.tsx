// @vitest-environment happy-dom
/**
 * The promo bonus page in each site language: its three tabs (arrow keys in the reading direction), the store's
 * items with stock and limits, a purchase confirmed in the dialog (one request id, the refusal codes shown in the
 * player's language), the purchase history and how to earn points.
 */
import { createTranslate } from '@betframe/sdk/i18n';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '../../../../sdk/src/i18n/dictionaries/ar/app.json';
import en from '../../../../sdk/src/i18n/dictionaries/en/app.json';
import kk from '../../../../sdk/src/i18n/dictionaries/kk/app.json';
import ru from '../../../../sdk/src/i18n/dictionaries/ru/app.json';
import type { SiteLanguage } from '../../routing/normalize-path';
import { PromoStorePage } from './promo-store-page';

const dictionaries = { ru, en, kk, ar } as const;
const name = { ru: 'Футболка', en: 'T-shirt', kk: 'Футболка', ar: 'قميص' };
const store = {
  balance: 2500,
  items: [
    {
      code: 'freebet_10',
      name: { ...name, en: 'Freebet 10' },
      kind: 'freebet',
      price: 300,
      stock: null,
      perPlayerLimit: 3,
      remaining: 3,
    },
    { code: 'tshirt', name, kind: 'merchandise', price: 2000, stock: 0, perPlayerLimit: 1, remaining: 1 },
    { code: 'big', name, kind: 'bonus', price: 9000, stock: null, perPlayerLimit: null, remaining: null },
  ],
};
const purchase = {
  id: 5,
  itemCode: 'freebet_10',
  name: { ...name, en: 'Freebet 10' },
  kind: 'freebet',
  points: 300,
  bonusId: 9,
  status: 'granted',
  at: '2026-11-28T12:00:00.000Z',
};
const points = { balance: 2500, earned: 2500, rates: { sport: 1, casino: 0.5 }, rewards: [], history: [] };

let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
  document.documentElement.removeAttribute('dir');
  vi.unstubAllGlobals();
});
async function settle() {
  for (let i = 0; i < 6; i += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function mount(lang: SiteLanguage, buyAnswer: () => Response) {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/web-api/promo-store/buy')) {
        posts.push(JSON.parse(String(init?.body ?? (input as Request).body ?? '{}')));
        return buyAnswer();
      }
      if (url.includes('/web-api/promo-store/purchases')) return json({ success: true, data: { items: [purchase] } });
      if (url.includes('/web-api/promo-store')) return json({ success: true, data: store });
      if (url.includes('/web-api/loyalty/points')) return json({ success: true, data: points });
      return json({}, 404);
    }),
  );
  if (lang === 'ar') document.documentElement.setAttribute('dir', 'rtl');
  container = document.body.appendChild(document.createElement('div'));
  const target = container;
  const t = createTranslate(dictionaries[lang]);
  await act(async () => {
    render(<PromoStorePage lang={lang} t={t} />, target);
  });
  await settle();
  return { root: target, posts, t };
}

describe('the promo bonus page', () => {
  for (const lang of ['ru', 'en', 'kk', 'ar'] as const) {
    it(`shows the store, buys an item and walks its tabs by keyboard (${lang})`, async () => {
      const { root, posts, t } = await mount(lang, () =>
        json({ success: true, data: { purchase, balance: 2200, replay: false } }),
      );
      expect(root.querySelector('h1')?.textContent).toBe(t('promo_store_title'));
      expect(root.querySelector('h1')?.textContent).not.toBe('promo_store_title');
      expect(root.querySelector('[data-testid="promo-store-balance"]')?.textContent).toBe(
        t('promo_store_balance', { points: 2500 }),
      );
      const cards = [...root.querySelectorAll<HTMLElement>('[data-item]')];
      expect(cards.map((c) => c.dataset.item)).toEqual(['freebet_10', 'tshirt', 'big']);
      const button = (code: string) =>
        root.querySelector<HTMLButtonElement>(`[data-item="${code}"] [data-testid="promo-store-buy"]`);
      expect(button('tshirt')?.disabled).toBe(true);
      expect(button('tshirt')?.textContent).toBe(t('promo_store_sold_out'));
      expect(button('big')?.textContent).toBe(t('promo_store_short', { points: 6500 }));
      expect(root.querySelector('[data-item="tshirt"] h2')?.textContent).toBe(name[lang]);

      await act(() => button('freebet_10')?.click());
      const confirm = document.querySelector<HTMLButtonElement>('[data-testid="promo-store-confirm"]');
      expect(confirm).not.toBeNull();
      await act(() => confirm?.click());
      await settle();
      expect(posts).toHaveLength(1);
      expect(posts[0]).toMatchObject({ itemCode: 'freebet_10', requestId: expect.stringMatching(/^store-/) });
      expect(root.querySelector('[role="status"]')?.textContent).toBe(
        t('promo_store_bought', { item: store.items[0]?.name[lang] ?? '' }),
      );

      // Keyboard: the next tab is ArrowRight in ltr, ArrowLeft in rtl.
      const next = lang === 'ar' ? 'ArrowLeft' : 'ArrowRight';
      const tab = (id: string) => root.querySelector<HTMLButtonElement>(`[role="tab"][data-tab="${id}"]`);
      tab('store')?.focus();
      await act(() => {
        tab('store')?.dispatchEvent(new KeyboardEvent('keydown', { key: next, bubbles: true }));
      });
      await settle();
      expect(tab('purchases')?.getAttribute('aria-selected')).toBe('true');
      expect(document.activeElement).toBe(tab('purchases'));
      const row = root.querySelector('[data-testid="promo-store-purchases"] [data-item="freebet_10"]');
      expect(row?.textContent).toContain(t('promo_store_status_granted'));
      expect(row?.querySelector('strong')?.textContent).toBe(lang === 'en' ? 'Freebet 10' : name[lang]);
      await act(() => {
        tab('purchases')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
      });
      await settle();
      expect(root.querySelector('[data-testid="promo-store-earn"]')?.textContent).toContain(
        t('promo_store_earn_sport', { points: 1 }),
      );
      expect(root.querySelector<HTMLAnchorElement>('[data-testid="promo-store-earn"] a')?.getAttribute('href')).toBe(
        `/${lang}/office/points`,
      );
    });
  }

  it('shows a refusal in the player language and reloads the store', async () => {
    const { root, t } = await mount('en', () =>
      json(
        { success: false, message: 'The item cannot be bought', errors: [{ code: 'limit_reached', detail: 'x' }] },
        409,
      ),
    );
    await act(() =>
      root.querySelector<HTMLButtonElement>('[data-item="freebet_10"] [data-testid="promo-store-buy"]')?.click(),
    );
    await act(() => document.querySelector<HTMLButtonElement>('[data-testid="promo-store-confirm"]')?.click());
    await settle();
    expect(root.querySelector('[role="status"]')?.textContent).toBe(t('promo_store_refused_limit_reached'));
  });
});
