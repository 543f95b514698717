// @vitest-environment happy-dom

import type { BetframeApi, WidgetHandle } from '@betframe/sdk/loader';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { WidgetSlot } from './widget-slot';

/** A loader whose mount finishes when the test says so, recording what each widget was given. */
function slowLoader() {
  const given: Record<string, unknown>[] = [];
  let finish: (() => void) | undefined;
  const api = {
    mount: (_name: string, options: { props?: Record<string, unknown> }) =>
      new Promise<WidgetHandle>((resolve) => {
        given.push(options.props ?? {});
        finish = () =>
          resolve({
            update: async (props) => void given.push(props),
            destroy: () => undefined,
          } as WidgetHandle);
      }),
  } as unknown as BetframeApi;
  return { api, given, finish: () => finish?.() };
}

let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
});

function show(api: BetframeApi, props: Record<string, unknown>) {
  container ??= document.body.appendChild(document.createElement('div'));
  const target = container;
  act(() => {
    render(<WidgetSlot api={api} name="office" props={props} label="Office" />, target);
  });
}

describe('widget slot', () => {
  it('props that change while the widget is still loading reach it once it is mounted', async () => {
    const loader = slowLoader();
    show(loader.api, { screen: 'bets', typeFilterVisible: true });
    show(loader.api, { screen: 'bets', typeFilterVisible: false });
    await act(async () => {
      loader.finish();
      await Promise.resolve();
    });
    expect(loader.given).toEqual([
      { screen: 'bets', typeFilterVisible: true },
      { screen: 'bets', typeFilterVisible: false },
    ]);
  });

  it('unchanged props are not sent again after the mount', async () => {
    const loader = slowLoader();
    show(loader.api, { screen: 'bets' });
    await act(async () => {
      loader.finish();
      await Promise.resolve();
    });
    expect(loader.given).toEqual([{ screen: 'bets' }]);
  });
});
