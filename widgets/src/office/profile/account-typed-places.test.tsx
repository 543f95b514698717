// @vitest-environment happy-dom
/**
 * The account edit for a player whose country has no regions list (Germany: GET regions answers `[]`), in
 * ru/en/kk/ar (right to left): no region select, a typed "region/state" and "city/town" in the page's language
 * (their direction from what is typed), the one place-name rule refusing a bad name under its field before any
 * call, the typed names saved and shown back as the server keeps them, no text key left raw.
 */
import { countryIdFromCode } from '@betframe/sdk/dictionaries';
import { officePaths } from '@betframe/sdk/office';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { fakeOfficeClient, ok } from '../office-test-client';
import { namedPlayer, settle, textsOf, typeInto, useProfileScreen } from './account-test-support';

const DE = countryIdFromCode('DE');

// What a German player types, per language (the server takes any script).
const TYPED: Record<string, { region: string; city: string }> = {
  en: { region: 'North Rhine-Westphalia', city: 'Cologne' },
  ru: { region: 'Северный Рейн-Вестфалия', city: 'Кёльн' },
  kk: { region: 'Солтүстік Рейн-Вестфалия', city: 'Кёльн' },
  ar: { region: 'شمال الراين وستفاليا', city: 'كولونيا' },
};

function server() {
  const player = namedPlayer({
    userId: 100003,
    login: 'jana',
    email: 'j@betframe.test',
    phone: '4915112345678',
    name: 'Jana',
    countryId: DE,
  });
  let fields = player.fields;
  return fakeOfficeClient({
    ...player.handlers,
    [officePaths.accountData]: () => ok(fields),
    // As the server: the names kept trimmed.
    [officePaths.saveAccountFields]: (p) => {
      const trimmed = Object.entries(p ?? {}).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]);
      fields = { ...fields, ...Object.fromEntries(trimmed) };
      return ok(fields);
    },
    [officePaths.regions]: () => ok([]),
    [officePaths.cities]: () => ok([]),
  });
}

const show = useProfileScreen();
async function submit(view: HTMLElement) {
  const form = view.querySelector('[data-testid="account-edit"]');
  await act(() => {
    form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await settle();
}
const labelOf = (view: HTMLElement, id: string) => view.querySelector(`label[for="${id}"]`)?.textContent;

describe('the account edit for a country without a list', () => {
  for (const lang of ['ru', 'en', 'kk', 'ar']) {
    it(`takes a German player's typed region and city in ${lang}`, async () => {
      const { client, calls } = server();
      const view = await show(client, lang);
      const t = textsOf(lang);
      expect(calls.find((c) => c.path === officePaths.regions)?.params).toEqual({ country_id: DE, lng: lang });
      expect(view.querySelector('#bf-account-region_id')).toBeNull();
      for (const [id, key] of [
        ['bf-account-region', 'office_field_state'],
        ['bf-account-city', 'office_field_town'],
      ] as const) {
        expect(t(key)).not.toBe(key);
        expect(labelOf(view, id)).toBe(t(key));
        const input = view.querySelector<HTMLInputElement>(`#${id}`);
        // A name typed in another script than the page's reads in its own direction (the page stays rtl in ar).
        expect(input?.getAttribute('dir')).toBe('auto');
      }
      expect(view.getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');

      // The one rule, before any call: digits are no place name.
      await typeInto(view, 'bf-account-region', 'NRW 1');
      await submit(view);
      expect(view.querySelector('#bf-account-region-error')?.textContent).toBe(t('office_error_validation_place_name'));
      expect(calls.some((c) => c.path === officePaths.saveAccountFields)).toBe(false);

      const typed = TYPED[lang] as (typeof TYPED)['en'];
      await typeInto(view, 'bf-account-region', ` ${typed.region} `);
      await typeInto(view, 'bf-account-city', typed.city);
      await submit(view);
      expect(calls.find((c) => c.path === officePaths.saveAccountFields)?.params).toEqual({
        region: ` ${typed.region} `,
        city: typed.city,
      });
      expect(view.querySelector('#bf-account-region-error')).toBeNull();
      // Shown back as kept.
      expect(view.querySelector<HTMLInputElement>('#bf-account-region')?.value).toBe(typed.region);
      expect(view.querySelector<HTMLInputElement>('#bf-account-city')?.value).toBe(typed.city);
      const edit = view.querySelector('[data-testid="account-edit"]');
      expect(edit?.querySelector('[role="status"]')?.textContent).toBe(t('office_settings_saved'));
      expect(edit?.textContent).not.toMatch(/office_[a-z_0-9]+/);
    });
  }
});
