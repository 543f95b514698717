/**
 * Session history (SPEC §2): the sessions that ended in the last 30 days — when and where they were used, when
 * and why they ended — newest first, 20 at a time. Read again whenever `version` changes (a session was ended).
 */
import { accountPaths, type EndedSessionInfo, sessionHistoryData } from '@betframe/sdk/account';
import { formatDate } from '@betframe/sdk/format';
import { useEffect, useState } from 'react';
import type { AppT } from '../runtime';
import { Button } from '../runtime/ui/button';
import type { OfficeClient } from './office-client';

const pageOf = (client: OfficeClient, page: number) =>
  client.call(accountPaths.sessionHistory, sessionHistoryData, { params: { page } });

export function SessionHistory({
  client,
  t,
  lang,
  version,
}: {
  client: OfficeClient;
  t: AppT;
  lang: string;
  version: number;
}) {
  const [items, setItems] = useState<EndedSessionInfo[] | null>(null);
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState(1);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void version;
    pageOf(client, 1).then((result) => {
      if (!live || !result.ok) return;
      setItems(result.data.sessions);
      setPage(1);
      setPages(result.data.pages);
    });
    return () => {
      live = false;
    };
  }, [client, version]);

  const more = async () => {
    setBusy(true);
    const result = await pageOf(client, page + 1);
    setBusy(false);
    if (!result.ok) return;
    setItems((shown) => [...(shown ?? []), ...result.data.sessions]);
    setPage(result.data.page);
    setPages(result.data.pages);
  };

  if (!items) return null;
  const when = (iso: string) => formatDate(new Date(iso), { locale: lang }, 'dateTime');
  return (
    <section aria-label={t('office_session_history')} data-testid="session-history">
      <h3 className="bf-title">{t('office_session_history')}</h3>
      {items.length === 0 ? (
        <p className="bf-muted">{t('office_session_history_empty')}</p>
      ) : (
        <ul className="bf-list">
          {items.map((session) => (
            <li key={session.sessionId} className="bf-row" data-session-id={session.sessionId}>
              <span className="bf-grow">
                <bdi>{when(session.createdAt)}</bdi> – <bdi>{when(session.endedAt)}</bdi> · <bdi>{session.ip}</bdi> ·{' '}
                <bdi>{session.userAgent.slice(0, 60)}</bdi>
              </span>
              <span className="bf-muted" data-end-reason={session.endReason}>
                {t(`office_session_ended_${session.endReason}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {page < pages && (
        <Button size="sm" busy={busy} onClick={more}>
          {t('office_session_history_more')}
        </Button>
      )}
    </section>
  );
}
