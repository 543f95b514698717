// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { ModalHost } from './modal-host';
import { createModalManager } from './modal-manager';

function mount() {
  const manager = createModalManager();
  const container = document.createElement('div');
  document.body.append(container);
  act(() => {
    render(
      <ModalHost
        manager={manager}
        label={(entry) => entry.name}
        render={(entry) => <button type="button">{`ok ${entry.name}`}</button>}
      />,
      container,
    );
  });
  return { manager, container };
}

describe('modal host', () => {
  it('shows the open modal as a dialog and the queued one only after it closes', () => {
    const { manager, container } = mount();
    act(() => {
      manager.show('age');
      manager.show('cookies');
    });
    expect([...container.querySelectorAll('[role="dialog"]')].map((d) => d.getAttribute('data-modal'))).toEqual([
      'age',
    ]);
    act(() => {
      manager.hide('age');
    });
    expect(container.querySelector('[role="dialog"]')?.getAttribute('data-modal')).toBe('cookies');
  });

  it('Escape closes the top modal; a backdrop click closes only where the route allows it', () => {
    const { manager, container } = mount();
    act(() => {
      manager.show('locked', { closeOnClick: false });
    });
    act(() => {
      (container.querySelector('.bf-ui-backdrop') as HTMLElement).click();
    });
    expect(container.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(container.querySelectorAll('[role="dialog"]')).toHaveLength(0);
  });
});

describe('modal host focus', () => {
  it('Tab past the last control comes round to the first, Shift+Tab before the first to the last', () => {
    const manager = createModalManager();
    const container = document.createElement('div');
    document.body.append(container);
    act(() => {
      render(
        <ModalHost
          manager={manager}
          label={() => 'two'}
          render={() => (
            <>
              <button type="button">one</button>
              <button type="button">two</button>
            </>
          )}
        />,
        container,
      );
    });
    act(() => {
      manager.show('pair');
    });
    const [start, end] = [...container.querySelectorAll<HTMLElement>('[data-focus-guard]')];
    act(() => end?.focus());
    // The first control is the dialog's close button in its header, then the modal's own.
    expect(document.activeElement?.classList.contains('bf-ui-dialog-close')).toBe(true);
    act(() => start?.focus());
    expect(document.activeElement?.textContent).toBe('two');
    container.remove();
  });
});
