// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { BetsScreen } from './bets-screen';
import type { OfficeClient } from './office-client';

const t = (key: string) => key;

/** The history calls the screen makes, answered with an empty history. */
function historyClient() {
  const queries: Record<string, unknown>[] = [];
  const client = {
    raw: async (_path: string, _schema: unknown, params: Record<string, unknown>) => {
      queries.push(params);
      return { ok: true, data: { data: { attributes: { bets: [], total: 0, page: 1 } } } };
    },
  } as unknown as OfficeClient;
  return { client, queries };
}

let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
});

async function show(client: OfficeClient, statusFilterVisible?: boolean) {
  container ??= document.body.appendChild(document.createElement('div'));
  const target = container;
  await act(async () => {
    render(
      <BetsScreen
        client={client}
        t={t}
        lang="en"
        {...(statusFilterVisible === undefined ? {} : { statusFilterVisible })}
      />,
      target,
    );
  });
  return target;
}

describe('bets history status filter (embedded mode betsHistoryTypeFilterVisible)', () => {
  it('is offered by default, labelled for screen readers', async () => {
    const view = await show(historyClient().client);
    const select = view.querySelector<HTMLElement>('#bf-bets-status[role="combobox"]');
    expect(select).not.toBeNull();
    const label = select?.getAttribute('aria-labelledby')?.split(' ')[0] ?? '';
    expect(view.querySelector(`#${CSS.escape(label)}`)?.textContent).toBe('office_status');
  });

  it('hidden, it is gone and a status chosen before no longer narrows the history', async () => {
    const { client, queries } = historyClient();
    const view = await show(client, true);
    const select = view.querySelector<HTMLElement>('#bf-bets-status');
    if (!select) throw new Error('no status filter');
    // As a player: open the list, pick "won".
    await act(async () => select.click());
    await act(async () => view.querySelector<HTMLElement>('[role="option"][data-value="won"]')?.click());
    expect(queries.at(-1)?.status).toBe('won');
    await show(client, false);
    expect(view.querySelector('#bf-bets-status')).toBeNull();
    expect([...view.querySelectorAll('.bf-ui-select-label')].map((l) => l.textContent)).not.toContain('office_status');
    expect(queries.at(-1)?.status).toBeUndefined();
    // The period filter stays.
    expect(view.querySelector('#bf-bets-period')).not.toBeNull();
  });
});
