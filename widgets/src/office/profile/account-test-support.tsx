/**
 * For the account edit tests: the page's texts in a language, the /me answer and the saved fields of a player with
 * only a name, and the profile screen rendered into a fresh container (right to left in ar) that is removed after
 * each test.
 */
import { accountPaths } from '@betframe/sdk/account';
import { createTranslate, translationCatalogue } from '@betframe/sdk/i18n';
import { officePaths } from '@betframe/sdk/office';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach } from 'vitest';
import { KitTexts } from '../../runtime/ui/texts';
import type { OfficeClient } from '../office-client';
import { ok } from '../office-test-client';
import { ProfileScreen } from './profile-screen';

/** The texts of `lang` from the app's dictionaries. */
export const textsOf = (lang: string) =>
  createTranslate(Object.assign({}, ...Object.values(translationCatalogue()[lang] ?? {}).map((d) => d.messages)));

/** Lets the screen's calls answer and the screen draw again (three rounds of the task queue). */
export const settle = async () => {
  for (let i = 0; i < 3; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
};

/** Types `value` into the input with the id `id` (as the player would: an input event). */
export async function typeInto(view: HTMLElement, id: string, value: string): Promise<void> {
  const input = view.querySelector<HTMLInputElement>(`#${id}`);
  if (!input) throw new Error(`no #${id}`);
  await act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** A fully registered player of `countryId` with only a name: the /me answer and the account fields' answer. */
export function namedPlayer(p: {
  userId: number;
  login: string;
  email: string;
  phone: string;
  name: string;
  countryId: number;
}) {
  const fields = {
    name: p.name,
    surname: null,
    birthDate: null,
    address: null,
    city: null,
    postcode: null,
    countryId: p.countryId,
    regionId: null,
    region: null,
  } as Record<string, unknown>;
  const me = () =>
    ok({
      ...p,
      emailConfirmed: true,
      surname: null,
      birthDate: null,
      registrationType: 'full_reg',
      twoFactorEnabled: false,
      hasSecureAnswer: false,
    });
  return { fields, handlers: { [accountPaths.me]: me, [officePaths.accountData]: () => ok(fields) } };
}

/**
 * Renders the profile screen for each test into a fresh container (`dir` rtl in ar) and waits for its calls; the
 * container is emptied and removed after each test.
 */
export function useProfileScreen(): (client: OfficeClient, lang: string) => Promise<HTMLElement> {
  let container: HTMLElement | undefined;
  afterEach(() => {
    if (container) render(null, container);
    container?.remove();
    container = undefined;
  });
  return async (client, lang) => {
    const view = document.body.appendChild(document.createElement('div'));
    container = view;
    view.setAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    const t = textsOf(lang);
    await act(async () => {
      render(
        <KitTexts t={t}>
          <ProfileScreen client={client} t={t} lang={lang} minAge={18} />
        </KitTexts>,
        view,
      );
    });
    await settle();
    return view;
  };
}
