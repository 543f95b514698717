// @vitest-environment happy-dom

import { createTranslate, translationCatalogue } from '@betframe/sdk/i18n';
import { type PromotionsData, promotionsPath } from '@betframe/sdk/promotions';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { click, waitFor } from '../../../test/betting-harness';
import { KitTexts } from '../../runtime/ui/texts';
import { fakeOfficeClient, ok, refused } from '../office-test-client';
import { PromotionsScreen } from './promotions-screen';

const textsOf = (lang: string) =>
  createTranslate(Object.assign({}, ...Object.values(translationCatalogue()[lang] ?? {}).map((d) => d.messages)));

const running: PromotionsData = {
  items: [
    {
      kind: 'tournament',
      id: 4,
      name: 'Weekend cup',
      product: 'sport',
      endsAt: '2026-11-29T18:00:00.000Z',
      participants: 12,
      joined: true,
    },
    { kind: 'toto', drawId: 9, closesAt: '2026-11-28T17:55:00.000Z', coupons: 2 },
    { kind: 'referral', friends: 3 },
    {
      kind: 'express_boost',
      minLegCoef: 1.3,
      steps: [
        { legs: 3, percent: 5 },
        { legs: 5, percent: 10 },
      ],
    },
    { kind: 'offers', count: 4 },
    { kind: 'cashback', level: 'vip', percent: 10 },
  ],
};

let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
});

async function mount(data: () => ReturnType<typeof ok>, lang = 'en') {
  const fake = fakeOfficeClient({ [promotionsPath]: data });
  container ??= document.body.appendChild(document.createElement('div'));
  container.setAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  container.setAttribute('lang', lang);
  const target = container;
  await act(async () => {
    render(
      <KitTexts t={textsOf(lang)}>
        <PromotionsScreen client={fake.client} t={textsOf(lang)} lang={lang} />
      </KitTexts>,
      target,
    );
  });
  return { view: target, calls: fake.calls };
}

describe('the promotions screen', () => {
  it('lists each running promotion with what it is, the player’s state and a link to it, from one request', async () => {
    const { view, calls } = await mount(() => ok(running));
    await waitFor(() => view.querySelector('[data-testid="promotion"]'));
    expect(calls).toEqual([{ path: promotionsPath, method: 'GET', params: undefined }]);
    const cards = [...view.querySelectorAll<HTMLElement>('[data-testid="promotion"]')];
    expect(cards.map((c) => c.dataset.kind)).toEqual([
      'tournament',
      'toto',
      'referral',
      'express_boost',
      'offers',
      'cashback',
    ]);
    const state = (i: number) => cards[i]?.querySelector('[data-testid="promotion-state"]')?.textContent;
    expect(cards[0]?.textContent).toContain('Weekend cup');
    expect(cards[0]?.textContent).toContain('players: 12');
    expect(state(0)).toBe('You take part');
    expect(state(1)).toBe('Your coupons in this draw: 2');
    expect(state(2)).toBe('Friends you brought: 3');
    expect(cards[3]?.textContent).toContain('3+ selections: +5 % of the winnings · 5+ selections: +10 %');
    expect(state(3)).toContain('1.30');
    expect(state(4)).toBe('Open to you: 4');
    expect(cards[5]?.textContent).toContain('VIP cashback');
    expect(cards.map((c) => c.querySelector('a')?.getAttribute('href'))).toEqual([
      '/en/tournaments/4',
      '/en/toto/9',
      '/en/office/bring-a-friend',
      '/en/express-day',
      '/en/office/special-offers',
      '/en/office/cashback',
    ]);
    // Each link is named by its card's title for screen readers.
    const link = cards[0]?.querySelector('a');
    expect(view.querySelector(`#${link?.getAttribute('aria-describedby')}`)?.textContent).toBe('Weekend cup');
  });

  it('says when nothing runs, and offers a retry when the call fails', async () => {
    const empty = await mount(() => ok({ items: [] }));
    await waitFor(() => empty.view.textContent?.includes('No promotions are running right now.') || null);
    render(null, empty.view);
    let fail = true;
    const failing = await mount(() => (fail ? refused('server_error') : ok(running)));
    const retry = await waitFor(() => failing.view.querySelector<HTMLButtonElement>('button'));
    expect(failing.view.textContent).toContain('The promotions could not be loaded.');
    fail = false;
    await act(async () => click(retry));
    await waitFor(() => failing.view.querySelector('[data-testid="promotion"]'));
  });
});

describe('four languages', () => {
  for (const lang of ['ru', 'en', 'kk', 'ar']) {
    it(`shows every kind of promotion in ${lang} with no text key or placeholder left`, async () => {
      const { view } = await mount(() => ok(running), lang);
      await waitFor(() => view.querySelector('[data-testid="promotion"]'));
      const text = view.textContent ?? '';
      expect(text).not.toMatch(/office_[a-z_0-9]+|tournament_[a-z_]+|toto_[a-z_]+|\{\{/);
      expect(view.querySelectorAll('[data-testid="promotion"]')).toHaveLength(6);
      expect(view.querySelector('[data-testid="office-promotions"]')?.closest('[dir]')?.getAttribute('dir')).toBe(
        lang === 'ar' ? 'rtl' : 'ltr',
      );
      expect(view.querySelector('a')?.getAttribute('href')).toBe(`/${lang}/tournaments/4`);
    });
  }
});
