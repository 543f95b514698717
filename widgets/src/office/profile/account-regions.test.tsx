// @vitest-environment happy-dom
/**
 * The account edit's region and town for a player outside Kazakhstan (Uzbekistan, server/src/profile/
 * regions-cis.ts), in ru/en/kk/ar: the lists are asked in the page's language, their names shown as the
 * server gives them, the chosen region's towns offered, the region saved as a number, no text key left raw.
 */
import { countryIdFromCode } from '@betframe/sdk/dictionaries';
import { officePaths } from '@betframe/sdk/office';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { fakeOfficeClient, ok } from '../office-test-client';
import { namedPlayer, settle, useProfileScreen } from './account-test-support';

const UZ = countryIdFromCode('UZ');
const SAMARKAND = UZ * 100 + 9;

// What the server answers (regions-cis.ts), per language.
const NAMES: Record<string, { regions: [string, string]; towns: [string, string] }> = {
  en: { regions: ['Samarkand Region', 'Tashkent'], towns: ['Samarkand', 'Kattakurgan'] },
  ru: { regions: ['Самаркандская область', 'Ташкент'], towns: ['Самарканд', 'Каттакурган'] },
  kk: { regions: ['Самарқанд облысы', 'Ташкент'], towns: ['Самарқанд', 'Каттақорған'] },
  ar: { regions: ['ولاية سمرقند', 'طشقند'], towns: ['سمرقند', 'كاتاكورغان'] },
};

function server() {
  const { fields, handlers } = namedPlayer({
    userId: 100002,
    login: 'dilnoza',
    email: 'd@betframe.test',
    phone: '998901234567',
    name: 'Dilnoza',
    countryId: UZ,
  });
  return fakeOfficeClient({
    ...handlers,
    [officePaths.saveAccountFields]: (p) => ok({ ...fields, ...p }),
    [officePaths.regions]: (p) => {
      const names = NAMES[String(p?.lng)]?.regions ?? [];
      return ok(
        p?.country_id === UZ
          ? [
              { id: SAMARKAND, name: names[0] },
              { id: UZ * 100 + 12, name: names[1] },
            ]
          : [],
      );
    },
    [officePaths.cities]: (p) => {
      const names = NAMES[String(p?.lng)]?.towns ?? [];
      return ok(
        String(p?.region_id) === String(SAMARKAND)
          ? names.map((name, i) => ({ id: SAMARKAND * 100 + i + 1, name }))
          : [],
      );
    },
  });
}

const show = useProfileScreen();

describe('the account edit outside Kazakhstan', () => {
  for (const lang of ['ru', 'en', 'kk', 'ar']) {
    it(`offers an Uzbek player's regions and towns in ${lang} and saves the region`, async () => {
      const { client, calls } = server();
      const target = await show(client, lang);
      expect(calls.find((c) => c.path === officePaths.regions)?.params).toEqual({ country_id: UZ, lng: lang });
      const combobox = target.querySelector<HTMLButtonElement>('#bf-account-region_id');
      expect(combobox).not.toBeNull();
      await act(() => combobox?.click());
      const options = [...target.querySelectorAll<HTMLElement>('[role="option"]')];
      const names = NAMES[lang] as (typeof NAMES)['en'];
      for (const name of names.regions) expect(options.some((o) => o.textContent?.includes(name))).toBe(true);
      await act(() => options.find((o) => o.textContent?.includes(names.regions[0]))?.click());
      await settle();
      const towns = [...target.querySelectorAll('[data-testid="account-towns"] option')].map((o) =>
        o.getAttribute('value'),
      );
      expect(towns).toEqual(names.towns);
      const edit = target.querySelector('[data-testid="account-edit"]');
      expect(edit?.textContent).not.toMatch(/office_[a-z_0-9]+/);
      const form = edit?.tagName === 'FORM' ? edit : edit?.querySelector('form');
      await act(() => {
        form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      });
      await settle();
      expect(calls.find((c) => c.path === officePaths.saveAccountFields)?.params).toEqual({ region_id: SAMARKAND });
    });
  }
});
