// @vitest-environment happy-dom
/**
 * The popup component against a real HTTP server on 127.0.0.1 (the page's origin): when it asks for what, when it
 * waits, drops or shows, that a failed load is only logged, and that its button goes to the recharge route.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { markRegistrationBonusPopup, registrationBonusPopupMarked } from '@betframe/sdk/bonuses';
import { createTranslate as siteTranslate } from '@betframe/sdk/i18n';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RegistrationBonusPopup } from './registration-bonus-popup';

interface Answer {
  status: number;
  body: unknown;
}
const answers: Record<string, Answer> = {};
const asked: string[] = [];
let server: Server;
let origin = '';

beforeAll(async () => {
  // Computed so that Vite's browser-side import analysis leaves Node's module to Node (as in the betting harness).
  const http = (await import(/* @vite-ignore */ ['node', 'http'].join(':'))) as typeof import('node:http');
  server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    asked.push(request.url ?? '');
    const answer = answers[path] ?? { status: 404, body: { success: false } };
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const userConfig = (hasFirstBonus: boolean, registrationBonusPopup = true): Answer => ({
  status: 200,
  body: {
    success: true,
    data: { userId: 7, currencyId: 1, hasFirstBonus, registrationBonusPopup, firstDepositBonusKey: '1st' },
  },
});
const firstDeposit = (hasFirstDeposit: boolean): Answer => ({
  status: 200,
  body: {
    success: true,
    data: {
      hasFirstDeposit,
      bonusPopupTitle: 'First deposit bonus',
      bonusPopupDescription: '+100% to your first deposit',
      bonusPopupBtnText: 'Top up',
    },
  },
});

const t = siteTranslate({ reg_close: 'Close' });
let container: HTMLElement;

beforeEach(() => {
  asked.length = 0;
  for (const key of Object.keys(answers)) delete answers[key];
  localStorage.clear();
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => {
    render(null, container);
  });
  container.remove();
  vi.restoreAllMocks();
});

function openAt(path: string, signedIn = true) {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${origin}${path}`);
  act(() => {
    render(<RegistrationBonusPopup t={t} lang="en" signedIn={signedIn} />, container);
  });
}

/** Lets the component's requests and their renders finish. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}

const dialog = () => container.querySelector('[role="dialog"][data-modal="registration-bonus"]');

describe('registration bonus popup on the site', () => {
  it('shows the server’s texts when every condition holds, clears the flag, and its button goes to recharge', async () => {
    answers['/web-api/user/config'] = userConfig(true);
    answers['/api/v3/bonuses/first-deposit'] = firstDeposit(true);
    markRegistrationBonusPopup(localStorage);
    openAt('/en');
    await settle();
    expect(document.getElementById(dialog()?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'First deposit bonus',
    );
    expect(dialog()?.textContent).toContain('+100% to your first deposit');
    expect(asked).toEqual(['/web-api/user/config', '/api/v3/bonuses/first-deposit?lng=en']);
    expect(registrationBonusPopupMarked(localStorage)).toBe(false);
    act(() => (container.querySelector('[data-testid="registration-bonus-go"]') as HTMLElement).click());
    expect(window.location.pathname).toBe('/en/office/recharge');
    expect(dialog()).toBeNull();
  });

  it('asks nothing without the stored flag, or for a guest', async () => {
    openAt('/en');
    await settle();
    markRegistrationBonusPopup(localStorage);
    act(() => {
      render(null, container);
    });
    openAt('/en', false);
    await settle();
    expect(asked).toEqual([]);
    expect(dialog()).toBeNull();
  });

  it('waits on the recharge and menu-profile routes, then shows on the next route', async () => {
    answers['/web-api/user/config'] = userConfig(true);
    answers['/api/v3/bonuses/first-deposit'] = firstDeposit(true);
    markRegistrationBonusPopup(localStorage);
    openAt('/en/office/recharge');
    await settle();
    act(() => {
      window.history.pushState(null, '', '/en/office');
      window.dispatchEvent(new CustomEvent('site:navigate'));
    });
    await settle();
    expect(asked).toEqual([]);
    expect(registrationBonusPopupMarked(localStorage)).toBe(true);
    act(() => {
      window.history.pushState(null, '', '/en/line');
      window.dispatchEvent(new CustomEvent('site:navigate'));
    });
    await settle();
    expect(dialog()).not.toBeNull();
  });

  it('drops the flag when the user config has no first bonus, without the first-deposit call', async () => {
    answers['/web-api/user/config'] = userConfig(false);
    markRegistrationBonusPopup(localStorage);
    openAt('/en');
    await settle();
    expect(asked).toEqual(['/web-api/user/config']);
    expect(registrationBonusPopupMarked(localStorage)).toBe(false);
    expect(dialog()).toBeNull();
  });

  it('drops the flag when the first-deposit call says hasFirstDeposit is false', async () => {
    answers['/web-api/user/config'] = userConfig(true);
    answers['/api/v3/bonuses/first-deposit'] = firstDeposit(false);
    markRegistrationBonusPopup(localStorage);
    openAt('/en');
    await settle();
    expect(registrationBonusPopupMarked(localStorage)).toBe(false);
    expect(dialog()).toBeNull();
  });

  it('a load failure is only logged: no popup, the flag stays for the next visit', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answers['/web-api/user/config'] = { status: 500, body: { success: false } };
    markRegistrationBonusPopup(localStorage);
    openAt('/en');
    await settle();
    expect(warn).toHaveBeenCalledOnce();
    expect(dialog()).toBeNull();
    expect(registrationBonusPopupMarked(localStorage)).toBe(true);
  });
});
