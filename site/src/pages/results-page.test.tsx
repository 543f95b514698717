// @vitest-environment happy-dom
import { createTranslate } from '@betframe/sdk/i18n';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ar from '../../../sdk/src/i18n/dictionaries/ar/app.json';
import en from '../../../sdk/src/i18n/dictionaries/en/app.json';
import kk from '../../../sdk/src/i18n/dictionaries/kk/app.json';
import ru from '../../../sdk/src/i18n/dictionaries/ru/app.json';
import { ResultsPage, shiftDay } from './results-page';

const dictionaries = { ru, en, kk, ar } as const;

const answer = (date: string, total = 1) => ({
  data: {
    type: 'feed-results',
    attributes: {
      date,
      today: '2026-11-22',
      total,
      page: 1,
      count: 50,
      champs:
        total === 0
          ? []
          : [
              {
                id: 12,
                name: 'Premier League',
                sportId: 1,
                sportName: 'Football',
                countryName: 'England',
                games: [
                  {
                    id: 777,
                    start: Date.parse(`${date}T10:00:00Z`) / 1000,
                    end: Date.parse(`${date}T10:11:00Z`) / 1000,
                    team1: { id: 1, name: 'Home FC' },
                    team2: { id: 2, name: 'Away United' },
                    total: [3, 1],
                    periods: [
                      { name: '1st half', score: [1, 0] },
                      { name: '2nd half', score: [2, 1] },
                    ],
                  },
                  {
                    id: 888,
                    start: Date.parse(`${date}T10:03:00Z`) / 1000,
                    end: Date.parse(`${date}T10:05:00Z`) / 1000,
                    team1: { id: 0, name: 'Mile, 1600 m' },
                    team2: { id: 0, name: 'Mile, 1600 m' },
                    total: [0, 0],
                    periods: [],
                    placings: [
                      { id: 5, name: 'Silver Arrow' },
                      { id: 2, name: 'Night Owl' },
                      { id: 9, name: 'Red Comet' },
                    ],
                  },
                ],
              },
            ],
    },
  },
});

let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
  vi.unstubAllGlobals();
});

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
};

function stubFetch(totalOf: (date: string | null) => number) {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://site.test');
      calls.push(url);
      const date = url.searchParams.get('date');
      return new Response(JSON.stringify(answer(date ?? '2026-11-22', totalOf(date))), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

async function mount(lang: keyof typeof dictionaries, props: { champ?: number; date?: string } = {}) {
  container = document.body.appendChild(document.createElement('div'));
  const target = container;
  await act(async () => {
    render(<ResultsPage lang={lang} t={createTranslate(dictionaries[lang])} {...props} />, target);
  });
  await settle();
  return target;
}

describe('the results page', () => {
  for (const lang of ['ru', 'en', 'kk', 'ar'] as const) {
    it(`in ${lang}: a finished game with its final and period scores, every text translated`, async () => {
      const calls = stubFetch(() => 1);
      const root = await mount(lang);
      expect(calls[0]?.pathname).toBe('/service-api/results/GetChampsResultsZip');
      expect(calls[0]?.searchParams.get('lng')).toBe(lang);
      const game = root.querySelector('[data-testid="results-game"][data-game-id="777"]');
      expect(game?.textContent).toContain('Home FC');
      expect(root.querySelector('[data-testid="results-total-1"]')?.textContent).toBe('3');
      expect(root.querySelector('[data-testid="results-total-2"]')?.textContent).toBe('1');
      expect([...(game?.querySelectorAll('thead th') ?? [])].map((th) => th.getAttribute('title'))).toEqual([
        null,
        '1st half',
        '2nd half',
        null,
      ]);
      // The day the server answered is in the date field; every label is a translation, none a key.
      expect(root.querySelector<HTMLInputElement>('input[type="date"]')?.value).toBe('2026-11-22');
      const text = root.textContent ?? '';
      expect(text).not.toMatch(/results_|site_info/);
      expect(text).toContain(dictionaries[lang].results_final);
      expect(text).toContain(dictionaries[lang].results_prev_day);
      const time = new Intl.DateTimeFormat(lang, { timeStyle: 'short' }).format(new Date(Date.UTC(2026, 10, 22, 10)));
      expect(root.querySelector('caption')?.textContent).toContain(time);
      // A race has no score: its runners in finishing order, the winner first, under a translated caption.
      const race = root.querySelector('[data-testid="results-game"][data-game-id="888"]');
      expect(race?.querySelector('table')).toBeNull();
      expect(
        [...(race?.querySelectorAll('[data-testid="results-placings"] li') ?? [])].map((li) => li.textContent),
      ).toEqual(['Silver Arrow', 'Night Owl', 'Red Comet']);
      const raceTime = new Intl.DateTimeFormat(lang, { timeStyle: 'short' }).format(
        new Date(Date.UTC(2026, 10, 22, 10, 3)),
      );
      expect(race?.querySelector('figcaption')?.textContent).toBe(
        createTranslate(dictionaries[lang])('results_race_caption', { time: raceTime, title: 'Mile, 1600 m' }),
      );
      expect(race?.querySelector('figcaption')?.textContent).not.toContain('results_');
    });
  }

  it('the previous day is asked for from the keyboard, and a day without games says so', async () => {
    const calls = stubFetch((date) => (date === '2026-11-21' ? 0 : 1));
    const root = await mount('en', { champ: 12 });
    expect(calls[0]?.searchParams.get('champId')).toBe('12');
    const prev = root.querySelector<HTMLButtonElement>('[data-testid="results-prev"]');
    expect(prev?.tagName).toBe('BUTTON');
    // The next day is off on today.
    expect(root.querySelector<HTMLButtonElement>('[data-testid="results-next"]')?.disabled).toBe(true);
    await act(async () => {
      prev?.focus();
      prev?.click();
    });
    await settle();
    expect(calls.at(-1)?.searchParams.get('date')).toBe('2026-11-21');
    expect(root.querySelector('[data-testid="results-none"]')?.textContent).toBe('No games finished on this day');
    expect(root.querySelector('[data-testid="results-all"]')?.getAttribute('href')).toBe('/en/results');
  });

  it('days move across month ends', () => {
    expect(shiftDay('2026-12-01', -1)).toBe('2026-11-30');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });
});
