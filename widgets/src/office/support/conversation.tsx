/**
 * One support conversation (the chat, a ticket, a payment consultant request): its messages, oldest first, with
 * their attachments' names; the answer form (text, and one file by the upload rules); close. It reads the
 * conversation again when the push stream reports a consultant's answer in it (`refresh`).
 */
import { formatDate } from '@betframe/sdk/format';
import type { ThreadData } from '@betframe/sdk/office';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { AppT } from '../../runtime';
import { failureText } from '../../runtime/accounts/form-parts';
import { Button } from '../../runtime/ui/button';
import { Badge } from '../../runtime/ui/chip';
import { FieldFrame } from '../../runtime/ui/field';
import { ErrorState, SkeletonList } from '../../runtime/ui/states';
import { refusal } from '../profile/form-status';
import { MessageField } from './message-field';
import { fileProblem, type SupportCalls } from './support-client';

export function Conversation({
  calls,
  t,
  lang,
  threadId,
  refresh,
  files = true,
  testId,
}: {
  calls: SupportCalls;
  t: AppT;
  lang: string;
  threadId: number;
  /** Changes when the push stream reports an answer in one of the player's conversations. */
  refresh: number;
  /** Whether the answer form takes a file. */
  files?: boolean;
  testId: string;
}) {
  const id = useId();
  const [data, setData] = useState<ThreadData | null>(null);
  const [error, setError] = useState('');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState('');
  const [fileError, setFileError] = useState('');
  const [busy, setBusy] = useState(false);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    let live = true;
    void refresh;
    void reload;
    calls.thread(threadId).then((result) => {
      if (!live) return;
      if (result.ok) {
        setData(result.data);
        setError('');
      } else setError(failureText(t, result));
    });
    return () => {
      live = false;
    };
  }, [calls, threadId, refresh, reload, t]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed && !file) return setFieldError(t('auth_required_field'));
    if (fileError) return;
    setBusy(true);
    const result = file ? await calls.upload(threadId, file, trimmed) : await calls.write(threadId, trimmed);
    setBusy(false);
    if (!result.ok) {
      const { fields, message } = refusal(t, result);
      setFieldError(fields.text ?? '');
      setError(message);
      return;
    }
    setText('');
    setFile(null);
    setFieldError('');
    setFileError('');
    setError('');
    setReload((n) => n + 1);
  };
  const close = async () => {
    const result = await calls.close(threadId);
    if (result.ok) setData(result.data);
    else setError(failureText(t, result));
  };

  if (!data && error) return <ErrorState text={error} onRetry={() => setReload((n) => n + 1)} />;
  if (!data) return <SkeletonList rows={3} />;
  const closed = data.thread.state === 'closed';
  return (
    <div className="bf-support" data-testid={testId} data-thread={data.thread.id} data-state={data.thread.state}>
      <p className="bf-muted">
        <Badge tone={data.thread.state === 'answered' ? 'accent' : 'neutral'}>
          {t(`office_support_state_${data.thread.state}`)}
        </Badge>
      </p>
      <ol className="bf-chat" aria-live="polite" aria-label={t('office_support_messages')}>
        {data.messages.map((m) => (
          <li key={m.id} className="bf-chat-message" data-author={m.author}>
            <span className="bf-chat-meta">
              {t(m.author === 'player' ? 'office_support_you' : 'office_support_consultant')} ·{' '}
              {formatDate(new Date(m.createdAt), { locale: lang }, 'dateTime')}
            </span>
            {m.text && <p className="bf-chat-text">{m.text}</p>}
            {m.attachments.map((a) => (
              <span key={a.id} className="bf-chat-meta" data-attachment={a.id}>
                {t('office_support_attached', { name: a.fileName, size: Math.ceil(a.size / 1024) })}
              </span>
            ))}
          </li>
        ))}
      </ol>
      {closed ? (
        <p className="bf-muted">{t('office_support_closed')}</p>
      ) : (
        <form className="bf-support-form" onSubmit={send} noValidate>
          <MessageField
            id={`${id}-text`}
            label={t('office_support_your_message')}
            value={text}
            onValue={setText}
            error={fieldError}
            maxLength={4000}
            testId={`${testId}-text`}
          />
          {files && (
            <FieldFrame
              id={`${id}-file`}
              label={t('office_support_attach')}
              hint={t('office_support_file_rules')}
              error={fileError}
            >
              <input
                id={`${id}-file`}
                type="file"
                accept="image/jpeg,image/png,image/webp,application/pdf"
                data-testid={`${testId}-file`}
                onChange={async (e) => {
                  const chosen = (e.target as HTMLInputElement).files?.[0] ?? null;
                  setFile(chosen);
                  const problem = chosen ? await fileProblem(chosen) : '';
                  setFileError(problem ? t(`error_${problem}`) : '');
                }}
              />
            </FieldFrame>
          )}
          <div className="bf-row bf-wrap">
            <Button type="submit" variant="primary" busy={busy} data-testid={`${testId}-send`}>
              {t('office_support_send')}
            </Button>
            <Button type="button" variant="ghost" onClick={close} data-testid={`${testId}-close`}>
              {t('office_support_close')}
            </Button>
          </div>
        </form>
      )}
      {error && (
        <p className="bf-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
