/**
 * The self-assessment test: the nine PGSI questions, each answered never … almost always; the server scores them
 * into a band with advice and independent help links (`POST /web-api/limits/test-answers`).
 */
import { selfAssessmentQuestions, type TestResult } from '@betframe/sdk/limits';
import { useState } from 'react';
import type { LimitsClient } from '../runtime/limits/limits-client';
import { Button } from '../runtime/ui/button';
import { RadioGroup } from '../runtime/ui/choice';
import type { Format } from './limits-screen';

const answers = ['0', '1', '2', '3'] as const;
type Answer = (typeof answers)[number];

export function SelfAssessment({ client, f }: { client: LimitsClient; f: Format }) {
  const { t } = f;
  const [chosen, setChosen] = useState<Array<Answer | undefined>>(() => Array(selfAssessmentQuestions).fill(undefined));
  const [result, setResult] = useState<TestResult | null>(null);
  const complete = chosen.every((a) => a !== undefined);
  return (
    <section data-testid="self-assessment">
      <h3>{t('limits.test_title')}</h3>
      <p className="bf-muted">{t('limits.test_hint')}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!complete) return;
          void client.test(chosen.map(Number)).then((r) => r.ok && setResult(r.data));
        }}
      >
        {chosen.map((value, i) => (
          <RadioGroup
            key={`q${i + 1}`}
            legend={`${i + 1}. ${t(`limits.test_q${i + 1}`)}`}
            options={answers.map((a) => ({ value: a, label: t(`limits.test_a${a}`) }))}
            value={value}
            onChange={(next) => setChosen((all) => all.map((old, j) => (j === i ? next : old)))}
            name={`test-q${i + 1}`}
          />
        ))}
        <Button type="submit" variant="primary" disabled={!complete} data-testid="test-submit">
          {t('limits.test_submit')}
        </Button>
      </form>
      {result ? (
        <div role="status" data-testid="test-result" data-band={result.band}>
          <p>
            <strong>{t('limits.test_score', { score: result.score })}</strong>
          </p>
          <p>{t(result.advice)}</p>
          {result.links.length > 0 ? (
            <>
              <p>{t('limits.test_links')}</p>
              <ul>
                {result.links.map((link) => (
                  <li key={link.url}>
                    <a href={link.url} target="_blank" rel="noopener noreferrer">
                      {link.name}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
