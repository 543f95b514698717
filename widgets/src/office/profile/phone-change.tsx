/**
 * Phone binding, activation and change (SPEC §2, the four steps of SPEC §4): the new number gets a code by SMS
 * or, if the player asks, by Telegram (SPEC §7 telegram code variant; the development outbox in development); the code confirms it; replacing a number also asks the secure
 * question's answer; then the number is saved. Adding the first number skips the answer.
 */
import { confirmCodeSchema, type PhoneChangeStepData, phoneSchema } from '@betframe/sdk/account';
import { type FormEvent, useState } from 'react';
import type { AppT } from '../../runtime';
import { Button } from '../../runtime/ui/button';
import { TextField } from '../../runtime/ui/field';
import { refusal, ruleText } from './form-status';
import type { ProfileCalls } from './profile-client';

type Step = 'number' | PhoneChangeStepData['step'];

export function PhoneChange({
  calls,
  t,
  current,
  onChanged,
}: {
  calls: ProfileCalls;
  t: AppT;
  current: string | null;
  onChanged: () => void;
}) {
  const [step, setStep] = useState<Step>('number');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [byTelegram, setByTelegram] = useState(false);

  /** Runs one step: the answer's step comes back, or the refusal is shown. */
  const run = async (call: () => ReturnType<ProfileCalls['phoneCheckCode']>) => {
    setBusy(true);
    const result = await call();
    setBusy(false);
    if (!result.ok) {
      const { fields, message } = refusal(t, result);
      setError(Object.values(fields)[0] ?? '');
      setStatus(message);
      return;
    }
    setError('');
    setStatus('');
    setStep(result.data.step);
    if (result.data.step === 'answer_accepted') {
      // Nothing more to ask: save the number at once.
      const saved = await calls.phoneUpdate(phone);
      if (!saved.ok) return setStatus(refusal(t, saved).message || refusal(t, saved).fields.phone || '');
      setStep('number');
      setPhone('');
      setCode('');
      setAnswer('');
      setStatus(t('office_phone_saved'));
      onChanged();
    }
  };

  const sendCode = async (telegram: boolean) => {
    const problem = ruleText(t, phoneSchema, phone);
    setError(problem);
    if (problem) return;
    setByTelegram(telegram);
    await run(() => calls.phoneSendCode(phone, telegram));
    setCode('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (step === 'number') {
      await sendCode(false);
    } else if (step === 'code_sent') {
      const problem = ruleText(t, confirmCodeSchema, code);
      setError(problem);
      if (!problem) await run(() => calls.phoneCheckCode(code));
    } else if (step === 'code_confirmed') {
      const problem = answer.trim() ? '' : t('auth_required_field');
      setError(problem);
      if (!problem) await run(() => calls.phoneCheckAnswer(answer));
    }
  };

  const field =
    step === 'number'
      ? { id: 'bf-new-phone', label: t('office_new_phone'), value: phone, set: setPhone, mode: 'tel' as const }
      : step === 'code_sent'
        ? { id: 'bf-phone-code', label: t('office_code'), value: code, set: setCode, mode: 'numeric' as const }
        : {
            id: 'bf-phone-answer',
            label: t('office_secure_answer'),
            value: answer,
            set: setAnswer,
            mode: 'text' as const,
          };

  return (
    <section aria-labelledby="bf-phone-title" data-testid="phone-change" data-step={step} className="bf-profile-form">
      <h3 className="bf-title" id="bf-phone-title">
        {t(current ? 'office_change_phone' : 'office_bind_phone')}
      </h3>
      <p className="bf-muted" data-testid="phone-current">
        {current ? t('office_phone_current', { phone: `+${current}` }) : t('office_phone_none')}
      </p>
      <ol className="bf-steps" aria-label={t('office_steps')}>
        {(['number', 'code_sent', ...(current ? (['code_confirmed'] as const) : [])] as const).map((s) => (
          <li key={s} aria-current={s === step ? 'step' : undefined}>
            {t(`office_phone_step_${s}`)}
          </li>
        ))}
      </ol>
      <form onSubmit={submit} noValidate>
        <TextField
          key={field.id}
          id={field.id}
          label={field.label}
          inputMode={field.mode}
          type={field.mode === 'tel' ? 'tel' : 'text'}
          autoComplete={field.mode === 'tel' ? 'tel' : field.mode === 'numeric' ? 'one-time-code' : 'off'}
          value={field.value}
          onValue={field.set}
          error={error}
          {...(step === 'code_sent'
            ? {
                hint: t(byTelegram ? 'office_code_sent_telegram' : 'office_code_sent', {
                  to: `+${phone.replace(/\D/g, '')}`,
                }),
              }
            : {})}
        />
        <div className="bf-row bf-wrap">
          <Button type="submit" variant="primary" busy={busy}>
            {t(step === 'number' ? 'office_send_code' : 'office_confirm')}
          </Button>
          {step === 'number' && (
            <Button type="button" busy={busy} onClick={() => void sendCode(true)} data-testid="phone-send-telegram">
              {t('office_send_code_telegram')}
            </Button>
          )}
          {step !== 'number' && (
            <Button type="button" variant="ghost" onClick={() => setStep('number')}>
              {t('office_cancel')}
            </Button>
          )}
        </div>
      </form>
      {status && (
        <p role="status" className="bf-muted">
          {status}
        </p>
      )}
    </section>
  );
}
