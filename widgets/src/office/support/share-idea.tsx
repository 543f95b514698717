/** Share an idea (SPEC §2 office "share idea"): what it is about and the idea; the operator reads it on the desk. */
import { ideaAreas, ideaRequest } from '@betframe/sdk/office';
import { type FormEvent, useId, useMemo, useState } from 'react';
import type { AppT } from '../../runtime';
import { Button } from '../../runtime/ui/button';
import { SegmentedControl } from '../../runtime/ui/segmented';
import type { OfficeClient } from '../office-client';
import { refusal, ruleText } from '../profile/form-status';
import { MessageField } from './message-field';
import { supportCalls } from './support-client';
import { supportStyle } from './support-styles';

type Area = (typeof ideaAreas)[number];

export function ShareIdea({ client, t }: { client: OfficeClient; t: AppT }) {
  const id = useId();
  const calls = useMemo(() => supportCalls(client), [client]);
  const [area, setArea] = useState<Area>('site');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('');
    const found = ruleText(t, ideaRequest.shape.text, text);
    setError(found);
    if (found) return;
    setBusy(true);
    const result = await calls.idea(area, text.trim());
    setBusy(false);
    if (!result.ok) {
      const { fields, message } = refusal(t, result);
      setError(fields.text ?? '');
      return setStatus(message);
    }
    setText('');
    setStatus(t('office_idea_thanks'));
  };
  return (
    <section ref={supportStyle} className="bf-support" aria-label={t('office_screen_idea')} data-testid="office-idea">
      <form className="bf-support-form" onSubmit={submit} noValidate>
        <p className="bf-muted">{t('office_idea_intro')}</p>
        <SegmentedControl
          label={t('office_idea_area')}
          options={ideaAreas.map((value) => ({ value, label: t(`office_idea_area_${value}`) }))}
          value={area}
          onChange={setArea}
        />
        <MessageField
          id={`${id}-text`}
          label={t('office_idea_text')}
          value={text}
          onValue={setText}
          error={error}
          maxLength={2000}
          testId="idea-text"
        />
        <Button type="submit" variant="primary" busy={busy} data-testid="idea-send">
          {t('office_idea_send')}
        </Button>
        {status && (
          <p className="bf-muted" role="status" data-testid="idea-status">
            {status}
          </p>
        )}
      </form>
    </section>
  );
}
