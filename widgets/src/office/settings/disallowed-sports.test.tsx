// @vitest-environment happy-dom
import { officePaths } from '@betframe/sdk/office';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeOfficeClient, ok } from '../office-test-client';
import { DisallowedSports } from './disallowed-sports';

const names: Record<string, string> = { sport_football: 'Football', sport_ice_hockey: 'Ice hockey' };
const t = (key: string) => names[key] ?? key;

let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
});
const settle = async () => {
  for (let i = 0; i < 3; i++) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
};

describe('disallowed sports settings', () => {
  it('shows the saved lists, and saves football refused before the match while live stays as it was', async () => {
    const { client, calls } = fakeOfficeClient({
      [officePaths.disallowSports]: (params) => ok(params ?? { lineDisallowSport: [], liveDisallowSport: [2] }),
    });
    container = document.body.appendChild(document.createElement('div'));
    const view = container;
    await act(async () => {
      render(<DisallowedSports client={client} t={t} />, view);
    });
    await settle();
    const box = (feed: string, name: string) =>
      [...view.querySelectorAll(`[data-feed="${feed}"] label`)]
        .find((label) => label.textContent === name)
        ?.querySelector<HTMLInputElement>('input');
    expect(box('liveDisallowSport', 'Ice hockey')?.checked).toBe(true);
    expect(box('lineDisallowSport', 'Football')?.checked).toBe(false);
    await act(() => box('lineDisallowSport', 'Football')?.click());
    await act(() => {
      view.querySelector('form')?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    await settle();
    expect(calls.at(-1)).toMatchObject({
      path: officePaths.disallowSports,
      method: 'POST',
      params: { lineDisallowSport: [1], liveDisallowSport: [2] },
    });
    expect(view.querySelector('[role="status"]')?.textContent).toBe('office_settings_saved');
    // Every legend names its feed for screen readers.
    expect([...view.querySelectorAll('legend')].map((l) => l.textContent)).toEqual([
      'office_disallowed_line',
      'office_disallowed_live',
    ]);
  });
});
