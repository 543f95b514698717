/**
 * The block page for restricted geography and the block-appeal page (SPEC §2; docs/verification.md
 * "Geography"): the block page says why and leads to the appeal; the appeal form posts name, e-mail and message
 * to the server, which keeps it for the operator desk.
 */
import { type AppealRequest, appealRequestSchema } from '@betframe/sdk/verification';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../widgets/src/runtime/ui/button';
import { TextField } from '../../../widgets/src/runtime/ui/field';
import type { SiteLanguage } from '../routing/normalize-path';
import { pathOf } from '../routing/routes';
import type { SiteT } from '../texts/site-texts';
import { postAppeal } from './geo-client';

export function BlockPage({ lang, t, country }: { lang: SiteLanguage; t: SiteT; country: string | null }) {
  return (
    <section data-testid="restricted" className="site-card site-narrow">
      <h1>{t('site_restricted_title')}</h1>
      <p>{t('site_restricted_text')}</p>
      {country && <p className="site-muted">{t('geo_country', { country: country.toUpperCase() })}</p>}
      <p>{t('geo_appeal_invite')}</p>
      <a href={pathOf('blockAppeal', lang)} data-testid="block-appeal-link">
        {t('geo_appeal_link')}
      </a>
    </section>
  );
}

type Field = keyof AppealRequest;
const fields: readonly Field[] = ['name', 'email', 'message'];

export function BlockAppealPage({ t, partner, search }: { t: SiteT; partner: number; search: string }) {
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [state, setState] = useState<
    { kind: 'idle' | 'sending' } | { kind: 'sent'; id: number } | { kind: 'failed'; text: string }
  >({
    kind: 'idle',
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = appealRequestSchema.safeParse(values);
    if (!parsed.success) {
      const wrong = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      setErrors(Object.fromEntries(fields.filter((f) => wrong.has(f)).map((f) => [f, t(`geo_appeal_${f}_invalid`)])));
      return;
    }
    setErrors({});
    setState({ kind: 'sending' });
    const result = await postAppeal(partner, search, parsed.data);
    if (result.ok) return setState({ kind: 'sent', id: result.data.id });
    const named = fields.filter((f) => f in result.fieldErrors);
    if (named.length > 0) setErrors(Object.fromEntries(named.map((f) => [f, t(`geo_appeal_${f}_invalid`)])));
    setState({
      kind: 'failed',
      text: result.code === 'too_many_appeals' ? t('error_too_many_appeals') : t('geo_appeal_failed'),
    });
  };

  return (
    <section data-testid="block-appeal" className="site-card site-narrow">
      <h1>{t('site_block_appeal_title')}</h1>
      {state.kind === 'sent' ? (
        <p role="status" data-testid="block-appeal-sent">
          {t('geo_appeal_sent', { id: state.id })}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="site-form" aria-label={t('site_block_appeal_title')}>
          <p>{t('geo_appeal_text')}</p>
          <TextField
            label={t('geo_appeal_name')}
            name="name"
            autoComplete="name"
            value={values.name}
            onValue={(name) => setValues((v) => ({ ...v, name }))}
            {...(errors.name ? { error: errors.name } : {})}
          />
          <TextField
            label={t('geo_appeal_email')}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onValue={(email) => setValues((v) => ({ ...v, email }))}
            {...(errors.email ? { error: errors.email } : {})}
          />
          <AppealMessage
            t={t}
            value={values.message}
            error={errors.message}
            onValue={(message) => setValues((v) => ({ ...v, message }))}
          />
          {state.kind === 'failed' && (
            <p role="alert" className="site-error">
              {state.text}
            </p>
          )}
          <Button type="submit" variant="primary" busy={state.kind === 'sending'} data-testid="block-appeal-submit">
            {t('geo_appeal_submit')}
          </Button>
        </form>
      )}
    </section>
  );
}

/** The kit has no multi-line field: a textarea in the kit field's look, labelled and described the same way. */
function AppealMessage({
  t,
  value,
  error,
  onValue,
}: {
  t: SiteT;
  value: string;
  error: string | undefined;
  onValue: (value: string) => void;
}) {
  return (
    <div className="site-field">
      <label htmlFor="geo-appeal-message">{t('geo_appeal_message')}</label>
      <textarea
        id="geo-appeal-message"
        name="message"
        rows={5}
        maxLength={2000}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'geo-appeal-message-error' : undefined}
        onInput={(e) => onValue(e.currentTarget.value)}
      />
      {error && (
        <span id="geo-appeal-message-error" role="alert" className="site-error">
          {error}
        </span>
      )}
    </div>
  );
}
