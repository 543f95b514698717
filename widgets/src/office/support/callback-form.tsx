/**
 * The callback form (SPEC §2 "callback form (optional reason types and consultant)"): the number to call, a
 * reason (optional), when to call, and whether a consultant should call.
 */
import {
  type CallbackReason,
  type CallbackTime,
  callbackReasons,
  callbackRequest,
  callbackTimes,
} from '@betframe/sdk/office';
import { type FormEvent, useId, useState } from 'react';
import type { AppT } from '../../runtime';
import { Button } from '../../runtime/ui/button';
import { Checkbox, RadioGroup } from '../../runtime/ui/choice';
import { TextField } from '../../runtime/ui/field';
import { Select } from '../../runtime/ui/select';
import { refusal, ruleText } from '../profile/form-status';
import { MessageField } from './message-field';
import type { SupportCalls } from './support-client';

export function CallbackForm({ calls, t }: { calls: SupportCalls; t: AppT }) {
  const id = useId();
  const [phone, setPhone] = useState('');
  const [reason, setReason] = useState<CallbackReason | undefined>(undefined);
  const [time, setTime] = useState<CallbackTime>('asap');
  const [consultant, setConsultant] = useState(false);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    const found = { phone: ruleText(t, callbackRequest.shape.phone, phone) };
    setErrors(found);
    if (found.phone) return;
    setBusy(true);
    const result = await calls.callback({
      phone: phone.trim(),
      preferredTime: time,
      consultant,
      ...(reason ? { reason } : {}),
      ...(comment.trim() ? { comment: comment.trim() } : {}),
    });
    setBusy(false);
    if (!result.ok) {
      const { fields, message } = refusal(t, result);
      setErrors(fields);
      return setStatus(message);
    }
    setComment('');
    setStatus(t('office_support_callback_sent'));
  };

  return (
    <form className="bf-support-form" onSubmit={submit} noValidate data-testid="callback-form">
      <p className="bf-muted">{t('office_support_callback_intro')}</p>
      <TextField
        id={`${id}-phone`}
        type="tel"
        autoComplete="tel"
        label={t('office_support_phone')}
        value={phone}
        onValue={setPhone}
        error={errors.phone}
        maxLength={24}
      />
      <Select
        id={`${id}-reason`}
        label={t('office_support_reason')}
        placeholder={t('office_support_reason_none')}
        options={callbackReasons.map((value) => ({ value, label: t(`office_support_reason_${value}`) }))}
        value={reason}
        onChange={setReason}
        error={errors.reason}
      />
      <RadioGroup
        legend={t('office_support_time')}
        name={`${id}-time`}
        options={callbackTimes.map((value) => ({ value, label: t(`office_support_time_${value}`) }))}
        value={time}
        onChange={setTime}
      />
      <Checkbox label={t('office_support_by_consultant')} checked={consultant} onChange={setConsultant} />
      <MessageField
        id={`${id}-comment`}
        label={t('office_support_comment')}
        value={comment}
        onValue={setComment}
        error={errors.comment}
        maxLength={1000}
      />
      <Button type="submit" variant="primary" busy={busy} data-testid="callback-send">
        {t('office_support_callback_send')}
      </Button>
      {status && (
        <p className="bf-muted" role="status" data-testid="callback-status">
          {status}
        </p>
      )}
    </form>
  );
}
