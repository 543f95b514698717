// @vitest-environment happy-dom
/**
 * A document type whose required fields include `region` and `city` (office.requiredFieldsByDocument), in
 * ru/en/kk/ar: for a player of a country with a list (Kazakhstan) the region is a select of its names in the page's
 * language; for one without (Germany) it is typed, as in the account edit; the labels in words.
 */
import { countryIdFromCode } from '@betframe/sdk/dictionaries';
import { createTranslate, translationCatalogue } from '@betframe/sdk/i18n';
import { officePaths } from '@betframe/sdk/office';
import { verificationPaths } from '@betframe/sdk/verification';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { KitTexts } from '../runtime/ui/texts';
import { fakeOfficeClient, ok } from './office-test-client';
import { VerificationScreen } from './verification-screen';

const KZ = countryIdFromCode('KZ');
const DE = countryIdFromCode('DE');
const textsOf = (lang: string) =>
  createTranslate(Object.assign({}, ...Object.values(translationCatalogue()[lang] ?? {}).map((d) => d.messages)));
const KARAGANDA: Record<string, string> = {
  en: 'Karaganda Region',
  ru: 'Карагандинская область',
  kk: 'Қарағанды облысы',
  ar: 'Karaganda Region',
};

function server(countryId: number) {
  return fakeOfficeClient({
    [`${verificationPaths.config}?partner=1`]: () =>
      ok({
        documentTypes: [{ type: 'proof_of_address', requiredFields: ['region', 'city'] }],
        fileTypes: ['application/pdf'],
        maxBytes: 10_485_760,
        methods: [],
      }),
    [verificationPaths.documents]: () => ok({ state: 'unverified', documents: [], sessions: [] }),
    [officePaths.accountData]: () =>
      ok({
        name: null,
        surname: null,
        birthDate: null,
        address: null,
        city: null,
        postcode: null,
        countryId,
        regionId: null,
        region: null,
      }),
    [officePaths.regions]: (p) =>
      ok(p?.country_id === KZ ? [{ id: KZ * 100 + 12, name: KARAGANDA[String(p.lng)] }] : []),
  });
}

let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
});
const settle = async () => {
  for (let i = 0; i < 4; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
};

async function show(countryId: number, lang: string) {
  const { client } = server(countryId);
  container = document.body.appendChild(document.createElement('div'));
  container.setAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
  const view = container;
  const t = textsOf(lang);
  await act(async () => {
    render(
      <KitTexts t={t}>
        <VerificationScreen client={client} partner={1} t={t} lang={lang} />
      </KitTexts>,
      view,
    );
  });
  await settle();
  return { view, t };
}

describe('a required region and city of a document', () => {
  for (const lang of ['ru', 'en', 'kk', 'ar']) {
    it(`Kazakhstan: the region from its list, in ${lang}`, async () => {
      const { view, t } = await show(KZ, lang);
      const combobox = view.querySelector<HTMLButtonElement>('#bf-kyc-region');
      expect(combobox?.tagName).toBe('BUTTON');
      const labelId = combobox?.getAttribute('aria-labelledby')?.split(' ')[0] ?? '';
      expect(view.querySelector(`[id="${labelId}"]`)?.textContent).toBe(t('kyc_field_region'));
      await act(() => combobox?.click());
      const options = [...view.querySelectorAll<HTMLElement>('[role="option"]')].map((o) => o.textContent);
      expect(options).toContain(KARAGANDA[lang]);
      expect(view.querySelector<HTMLInputElement>('#bf-kyc-city')?.getAttribute('dir')).toBe('auto');
      expect(view.querySelector('[data-testid="kyc-upload"]')?.textContent).not.toMatch(/(kyc|office)_[a-z_]+/);
    });

    it(`Germany: the region typed, in ${lang}`, async () => {
      const { view, t } = await show(DE, lang);
      const input = view.querySelector<HTMLInputElement>('#bf-kyc-region');
      expect(input?.tagName).toBe('INPUT');
      expect(input?.getAttribute('dir')).toBe('auto');
      expect(view.querySelector('label[for="bf-kyc-city"]')?.textContent).toBe(t('kyc_field_city'));
      expect(t('kyc_field_city')).not.toBe('kyc_field_city');
    });
  }
});
