// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountsClient } from '../runtime/accounts/accounts-client';
import { SignInForm } from './sign-in';

const t = (key: string) => key;
let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
});

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function type(input: HTMLInputElement, value: string) {
  act(() => {
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('sign-in on a site without a captcha', () => {
  it('runs the captcha when the server asks for one after repeated failures, then signs in with its token', async () => {
    const calls: Array<string | undefined> = [];
    const login = vi.fn(async (_login: string, _password: string, captcha?: string) => {
      calls.push(captcha);
      return captcha
        ? { ok: true as const, data: { token: 'user-token', userId: 7, twoFactorRequired: false as const } }
        : {
            ok: false as const,
            code: 'captcha_required',
            message: 'Captcha required',
            status: 400,
            fieldErrors: {},
            error: new Error('captcha_required'),
          };
    });
    const client = { login } as unknown as AccountsClient;
    const runs: Array<{ force?: boolean } | undefined> = [];
    const runCaptcha = async (options?: { force?: boolean }) => {
      runs.push(options);
      // The site has no captcha: only a forced run shows one (answered here by its token).
      return options?.force ? 'captcha-token' : '';
    };
    const signedIn = vi.fn();
    container = document.createElement('div');
    document.body.append(container);
    const target = container;
    act(() => {
      render(
        <SignInForm
          client={client}
          t={t}
          loginTypes={['email']}
          runCaptcha={runCaptcha}
          onSignedIn={signedIn}
          origin="http://localhost"
          providers={[]}
        />,
        target,
      );
    });
    type(target.querySelector('#bf-login') as HTMLInputElement, 'player@example.com');
    type(target.querySelector('#bf-password') as HTMLInputElement, 'Right-Pass-1');
    act(() => {
      (target.querySelector('form') as HTMLFormElement).dispatchEvent(
        new Event('submit', { bubbles: true, cancelable: true }),
      );
    });
    for (let i = 0; i < 5 && signedIn.mock.calls.length === 0; i += 1) await flush();
    expect(runs).toEqual([undefined, { force: true }]);
    expect(calls).toEqual([undefined, 'captcha-token']);
    expect(signedIn).toHaveBeenCalledWith({ token: 'user-token', userId: 7 });
  });
});
