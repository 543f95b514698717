// @vitest-environment happy-dom
import { accountPaths, decodePasswordField } from '@betframe/sdk/account';
import { officePaths } from '@betframe/sdk/office';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeOfficeClient, ok, refused } from '../office-test-client';
import { typeInto } from './account-test-support';
import { ProfileScreen } from './profile-screen';

// The office's own error texts "exist" (T:…); every other key shows as itself.
const t = (key: string, values?: Record<string, unknown>) =>
  key.startsWith('office_error_') ? `T:${key}` : values ? `${key} ${JSON.stringify(values)}` : key;

const me = {
  userId: 100001,
  login: 'demo',
  email: 'demo@betframe.test',
  emailConfirmed: false,
  phone: '77011234567',
  name: 'Dana',
  surname: null,
  birthDate: null,
  countryId: 1,
  registrationType: 'full_reg',
  twoFactorEnabled: false,
  hasSecureAnswer: true,
};

const fields = {
  name: 'Dana',
  surname: null,
  birthDate: null,
  address: null,
  city: null,
  postcode: null,
  countryId: 286,
  regionId: null,
  region: null,
};

function profileServer() {
  let step = 'code_sent';
  return fakeOfficeClient({
    [accountPaths.me]: () => ok(me),
    [officePaths.accountData]: () => ok(fields),
    [officePaths.saveAccountFields]: (p) => ok({ ...fields, ...p }),
    [officePaths.newPinCode]: () => ok({ pin: '042917' }),
    [officePaths.regions]: (p) =>
      ok(
        p?.country_id === 286
          ? [
              { id: 28601, name: 'Astana' },
              { id: 28612, name: 'Karaganda Region' },
            ]
          : [],
      ),
    [officePaths.cities]: (p) =>
      ok(
        String(p?.region_id) === '28612'
          ? [
              { id: 2861201, name: 'Karaganda' },
              { id: 2861202, name: 'Temirtau' },
            ]
          : [],
      ),
    [accountPaths.secureQuestion]: () => ok({ question: 'Q', questionId: 2, custom: false }),
    [accountPaths.secureQuestions]: () => ok({ questions: [{ id: 2, text: 'Pet?' }] }),
    [accountPaths.loginName]: (p) => (p?.login === 'taken1' ? refused('login_taken') : ok({ login: String(p?.login) })),
    [accountPaths.emailSendCode]: () => ok({ expiresIn: 600, codeLength: 6 }),
    [accountPaths.emailConfirm]: (p) =>
      p?.confirm_code === '123456'
        ? ok({ email: 'demo@betframe.test' })
        : refused('validation_failed', { confirm_code: ['auth_incorrect_code'] }),
    [accountPaths.phoneSendCode]: () => ok({ step: 'code_sent', answerRequired: true, expiresIn: 600, codeLength: 6 }),
    [accountPaths.phoneCheckCode]: () => {
      step = 'code_confirmed';
      return ok({ step, answerRequired: true });
    },
    [accountPaths.phoneCheckAnswer]: (p) =>
      p?.user_answer === 'rex'
        ? ok({ step: 'answer_accepted', answerRequired: true })
        : refused('validation_failed', { user_answer: ['secure_answer_wrong'] }),
    [accountPaths.phoneUpdate]: () => ok({ step: 'updated', answerRequired: true }),
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

async function show(client: ReturnType<typeof profileServer>['client']) {
  container = document.body.appendChild(document.createElement('div'));
  const target = container;
  await act(async () => {
    render(<ProfileScreen client={client} t={t} lang="en" minAge={18} />, target);
  });
  await settle();
  return target;
}

async function submit(view: HTMLElement, testId: string) {
  const root = view.querySelector(`[data-testid="${testId}"]`);
  const form = root?.tagName === 'FORM' ? root : root?.querySelector('form');
  await act(() => {
    form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await settle();
}

describe('profile screen', () => {
  it('shows the account details the server keeps', async () => {
    const view = await show(profileServer().client);
    const details = view.querySelector('[data-testid="profile-details"]')?.textContent ?? '';
    expect(details).toContain('100001');
    expect(details).toContain('demo@betframe.test');
    expect(details).toContain('+77011234567');
    expect(view.querySelector('[data-testid="email-current"]')?.textContent).toContain(
      'office_email_current_unconfirmed',
    );
  });

  it('changes the login: checks the rule first, sends the password encoded, shows a refusal in words', async () => {
    const { client, calls } = profileServer();
    const view = await show(client);
    await typeInto(view, 'bf-new-login', 'ab');
    await submit(view, 'login-change');
    expect(view.querySelector('#bf-new-login-error')?.textContent).toBeTruthy();
    expect(calls.some((c) => c.path === accountPaths.loginName)).toBe(false);
    await typeInto(view, 'bf-new-login', 'taken1');
    await typeInto(view, 'bf-login-password', 'Demo-Pass-1');
    await submit(view, 'login-change');
    expect(view.querySelector('[data-testid="login-change"] [role="status"]')?.textContent).toBe(
      'T:office_error_login_taken',
    );
    await typeInto(view, 'bf-new-login', 'dana.k');
    await typeInto(view, 'bf-login-password', 'Demo-Pass-1');
    await submit(view, 'login-change');
    const sent = calls.filter((c) => c.path === accountPaths.loginName).at(-1)?.params;
    expect(sent?.login).toBe('dana.k');
    expect(decodePasswordField(String(sent?.password))).toBe('Demo-Pass-1');
    expect(view.querySelector('[data-testid="login-change"] [role="status"]')?.textContent).toContain(
      'office_login_changed',
    );
  });

  it('activates the e-mail with the code sent to it', async () => {
    const { client, calls } = profileServer();
    const view = await show(client);
    await typeInto(view, 'bf-new-email', 'demo@betframe.test');
    await typeInto(view, 'bf-email-password', 'Demo-Pass-1');
    await submit(view, 'email-change');
    expect(calls.some((c) => c.path === accountPaths.emailSendCode)).toBe(true);
    await typeInto(view, 'bf-email-code', '000000');
    await submit(view, 'email-change');
    expect(view.querySelector('#bf-email-code-error')?.textContent).toContain('auth_incorrect_code');
    await typeInto(view, 'bf-email-code', '123456');
    await submit(view, 'email-change');
    expect(view.querySelector('[data-testid="email-change"] [role="status"]')?.textContent).toContain(
      'office_email_confirmed',
    );
  });

  it('changes the phone in its steps: code, the secure answer (a wrong one refused), then saved', async () => {
    const { client, calls } = profileServer();
    const view = await show(client);
    const phone = () => view.querySelector('[data-testid="phone-change"]');
    await typeInto(view, 'bf-new-phone', '+7 701 765 43 21');
    await submit(view, 'phone-change');
    expect(phone()?.getAttribute('data-step')).toBe('code_sent');
    await typeInto(view, 'bf-phone-code', '111111');
    await submit(view, 'phone-change');
    expect(phone()?.getAttribute('data-step')).toBe('code_confirmed');
    expect(phone()?.querySelector('[aria-current="step"]')?.textContent).toBe('office_phone_step_code_confirmed');
    await typeInto(view, 'bf-phone-answer', 'cat');
    await submit(view, 'phone-change');
    expect(view.querySelector('#bf-phone-answer-error')?.textContent).toBe('T:office_error_secure_answer_wrong');
    await typeInto(view, 'bf-phone-answer', 'rex');
    await submit(view, 'phone-change');
    expect(calls.find((c) => c.path === accountPaths.phoneUpdate)?.params).toEqual({ phone: '+7 701 765 43 21' });
    expect(phone()?.getAttribute('data-step')).toBe('number');
    expect(phone()?.querySelector('[role="status"]')?.textContent).toBe('office_phone_saved');
  });

  it('edits the personal data: only what changed goes, a broken rule stops it first', async () => {
    const { client, calls } = profileServer();
    const view = await show(client);
    await typeInto(view, 'bf-account-name', 'R2-D2');
    await submit(view, 'account-edit');
    expect(view.querySelector('#bf-account-name-error')?.textContent).toBe(
      'T:office_error_validation_user_name_symbols',
    );
    expect(calls.some((c) => c.path === officePaths.saveAccountFields)).toBe(false);
    await typeInto(view, 'bf-account-name', 'Dana');
    await typeInto(view, 'bf-account-city', 'Almaty');
    await submit(view, 'account-edit');
    expect(calls.find((c) => c.path === officePaths.saveAccountFields)?.params).toEqual({ city: 'Almaty' });
    expect(view.querySelector('[data-testid="account-edit"] [role="status"]')?.textContent).toBe(
      'office_settings_saved',
    );
  });

  it("offers the country's regions and the chosen region's towns; the region goes as a number", async () => {
    const { client, calls } = profileServer();
    const view = await show(client);
    expect(calls.find((c) => c.path === officePaths.regions)?.params).toEqual({ country_id: 286, lng: 'en' });
    const combobox = view.querySelector<HTMLButtonElement>('#bf-account-region_id');
    expect(combobox).not.toBeNull();
    await act(() => combobox?.click());
    const option = [...view.querySelectorAll<HTMLElement>('[role="option"]')].find((o) =>
      o.textContent?.includes('Karaganda Region'),
    );
    await act(() => option?.click());
    await settle();
    const towns = [...view.querySelectorAll('[data-testid="account-towns"] option')].map((o) =>
      o.getAttribute('value'),
    );
    expect(towns).toEqual(['Karaganda', 'Temirtau']);
    expect(view.querySelector('#bf-account-city')?.getAttribute('list')).toBe('bf-account-towns');
    await typeInto(view, 'bf-account-city', 'Temirtau');
    await submit(view, 'account-edit');
    expect(calls.find((c) => c.path === officePaths.saveAccountFields)?.params).toEqual({
      region_id: 28612,
      city: 'Temirtau',
    });
  });

  it('shows a new PIN code once it is issued', async () => {
    const view = await show(profileServer().client);
    expect(view.querySelector('[data-testid="pin-value"]')).toBeNull();
    await act(() => view.querySelector<HTMLButtonElement>('[data-testid="pin-code"] button')?.click());
    await settle();
    expect(view.querySelector('[data-testid="pin-value"]')?.textContent).toBe('042917');
  });
});
