// @vitest-environment happy-dom
import { decodePasswordField } from '@betframe/sdk/account';
import { siteConfigSchema } from '@betframe/sdk/config';
import { createTranslate, translationCatalogue } from '@betframe/sdk/i18n';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountsClient } from '../runtime/accounts/accounts-client';
import { customRegistrationBody } from './custom-registration';
import { RegisterForm } from './register';

const registerCustom = vi.fn();
vi.mock('./custom-registration', async (actual) => ({
  ...(await actual<typeof import('./custom-registration')>()),
  registerCustom: (...args: unknown[]) => registerCustom(...args),
}));

const textsIn = (lang: string) =>
  createTranslate(Object.assign({}, ...Object.values(translationCatalogue()[lang] ?? {}).map((d) => d.messages)));
const order = ['name', 'phone', 'password', 'password_confirmation', 'currency', 'country'];
const config = siteConfigSchema.parse({
  registration: { types: ['custom_reg'], fieldOrder: { custom_reg: order } },
  geo: { countryId: 463 },
});

let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
  registerCustom.mockReset();
});
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function mount(lang: string, onRegistered = vi.fn()) {
  container = document.body.appendChild(document.createElement('div'));
  container.dir = lang === 'ar' ? 'rtl' : 'ltr';
  const view = container;
  act(() => {
    render(
      <RegisterForm
        client={{} as AccountsClient}
        t={textsIn(lang)}
        config={config}
        lang={lang}
        type="custom_reg"
        runCaptcha={async () => ''}
        onRegistered={onRegistered}
        origin="https://bf.test"
        providers={[]}
      />,
      view,
    );
  });
  return view;
}

function type(view: HTMLElement, name: string, value: string) {
  const input = view.querySelector(`input[name="bf-custom_reg-${name}"]`) as HTMLInputElement;
  act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('custom registration form', () => {
  it.each(['ru', 'en', 'kk', 'ar'])(
    'shows the configured fields in order and registers with them (%s)',
    async (lang) => {
      const t = textsIn(lang);
      expect(t('reg_type_custom_reg')).not.toBe('reg_type_custom_reg');
      const onRegistered = vi.fn();
      registerCustom.mockResolvedValue({
        ok: true,
        data: { userId: 5, sessionId: 's', token: 'tok', login: '123456789' },
      });
      const view = mount(lang, onRegistered);
      expect(view.querySelector('form')?.getAttribute('aria-label')).toBe(t('reg_type_custom_reg'));
      const names = [...view.querySelectorAll('input, [role="combobox"]')]
        .map((el) => el.getAttribute('name') ?? '')
        .filter((name) => name.startsWith('bf-custom_reg-'));
      expect(names).toEqual(order.map((field) => `bf-custom_reg-${field}`));
      type(view, 'name', 'Custom');
      type(view, 'phone', '+7 903 555-44-33');
      type(view, 'password', 'Custom-Pass-1');
      type(view, 'password_confirmation', 'Custom-Pass-1');
      for (const box of view.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'))
        act(() => {
          box.click();
        });
      await act(async () => {
        view.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
      });
      await flush();
      expect(registerCustom).toHaveBeenCalledTimes(1);
      const [origin, body] = registerCustom.mock.calls[0] ?? [];
      expect(origin).toBe('https://bf.test');
      expect(Object.keys(body).sort()).toEqual(
        ['country_id', 'currency_id', 'name', 'password', 'phone', 'regPolitics', 'regRules'].sort(),
      );
      expect(decodePasswordField(body.password)).toBe('Custom-Pass-1');
      expect(onRegistered).toHaveBeenCalledWith(expect.objectContaining({ kind: 'signed-in', login: '123456789' }));
    },
  );

  it('names a missing configured field before calling', async () => {
    const view = mount('en');
    await act(async () => {
      view.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
    });
    expect(registerCustom).not.toHaveBeenCalled();
    const name = view.querySelector('input[name="bf-custom_reg-name"]') as HTMLInputElement;
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it('puts only the configured fields into the body, under their wire names', () => {
    const values = {
      login: 'x',
      name: ' Ann ',
      surname: 'Lee',
      birthDate: '1990-01-02',
      phone: '',
      email: 'a@b.test',
      password: 'Pass-1234',
      password_confirmation: 'Pass-1234',
      country: '463',
      currency: '1',
      promoCode: '',
      code: '',
      phonePassword: '',
    };
    expect(
      customRegistrationBody(['email', 'birthDate', 'name', 'password'], values, { currencyId: 1, countryId: 463 }),
    ).toEqual({
      currency_id: 1,
      country_id: 463,
      regRules: true,
      regPolitics: true,
      email: 'a@b.test',
      birth_date: '1990-01-02',
      name: 'Ann',
      password: expect.any(String),
    });
  });
});
