/**
 * The live chat with a consultant: the player's open chat if there is one, else a button that starts it. The
 * consultant answers from the operator desk, and the answer arrives over the player's push stream (`refresh`).
 */
import type { SupportThread } from '@betframe/sdk/office';
import { useEffect, useState } from 'react';
import type { AppT } from '../../runtime';
import { failureText } from '../../runtime/accounts/form-parts';
import { Button } from '../../runtime/ui/button';
import { SkeletonList } from '../../runtime/ui/states';
import { Conversation } from './conversation';
import type { SupportCalls } from './support-client';

export function ConsultantChat({
  calls,
  t,
  lang,
  refresh,
}: {
  calls: SupportCalls;
  t: AppT;
  lang: string;
  refresh: number;
}) {
  const [chat, setChat] = useState<SupportThread | null | undefined>(undefined);
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    calls.threads('chat').then((result) => {
      if (!live) return;
      if (result.ok) setChat(result.data.items.find((c) => c.state !== 'closed') ?? null);
      else setError(failureText(t, result));
    });
    return () => {
      live = false;
    };
  }, [calls, t]);
  const start = async () => {
    const result = await calls.chat();
    if (result.ok) setChat(result.data.thread);
    else setError(failureText(t, result));
  };
  if (chat === undefined && !error) return <SkeletonList rows={2} />;
  return (
    <div className="bf-support" data-testid="support-chat">
      <p className="bf-muted">{t('office_support_chat_intro')}</p>
      {chat && chat.state !== 'closed' ? (
        <Conversation
          key={chat.id}
          calls={calls}
          t={t}
          lang={lang}
          threadId={chat.id}
          refresh={refresh}
          files={false}
          testId="chat"
        />
      ) : (
        <Button variant="primary" onClick={start} data-testid="chat-start">
          {t('office_support_chat_start')}
        </Button>
      )}
      {error && (
        <p className="bf-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
