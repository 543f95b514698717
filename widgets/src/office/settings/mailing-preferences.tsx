/**
 * Mailing and e-mail subscription (SPEC §2 settings "mailing", "email subscription"): promotional mailings by
 * e-mail and by SMS, each a switch saved when flipped (reverted with a message when the save fails). Every
 * e-mail also carries a link that turns e-mail off without signing in (docs/office.md).
 */
import { type MailingData, mailingData, officePaths } from '@betframe/sdk/office';
import { useEffect, useState } from 'react';
import type { AppT } from '../../runtime';
import { Switch } from '../../runtime/ui/choice';
import type { OfficeClient } from '../office-client';

export function MailingPreferences({ client, t }: { client: OfficeClient; t: AppT }) {
  const [prefs, setPrefs] = useState<MailingData | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    client.call(officePaths.mailing, mailingData, { method: 'GET' }).then((r) => r.ok && setPrefs(r.data));
  }, [client]);
  if (!prefs) return null;
  const flip = async (channel: keyof MailingData, on: boolean) => {
    const before = prefs;
    setPrefs({ ...prefs, [channel]: on });
    setError('');
    const result = await client.call(officePaths.mailing, mailingData, { params: { [channel]: on } });
    if (result.ok) setPrefs(result.data);
    else {
      setPrefs(before);
      setError(t('coupon_policy_save_failed'));
    }
  };
  return (
    <section aria-labelledby="bf-mailing-title" data-testid="mailing" className="bf-profile-form">
      <h3 className="bf-title" id="bf-mailing-title">
        {t('office_mailing')}
      </h3>
      <p className="bf-muted">{t('office_mailing_hint')}</p>
      {(['email', 'sms'] as const).map((channel) => (
        <div key={channel} data-channel={channel}>
          <Switch
            label={t(`office_mailing_${channel}`)}
            checked={prefs[channel]}
            onChange={(on) => flip(channel, on)}
          />
        </div>
      ))}
      {error && (
        <p className="bf-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
