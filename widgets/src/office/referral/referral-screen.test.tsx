// @vitest-environment happy-dom

import { createTranslate, translationCatalogue } from '@betframe/sdk/i18n';
import { type ExtendedReferralUser, type FriendReferTagData, referralPaths } from '@betframe/sdk/referral';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { click, waitFor } from '../../../test/betting-harness';
import { KitTexts } from '../../runtime/ui/texts';
import { fakeOfficeClient, ok, refused } from '../office-test-client';
import { ReferralScreen } from './referral-screen';

const textsOf = (lang: string) =>
  createTranslate(Object.assign({}, ...Object.values(translationCatalogue()[lang] ?? {}).map((d) => d.messages)));

const tag = (over: Partial<FriendReferTagData> = {}): FriendReferTagData => ({
  refCode: 'ABCD2345',
  link: 'http://test/en/registration?refCode=ABCD2345',
  enabled: true,
  rules: { rule: 'stakePercent', percent: 5, fixedAmount: 0, maxFriends: 100 },
  balances: [{ currencyIso: 'RUB', amountMinor: 1000, amount: 10 }],
  ...over,
});

const friend = (over: Partial<ExtendedReferralUser> = {}): ExtendedReferralUser => ({
  id: 7,
  login: '12*****89',
  registeredAt: '2026-11-20T10:00:00.000Z',
  state: 'playing',
  earnings: [{ currencyIso: 'RUB', amountMinor: 1000, amount: 10 }],
  settledBets: 1,
  stakes: [{ currencyIso: 'RUB', amountMinor: 20000, amount: 200 }],
  firstDepositAt: null,
  removedAt: null,
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
  const target = container;
  await act(async () => {
    render(<KitTexts t={textsOf(lang)}>{node}</KitTexts>, target);
  });
  return target;
}

function referralServer() {
  let balances = tag().balances;
  let users = [friend()];
  let moved = 0;
  return fakeOfficeClient({
    [referralPaths.friendReferTag]: () => ok(tag({ balances })),
    [referralPaths.extendedReferralUsers]: () => ok({ items: users, page: 1, pageSize: 50, total: users.length }),
    [referralPaths.transfer]: () => {
      if (balances.length === 0) return refused('nothing_to_transfer');
      moved += 1;
      const transferred = balances;
      balances = [];
      return ok({ transferred, moved });
    },
    [referralPaths.removeReferralUser]: (params) => {
      users = users.map((u) => (u.id === params?.referral_user_id ? { ...u, state: 'removed' as const } : u));
      return ok({ items: users, page: 1, pageSize: 50, total: users.length });
    },
    [referralPaths.banners]: (params) =>
      ok({
        link: 'l',
        refCode: 'ABCD2345',
        banners: [
          {
            id: `${params?.lang}-square`,
            lang: params?.lang,
            width: 300,
            height: 250,
            url: `http://test/web-api/referral/banner/ABCD2345/${params?.lang}/square.svg`,
            html: '<a></a>',
          },
        ],
      }),
  });
}

describe('the bring-a-friend screen', () => {
  it('shows the link and code, the masked friend with state and earnings, and moves the balance once', async () => {
    const { client, calls } = referralServer();
    let reloaded = 0;
    const view = await mount(
      <ReferralScreen client={client} t={textsOf('en')} lang="en" onBalanceChange={() => reloaded++} />,
    );
    const link = await waitFor(() => view.querySelector<HTMLInputElement>('[data-testid="referral-link"]'));
    expect(link.value).toBe('http://test/en/registration?refCode=ABCD2345');
    expect(link.readOnly).toBe(true);
    expect(view.querySelector('[data-testid="referral-code"]')?.textContent).toBe('ABCD2345');
    const row = await waitFor(() => view.querySelector('[data-testid="referral-friend"]'));
    expect(row.textContent).toContain('12*****89');
    expect(row.textContent).toContain('Playing');
    expect(calls.find((c) => c.path === referralPaths.friendReferTag)?.params).toMatchObject({ lang: 'en' });

    await act(async () => click(view.querySelector('[data-testid="referral-transfer"]')));
    const status = await waitFor(() => view.querySelector('[data-testid="referral-status"]'));
    expect(status.textContent).toMatch(/^Moved to your main account: /);
    expect(reloaded).toBe(1);
    await waitFor(() => view.querySelector<HTMLButtonElement>('[data-testid="referral-transfer"]')?.disabled);
    expect(calls.filter((c) => c.path === referralPaths.transfer)).toHaveLength(1);
  });

  it('removes a friend after the confirmation dialog', async () => {
    const { client, calls } = referralServer();
    const view = await mount(<ReferralScreen client={client} t={textsOf('en')} lang="en" onBalanceChange={() => {}} />);
    const remove = await waitFor(() => view.querySelector('[data-testid="referral-remove"]'));
    await act(async () => click(remove));
    const dialog = await waitFor(() => document.querySelector('[data-testid="referral-remove-dialog"]'));
    expect(dialog.textContent).toContain('12*****89');
    await act(async () => click(dialog.querySelector('[data-testid="referral-remove-yes"]')));
    await waitFor(() => view.querySelector('[data-testid="referral-friend"][data-state="removed"]'));
    expect(calls.find((c) => c.path === referralPaths.removeReferralUser)?.params).toEqual({ referral_user_id: 7 });
  });

  it('tells the rule in words and shows banners per language, right to left in Arabic', async () => {
    const { client, calls } = referralServer();
    const view = await mount(
      <ReferralScreen client={client} t={textsOf('ar')} lang="ar" onBalanceChange={() => {}} />,
      'ar',
    );
    const rules = await waitFor(() => view.querySelector('[data-tab="rules"]'));
    await act(async () => click(rules));
    const rule = await waitFor(() => view.querySelector('[data-testid="referral-rule"]'));
    expect(rule.textContent).toBe(textsOf('ar')('referral_rule_stakePercent', { percent: '5' }));
    await act(async () => click(view.querySelector('[data-tab="banners"]')));
    const banner = await waitFor(() => view.querySelector<HTMLImageElement>('[data-testid="referral-banner"] img'));
    expect(banner.getAttribute('src')).toContain('/ar/square.svg');
    expect(calls.find((c) => c.path === referralPaths.banners)?.params).toEqual({ lang: 'ar' });
  });

  it('says so when the programme is off and when there are no friends', async () => {
    const { client } = fakeOfficeClient({
      [referralPaths.friendReferTag]: () => ok(tag({ enabled: false, balances: [] })),
      [referralPaths.extendedReferralUsers]: () => ok({ items: [], page: 1, pageSize: 50, total: 0 }),
    });
    const view = await mount(
      <ReferralScreen client={client} t={textsOf('ru')} lang="ru" onBalanceChange={() => {}} />,
      'ru',
    );
    await waitFor(() => view.textContent?.includes(textsOf('ru')('referral_friends_empty')));
    expect(view.textContent).toContain(textsOf('ru')('referral_disabled'));
    expect(view.querySelector<HTMLButtonElement>('[data-testid="referral-transfer"]')?.disabled).toBe(true);
  });
});
