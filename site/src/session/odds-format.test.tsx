// @vitest-environment happy-dom
/**
 * The odds format of the site's own pages: the player's choice as the betting widgets keep it, else the
 * configuration's; the express of the day prints its prices in it (the home shelves and the duel builder: their
 * own tests, which hand the format in).
 */
import { siteConfigSchema } from '@betframe/sdk/config';
import type { BetframeApi } from '@betframe/sdk/loader';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { CFVIEW_KEY } from '../../../widgets/src/runtime/betting/odds-view';
import { envelope, useShelfPage } from '../../test/shelf-page';
import { ExpressDayList } from '../pages/express-day';
import { usePlayerOddsFormat } from './odds-format';

const page = useShelfPage();
afterEach(() => localStorage.clear());

function Probe({ config }: { config: Parameters<typeof usePlayerOddsFormat>[0] }) {
  return <output>{usePlayerOddsFormat(config)}</output>;
}
const shown = (root: HTMLElement) => root.querySelector('output')?.textContent;

describe('the player’s odds format on the site’s pages', () => {
  it('the configured format until the player chooses one; a choice made in another tab follows at once', async () => {
    const config = siteConfigSchema.parse({ betting: { coefficientFormat: 2 } });
    const root = await page.mount('en', () => <Probe config={config} />);
    expect(shown(root)).toBe('american');
    act(() => {
      localStorage.setItem(CFVIEW_KEY, '1');
      window.dispatchEvent(new StorageEvent('storage', { key: CFVIEW_KEY }));
    });
    expect(shown(root)).toBe('fractional');
  });

  it('in an Asian-view country its Asian format by default', async () => {
    const config = siteConfigSchema.parse({
      geo: { countryId: 132, countryCode: 'MY' },
      bettingViews: { asianViewCountries: [132] },
    });
    expect(shown(await page.mount('en', () => <Probe config={config} />))).toBe('malay');
  });

  for (const lang of ['en', 'ar'] as const) {
    it(`in ${lang}: the express of the day's legs and total in the player's format`, async () => {
      localStorage.setItem(CFVIEW_KEY, '1');
      const game = (id: number) => ({
        id,
        sportId: 1,
        sportName: 'Football',
        champId: 12,
        champName: 'Premier League',
        countryId: 1,
        gameType: 3,
        kind: 3,
        status: 1,
        start: 1_795_000_000 + id,
        team1: { id: id * 10, name: `Home ${id}` },
        team2: { id: id * 10 + 1, name: `Away ${id}` },
        suspended: false,
        markets: [],
        marketsCount: 0,
      });
      page.stubFetch((path) =>
        path.endsWith('/GetExpressDayZip')
          ? [
              200,
              envelope('feed-express-day', {
                expresses: [
                  {
                    id: 1,
                    coef: 3.75,
                    events: [
                      { gameId: 1, type: 1, param: 0, coef: 1.5, game: game(1), name: 'W1' },
                      { gameId: 2, type: 3, param: 0, coef: 2.5, game: game(2), name: 'W2' },
                    ],
                  },
                ],
              }),
            ]
          : undefined,
      );
      const config = siteConfigSchema.parse({});
      const api = { setState: () => {} } as unknown as BetframeApi;
      const root = await page.mount(lang, (t) => <ExpressDayList lang={lang} t={t} api={api} config={config} />);
      const legs = [...root.querySelectorAll('[data-testid="express-day-leg"] strong')].map((s) => s.textContent);
      expect(legs).toEqual(['1/2', '3/2']);
      expect(root.querySelector('[data-testid="express-day-coef"]')?.textContent).toBe('11/4');
    });
  }
});
