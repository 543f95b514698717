/**
 * The cookie agreement log (SPEC §2 settings, §7 `cookie agreement log`): each cookie choice the player made on
 * the site while signed in, newest first, with its time and browser. The words of the choices are the banner's.
 */

import { formatDate } from '@betframe/sdk/format';
import { type CookieAgreementEntry, cookieAgreementLogData, officePaths } from '@betframe/sdk/office';
import { useEffect, useState } from 'react';
import type { AppT } from '../../runtime';
import type { OfficeClient } from '../office-client';

const levelKeys = ['site_cookies_necessary', 'site_cookies_functional', 'site_cookies_marketing', 'site_cookies_all'];

export function CookieAgreements({ client, t, lang }: { client: OfficeClient; t: AppT; lang: string }) {
  const [entries, setEntries] = useState<CookieAgreementEntry[] | null>(null);
  useEffect(() => {
    client
      .call(officePaths.cookieAgreementLog, cookieAgreementLogData, { method: 'GET' })
      .then((r) => r.ok && setEntries(r.data.entries));
  }, [client]);
  if (!entries) return null;
  return (
    <section aria-labelledby="bf-cookie-log-title" data-testid="cookie-agreements" className="bf-profile-form">
      <h3 className="bf-title" id="bf-cookie-log-title">
        {t('office_cookie_log')}
      </h3>
      {entries.length === 0 ? (
        <p className="bf-muted">{t('office_cookie_log_empty')}</p>
      ) : (
        <table className="bf-table">
          <caption className="bf-vh">{t('office_cookie_log')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('office_date')}</th>
              <th scope="col">{t('office_cookie_choice')}</th>
              <th scope="col">{t('office_cookie_browser')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={`${e.at}-${e.level}`} data-level={e.level}>
                <td>{formatDate(new Date(e.at), { locale: lang }, 'dateTime')}</td>
                <td>{t(levelKeys[e.level] ?? 'site_cookies_necessary')}</td>
                <td>
                  <bdi>{e.userAgent.slice(0, 60)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
