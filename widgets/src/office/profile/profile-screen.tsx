/**
 * Profile (SPEC §2 office: account, account edit, change login, change and activate e-mail, phone
 * binding/activation/change, security question, new PIN code): the account's data as the server keeps it, then one form per change. Each form reloads
 * the data when it saved something.
 */
import type { AccountProfileData } from '@betframe/sdk/account';
import { countryById } from '@betframe/sdk/dictionaries';
import { useEffect, useMemo, useState } from 'react';
import type { AppT } from '../../runtime';
import { kitCss } from '../../runtime/ui/kit-css';
import { ErrorState, SkeletonList } from '../../runtime/ui/states';
import type { OfficeClient } from '../office-client';
import { AccountFieldsForm } from './account-fields-form';
import { EmailChange } from './email-change';
import { refusal } from './form-status';
import { LoginChange } from './login-change';
import { PhoneChange } from './phone-change';
import { PinCode } from './pin-code';
import { profileCalls } from './profile-client';
import { SecureQuestionForm } from './secure-question';

const style = kitCss(
  'office-profile',
  `
.bf-profile { display: grid; gap: var(--bf-space-4); }
.bf-profile-form { display: grid; gap: var(--bf-space-3); padding: var(--bf-space-4); border: 1px solid var(--bf-color-border);
  border-radius: var(--bf-radius-lg); background: var(--bf-color-surface); min-inline-size: 0; }
.bf-profile-form > form { display: grid; gap: var(--bf-space-3); }
.bf-profile-form .bf-title { margin: 0; }
.bf-profile-facts { display: grid; grid-template-columns: minmax(8em, max-content) minmax(0, 1fr); gap: var(--bf-space-2) var(--bf-space-4); margin: 0; }
.bf-profile-facts dt { color: var(--bf-color-muted); }
.bf-profile-facts dd { margin: 0; overflow-wrap: anywhere; }
.bf-steps { display: flex; flex-wrap: wrap; gap: var(--bf-space-2); margin: 0; padding: 0; list-style: none; counter-reset: step; }
.bf-steps li { counter-increment: step; color: var(--bf-color-muted); font-size: var(--bf-font-size-sm); }
.bf-steps li::before { content: counter(step) ". "; }
.bf-steps li[aria-current] { color: var(--bf-color-text); font-weight: 700; }
`,
);

export function ProfileScreen({
  client,
  t,
  lang,
  minAge,
}: {
  client: OfficeClient;
  t: AppT;
  lang: string;
  /** The configured minimum age (`global.minAge`): the birth date's rule. */
  minAge: unknown;
}) {
  const calls = useMemo(() => profileCalls(client), [client]);
  const [me, setMe] = useState<AccountProfileData | null>(null);
  const [error, setError] = useState('');
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    void version;
    calls.me().then((result) => {
      if (!live) return;
      if (result.ok) setMe(result.data);
      else setError(refusal(t, result).message);
    });
    return () => {
      live = false;
    };
  }, [calls, version, t]);
  const reload = () => setVersion((v) => v + 1);

  if (!me && error) return <ErrorState text={error} onRetry={reload} />;
  if (!me) return <SkeletonList rows={4} />;
  const country = countryById(me.countryId, lang);
  const facts: Array<[string, string]> = [
    [t('office_profile_id'), String(me.userId)],
    [t('office_profile_login'), me.login],
    [t('office_profile_name'), [me.name, me.surname].filter(Boolean).join(' ') || '—'],
    [t('office_profile_birth_date'), me.birthDate ?? '—'],
    [t('office_profile_email'), me.email ?? '—'],
    [t('office_profile_phone'), me.phone ? `+${me.phone}` : '—'],
    [t('office_profile_country'), country?.name ?? String(me.countryId)],
  ];
  return (
    <div ref={style} className="bf-profile" data-testid="office-profile">
      <section aria-labelledby="bf-profile-title" className="bf-profile-form" data-testid="profile-details">
        <h3 className="bf-title" id="bf-profile-title">
          {t('office_profile_details')}
        </h3>
        <dl className="bf-profile-facts">
          {facts.map(([name, value]) => (
            <div key={name} style={{ display: 'contents' }}>
              <dt>{name}</dt>
              <dd data-fact={name}>
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <AccountFieldsForm client={client} t={t} lang={lang} minAge={minAge} onChanged={reload} />
      <LoginChange calls={calls} t={t} current={me.login} onChanged={reload} />
      <EmailChange calls={calls} t={t} current={me.email} confirmed={me.emailConfirmed} onChanged={reload} />
      <PhoneChange calls={calls} t={t} current={me.phone} onChanged={reload} />
      <SecureQuestionForm calls={calls} t={t} onChanged={reload} />
      <PinCode client={client} t={t} />
    </div>
  );
}
