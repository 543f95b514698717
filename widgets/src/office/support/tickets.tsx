/**
 * Support tickets: the player's tickets (newest first, with their state) and a new ticket — a subject, the
 * question and up to three files, each sent after the ticket by the verification upload rules (JPEG, PNG, WebP or
 * PDF, 10 MB). A ticket opens as its conversation.
 */
import { formatDate } from '@betframe/sdk/format';
import type { SupportThread } from '@betframe/sdk/office';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { AppT } from '../../runtime';
import { failureText } from '../../runtime/accounts/form-parts';
import { Button } from '../../runtime/ui/button';
import { Badge } from '../../runtime/ui/chip';
import { FieldFrame, TextField } from '../../runtime/ui/field';
import { EmptyState, SkeletonList } from '../../runtime/ui/states';
import { refusal } from '../profile/form-status';
import { Conversation } from './conversation';
import { MessageField } from './message-field';
import { fileProblem, type SupportCalls } from './support-client';

const MAX_FILES = 3;

export function Tickets({ calls, t, lang, refresh }: { calls: SupportCalls; t: AppT; lang: string; refresh: number }) {
  const id = useId();
  const [tickets, setTickets] = useState<SupportThread[] | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    let live = true;
    void refresh;
    void reload;
    calls.threads('ticket').then((result) => {
      if (!live) return;
      if (result.ok) setTickets(result.data.items);
      else setStatus(failureText(t, result));
    });
    return () => {
      live = false;
    };
  }, [calls, refresh, reload, t]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = await Promise.all(files.map(fileProblem));
    const problem = files.findIndex((_, i) => problems[i]);
    const found = {
      subject: subject.trim() ? '' : t('auth_required_field'),
      text: text.trim() ? '' : t('auth_required_field'),
      files:
        files.length > MAX_FILES
          ? t('office_support_too_many_files', { count: MAX_FILES })
          : problem >= 0
            ? `${files[problem]?.name}: ${t(`error_${problems[problem]}`)}`
            : '',
    };
    setErrors(found);
    if (found.subject || found.text || found.files) return;
    setBusy(true);
    setStatus('');
    const created = await calls.ticket(subject.trim(), text.trim());
    if (!created.ok) {
      setBusy(false);
      const { fields, message } = refusal(t, created);
      setErrors(fields);
      return setStatus(message);
    }
    const refused: string[] = [];
    for (const file of files) {
      const sent = await calls.upload(created.data.thread.id, file);
      if (!sent.ok) {
        const own = t(`error_${sent.code}`);
        refused.push(`${file.name}: ${own === `error_${sent.code}` ? failureText(t, sent) : own}`);
      }
    }
    setBusy(false);
    setSubject('');
    setText('');
    setFiles([]);
    setStatus([t('office_support_ticket_sent', { id: created.data.thread.id }), ...refused].filter(Boolean).join(' '));
    setReload((n) => n + 1);
  };

  if (open !== null)
    return (
      <div className="bf-support">
        <Button variant="ghost" size="sm" onClick={() => setOpen(null)} data-testid="ticket-back">
          {t('office_support_back')}
        </Button>
        <Conversation calls={calls} t={t} lang={lang} threadId={open} refresh={refresh} testId="ticket" />
      </div>
    );
  return (
    <div className="bf-support" data-testid="support-tickets">
      {!tickets ? (
        <SkeletonList rows={2} />
      ) : tickets.length === 0 ? (
        <EmptyState title={t('office_support_no_tickets')} icon="info" />
      ) : (
        <ul className="bf-support-list">
          {tickets.map((ticket) => (
            <li key={ticket.id} className="bf-support-item" data-ticket={ticket.id}>
              <span className="bf-grow">
                #{ticket.id} {ticket.subject}
              </span>
              <Badge tone={ticket.state === 'answered' ? 'accent' : 'neutral'}>
                {t(`office_support_state_${ticket.state}`)}
              </Badge>
              <span className="bf-muted">{formatDate(new Date(ticket.updatedAt), { locale: lang }, 'dateTime')}</span>
              <Button size="sm" onClick={() => setOpen(ticket.id)}>
                {t('office_support_open')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="bf-support-form" onSubmit={submit} noValidate data-testid="ticket-form">
        <h3 className="bf-title">{t('office_support_new_ticket')}</h3>
        <TextField
          id={`${id}-subject`}
          label={t('office_support_subject')}
          value={subject}
          onValue={setSubject}
          error={errors.subject}
          maxLength={200}
        />
        <MessageField
          id={`${id}-text`}
          label={t('office_support_question')}
          value={text}
          onValue={setText}
          error={errors.text}
          maxLength={4000}
        />
        <FieldFrame
          id={`${id}-files`}
          label={t('office_support_attach')}
          hint={t('office_support_file_rules')}
          error={errors.files}
        >
          <input
            id={`${id}-files`}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,application/pdf"
            data-testid="ticket-files"
            onChange={(e) => setFiles([...((e.target as HTMLInputElement).files ?? [])])}
          />
        </FieldFrame>
        <Button type="submit" variant="primary" busy={busy}>
          {t('office_support_send_ticket')}
        </Button>
        {status && (
          <p className="bf-muted" role="status">
            {status}
          </p>
        )}
      </form>
    </div>
  );
}
