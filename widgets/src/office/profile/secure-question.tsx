/**
 * Security question (SPEC §2): the current question, and setting one — from the list or the player's own — with
 * its answer. Replacing an answer already set needs the password (the server's rule: a stolen session alone must
 * not reset the safety net). The phone change asks this answer.
 */
import {
  type CurrentSecureQuestionData,
  type SecureQuestion,
  setCustomSecureQuestionRequest,
  setSecureAnswerRequest,
} from '@betframe/sdk/account';
import { type FormEvent, useEffect, useState } from 'react';
import type { AppT } from '../../runtime';
import { Button } from '../../runtime/ui/button';
import { TextField } from '../../runtime/ui/field';
import { Select } from '../../runtime/ui/select';
import { refusal, ruleText } from './form-status';
import type { ProfileCalls } from './profile-client';

const CUSTOM = 'custom';

export function SecureQuestionForm({ calls, t, onChanged }: { calls: ProfileCalls; t: AppT; onChanged: () => void }) {
  const [current, setCurrent] = useState<CurrentSecureQuestionData | null>(null);
  const [questions, setQuestions] = useState<SecureQuestion[]>([]);
  const [choice, setChoice] = useState('');
  const [own, setOwn] = useState('');
  const [answer, setAnswer] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    void version;
    calls.secureQuestion().then((r) => r.ok && setCurrent(r.data));
    calls.secureQuestions().then((r) => r.ok && setQuestions(r.data.questions));
  }, [calls, version]);

  const questionText = (q: { id: number; text: string }) => {
    const key = `office_secure_question_${q.id}`;
    const text = t(key);
    return text === key ? q.text : text;
  };
  const set = current !== null && current.question !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    const custom = choice === CUSTOM;
    const found = {
      question: choice ? '' : t('auth_required_field'),
      own: custom ? ruleText(t, setCustomSecureQuestionRequest.shape.question, own) : '',
      answer: ruleText(t, setSecureAnswerRequest.shape.answer, answer),
      password: set && !password ? t('auth_required_field') : '',
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    const result = custom
      ? await calls.setCustomQuestion(own, answer, password)
      : await calls.setSecureAnswer(Number(choice), answer, password);
    setBusy(false);
    if (!result.ok) {
      const { fields, message } = refusal(t, result);
      setErrors({ ...fields, own: fields.question ?? '', question: fields.question_id ?? '' });
      return setStatus(message);
    }
    setAnswer('');
    setPassword('');
    setOwn('');
    setErrors({});
    setStatus(t('office_secure_saved'));
    setVersion((v) => v + 1);
    onChanged();
  };

  if (!current) return null;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="bf-secure-title"
      data-testid="secure-question"
      className="bf-profile-form"
    >
      <h3 className="bf-title" id="bf-secure-title">
        {t('office_secure_question')}
      </h3>
      <p className="bf-muted" data-testid="secure-current">
        {set
          ? t('office_secure_current', {
              question:
                current.questionId !== null
                  ? questionText({ id: current.questionId, text: current.question ?? '' })
                  : (current.question ?? ''),
            })
          : t('office_secure_none')}
      </p>
      <Select
        label={t('office_secure_choose')}
        name="question"
        value={choice || undefined}
        placeholder={t('office_secure_choose')}
        onChange={setChoice}
        error={errors.question}
        options={[
          ...questions.map((q) => ({ value: String(q.id), label: questionText(q) })),
          { value: CUSTOM, label: t('office_secure_own') },
        ]}
      />
      {choice === CUSTOM && (
        <TextField
          id="bf-secure-own"
          label={t('office_secure_own_text')}
          value={own}
          onValue={setOwn}
          error={errors.own}
        />
      )}
      <TextField
        id="bf-secure-answer"
        label={t('office_secure_answer')}
        value={answer}
        onValue={setAnswer}
        error={errors.answer}
        autoComplete="off"
      />
      {set && (
        <TextField
          id="bf-secure-password"
          label={t('office_current_password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
          error={errors.password}
        />
      )}
      <Button type="submit" variant="primary" busy={busy}>
        {t('office_save')}
      </Button>
      {status && (
        <p role="status" className="bf-muted">
          {status}
        </p>
      )}
    </form>
  );
}
