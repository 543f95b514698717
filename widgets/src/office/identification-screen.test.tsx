// @vitest-environment happy-dom
/**
 * The office identification screen (issue 18, docs/verification.md): a smart-ID start shows the control code and
 * the provider's page, then asks for the session's status (GET sessions/{id}) until the provider answers; a face
 * start takes no code. Timers are vitest's fake ones: no wall-clock waits.
 */
import { verificationPaths } from '@betframe/sdk/verification';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdentificationScreen, SESSION_POLL_MS } from './identification-screen';
import { fakeOfficeClient, ok, refused } from './office-test-client';

const t = (key: string) => `T:${key}`;

const session = (method: 'smart_id' | 'face', status: string, extra: object = {}) => ({
  sessionId: `s-${method}`,
  method,
  status,
  verificationCode: method === 'face' ? null : '4821',
  flowId: method === 'face' ? 'flow-1' : null,
  reason: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  expiresAt: '2026-01-02T10:05:00.000Z',
  ...extra,
});

function identityServer() {
  let asked = 0;
  const fake = fakeOfficeClient({
    [verificationPaths.documents]: () =>
      ok({ state: asked >= 2 ? 'verified' : 'unverified', documents: [], sessions: [] }),
    [verificationPaths.smartId]: (p) =>
      /^\d{11}$/.test(String(p?.personalCode))
        ? ok({ session: session('smart_id', 'pending'), token: 'tok', url: 'http://idp/s-smart_id' })
        : refused('validation_failed', { personalCode: ['invalid'] }),
    [verificationPaths.face]: () => ok({ session: session('face', 'pending'), token: 'tok', url: 'http://idp/face' }),
    [verificationPaths.session('s-smart_id')]: () => {
      asked += 1;
      return ok({ session: session('smart_id', asked >= 2 ? 'complete' : 'pending') });
    },
  });
  return { ...fake, asked: () => asked };
}

let container: HTMLElement | undefined;
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
  vi.useRealTimers();
});

async function flush() {
  for (let i = 0; i < 4; i++) await act(async () => Promise.resolve());
}

async function show(client: ReturnType<typeof identityServer>['client']) {
  container = document.body.appendChild(document.createElement('div'));
  const target = container;
  await act(async () => {
    render(<IdentificationScreen client={client} partner={1} t={t} />, target);
  });
  await flush();
  return target;
}

async function type(view: HTMLElement, name: string, value: string) {
  const input = view.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  await act(() => {
    if (!input) return;
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function start(view: HTMLElement) {
  await act(() => {
    view
      .querySelector('[data-testid="kyc-identity-start"]')
      ?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await flush();
}

describe('identification screen', () => {
  it('smart-ID: control code and provider link, then the status is asked until the session completes', async () => {
    const server = identityServer();
    const view = await show(server.client);
    await type(view, 'personalCode', '123');
    await start(view);
    expect(view.querySelector('[role="alert"]')?.textContent).toBe('T:kyc_identity_invalid');

    await type(view, 'personalCode', '38001085718');
    await start(view);
    const card = view.querySelector('[data-testid="kyc-session"]');
    expect(card?.querySelector('.bf-kyc-code')?.textContent).toBe('4821');
    expect(card?.querySelector('[data-testid="kyc-provider-link"]')?.getAttribute('href')).toBe(
      'http://idp/s-smart_id',
    );
    expect(card?.querySelector('[role="status"]')?.getAttribute('data-status')).toBe('pending');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(SESSION_POLL_MS);
    });
    await flush();
    expect(server.asked()).toBe(1);
    expect(view.querySelector('[data-testid="kyc-session"] [role="status"]')?.getAttribute('data-status')).toBe(
      'pending',
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SESSION_POLL_MS);
    });
    await flush();
    expect(server.asked()).toBe(2);
    const status = view.querySelector('[data-testid="kyc-session"] [role="status"]');
    expect(status?.getAttribute('data-status')).toBe('complete');
    expect(view.querySelector('[data-testid="kyc-provider-link"]')).toBeNull();
    // No more asking once answered.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SESSION_POLL_MS * 3);
    });
    expect(server.asked()).toBe(2);
  });

  it('face verification starts without a code and opens the capture page', async () => {
    const server = identityServer();
    const view = await show(server.client);
    const face = view.querySelector<HTMLInputElement>('input[type="radio"][value="face"]');
    await act(() => face?.click());
    expect(view.querySelector('input[name="personalCode"]')).toBeNull();
    await start(view);
    expect(server.calls.some((c) => c.path === verificationPaths.face)).toBe(true);
    const card = view.querySelector('[data-testid="kyc-session"]');
    expect(card?.querySelector('.bf-kyc-code')).toBeNull();
    expect(card?.querySelector('[data-testid="kyc-provider-link"]')?.getAttribute('href')).toBe('http://idp/face');
  });
});
