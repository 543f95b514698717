// @vitest-environment happy-dom
import { accountPaths } from '@betframe/sdk/account';
import { createTranslate, translationCatalogue } from '@betframe/sdk/i18n';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeOfficeClient, ok } from './office-test-client';
import { SessionHistory } from './session-history';

const textsIn = (lang: string) =>
  createTranslate(Object.assign({}, ...Object.values(translationCatalogue()[lang] ?? {}).map((d) => d.messages)));

let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
});

const ended = (id: string, endReason: string) => ({
  sessionId: id,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastSeenAt: '2026-11-01T11:00:00.000Z',
  endedAt: '2026-11-01T12:00:00.000Z',
  endReason,
  ip: '192.0.2.1',
  userAgent: 'Chromium',
});

async function show(lang: string, pages: Record<number, unknown>) {
  const { client, calls } = fakeOfficeClient({
    [accountPaths.sessionHistory]: (params) => ok(pages[Number(params?.page ?? 1)]),
  });
  container = document.body.appendChild(document.createElement('div'));
  container.dir = lang === 'ar' ? 'rtl' : 'ltr';
  const view = container;
  await act(async () => {
    render(<SessionHistory client={client} t={textsIn(lang)} lang={lang} version={0} />, view);
  });
  for (let i = 0; i < 3; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  return { view, calls };
}

describe('session history', () => {
  it.each(['ru', 'en', 'kk', 'ar'])('lists ended sessions with why they ended and pages on (%s)', async (lang) => {
    const t = textsIn(lang);
    const { view, calls } = await show(lang, {
      1: { sessions: [ended('a', 'logout'), ended('b', 'disconnect_everywhere')], page: 1, pages: 2 },
      2: { sessions: [ended('c', 'idle')], page: 2, pages: 2 },
    });
    const reasons = () => [...view.querySelectorAll('[data-end-reason]')].map((e) => e.textContent);
    expect(reasons()).toEqual([t('office_session_ended_logout'), t('office_session_ended_disconnect_everywhere')]);
    for (const text of reasons()) expect(text).not.toMatch(/^office_/);
    expect(view.querySelector('h3')?.textContent).toBe(t('office_session_history'));
    const more = [...view.querySelectorAll('button')].find((b) => b.textContent === t('office_session_history_more'));
    await act(async () => {
      more?.click();
    });
    for (let i = 0; i < 3; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(reasons()).toHaveLength(3);
    expect(calls.map((c) => c.params?.page)).toEqual([1, 2]);
    expect([...view.querySelectorAll('button')].some((b) => b.textContent === t('office_session_history_more'))).toBe(
      false,
    );
    // Dates, addresses and agents are isolated from the text direction.
    expect(view.querySelectorAll('li bdi').length).toBe(3 * 4);
  });

  it('says so when nothing ended', async () => {
    const { view } = await show('en', { 1: { sessions: [], page: 1, pages: 1 } });
    expect(view.textContent).toContain(textsIn('en')('office_session_history_empty'));
  });
});
