// @vitest-environment happy-dom
import { createTranslate, translationCatalogue } from '@betframe/sdk/i18n';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountsClient } from '../runtime/accounts/accounts-client';
import { EmailLinkSignIn } from './email-link-sign-in';
import { socialResult } from './social';

const textsIn = (lang: string) =>
  createTranslate(Object.assign({}, ...Object.values(translationCatalogue()[lang] ?? {}).map((d) => d.messages)));

let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
});

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function mount(lang: string, client: AccountsClient) {
  container = document.body.appendChild(document.createElement('div'));
  container.dir = lang === 'ar' ? 'rtl' : 'ltr';
  container.lang = lang;
  const view = container;
  act(() => {
    render(<EmailLinkSignIn client={client} t={textsIn(lang)} runCaptcha={async () => ''} />, view);
  });
  return view;
}

function type(input: HTMLInputElement, value: string) {
  act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('sign-in by e-mail link', () => {
  it.each(['ru', 'en', 'kk', 'ar'])('sends the link for this page and says so (%s)', async (lang) => {
    const sendEmailLink = vi.fn(async () => ({ ok: true as const, data: { expiresIn: 900 } }));
    const view = mount(lang, { sendEmailLink } as unknown as AccountsClient);
    const t = textsIn(lang);
    expect(view.textContent).toContain(t('reg_email_link_hint'));
    expect(t('reg_email_link_hint')).not.toBe('reg_email_link_hint');
    type(view.querySelector('input[type="email"]') as HTMLInputElement, 'demo@betframe.test');
    await act(async () => {
      (view.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    });
    await flush();
    expect(sendEmailLink).toHaveBeenCalledWith('demo@betframe.test', '/', undefined);
    const sent = view.querySelector('[data-testid="email-link-sent"]');
    expect(sent?.textContent).toBe(t('reg_email_link_sent', { email: 'demo@betframe.test' }));
    expect(sent?.getAttribute('role')).toBe('status');
    if (lang === 'ar') expect(view.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
  });

  it('checks the address before calling and shows the rule inline', async () => {
    const sendEmailLink = vi.fn();
    const view = mount('en', { sendEmailLink } as unknown as AccountsClient);
    type(view.querySelector('input[type="email"]') as HTMLInputElement, 'not-an-email');
    await act(async () => {
      (view.querySelector('button[type="submit"]') as HTMLButtonElement).click();
    });
    expect(sendEmailLink).not.toHaveBeenCalled();
    const input = view.querySelector('input[type="email"]') as HTMLInputElement;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(view.querySelector('[role="alert"]')?.textContent).not.toBe('');
  });

  it('reads a spent link coming back as a text key the four languages have', () => {
    const result = socialResult({ search: '?email_link_error=invalid', hash: '' } as Location);
    expect(result.error).toBe('reg_email_link_error_invalid');
    for (const lang of ['ru', 'en', 'kk', 'ar']) {
      expect(textsIn(lang)('reg_email_link_error_invalid')).not.toBe('reg_email_link_error_invalid');
    }
    expect(socialResult({ search: '?social_error=denied', hash: '' } as Location).error).toBe(
      'reg_social_error_denied',
    );
  });
});
