// @vitest-environment happy-dom
import { officePaths } from '@betframe/sdk/office';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeOfficeClient, ok, refused } from '../office-test-client';
import { MailingPreferences } from './mailing-preferences';

const t = (key: string) => key;
let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
});
const settle = async () => {
  for (let i = 0; i < 3; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
};

describe('mailing preferences', () => {
  it('flips a channel and saves it; a failed save puts the switch back and says so', async () => {
    let failing = false;
    const state = { email: false, sms: true };
    const { client, calls } = fakeOfficeClient({
      [officePaths.mailing]: (params) => {
        if (!params) return ok({ ...state });
        if (failing) return refused('network');
        Object.assign(state, params);
        return ok({ ...state });
      },
    });
    container = document.body.appendChild(document.createElement('div'));
    const view = container;
    await act(async () => {
      render(<MailingPreferences client={client} t={t} />, view);
    });
    await settle();
    const email = () => view.querySelector('[data-channel="email"] [role="switch"]');
    expect(email()?.getAttribute('aria-checked')).toBe('false');
    expect(view.querySelector('[data-channel="sms"] [role="switch"]')?.getAttribute('aria-checked')).toBe('true');
    await act(() => (email() as HTMLElement).click());
    await settle();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', params: { email: true } });
    expect(email()?.getAttribute('aria-checked')).toBe('true');
    failing = true;
    await act(() => (email() as HTMLElement).click());
    await settle();
    expect(email()?.getAttribute('aria-checked')).toBe('true');
    expect(view.querySelector('[role="alert"]')?.textContent).toBe('coupon_policy_save_failed');
  });
});
