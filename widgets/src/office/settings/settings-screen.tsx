/**
 * Settings (SPEC §2 office settings): the odds format and the bet-change policy — the same settings the line's
 * filters and the bet slip change (one hook each: `useCoefficientView`, `useBetChangePolicy`) — the
 * disallowed sports, the mailings and the cookie agreement log.
 */
import { ODDS_FORMATS } from '@betframe/sdk/format';
import type { AppT } from '../../runtime';
import { useRuntime } from '../../runtime';
import { useBetChangePolicy } from '../../runtime/betting/bet-change-policy';
import { useCoefficientView } from '../../runtime/betting/theme';
import { RadioGroup } from '../../runtime/ui/choice';
import { kitCss } from '../../runtime/ui/kit-css';
import type { OfficeClient } from '../office-client';
import { CookieAgreements } from './cookie-agreements';
import { DisallowedSports } from './disallowed-sports';
import { MailingPreferences } from './mailing-preferences';

const style = kitCss(
  'office-settings',
  `
.bf-settings { display: grid; gap: var(--bf-space-4); }
.bf-settings .bf-profile-form { display: grid; gap: var(--bf-space-3); padding: var(--bf-space-4); border: 1px solid var(--bf-color-border);
  border-radius: var(--bf-radius-lg); background: var(--bf-color-surface); min-inline-size: 0; }
.bf-settings .bf-title { margin: 0; }
.bf-settings-columns { display: grid; gap: var(--bf-space-4); grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); }
.bf-settings-sports { display: grid; gap: var(--bf-space-1); margin: 0; padding: 0; border: 0; min-inline-size: 0;
  max-block-size: 320px; overflow-y: auto; }
.bf-settings-sports legend { font-weight: 700; padding: 0 0 var(--bf-space-2); }
`,
);

export function SettingsScreen({
  client,
  t,
  lang,
  token,
}: {
  client: OfficeClient;
  t: AppT;
  lang: string;
  token: string | null;
}) {
  const runtime = useRuntime();
  const [cfview, setCfview] = useCoefficientView();
  const policy = useBetChangePolicy(runtime.origin, token, runtime.config.betting.betChangeConfirmation);
  return (
    <div ref={style} className="bf-settings" data-testid="office-settings">
      <section className="bf-profile-form" aria-labelledby="bf-betting-settings-title">
        <h3 className="bf-title" id="bf-betting-settings-title">
          {t('office_betting_settings')}
        </h3>
        <RadioGroup
          legend={t('odds_format')}
          name="odds-format"
          value={String(cfview)}
          onChange={(value) => setCfview(Number(value))}
          options={ODDS_FORMATS.map((f, i) => ({ value: String(i), label: t(`odds_format_${f}`) }))}
        />
        <RadioGroup
          legend={t('coupon_policy')}
          name="bet-change-policy"
          value={String(policy.policy)}
          onChange={(value) => policy.change(Number(value))}
          options={[0, 1, 2].map((p) => ({ value: String(p), label: t(`coupon_policy_${p}`) }))}
        />
        {policy.failed && (
          <p className="bf-error" role="alert">
            {t('coupon_policy_save_failed')}
          </p>
        )}
      </section>
      <DisallowedSports client={client} t={t} />
      <MailingPreferences client={client} t={t} />
      <CookieAgreements client={client} t={t} lang={lang} />
    </div>
  );
}
