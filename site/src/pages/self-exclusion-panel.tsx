/**
 * Self-exclusion one click from the responsible-gambling information page (MGA PPD): the button opens the
 * confirmation at once for a signed-in player; a guest is sent to sign in and comes back here with the
 * confirmation open (`?self-exclude=1`). The call is the limits service's (`POST /web-api/limits/action`).
 */

import { formatDate } from '@betframe/sdk/format';
import {
  limitsPaths,
  type Protection,
  protectionResponseSchema,
  reasonsResponseSchema,
  selfExclusionChoices,
} from '@betframe/sdk/limits';
import { useEffect, useState } from 'react';
import { Button } from '../../../widgets/src/runtime/ui/button';
import { RadioGroup } from '../../../widgets/src/runtime/ui/choice';
import { Dialog } from '../../../widgets/src/runtime/ui/dialog';
import { Select } from '../../../widgets/src/runtime/ui/select';
import { siteHttp } from '../http/site-http';
import type { SiteLanguage } from '../routing/normalize-path';
import { pathOf, RETURN_URL_KEY } from '../routing/routes';
import { NAVIGATE_EVENT, navigate } from '../shell/navigation';
import type { SiteT } from '../texts/site-texts';

const OPEN_KEY = 'self-exclude';
const durations = selfExclusionChoices;

export function SelfExclusionPanel({ lang, t }: { lang: SiteLanguage; t: SiteT }) {
  // undefined while asking, null for a guest.
  const [protection, setProtection] = useState<Protection | null | undefined>(undefined);
  const [reasons, setReasons] = useState<Array<{ id: number; name: string }>>([]);
  const [open, setOpen] = useState(false);
  const [months, setMonths] = useState<string>('6');
  const [reason, setReason] = useState<string | undefined>();
  const [failed, setFailed] = useState('');
  const date = (iso: string) => formatDate(new Date(iso), { locale: lang }, 'dateTime');

  // Asked again after every move: a guest who signed in (a modal over this page) comes back to the same page.
  const [moves, setMoves] = useState(0);
  useEffect(() => {
    const moved = () => setMoves((n) => n + 1);
    window.addEventListener(NAVIGATE_EVENT, moved);
    window.addEventListener('popstate', moved);
    return () => {
      window.removeEventListener(NAVIGATE_EVENT, moved);
      window.removeEventListener('popstate', moved);
    };
  }, []);

  useEffect(() => {
    let live = true;
    void moves;
    siteHttp.request({ path: limitsPaths.status, schema: protectionResponseSchema }).then((result) => {
      if (!live) return;
      setProtection(result.error ? null : result.data.data);
      if (!result.error && new URLSearchParams(window.location.search).get(OPEN_KEY) === '1') setOpen(true);
    });
    return () => {
      live = false;
    };
  }, [moves]);

  useEffect(() => {
    let live = true;
    siteHttp
      .request({ path: limitsPaths.reasons, query: { lng: lang }, schema: reasonsResponseSchema })
      .then((result) => live && !result.error && setReasons(result.data.data));
    return () => {
      live = false;
    };
  }, [lang]);

  if (protection === undefined) return null;
  const start = () => {
    if (protection) return setOpen(true);
    const back = `${window.location.pathname}?${OPEN_KEY}=1`;
    navigate(`${pathOf('login', lang)}?${RETURN_URL_KEY}=${encodeURIComponent(back)}`);
  };
  const confirm = async () => {
    const result = await siteHttp.request({
      path: limitsPaths.action,
      method: 'POST',
      params: {
        action: 'self-exclusion',
        duration: months === 'permanent' ? 'permanent' : Number(months),
        ...(reason ? { reasonId: Number(reason) } : {}),
      },
      schema: protectionResponseSchema,
    });
    if (result.error) return setFailed(result.error.message);
    setOpen(false);
    setProtection(result.data.data);
  };

  const excluded = protection && protection.state !== 'open';
  return (
    <aside className="site-card" data-testid="self-exclusion">
      <h2>{t('limits.exclusion_title')}</h2>
      <p>{t('limits.exclusion_hint')}</p>
      {excluded ? (
        <p role="status" data-testid="self-exclusion-done">
          {protection.until ? t('limits.done_excluded', { date: date(protection.until) }) : t('limits.done_permanent')}
        </p>
      ) : (
        <Button variant="danger" onClick={start} data-testid="self-exclude">
          {protection ? t('limits.page_exclude') : t('limits.page_signin')}
        </Button>
      )}
      {protection ? (
        <p>
          <a href={pathOf('limitsPopup', lang)}>{t('limits.page_office')}</a>
        </p>
      ) : null}
      <Dialog open={open} onClose={() => setOpen(false)} title={t('limits.confirm_title')}>
        <div data-testid="self-exclusion-confirm">
          <Select
            label={t('limits.exclusion_reason')}
            options={reasons.map((r) => ({ value: String(r.id), label: r.name }))}
            value={reason}
            onChange={setReason}
            name="exclusion-reason"
          />
          <RadioGroup
            legend={t('limits.duration')}
            options={durations.map((d) => ({ value: d.value, label: t(d.label[0], { n: d.label[1] }) }))}
            value={months}
            onChange={setMonths}
            name="exclusion-months"
          />
          <p>{months === 'permanent' ? t('limits.confirm_permanent') : t('limits.exclusion_hint')}</p>
          {failed ? <p role="alert">{failed}</p> : null}
          <div className="bf-row bf-wrap" style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button variant="danger" onClick={() => void confirm()} data-testid="self-exclusion-yes">
              {t('limits.confirm')}
            </Button>
            <Button onClick={() => setOpen(false)}>{t('limits.cancel')}</Button>
          </div>
        </div>
      </Dialog>
    </aside>
  );
}
