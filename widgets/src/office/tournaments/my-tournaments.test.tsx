// @vitest-environment happy-dom
/**
 * "My tournaments" and the tournament parts the site's pages share: places, points by scoring (money or a
 * multiplier), the player's own row and place, the prize won or a bonus not granted — in four languages with no
 * raw key, right to left in Arabic, and links a keyboard reaches.
 */

import { createTranslate, translationCatalogue } from '@betframe/sdk/i18n';
import {
  type MyTournaments,
  type TournamentDetail,
  type TournamentWire,
  tournamentPaths,
} from '@betframe/sdk/tournaments';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/betting-harness';
import { Leaderboard, PrizeTable, Results, TournamentFacts } from '../../runtime/tournaments/parts';
import { KitTexts } from '../../runtime/ui/texts';
import { fakeOfficeClient, ok, refused } from '../office-test-client';
import { MyTournamentsScreen } from './my-tournaments-screen';

const textsOf = (lang: string) =>
  createTranslate(Object.assign({}, ...Object.values(translationCatalogue()[lang] ?? {}).map((d) => d.messages)));

const tournament = (over: Partial<TournamentWire> = {}): TournamentWire => ({
  id: 7,
  name: 'Football week',
  product: 'sport',
  state: 'running',
  startsAt: '2026-11-20T10:00:00.000Z',
  endsAt: '2026-11-27T10:00:00.000Z',
  currencyIso: 'EUR',
  scoring: 'stake',
  sportIds: [1, 4],
  minOdds: 1.5,
  gameIds: [],
  gameNames: [],
  categoryIds: [],
  prizes: [
    { place: 1, kind: 'money', amount: 500, offerCode: null },
    { place: 2, kind: 'bonus', amount: 100, offerCode: '1st' },
  ],
  participants: 3,
  joined: true,
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

const rawKey = /\b(tournament|office)_[a-z_]+\b/;

describe('the tournament parts', () => {
  it('rank the top with the player’s own row marked and their place announced', async () => {
    const detail: TournamentDetail = {
      tournament: tournament(),
      top: [
        { place: 1, player: 'ID ••12', points: 30, me: false },
        { place: 2, player: 'ID ••34', points: 20, me: true },
      ],
      me: { place: 2, points: 20 },
      results: [],
    };
    const view = await mount(<Leaderboard t={textsOf('en')} detail={detail} lang="en" />);
    const rows = [...view.querySelectorAll('[data-testid="tournament-leaderboard"] tbody tr')];
    expect(rows.map((r) => r.querySelector('td')?.textContent)).toEqual(['1', '2']);
    expect(rows[1]?.getAttribute('aria-current')).toBe('true');
    expect(rows[1]?.textContent).toContain('you');
    const mine = view.querySelector('[data-testid="tournament-my-place"]');
    expect(mine?.getAttribute('role')).toBe('status');
    expect(mine?.textContent).toMatch(/Your place: 2 · €?20/);
  });

  it('show a multiplier tournament’s points as multipliers and what counts', async () => {
    const t = textsOf('en');
    const casino = tournament({
      product: 'casino',
      scoring: 'multiplier',
      sportIds: [],
      minOdds: null,
      gameNames: ['Dice'],
      categoryIds: [1001],
    });
    const detail: TournamentDetail = {
      tournament: casino,
      top: [{ place: 1, player: 'ID ••12', points: 2.5, me: true }],
      me: { place: 1, points: 2.5 },
      results: [],
    };
    const view = await mount(
      <div>
        <TournamentFacts t={t} tournament={casino} lang="en" format="decimal" />
        <Leaderboard t={t} detail={detail} lang="en" />
      </div>,
    );
    expect(view.querySelector('[data-testid="tournament-leaderboard"] tbody td:last-child')?.textContent).toBe('×2.50');
    expect(view.querySelector('[data-testid="tournament-rules"]')?.textContent).toMatch(/Games: Dice, Slots/);
    expect(view.textContent).toContain('best multiplier');
  });

  it('the minimum odds in the player’s odds format, in English and Arabic', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const t = textsOf(lang);
      const rules = () => view.querySelector('[data-testid="tournament-rules"]')?.textContent ?? '';
      let view = await mount(<TournamentFacts t={t} tournament={tournament()} lang={lang} format="fractional" />, lang);
      expect(rules()).toContain(t('tournament_rule_min_odds', { odds: '1/2' }));
      view = await mount(<TournamentFacts t={t} tournament={tournament()} lang={lang} format="american" />, lang);
      expect(rules()).toContain(t('tournament_rule_min_odds', { odds: '-200' }));
      view = await mount(<TournamentFacts t={t} tournament={tournament()} lang={lang} format="decimal" />, lang);
      expect(rules()).toContain(t('tournament_rule_min_odds', { odds: '1.50' }));
    }
  });

  it('after the end show the prizes won, a bonus not granted in words', async () => {
    const t = textsOf('en');
    const detail: TournamentDetail = {
      tournament: tournament({ state: 'finished' }),
      top: [],
      me: { place: 1, points: 30 },
      results: [
        { place: 1, player: 'ID ••12', me: true, kind: 'money', amount: 500, status: 'paid' },
        { place: 2, player: 'ID ••34', me: false, kind: 'bonus', amount: null, status: 'not_granted' },
      ],
    };
    const view = await mount(<Results t={t} detail={detail} lang="en" />);
    expect(view.querySelector('[data-testid="tournament-my-prize"]')?.textContent).toMatch(
      /Place 1: you won 500\.00 €/,
    );
    expect(view.querySelector('[data-testid="tournament-results"]')?.textContent).toContain('Bonus not granted');
  });
});

describe('my tournaments (office)', () => {
  const items: MyTournaments['items'] = [
    { tournament: tournament(), place: 2, points: 20, prize: null },
    {
      tournament: tournament({
        id: 8,
        name: 'Dice race',
        state: 'finished',
        product: 'casino',
        scoring: 'multiplier',
        sportIds: [],
        minOdds: null,
      }),
      place: 1,
      points: 3.1,
      prize: { kind: 'money', amount: 300, status: 'paid' },
    },
  ];

  it.each(['en', 'ru', 'kk', 'ar'])('lists joined tournaments with place and prize in %s, no raw key', async (lang) => {
    const { client, calls } = fakeOfficeClient({ [tournamentPaths.mine]: () => ok({ items }) });
    const view = await mount(
      <MyTournamentsScreen
        client={client}
        t={textsOf(lang)}
        lang={lang}
        origin=""
        token={undefined}
        format="decimal"
      />,
      lang,
    );
    const cards = await waitFor(() => {
      const found = view.querySelectorAll('[data-tournament]');
      return found.length === 2 ? [...found] : null;
    });
    expect(calls[0]).toMatchObject({ path: tournamentPaths.mine, method: 'GET' });
    expect(view.textContent).not.toMatch(rawKey);
    expect(cards[1]?.querySelector('[data-testid="my-tournament-prize"]')?.textContent).toBeTruthy();
    // Every card's link opens the site's tournament page and is in the tab order.
    const links = [...view.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual([`/${lang}/tournaments/7`, `/${lang}/tournaments/8`]);
    expect(view.closest('[dir]')?.getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
  });

  it('says when the player has joined none, and offers a retry when the call fails', async () => {
    const empty = fakeOfficeClient({ [tournamentPaths.mine]: () => ok({ items: [] }) });
    const view = await mount(
      <MyTournamentsScreen
        client={empty.client}
        t={textsOf('en')}
        lang="en"
        origin=""
        token={undefined}
        format="decimal"
      />,
    );
    await waitFor(() => view.textContent?.includes('You have not joined a tournament yet'));
    expect(view.querySelector('a')?.getAttribute('href')).toBe('/en/tournaments');
    render(null, view);
    const failing = fakeOfficeClient({ [tournamentPaths.mine]: () => refused('network') });
    const again = await mount(
      <MyTournamentsScreen
        client={failing.client}
        t={textsOf('en')}
        lang="en"
        origin=""
        token={undefined}
        format="decimal"
      />,
    );
    await waitFor(() => again.textContent?.includes('Tournaments could not be loaded'));
  });
});

// The prize table reads the same in every language (used by the site's tournament page).
describe('the prize table', () => {
  it('names each place and its prize, a bonus as a bonus', async () => {
    const view = await mount(<PrizeTable t={textsOf('ru')} tournament={tournament()} lang="ru" />, 'ru');
    const items = [...view.querySelectorAll('[data-testid="tournament-prizes"] li')].map((li) => li.textContent ?? '');
    expect(items[0]).toMatch(/1 место/);
    expect(items[1]).toMatch(/Бонус/);
  });
});
