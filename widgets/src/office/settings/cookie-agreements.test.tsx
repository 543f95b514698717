// @vitest-environment happy-dom
import { officePaths } from '@betframe/sdk/office';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeOfficeClient, ok } from '../office-test-client';
import { CookieAgreements } from './cookie-agreements';

const t = (key: string) => key;
let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
});

async function show(entries: unknown[]) {
  const { client } = fakeOfficeClient({ [officePaths.cookieAgreementLog]: () => ok({ entries }) });
  container = document.body.appendChild(document.createElement('div'));
  const view = container;
  await act(async () => {
    render(<CookieAgreements client={client} t={t} lang="en" />, view);
  });
  for (let i = 0; i < 3; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  return view;
}

describe('cookie agreement log', () => {
  it('lists each choice in the banner’s words, newest first, in a table with headers', async () => {
    const view = await show([
      { level: 1, at: '2026-11-02T10:00:00.000Z', userAgent: 'Chromium' },
      { level: 3, at: '2026-11-01T10:00:00.000Z', userAgent: 'Chromium' },
    ]);
    const rows = [...view.querySelectorAll('tbody tr')];
    expect(rows.map((r) => r.children[1]?.textContent)).toEqual(['site_cookies_functional', 'site_cookies_all']);
    expect(view.querySelectorAll('th[scope="col"]').length).toBe(3);
  });

  it('says so when there is none', async () => {
    const view = await show([]);
    expect(view.textContent).toContain('office_cookie_log_empty');
  });
});
