// @vitest-environment happy-dom
/**
 * The account edit's region and town for a player outside Kazakhstan (Uzbekistan, server/src/profile/
 * regions-cis.ts), in ru/en/kk/ar: the lists are asked in the page's language, their names shown as the
 * server gives them, the chosen region's towns offered, the region saved as a number, no text key left raw.
 */
import { accountPaths } from '@betframe/sdk/account';
import { countryIdFromCode } from '@betframe/sdk/dictionaries';
import { createTranslate, translationCatalogue } from '@betframe/sdk/i18n';
import { officePaths } from '@betframe/sdk/office';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { KitTexts } from '../../runtime/ui/texts';
import { fakeOfficeClient, ok } from '../office-test-client';
import { ProfileScreen } from './profile-screen';

const UZ = countryIdFromCode('UZ');
const SAMARKAND = UZ * 100 + 9;
const textsOf = (lang: string) =>
  createTranslate(Object.assign({}, ...Object.values(translationCatalogue()[lang] ?? {}).map((d) => d.messages)));

// What the server answers (regions-cis.ts), per language.
const NAMES: Record<string, { regions: [string, string]; towns: [string, string] }> = {
  en: { regions: ['Samarkand Region', 'Tashkent'], towns: ['Samarkand', 'Kattakurgan'] },
  ru: { regions: ['Самаркандская область', 'Ташкент'], towns: ['Самарканд', 'Каттакурган'] },
  kk: { regions: ['Самарқанд облысы', 'Ташкент'], towns: ['Самарқанд', 'Каттақорған'] },
  ar: { regions: ['ولاية سمرقند', 'طشقند'], towns: ['سمرقند', 'كاتاكورغان'] },
};

const fields = {
  name: 'Dilnoza',
  surname: null,
  birthDate: null,
  address: null,
  city: null,
  postcode: null,
  countryId: UZ,
  regionId: null,
  region: null,
};

function server() {
  return fakeOfficeClient({
    [accountPaths.me]: () =>
      ok({
        userId: 100002,
        login: 'dilnoza',
        email: 'd@betframe.test',
        emailConfirmed: true,
        phone: '998901234567',
        name: 'Dilnoza',
        surname: null,
        birthDate: null,
        countryId: UZ,
        registrationType: 'full_reg',
        twoFactorEnabled: false,
        hasSecureAnswer: false,
      }),
    [officePaths.accountData]: () => ok(fields),
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

let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
});
const settle = async () => {
  for (let i = 0; i < 3; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
};

describe('the account edit outside Kazakhstan', () => {
  for (const lang of ['ru', 'en', 'kk', 'ar']) {
    it(`offers an Uzbek player's regions and towns in ${lang} and saves the region`, async () => {
      const { client, calls } = server();
      container = document.body.appendChild(document.createElement('div'));
      container.setAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      const target = container;
      const t = textsOf(lang);
      await act(async () => {
        render(
          <KitTexts t={t}>
            <ProfileScreen client={client} t={t} lang={lang} minAge={18} />
          </KitTexts>,
          target,
        );
      });
      await settle();
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
