/**
 * The payment consultant (SPEC §2 office "payment consultant (requests, create by topic, request transactions,
 * fill out)"): the player's requests; a new one by topic for one of the player's deposits or withdrawals; the
 * fill-out form of a new request (amount, day paid, reference, what happened); then the conversation with the
 * consultant. docs/office.md "Support".
 */
import { formatDate, formatMoney } from '@betframe/sdk/format';
import {
  type ConsultantTransaction,
  type PaymentTopic,
  paymentRequestFill,
  paymentTopics,
  type SupportThread,
} from '@betframe/sdk/office';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import type { AppT } from '../../runtime';
import { failureText } from '../../runtime/accounts/form-parts';
import { Button } from '../../runtime/ui/button';
import { Badge } from '../../runtime/ui/chip';
import { TextField } from '../../runtime/ui/field';
import { Select } from '../../runtime/ui/select';
import { EmptyState, SkeletonList } from '../../runtime/ui/states';
import type { OfficeClient } from '../office-client';
import { refusal, ruleText } from '../profile/form-status';
import { Conversation } from './conversation';
import { MessageField } from './message-field';
import { type SupportCalls, supportCalls } from './support-client';
import { supportStyle } from './support-styles';

const money = (tx: ConsultantTransaction, lang: string) => formatMoney(tx.amount, tx.currency, lang);

export function PaymentConsultant({
  client,
  t,
  lang,
  refresh,
}: {
  client: OfficeClient;
  t: AppT;
  lang: string;
  refresh: number;
}) {
  const calls = useMemo(() => supportCalls(client), [client]);
  const [requests, setRequests] = useState<SupportThread[] | null>(null);
  const [transactions, setTransactions] = useState<ConsultantTransaction[]>([]);
  const [open, setOpen] = useState<SupportThread | null>(null);
  const [topic, setTopic] = useState<PaymentTopic | undefined>(undefined);
  const [paymentId, setPaymentId] = useState<string | undefined>(undefined);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [reload, setReload] = useState(0);

  useEffect(() => {
    let live = true;
    void refresh;
    void reload;
    Promise.all([calls.paymentRequests(), calls.transactions()]).then(([list, txs]) => {
      if (!live) return;
      if (list.ok) setRequests(list.data.items);
      else setStatus(failureText(t, list));
      if (txs.ok) setTransactions(txs.data.items);
    });
    return () => {
      live = false;
    };
  }, [calls, refresh, reload, t]);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      topic: topic ? '' : t('auth_required_field'),
      paymentId: paymentId ? '' : t('auth_required_field'),
    };
    setErrors(found);
    if (!topic || !paymentId) return;
    const result = await calls.paymentRequest(topic, Number(paymentId));
    if (!result.ok) return setStatus(refusal(t, result).message || failureText(t, result));
    setOpen(result.data.thread);
    setReload((n) => n + 1);
  };

  if (open)
    return (
      <section
        ref={supportStyle}
        className="bf-support"
        aria-label={t('office_screen_consultant')}
        data-testid="office-consultant"
      >
        <Button variant="ghost" size="sm" onClick={() => setOpen(null)} data-testid="consultant-back">
          {t('office_support_back')}
        </Button>
        <h3 className="bf-title">
          {t(`office_consultant_topic_${open.topic ?? 'other'}`)}
          {open.payment && ` · ${t(`office_consultant_${open.payment.direction}`)} #${open.payment.id}`}
        </h3>
        {open.state === 'draft' ? (
          <FillOut
            calls={calls}
            t={t}
            request={open}
            onFilled={(thread) => {
              setOpen(thread);
              setReload((n) => n + 1);
            }}
          />
        ) : (
          <Conversation
            calls={calls}
            t={t}
            lang={lang}
            threadId={open.id}
            refresh={refresh}
            testId="consultant-thread"
          />
        )}
      </section>
    );

  return (
    <section
      ref={supportStyle}
      className="bf-support"
      aria-label={t('office_screen_consultant')}
      data-testid="office-consultant"
    >
      <p className="bf-muted">{t('office_consultant_intro')}</p>
      {!requests ? (
        <SkeletonList rows={2} />
      ) : requests.length === 0 ? (
        <EmptyState title={t('office_consultant_none')} icon="info" />
      ) : (
        <ul className="bf-support-list">
          {requests.map((r) => (
            <li key={r.id} className="bf-support-item" data-request={r.id}>
              <span className="bf-grow">
                #{r.id} {t(`office_consultant_topic_${r.topic ?? 'other'}`)}
                {r.payment &&
                  ` · ${t(`office_consultant_${r.payment.direction}`)} #${r.payment.id}, ${money(r.payment, lang)}`}
              </span>
              <Badge tone={r.state === 'answered' ? 'accent' : 'neutral'}>{t(`office_support_state_${r.state}`)}</Badge>
              <Button size="sm" onClick={() => setOpen(r)}>
                {t(r.state === 'draft' ? 'office_consultant_fill' : 'office_support_open')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className="bf-support-form" onSubmit={create} noValidate data-testid="consultant-create">
        <h3 className="bf-title">{t('office_consultant_new')}</h3>
        <Select
          id="bf-consultant-topic"
          label={t('office_consultant_topic')}
          placeholder={t('office_consultant_choose')}
          options={paymentTopics.map((value) => ({ value, label: t(`office_consultant_topic_${value}`) }))}
          value={topic}
          onChange={setTopic}
          error={errors.topic}
        />
        {transactions.length === 0 ? (
          <p className="bf-muted">{t('office_consultant_no_payments')}</p>
        ) : (
          <Select
            id="bf-consultant-payment"
            label={t('office_consultant_payment')}
            placeholder={t('office_consultant_choose')}
            options={transactions.map((tx) => ({
              value: String(tx.id),
              label: `${t(`office_consultant_${tx.direction}`)} #${tx.id} · ${money(tx, lang)} · ${formatDate(new Date(tx.createdAt), { locale: lang }, 'date')}`,
            }))}
            value={paymentId}
            onChange={setPaymentId}
            error={errors.paymentId}
          />
        )}
        <Button type="submit" variant="primary" disabled={transactions.length === 0}>
          {t('office_consultant_create')}
        </Button>
        {status && (
          <p className="bf-error" role="alert">
            {status}
          </p>
        )}
      </form>
    </section>
  );
}

function FillOut({
  calls,
  t,
  request,
  onFilled,
}: {
  calls: SupportCalls;
  t: AppT;
  request: SupportThread;
  onFilled: (thread: SupportThread) => void;
}) {
  const id = useId();
  const [amount, setAmount] = useState(request.payment ? String(request.payment.amount) : '');
  const [paidOn, setPaidOn] = useState(request.payment ? request.payment.createdAt.slice(0, 10) : '');
  const [reference, setReference] = useState('');
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const shape = paymentRequestFill.shape;
    const found = {
      amount: ruleText(t, shape.amount, amount),
      paidOn: ruleText(t, shape.paidOn, paidOn),
      text: text.trim() ? '' : t('auth_required_field'),
    };
    setErrors(found);
    if (found.amount || found.paidOn || found.text) return;
    setBusy(true);
    const result = await calls.fill(request.id, {
      amount: Number(amount),
      paidOn,
      reference: reference.trim(),
      text: text.trim(),
    });
    setBusy(false);
    if (!result.ok) {
      const { fields, message } = refusal(t, result);
      setErrors(fields);
      return setStatus(message);
    }
    onFilled(result.data.thread);
  };
  return (
    <form className="bf-support-form" onSubmit={submit} noValidate data-testid="consultant-fill">
      <TextField
        id={`${id}-amount`}
        label={t('office_consultant_amount')}
        inputMode="decimal"
        value={amount}
        onValue={setAmount}
        error={errors.amount}
      />
      <TextField
        id={`${id}-paid`}
        type="date"
        label={t('office_consultant_paid_on')}
        value={paidOn}
        onValue={setPaidOn}
        error={errors.paidOn}
      />
      <TextField
        id={`${id}-ref`}
        label={t('office_consultant_reference')}
        value={reference}
        onValue={setReference}
        error={errors.reference}
        maxLength={100}
      />
      <MessageField
        id={`${id}-text`}
        label={t('office_consultant_what_happened')}
        value={text}
        onValue={setText}
        error={errors.text}
        maxLength={4000}
      />
      <Button type="submit" variant="primary" busy={busy}>
        {t('office_consultant_send')}
      </Button>
      {status && (
        <p className="bf-error" role="alert">
          {status}
        </p>
      )}
    </form>
  );
}
