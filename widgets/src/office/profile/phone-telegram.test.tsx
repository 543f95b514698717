// @vitest-environment happy-dom
import { accountPaths } from '@betframe/sdk/account';
import { createTranslate, translationCatalogue } from '@betframe/sdk/i18n';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeOfficeClient, ok } from '../office-test-client';
import { PhoneChange } from './phone-change';
import { profileCalls } from './profile-client';

const textsIn = (lang: string) =>
  createTranslate(Object.assign({}, ...Object.values(translationCatalogue()[lang] ?? {}).map((d) => d.messages)));

let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
});
const settle = async () => {
  for (let i = 0; i < 3; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
};

describe('phone binding: the code by Telegram', () => {
  it.each(['ru', 'en', 'kk', 'ar'])('asks for the code by Telegram and says where it went (%s)', async (lang) => {
    const t = textsIn(lang);
    const { client, calls } = fakeOfficeClient({
      [accountPaths.phoneSendCode]: () =>
        ok({ step: 'code_sent', answerRequired: false, expiresIn: 600, codeLength: 6, channel: 'telegram' }),
    });
    container = document.body.appendChild(document.createElement('div'));
    container.dir = lang === 'ar' ? 'rtl' : 'ltr';
    const view = container;
    await act(async () => {
      render(<PhoneChange calls={profileCalls(client)} t={t} current={null} onChanged={() => {}} />, view);
    });
    const input = view.querySelector<HTMLInputElement>('#bf-new-phone');
    await act(() => {
      if (!input) return;
      input.value = '+7 701 765 43 21';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const button = view.querySelector<HTMLButtonElement>('[data-testid="phone-send-telegram"]');
    expect(button?.textContent).toBe(t('office_send_code_telegram'));
    expect(t('office_send_code_telegram')).not.toBe('office_send_code_telegram');
    await act(async () => {
      button?.click();
    });
    await settle();
    expect(calls[0]).toMatchObject({
      path: accountPaths.phoneSendCode,
      params: { phone: '+7 701 765 43 21', send_to_apps: true },
    });
    expect(view.querySelector('[data-testid="phone-change"]')?.getAttribute('data-step')).toBe('code_sent');
    expect(view.textContent).toContain(t('office_code_sent_telegram', { to: '+77017654321' }));
    // The Telegram choice is only offered for the number step.
    expect(view.querySelector('[data-testid="phone-send-telegram"]')).toBeNull();
  });
});
