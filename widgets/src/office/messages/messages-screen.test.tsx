// @vitest-environment happy-dom
import { officePaths } from '@betframe/sdk/office';
import { act } from 'preact/test-utils';
import { render } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeOfficeClient, ok } from '../office-test-client';
import { MessagesScreen } from './messages-screen';

const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);

function inbox() {
  const messages = [
    { id: 2, subject: 'Second', body: 'Two', createdAt: '2026-01-02T10:00:00.000Z', read: false },
    { id: 1, subject: 'First', body: 'One', createdAt: '2026-01-01T10:00:00.000Z', read: true },
  ];
  const unread = () => messages.filter((m) => !m.read).length;
  return fakeOfficeClient({
    [officePaths.messages]: () =>
      ok({ items: messages.map((m) => ({ ...m })), total: messages.length, unread: unread(), page: 1, pages: 1 }),
    [officePaths.messagesRead]: (params) => {
      for (const m of messages) if (((params?.ids ?? []) as number[]).includes(m.id)) m.read = true;
      return ok({ unread: unread() });
    },
    [officePaths.messagesDelete]: (params) => {
      const ids = (params?.ids ?? []) as number[];
      messages.splice(0, messages.length, ...messages.filter((m) => !ids.includes(m.id)));
      return ok({ unread: unread() });
    },
  });
}

let container: HTMLElement | undefined;
afterEach(() => {
  if (container) render(null, container);
  container?.remove();
  container = undefined;
});

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

async function show(client: ReturnType<typeof inbox>['client'], onUnread: (n: number) => void, refresh = 0) {
  container ??= document.body.appendChild(document.createElement('div'));
  const target = container;
  await act(async () => {
    render(<MessagesScreen client={client} t={t} lang="en" refresh={refresh} onUnread={onUnread} />, target);
  });
  await settle();
  return target;
}

describe('messages screen', () => {
  it('lists messages newest first with the unread one marked; opening it shows the text and marks it read', async () => {
    const { client, calls } = inbox();
    const reported: number[] = [];
    const view = await show(client, (n) => reported.push(n));
    const items = [...view.querySelectorAll('[data-message-id]')];
    expect(items.map((i) => i.getAttribute('data-message-id'))).toEqual(['2', '1']);
    expect(items.map((i) => i.getAttribute('data-read'))).toEqual(['false', 'true']);
    expect(view.querySelector('[data-testid="messages-unread"]')?.textContent).toContain('"count":1');
    const head = items[0]?.querySelector<HTMLButtonElement>('button');
    expect(head?.getAttribute('aria-expanded')).toBe('false');
    await act(() => head?.click());
    await settle();
    expect(head?.getAttribute('aria-expanded')).toBe('true');
    expect(view.textContent).toContain('Two');
    expect(calls.find((c) => c.path === officePaths.messagesRead)?.params).toEqual({ ids: [2] });
    expect(view.querySelector('[data-message-id="2"]')?.getAttribute('data-read')).toBe('true');
    expect(reported).toEqual([0]);
  });

  it('deletes a message and reloads; a new push count reloads the list', async () => {
    const { client, calls } = inbox();
    const view = await show(client, () => undefined);
    await act(() => view.querySelector<HTMLButtonElement>('[data-message-id="1"] button')?.click());
    await act(() => view.querySelector<HTMLButtonElement>('[data-testid="message-delete"]')?.click());
    await settle();
    await settle();
    expect(calls.find((c) => c.path === officePaths.messagesDelete)?.params).toEqual({ ids: [1] });
    expect([...view.querySelectorAll('[data-message-id]')].map((i) => i.getAttribute('data-message-id'))).toEqual([
      '2',
    ]);
    const lists = calls.filter((c) => c.path === officePaths.messages).length;
    await show(client, () => undefined, 1);
    expect(calls.filter((c) => c.path === officePaths.messages).length).toBe(lists + 1);
  });
});
