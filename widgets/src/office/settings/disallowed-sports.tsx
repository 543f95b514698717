/**
 * Disallowed sports (SPEC §2 settings, §7 `disallow-sports`): the sports the player does not want offered, before
 * the match and live, as two lists of checkboxes. Saved whole; the server then leaves them out of the player's
 * feed and refuses bets on them.
 */
import { SPORTS_LIST } from '@betframe/sdk/dictionaries';
import { type DisallowSportsData, disallowSportsData, officePaths } from '@betframe/sdk/office';
import { type FormEvent, useEffect, useState } from 'react';
import type { AppT } from '../../runtime';
import { Button } from '../../runtime/ui/button';
import { Checkbox } from '../../runtime/ui/choice';
import type { OfficeClient } from '../office-client';
import { refusal } from '../profile/form-status';

type Feed = 'lineDisallowSport' | 'liveDisallowSport';
const feeds: Feed[] = ['lineDisallowSport', 'liveDisallowSport'];

export function DisallowedSports({ client, t }: { client: OfficeClient; t: AppT }) {
  const [lists, setLists] = useState<DisallowSportsData | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    client
      .call(officePaths.disallowSports, disallowSportsData, { method: 'GET' })
      .then((r) => r.ok && setLists(r.data));
  }, [client]);
  if (!lists) return null;

  const toggle = (feed: Feed, id: number, on: boolean) => {
    setStatus('');
    setLists(
      (current) =>
        current && {
          ...current,
          [feed]: on ? [...current[feed], id] : current[feed].filter((x) => x !== id),
        },
    );
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await client.call(officePaths.disallowSports, disallowSportsData, { params: lists });
    setBusy(false);
    if (!result.ok) return setStatus(refusal(t, result).message || t('reg_error_generic'));
    setLists(result.data);
    setStatus(t('office_settings_saved'));
  };
  const sports = SPORTS_LIST.map((s) => ({ id: s.id, name: t(s.key) })).sort((a, b) => a.name.localeCompare(b.name));

  return (
    <form
      onSubmit={save}
      noValidate
      aria-labelledby="bf-disallowed-title"
      data-testid="disallowed-sports"
      className="bf-profile-form"
    >
      <h3 className="bf-title" id="bf-disallowed-title">
        {t('office_disallowed_sports')}
      </h3>
      <p className="bf-muted">{t('office_disallowed_sports_hint')}</p>
      <div className="bf-settings-columns">
        {feeds.map((feed) => (
          <fieldset key={feed} className="bf-settings-sports" data-feed={feed}>
            <legend>{t(feed === 'lineDisallowSport' ? 'office_disallowed_line' : 'office_disallowed_live')}</legend>
            {sports.map((sport) => (
              <Checkbox
                key={sport.id}
                name={`${feed}-${sport.id}`}
                label={sport.name}
                checked={lists[feed].includes(sport.id)}
                onChange={(on) => toggle(feed, sport.id, on)}
              />
            ))}
          </fieldset>
        ))}
      </div>
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
