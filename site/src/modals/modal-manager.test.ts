import { describe, expect, it } from 'vitest';
import { createModalManager, ModalStatus } from './modal-manager';

describe('modal manager (SPEC §4)', () => {
  it('opens the first modal and queues the next until the first closes', () => {
    const modals = createModalManager();
    const first = modals.show('age');
    const second = modals.show('cookies');
    expect(first.status).toBe(ModalStatus.open);
    expect(second.status).toBe(ModalStatus.queued);
    expect(modals.hide('age')?.status).toBe(ModalStatus.closed);
    expect(second.status).toBe(ModalStatus.open);
  });

  it('a modal shown on top opens over the open one', () => {
    const modals = createModalManager();
    modals.show('login');
    const captcha = modals.show('captcha', { onTop: true });
    expect(captcha.status).toBe(ModalStatus.open);
    expect(modals.open().map((m) => m.name)).toEqual(['login', 'captcha']);
  });

  it('closing a modal that never opened is an error', () => {
    const modals = createModalManager();
    modals.show('a');
    modals.show('b');
    expect(modals.hide('b')?.status).toBe(ModalStatus.error);
    expect(modals.hide('missing')).toBeUndefined();
  });

  it('a duplicate name returns the existing entry', () => {
    const modals = createModalManager();
    const first = modals.show('login');
    expect(modals.show('login')).toBe(first);
    expect(modals.open()).toHaveLength(1);
  });

  it('back closes the top modal unless it has a custom back handler', () => {
    const modals = createModalManager();
    let handled = 0;
    modals.show('wizard', {
      onBack: () => {
        handled += 1;
      },
    });
    expect(modals.back()).toBe(true);
    expect(handled).toBe(1);
    expect(modals.open()).toHaveLength(1);
    modals.show('plain', { onTop: true });
    expect(modals.back()).toBe(true);
    expect(modals.open().map((m) => m.name)).toEqual(['wizard']);
    expect(createModalManager().back()).toBe(false);
  });

  it('click outside closes unless the route disabled it', () => {
    const modals = createModalManager();
    modals.show('locked', { closeOnClick: false });
    expect(modals.clickOutside()).toBe(false);
    modals.show('free', { onTop: true });
    expect(modals.clickOutside()).toBe(true);
    expect(modals.open().map((m) => m.name)).toEqual(['locked']);
  });

  it('tells subscribers about every change', () => {
    const modals = createModalManager();
    let calls = 0;
    const stop = modals.subscribe(() => {
      calls += 1;
    });
    modals.show('a');
    modals.hide('a');
    stop();
    modals.show('b');
    expect(calls).toBe(2);
  });
});
