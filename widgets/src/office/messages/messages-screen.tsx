/**
 * The inbox of operator messages (SPEC §2 office "messages"): newest first, 50 a page; an unread message is marked
 * and named so; opening one shows its text and marks it read; each can be deleted. The list reloads when the
 * push stream reports a new unread count (`refresh`), and every change reports the count back (`onUnread`) for
 * the sidebar's counter.
 */

import { formatDate } from '@betframe/sdk/format';
import type { InboxListData } from '@betframe/sdk/office';
import { useEffect, useMemo, useState } from 'react';
import type { AppT } from '../../runtime';
import { failureText } from '../../runtime/accounts/form-parts';
import { Button } from '../../runtime/ui/button';
import { Badge } from '../../runtime/ui/chip';
import { kitCss } from '../../runtime/ui/kit-css';
import { EmptyState, ErrorState, SkeletonList } from '../../runtime/ui/states';
import type { OfficeClient } from '../office-client';
import { Pager } from '../pager';
import { inboxCalls } from './messages-client';

const style = kitCss(
  'office-messages',
  `
.bf-inbox { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--bf-space-2); }
.bf-inbox-item { border: 1px solid var(--bf-color-border); border-radius: var(--bf-radius-lg); background: var(--bf-color-surface); }
.bf-inbox-item[data-read="false"] { border-inline-start: 4px solid var(--bf-color-accent); }
.bf-inbox-head { display: flex; align-items: center; gap: var(--bf-space-2); inline-size: 100%; min-block-size: var(--bf-touch);
  padding: var(--bf-space-2) var(--bf-space-3); border: 0; background: none; color: var(--bf-color-text); cursor: pointer;
  font: var(--bf-font-size-md)/var(--bf-line-height-md) var(--bf-font); text-align: start; border-radius: var(--bf-radius-lg); }
.bf-inbox-head:focus-visible { outline: 2px solid var(--bf-color-focus); outline-offset: 1px; }
.bf-inbox-subject { flex: 1 1 auto; min-inline-size: 0; overflow-wrap: anywhere; }
.bf-inbox-item[data-read="false"] .bf-inbox-subject { font-weight: 700; }
.bf-inbox-date { color: var(--bf-color-muted); font-size: var(--bf-font-size-sm); white-space: nowrap; }
.bf-inbox-body { padding: 0 var(--bf-space-3) var(--bf-space-3); display: grid; gap: var(--bf-space-2); justify-items: start; }
.bf-inbox-text { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`,
);

export function MessagesScreen({
  client,
  t,
  lang,
  refresh,
  onUnread,
}: {
  client: OfficeClient;
  t: AppT;
  lang: string;
  /** Changes when the push stream reports a new unread count. */
  refresh: number;
  onUnread: (unread: number) => void;
}) {
  const calls = useMemo(() => inboxCalls(client), [client]);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<InboxListData | null>(null);
  const [error, setError] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    let live = true;
    void refresh;
    void reload;
    calls.list(page).then((result) => {
      if (!live) return;
      if (result.ok) {
        setData(result.data);
        setError('');
      } else setError(failureText(t, result));
    });
    return () => {
      live = false;
    };
  }, [calls, page, refresh, reload, t]);

  const toggle = async (id: number, read: boolean) => {
    setOpen((current) => (current === id ? null : id));
    if (read) return;
    const result = await calls.read([id]);
    if (!result.ok) return setError(failureText(t, result));
    setData(
      (d) =>
        d && { ...d, unread: result.data.unread, items: d.items.map((m) => (m.id === id ? { ...m, read: true } : m)) },
    );
    onUnread(result.data.unread);
  };
  const remove = async (id: number) => {
    const result = await calls.remove([id]);
    if (!result.ok) return setError(failureText(t, result));
    onUnread(result.data.unread);
    setOpen(null);
    setReload((n) => n + 1);
  };

  if (!data && error) return <ErrorState text={error} onRetry={() => setReload((n) => n + 1)} />;
  if (!data) return <SkeletonList rows={3} />;
  return (
    <section ref={style} aria-label={t('office_screen_messages')} data-testid="office-messages">
      <p className="bf-muted" aria-live="polite" data-testid="messages-unread">
        {t('office_messages_unread', { count: data.unread })}
      </p>
      {data.items.length === 0 ? (
        <EmptyState title={t('office_messages_empty')} icon="info" />
      ) : (
        <ul className="bf-inbox">
          {data.items.map((m) => (
            <li key={m.id} className="bf-inbox-item" data-read={String(m.read)} data-message-id={m.id}>
              <button
                type="button"
                className="bf-inbox-head"
                aria-expanded={open === m.id}
                aria-controls={`bf-inbox-${m.id}`}
                onClick={() => toggle(m.id, m.read)}
              >
                {!m.read && <Badge tone="accent">{t('office_message_new')}</Badge>}
                <span className="bf-inbox-subject">{m.subject}</span>
                <span className="bf-inbox-date">{formatDate(new Date(m.createdAt), { locale: lang }, 'dateTime')}</span>
              </button>
              {open === m.id && (
                <div className="bf-inbox-body" id={`bf-inbox-${m.id}`}>
                  <p className="bf-inbox-text">{m.body}</p>
                  <Button size="sm" variant="danger" onClick={() => remove(m.id)} data-testid="message-delete">
                    {t('office_message_delete')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="bf-error" role="alert">
          {error}
        </p>
      )}
      <Pager page={data.page} pages={data.pages} onPage={setPage} t={t} testId="messages" />
    </section>
  );
}
