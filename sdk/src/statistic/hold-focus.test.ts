// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { openStatistic } from './open';

const origin = 'http://127.0.0.1:9';
const guard = (edge: 'start' | 'end') =>
  document.querySelector<HTMLElement>(`[role="dialog"] [data-focus-guard="${edge}"]`);

describe('the statistics modal holds Tab inside', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('Tab past the frame wraps to the close button, Shift+Tab before the close button wraps to the frame', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const handle = openStatistic('game/1/5/h2h', 'modal', { origin, title: 'Match statistics' });
    const close = document.querySelector<HTMLButtonElement>('[role="dialog"] button[aria-label="Close"]');
    expect(document.activeElement).toBe(close);
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.firstElementChild).toBe(guard('start'));
    expect(dialog?.lastElementChild).toBe(guard('end'));

    guard('end')?.focus();
    expect(document.activeElement).toBe(close);
    guard('start')?.focus();
    expect(document.activeElement).toBe(handle.iframe);

    handle.close();
    expect(document.activeElement).toBe(opener);
  });

  it('focus moved behind the modal comes back to its first control, and is free again once it closes', () => {
    const behind = document.createElement('button');
    document.body.append(behind);
    const handle = openStatistic('team/1/2', 'modal', { origin });
    behind.focus();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close');
    handle.close();
    behind.focus();
    expect(document.activeElement).toBe(behind);
  });
});
