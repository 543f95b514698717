// @vitest-environment happy-dom
import { accountPaths } from '@betframe/sdk/account';
import { createTranslate, translationCatalogue } from '@betframe/sdk/i18n';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeOfficeClient, ok, refused } from './office-test-client';
import { TwoFactorPhoneCode } from './two-factor-phone-code';

const textsIn = (lang: string) =>
  createTranslate(Object.assign({}, ...Object.values(translationCatalogue()[lang] ?? {}).map((d) => d.messages)));

let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
});

function mount(lang: string, handlers: Parameters<typeof fakeOfficeClient>[0]) {
  const t = textsIn(lang);
  const { client, calls } = fakeOfficeClient(handlers);
  const codes: string[] = [];
  container = document.body.appendChild(document.createElement('div'));
  container.dir = lang === 'ar' ? 'rtl' : 'ltr';
  const view = container;
  render(
    <TwoFactorPhoneCode client={client} t={t} phone="77017654321" code="" onCode={(c) => codes.push(c)} error="" />,
    view,
  );
  return { t, view, calls, codes };
}

describe('two-factor: the second code by SMS or Telegram', () => {
  it.each(['ru', 'en', 'kk', 'ar'])('sends it by Telegram and asks for it, saying where it went (%s)', async (lang) => {
    const { t, view, calls, codes } = mount(lang, {
      [accountPaths.twoFactorSendTelegram]: () => ok({ expiresIn: 600, codeLength: 6, channel: 'telegram' }),
    });
    expect(t('office_two_factor_phone_code')).not.toBe('office_two_factor_phone_code');
    expect(view.textContent).toContain(t('office_two_factor_phone_code'));
    // No code field before a code was sent.
    expect(view.querySelector('#bf-two-factor-phone-code')).toBeNull();
    await act(async () => view.querySelector<HTMLButtonElement>('[data-testid="two-factor-send-telegram"]')?.click());
    expect(calls.map((c) => c.path)).toEqual([accountPaths.twoFactorSendTelegram]);
    expect(view.textContent).toContain(t('office_code_sent_telegram', { to: '+77017654321' }));
    const input = view.querySelector<HTMLInputElement>('#bf-two-factor-phone-code');
    expect(input?.getAttribute('autocomplete')).toBe('one-time-code');
    await act(() => {
      if (!input) return;
      input.value = '123456';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(codes.at(-1)).toBe('123456');
  });

  it('sends it by SMS, and says why when it cannot', async () => {
    const sent = mount('en', {
      [accountPaths.twoFactorSendSms]: () => ok({ expiresIn: 600, codeLength: 6, channel: 'sms' }),
    });
    await act(async () => sent.view.querySelector<HTMLButtonElement>('[data-testid="two-factor-send-sms"]')?.click());
    expect(sent.view.textContent).toContain(sent.t('office_code_sent', { to: '+77017654321' }));
    render(null, sent.view);
    const failed = mount('en', { [accountPaths.twoFactorSendSms]: () => refused('phone_required') });
    await act(async () => failed.view.querySelector<HTMLButtonElement>('[data-testid="two-factor-send-sms"]')?.click());
    expect(failed.view.querySelector('[role="alert"]')?.textContent).toBeTruthy();
    expect(failed.view.querySelector('#bf-two-factor-phone-code')).toBeNull();
  });
});
