// @vitest-environment happy-dom
import { siteConfigSchema } from '@betframe/sdk/config';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { welcomeKindOf } from './welcome-kind';
import { WelcomeModal } from './welcome-modal';

const texts: Record<string, string> = {
  reg_welcome_title: 'Welcome!',
  reg_welcome_text: 'Your account is ready.',
  reg_bonus_welcome_title: 'Your welcome bonus is waiting',
  reg_bonus_welcome_text: 'Get +{{percent}}%',
  reg_continue: 'Continue',
  reg_close: 'Close',
  ui_close: 'Close',
};
const t = (key: string, values: Record<string, string | number> = {}) =>
  (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
});

function mount(kind: 'plain' | 'bonus', onClose: () => void) {
  container = document.createElement('div');
  document.body.append(container);
  const target = container;
  act(() => {
    render(<WelcomeModal t={t} kind={kind} percent={150} onClose={onClose} />, target);
  });
  return target;
}

const key = (target: Element, init: KeyboardEventInit) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, ...init }));
  });

describe('welcome modal choice', () => {
  it('is off by default; the bonus one needs a first-deposit bonus on offer, else the plain one', () => {
    expect(welcomeKindOf(siteConfigSchema.parse({}))).toBeNull();
    expect(welcomeKindOf(siteConfigSchema.parse({ registration: { welcomeModal: true } }))).toBe('plain');
    expect(
      welcomeKindOf(
        siteConfigSchema.parse({
          registration: { bonusWelcomeModal: true },
          promo: { firstDepositBonus: { enabled: true } },
        }),
      ),
    ).toBe('bonus');
    expect(
      welcomeKindOf(siteConfigSchema.parse({ registration: { bonusWelcomeModal: true, welcomeModal: true } })),
    ).toBe('plain');
    expect(welcomeKindOf(siteConfigSchema.parse({ registration: { bonusWelcomeModal: true } }))).toBeNull();
  });
});

describe('welcome modal dialog', () => {
  it('is a labelled modal dialog with focus on its continue button', () => {
    const target = mount('plain', () => undefined);
    const dialog = target.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(target.querySelector(`#${dialog.getAttribute('aria-labelledby')}`)?.textContent).toBe('Welcome!');
    expect(target.querySelector(`#${dialog.getAttribute('aria-describedby')}`)?.textContent).toBe(
      'Your account is ready.',
    );
    expect(document.activeElement?.getAttribute('data-testid')).toBe('welcome-continue');
  });

  it('keeps Tab inside: past the last button to the first, Shift+Tab from the first to the last', () => {
    const target = mount('bonus', () => undefined);
    const [close, next] = [...target.querySelectorAll('button')];
    // Tab past the last button lands on the dialog's end guard (the browser's move), Shift+Tab on its start guard.
    const [start, end] = [...target.querySelectorAll<HTMLElement>('[data-focus-guard]')];
    act(() => end?.focus());
    expect(document.activeElement).toBe(close);
    act(() => start?.focus());
    expect(document.activeElement).toBe(next);
  });

  it('the bonus text names the percent; Escape, the close button and continue each close it', () => {
    let closed = 0;
    const target = mount('bonus', () => {
      closed += 1;
    });
    expect(target.textContent).toContain('Get +150%');
    key(target.querySelector('[role="dialog"]') as HTMLElement, { key: 'Escape' });
    act(() => (target.querySelector('[aria-label="Close"]') as HTMLElement).click());
    act(() => (target.querySelector('[data-testid="welcome-continue"]') as HTMLElement).click());
    expect(closed).toBe(3);
  });
});
